"""Hamsterdam's life at rest: the sea glinting beside each dam, and bubbles rising in it.

Each dam's sea is the strip left of its first card (:meth:`TableLayout.sea`); every row's sea
lives on its own phase, so the rows do not glint in step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch


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
        if sea.width > 6 and sea.height > 6:
            phase = ((row + 1) * 0.37) % 1.0
            touches.append(Touch("shimmer", sea, (235, 250, 255, 150), 4.0, phase, 3))
            touches.append(Touch("bubbles", sea, (235, 250, 255, 170), 6.0, phase, 2))
    return touches
