"""The tip, simulated: the raft heels over on its stand and the beavers slide off into the water.

Once :func:`~tabletop_mein_lieber_biber.raft.wobble` finds the raft tipped, the fall is played
on in one side view along the direction the raft heels (``towards``, the low rim's top-view
bearing): the raft as a plank that has slipped off its balance and pivots on the stand's top,
every beaver as a body of its own standing on the plank by friction. The rim dips into the water until the water carries it
(``RIM_DIP`` below the surface), the beavers slide down the steepening raft, over the rim and
into the water, where they are slowed and sink out of sight.

Each kept frame is ``(lean, sink, beavers)``: the raft's lean (radians, towards ``towards``),
how far its middle has sunk (raft radii), and per beaver ``(colour, u, v, alpha)`` — where it
is on the raft's plane in top-view raft radii (beyond 1: off the raft) and how much of it is
still above the water (1 all, 0 gone). Numbers are rounded to 4 places: the frames go into the
events and so into logs. Pure pymunk with a fixed step: the same move gives the same fall.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pymunk

from tabletop_mein_lieber_biber.raft import (
    BEAVER_HEIGHT,
    BEAVER_MASS,
    BEAVER_SIZE,
    DT,
    FRAME_EVERY,
    GRAVITY,
    RAFT_MASS,
    RAFT_RADIUS,
    RAFT_THICKNESS,
    TAIL_MASS,
    TIP_ANGLE,
    Beaver,
    Wobble,
    tilt,
)

FallFrame = tuple[float, float, tuple[tuple[int, float, float, float], ...]]

FALL_STEPS = 108
"""1.8 seconds of fall."""
RIM_DIP = 3.0
"""cm the low rim sinks below the surface before the water carries the raft."""
FOOT_FRICTION = 0.22
"""Beaver feet on wet wood: they slide once the raft leans past about 12°."""
WATER_DRAG = 0.82
"""The fraction of its speed a beaver in the water keeps per step."""
WATER_LIFT = 0.8
"""The share of gravity the water takes off a beaver in it."""
SLIPPED_STAND = 2.0
"""cm: the radius the stand's top offers once the raft has slipped off its balance: the raft
pivots on the stand's edge, no longer rolling on the broad dome that kept it up."""
RAFT_DRAG = 0.15
"""The fraction of its motion the heeling raft keeps per second (its rim is in the water)."""

_PLANK = 0b01
_BEAVER = 0b10


def fall(answer: Wobble, beavers: Sequence[Beaver]) -> tuple[float, tuple[FallFrame, ...]]:
    """``(towards, frames)``: the fall of the raft that ``answer`` tipped, carrying ``beavers``."""
    lean, towards = tilt(answer.frames[-1] if answer.frames else (TIP_ANGLE, 0.0))
    spin = 0.0
    if len(answer.frames) >= 2:
        before, _towards = tilt(answer.frames[-2])
        spin = max(0.0, (lean - before) / (DT * FRAME_EVERY))
    ux, uy = math.cos(towards), math.sin(towards)
    water = -RAFT_RADIUS * math.sin(TIP_ANGLE)

    space = pymunk.Space()
    space.gravity = (0.0, -GRAVITY)
    space.iterations = 15
    stand = pymunk.Circle(space.static_body, SLIPPED_STAND, (0.0, -SLIPPED_STAND))
    stand.friction = 1.0
    floor = pymunk.Segment(
        space.static_body, (-80.0, water - RIM_DIP), (80.0, water - RIM_DIP), 0.5
    )
    floor.friction = 0.2
    for fixture in (stand, floor):
        fixture.filter = pymunk.ShapeFilter(categories=_PLANK, mask=_PLANK)
    space.add(stand, floor)
    length = 2 * RAFT_RADIUS
    plank = pymunk.Body(RAFT_MASS, pymunk.moment_for_box(RAFT_MASS, (length, RAFT_THICKNESS)))
    board = pymunk.Poly.create_box(plank, (length, RAFT_THICKNESS))
    board.friction = 1.0
    board.filter = pymunk.ShapeFilter(categories=_PLANK | _BEAVER, mask=_PLANK | _BEAVER)
    # leaning ``lean`` down towards +x, its middle on the stand's top
    normal = (math.sin(lean), math.cos(lean))
    plank.position = (normal[0] * RAFT_THICKNESS / 2, normal[1] * RAFT_THICKNESS / 2)
    plank.angle = -lean
    plank.angular_velocity = -spin
    drag = RAFT_DRAG**DT

    def dragged(body: pymunk.Body, gravity: pymunk.Vec2d, damping: float, dt: float) -> None:
        pymunk.Body.update_velocity(body, gravity, drag, dt)

    plank.velocity_func = dragged
    space.add(plank, board)
    start_y = plank.position.y

    def in_water(body: pymunk.Body, gravity: pymunk.Vec2d, damping: float, dt: float) -> None:
        if body.position.y < water:
            pymunk.Body.update_velocity(body, gravity * (1 - WATER_LIFT), 1.0, dt)
            body.velocity = body.velocity * WATER_DRAG
        else:
            pymunk.Body.update_velocity(body, gravity, damping, dt)

    bodies: list[tuple[int, float, pymunk.Body]] = []
    mass = BEAVER_MASS + TAIL_MASS
    size = (BEAVER_SIZE, 2 * BEAVER_HEIGHT)
    for beaver in beavers:
        s = beaver.x * ux + beaver.y * uy
        p = -beaver.x * uy + beaver.y * ux
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, size))
        shape = pymunk.Poly.create_box(body, size)
        shape.friction = FOOT_FRICTION
        shape.filter = pymunk.ShapeFilter(categories=_BEAVER, mask=_PLANK)
        body.position = plank.local_to_world((s * RAFT_RADIUS, RAFT_THICKNESS / 2 + size[1] / 2))
        body.angle = plank.angle
        body.velocity = plank.velocity_at_world_point(body.position)
        body.velocity_func = in_water
        space.add(body, shape)
        bodies.append((beaver.colour, p, body))

    frames: list[FallFrame] = []
    for step in range(1, FALL_STEPS + 1):
        space.step(DT)
        if step % FRAME_EVERY:
            continue
        figures = []
        for colour, p, body in bodies:
            local = plank.world_to_local(body.position)
            s = local.x / RAFT_RADIUS
            u, v = s * ux - p * uy, s * uy + p * ux
            above = (body.position.y - water) / (3 * size[1]) + 1.0
            alpha = max(0.0, min(1.0, above))
            figures.append((colour, round(u, 4), round(v, 4), round(alpha, 4)))
        sink = max(0.0, (start_y - plank.position.y) / RAFT_RADIUS)
        frames.append((round(-plank.angle, 4), round(sink, 4), tuple(figures)))
    return round(towards, 4), tuple(frames)
