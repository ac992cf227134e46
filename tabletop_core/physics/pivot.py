"""A plank rocking on a rounded stand, seen from the side: see-saws, balance boards, a raft on a
dome. Pure pymunk, deterministic, rebuilt from plain numbers every time.

The plank is one rigid body; the weights standing on it are extra shapes of that body, so pymunk
works out the centre of mass and the moment of inertia. It rests by friction on the top of a
static circle (the stand, seen from the side): it rolls without slipping, and it finds a tilted
balance as long as the combined centre of mass stays low enough and close enough to the middle.
A plank of centre-of-mass height ``h`` above the stand's top, loaded ``d`` off centre, settles
near ``d / (r - h)`` radians on a stand of radius ``r``; it falls off once no balance exists.

Why not :class:`tabletop_core.physics.table.Table`: a loaded plank is one body of many shapes and
the stand is a circle, neither of which the table builds. The step is fixed and nothing reads a
clock, so the same inputs give bit-identical angles.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pymunk

from tabletop_core.physics.table import Pose

_NO_COLLISIONS = pymunk.ShapeFilter(categories=0b10, mask=0)


@dataclass(frozen=True, slots=True)
class Weight:
    """A load on the plank: ``x`` along the plank from its middle, ``height`` of its centre above
    the plank's top face, ``size`` its width (and height) as drawn. Weights never collide."""

    x: float
    mass: float
    height: float = 0.0
    size: float = 1.0


class Rocker:
    """A plank of ``length`` × ``thickness`` and ``mass`` on a stand of ``stand_radius`` whose top
    is at ``y = 0`` (its centre at ``(0, -stand_radius)``).

    ``pose`` is where the plank's middle is and its angle (counter-clockwise, radians); ``None``
    rests it level on the stand's top. It starts at rest. Units are free (centimetres and grams
    with ``gravity=981`` read naturally); ``damping`` is the fraction of velocity kept per second.
    """

    __slots__ = ("space", "body", "dt", "steps")

    def __init__(
        self,
        *,
        length: float,
        thickness: float,
        mass: float,
        stand_radius: float,
        weights: Iterable[Weight] = (),
        pose: Pose | None = None,
        gravity: float = 981.0,
        dt: float = 1 / 120,
        iterations: int = 10,
        damping: float = 0.3,
        friction: float = 1.0,
        collision_slop: float = 0.01,
    ) -> None:
        space = pymunk.Space()
        space.gravity = (0.0, -gravity)
        space.iterations = iterations
        space.damping = damping
        space.collision_slop = collision_slop
        stand = pymunk.Circle(space.static_body, stand_radius, (0.0, -stand_radius))
        stand.friction = friction
        body = pymunk.Body()
        plank = pymunk.Poly.create_box(body, (length, thickness))
        plank.mass = mass
        plank.friction = friction
        shapes: list[pymunk.Shape] = [plank]
        top = thickness / 2
        for weight in weights:
            half = weight.size / 2
            centre = top + weight.height
            shape = pymunk.Poly(
                body,
                [
                    (weight.x - half, centre - half),
                    (weight.x + half, centre - half),
                    (weight.x + half, centre + half),
                    (weight.x - half, centre + half),
                ],
            )
            shape.mass = weight.mass
            shape.filter = _NO_COLLISIONS
            shapes.append(shape)
        space.add(stand, body, *shapes)
        if pose is None:
            body.position = (0.0, top)
        else:
            body.position = (pose.x, pose.y)
            body.angle = pose.angle
        self.space = space
        self.body = body
        self.dt = dt
        self.steps = 0

    @property
    def angle(self) -> float:
        return self.body.angle

    @property
    def spin(self) -> float:
        """Angular velocity, radians per second (counter-clockwise positive)."""
        return self.body.angular_velocity

    @property
    def pose(self) -> Pose:
        x, y = self.body.position
        return Pose(x, y, self.body.angle)

    def press(self, x: float, impulse: float) -> None:
        """A downward ``impulse`` on the plank's top face at ``x`` along the plank (something
        dropped there)."""
        body = self.body
        point = body.local_to_world((x, 0.0))
        body.apply_impulse_at_world_point((0.0, -impulse), point)

    def step(self, count: int = 1) -> None:
        space, dt = self.space, self.dt
        for _ in range(count):
            space.step(dt)
        self.steps += count

    def is_calm(self, spin: float, speed: float) -> bool:
        """Turning slower than ``spin`` and moving slower than ``speed``."""
        body = self.body
        vx, vy = body.velocity
        return abs(body.angular_velocity) < spin and vx * vx + vy * vy < speed * speed
