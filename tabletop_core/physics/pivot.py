"""A plank rocking on a rounded stand, seen from the side: see-saws, balance boards, a raft on a
dome. Pure pymunk, deterministic, rebuilt from plain numbers every time.

The plank is one rigid body; the weights standing on it are point-like parts of that body (their
mass, centre of mass and moment of inertia are added in, as squares of their size), and only the
plank itself has a shape that touches anything. It rests by friction on the top of a
static circle (the stand, seen from the side): it rolls without slipping, and it finds a tilted
balance as long as the combined centre of mass stays low enough and close enough to the middle.
A plank of centre-of-mass height ``h`` above the stand's top, loaded ``d`` off centre, settles
near ``d / (r - h)`` radians on a stand of radius ``r``; it falls off once no balance exists.

Why not :class:`tabletop_core.physics.table.Table`: a loaded plank is one body with built-in
loads and the stand is a circle, neither of which the table builds. The step is fixed and
nothing reads a clock, so the same inputs give bit-identical angles. Never copy a rocker to try
something: build another from the same numbers (a pose and the weights).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pymunk

from tabletop_core.physics.table import Pose


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
        body, plank = _loaded_plank(length, thickness, mass, weights)
        plank.friction = friction
        space.add(stand, body, plank)
        top = thickness / 2
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


def _loaded_plank(
    length: float, thickness: float, mass: float, weights: Iterable[Weight]
) -> tuple[pymunk.Body, pymunk.Poly]:
    """The plank's body with the weights' mass built in (parallel-axis theorem), and its shape.

    Computed here rather than from one shape per weight: pymunk recomputes a body's mass
    properties on every shape added, which made building a loaded plank ten times slower.
    """
    top = thickness / 2
    parts = [(0.0, 0.0, mass, mass * (length * length + thickness * thickness) / 12)]
    for weight in weights:
        size = weight.size
        parts.append((weight.x, top + weight.height, weight.mass, weight.mass * size * size / 6))
    total = sum(part[2] for part in parts)
    cx = sum(x * m for x, _y, m, _i in parts) / total
    cy = sum(y * m for _x, y, m, _i in parts) / total
    moment = sum(own + m * ((x - cx) ** 2 + (y - cy) ** 2) for x, y, m, own in parts)
    body = pymunk.Body(total, moment)
    body.center_of_gravity = (cx, cy)
    plank = pymunk.Poly.create_box(body, (length, thickness))
    return body, plank
