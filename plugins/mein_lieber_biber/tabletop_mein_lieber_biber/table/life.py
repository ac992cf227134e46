"""Mein lieber Biber's life at rest: the pond glinting around the raft, a leaf drifting past.

The pond is the table left of the column (:attr:`Pond.raft_area`); the touches keep to the open
water between the dam and the raft's rim and right of the rim, above the spirit level, so they
never cross the raft, its rings or the dam.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch

GLINT = (235, 248, 255, 110)
LEAF = (120, 160, 70, 210)


def pond_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    pond = layout.pond
    area = pond.raft_area
    s = layout.scale
    x, y = pond.raft_centre
    radius = pond.raft_radius
    touches: list[Touch] = []
    above = Rect(area.left + 4 * s, y + radius + 4 * s, area.width - 8 * s, area.top - y - radius)
    if above.height > 12 * s:
        touches.append(Touch("shimmer", above, GLINT, 5.0, 0.0, 4))
        touches.append(Touch("drift", above, LEAF, 14.0, 0.6, 1))
    _, level_y, level_r = pond.level
    right = Rect(x + radius + 8 * s, level_y + level_r + 8 * s, 0, 0)
    right = Rect(
        right.left, right.bottom, area.right - right.left - 4 * s, above.bottom - right.bottom
    )
    if right.width > 24 * s and right.height > 24 * s:
        touches.append(Touch("shimmer", right, GLINT, 4.0, 0.45, 3))
    return touches
