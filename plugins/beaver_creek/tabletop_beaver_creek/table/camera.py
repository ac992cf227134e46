"""The camera of the Beaver Creek table: world units (y up, the table top at 0) to window pixels,
and the scale a scene keeps for a dam so high. No arcade."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_beaver_creek.table.proportions import (
    GROUND_DEPTH,
    HEADROOM,
    LEAST_HEADROOM,
    MIN_VISIBLE_TOP,
    WORLD_HALF_WIDTH,
    ZOOM_STEP,
)
from tabletop_core.render.geometry import Rect


@dataclass(frozen=True, slots=True)
class Camera:
    """World units to pixels: ``k`` pixels a unit, the world's x = 0 at ``cx`` and y = 0 at
    ``ground``."""

    k: float
    cx: float
    ground: float

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.cx + x * self.k, self.ground + y * self.k

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.cx) / self.k, (sy - self.ground) / self.k


def _stepped(height: float) -> float:
    return math.ceil(height / ZOOM_STEP) * ZOOM_STEP


def camera_for(scene: Rect, dam_top: float, standard: Rect | None = None) -> Camera:
    """The camera that shows the whole reach and the dam with room above it; it zooms out in
    steps as the dam grows, so it does not creep while a piece is carried.

    With ``standard`` (the scene the same window has at 100 % text) the pieces are drawn at
    least as large as that scene's camera draws them, as long as the dam and
    :data:`LEAST_HEADROOM` above it fit: the view then shows less of the reach and the sky."""
    top = max(MIN_VISIBLE_TOP, _stepped(dam_top + HEADROOM))
    k = min(scene.width / (2 * WORLD_HALF_WIDTH), scene.height / (top + GROUND_DEPTH))
    if standard is not None:
        wanted = camera_for(standard, dam_top).k
        room = scene.height / (dam_top + LEAST_HEADROOM + GROUND_DEPTH)
        k = max(k, min(wanted, room))
    return Camera(k, scene.center_x, scene.bottom + GROUND_DEPTH * k)
