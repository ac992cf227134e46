"""Beaver Creek's life at rest: glints on the creek either side of the dam, a leaf on the water.

The creek's water is the band its backdrop names (:func:`tabletop_beaver_creek.table.art.
creek_image`): from 72 % of the way down to the table top (``layout.ground``, fixed in the
scene whatever the camera shows). The touches keep to the fifth of it at each end, clear of the
box and the dam on it however far the camera comes in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch, glints, leaf
from tabletop_core.render.kit.spacing import STEPS

WATER_TOP = 0.72
"""Where the water starts, as a share of the height above the table top (as the backdrop)."""
END_SHARE = 0.2
"""The share of the water's width at each end the touches keep to."""


def creek_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    backdrop = layout.scene
    bottom = layout.ground
    table_y = max(1.0, backdrop.top - bottom)
    water = Rect(backdrop.left, bottom, backdrop.width, table_y * (1 - WATER_TOP))
    if water.height < STEPS["gap"]:
        return ()
    end, hair = water.width * END_SHARE, STEPS["hair"]
    left = Rect(water.left, water.bottom + hair, end, water.height - 2 * hair)
    right = Rect(water.right - end, water.bottom + hair, end, water.height - 2 * hair)
    return (glints(left), glints(right, phase=0.5), leaf(right, phase=0.2))
