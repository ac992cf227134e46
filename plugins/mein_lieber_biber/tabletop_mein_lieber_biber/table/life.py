"""Mein lieber Biber's life at rest: the pond glinting around the raft, a leaf drifting past.

The pond is the table left of the column (:attr:`Pond.raft_area`); the touches keep to the open
water between the dam and the raft's rim and right of the rim, above the spirit level, so they
never cross the raft, its rings or the dam.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch, glints, leaf


def pond_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    pond = layout.pond
    area = pond.raft_area
    space = layout.space
    x, y = pond.raft_centre
    radius = pond.raft_radius
    touches: list[Touch] = []
    above = Rect(
        area.left + space.tight,
        y + radius + space.tight,
        area.width - space.gap,
        area.top - y - radius,
    )
    if above.height > space.loose:
        touches += [glints(above, count=4), leaf(above, phase=0.6)]
    _, level_y, level_r = pond.level
    left, bottom = x + radius + space.gap, level_y + level_r + space.gap
    right = Rect(left, bottom, area.right - left - space.tight, above.bottom - bottom)
    if min(right.width, right.height) > space.far:
        touches.append(glints(right, phase=0.45))
    return touches
