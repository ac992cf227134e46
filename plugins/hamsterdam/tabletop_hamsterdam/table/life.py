"""Hamsterdam's life at rest: the sea glinting beside each dam, and bubbles rising in it.

Each dam's sea is the strip left of its first card (:meth:`TableLayout.sea`); every row's sea
lives on its own phase, so the rows do not glint in step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch, bubbles, glints

SMALLEST = 6
"""Pixels below which a sea is too narrow to glint."""
PHASE_APART = 0.37
"""How far apart in their cycles the rows' seas glint (a share of it), so they are not in step."""


def sea_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    touches: list[Touch] = []
    rows = [-1]  # the big dam's row, then the smaller dams' while their cards show
    if layout.others_shown == "full":
        rows += list(range(layout.others))
    for row in rows:
        sea = layout.sea(row)
        if min(sea.width, sea.height) > SMALLEST:
            phase = ((row + 1) * PHASE_APART) % 1.0
            touches += [glints(sea, phase), bubbles(sea, phase)]
    return touches
