"""A camera for a table that shows a world (physics units, y up) in a rectangle of the window:
fit these world bounds into this rect with a margin, never larger than a declared scale, and
ease toward the camera wanted. Plain data, no arcade: the scene, its input and its tests map
through the same :class:`Camera`.

A table asks :func:`fit` for the camera its world wants now and keeps a :class:`Follow`, which
moves the camera it draws with toward that one a little each frame (at once under reduced
motion). Whatever the table draws and whatever the pointer points at go through
``Follow.camera``, so the picture and the input never disagree. ``SETTLE_SECONDS`` is roughly
how long the ease takes at speed 1.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_core.render.geometry import Rect

__all__ = ["Camera", "Follow", "fit"]

SETTLE_SECONDS = 0.35
"""Roughly how long the camera takes to reach a new view (the ease is exponential)."""
_CLOSE = 0.002
"""Within this share of the scale (and of a pixel, for the offsets) the camera has arrived."""


@dataclass(frozen=True, slots=True)
class Camera:
    """World units to window pixels: ``k`` pixels a unit, the world's origin at (``x0``,
    ``y0``) on the screen."""

    k: float
    x0: float
    y0: float

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.x0 + x * self.k, self.y0 + y * self.k

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.x0) / self.k, (sy - self.y0) / self.k

    def shows(self, world: Rect) -> Rect:
        """Where ``world`` (a rectangle in world units) lies on the screen."""
        left, bottom = self.to_screen(world.left, world.bottom)
        return Rect(left, bottom, world.width * self.k, world.height * self.k)

    def between(self, other: Camera, share: float) -> Camera:
        """The camera ``share`` of the way from this one to ``other`` (the scale eased in
        proportion, so zooming feels even)."""
        k = self.k * (other.k / self.k) ** share
        return Camera(
            k, self.x0 + (other.x0 - self.x0) * share, self.y0 + (other.y0 - self.y0) * share
        )


def fit(
    world: Rect,
    into: Rect,
    *,
    margin: float = 0.0,
    most: float = math.inf,
    align: tuple[float, float] = (0.5, 0.5),
) -> Camera:
    """The camera that shows all of ``world`` inside ``into`` less ``margin`` pixels each side,
    as large as fits but never more than ``most`` pixels a unit. ``align`` places the world
    in the room left over: (0.5, 0.5) centres it, (0.5, 0.0) stands it on the bottom."""
    room = into.inset(margin)
    k = min(room.width / max(world.width, 1e-9), room.height / max(world.height, 1e-9), most)
    spare_x = room.width - world.width * k
    spare_y = room.height - world.height * k
    x0 = room.left + spare_x * align[0] - world.left * k
    y0 = room.bottom + spare_y * align[1] - world.bottom * k
    return Camera(k, x0, y0)


class Follow:
    """The camera a table draws with, easing toward the one it wants (:meth:`aim`); under
    reduced motion it jumps."""

    def __init__(self, reduced_motion: bool = False, seconds: float = SETTLE_SECONDS) -> None:
        self.reduced_motion = reduced_motion
        self.seconds = seconds
        self.camera: Camera | None = None
        self.target: Camera | None = None

    def aim(self, target: Camera, at_once: bool = False) -> None:
        """Head for ``target``; ``at_once`` (or the first camera, or reduced motion): be there."""
        self.target = target
        if at_once or self.camera is None or self.reduced_motion:
            self.camera = target

    @property
    def moving(self) -> bool:
        return self.camera is not None and self.camera != self.target

    def arrive(self) -> None:
        """Be at the target now (an animation skipped: nothing is left to watch)."""
        if self.target is not None:
            self.camera = self.target

    def update(self, delta_time: float) -> bool:
        """Move toward the target; True when the camera changed."""
        camera, target = self.camera, self.target
        if camera is None or target is None or camera == target:
            return False
        share = 1.0 - math.exp(-3.0 * delta_time / max(self.seconds, 1e-6))
        moved = camera.between(target, share)
        near = (
            abs(moved.k - target.k) <= _CLOSE * target.k
            and abs(moved.x0 - target.x0) < 0.5
            and abs(moved.y0 - target.y0) < 0.5
        )
        self.camera = target if near else moved
        return True
