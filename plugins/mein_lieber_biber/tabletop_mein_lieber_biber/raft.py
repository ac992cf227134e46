"""The raft on its stand: where the beavers stand, and whether the raft tips when one is put down.

The raft is a disc seen from above, balanced on a dome-topped stand. It tips in 3-D; the model
is two side views at right angles, each a :class:`tabletop_core.physics.pivot.Rocker`: the raft
as a plank across the dome, every beaver (body and tail) as a weight at its position projected
onto that view's axis. The tilt of the raft is the pair of the two planks' angles. Putting a
beaver down presses the raft where it lands: ``drop`` 0 lowers it so that it touches down at
``GENTLEST_SPEED``, 1 is a careless hand that plants it at ``HARDEST_SPEED`` (in between, the
speed grows in proportion); a landing on another beaver's tail is rough, ``ROUGH_LANDING`` times
harder. Both views are stepped together for at
most ``WINDOW`` fixed steps; the raft has tipped the first step its tilt exceeds ``TIP_ANGLE``
(its rim touches the water and the beavers slide off), and it has settled once both planks are
calm. The raft keeps the pose it settled in until the next move.

Everything is rebuilt from plain numbers (the two poses, the beavers' spots and tails) for every
move, so a replay tips at exactly the same step, and a bot can try a move on its own model.

Top-view coordinates are in raft radii (the track's own units, ring 30 at radius 1); the physics
works in centimetres and grams.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.components import SpiralTrack
from tabletop_core.physics.pivot import Rocker, Weight
from tabletop_core.physics.table import Pose

RAFT_RADIUS = 15.0
"""cm: a 30 cm raft."""
RAFT_THICKNESS = 1.0
RAFT_MASS = 300.0
STAND_RADIUS = 15.0
"""cm: the dome the raft rests on; a smaller dome makes a touchier raft."""
BEAVER_MASS = 30.0
BEAVER_SIZE = 2.4
BEAVER_HEIGHT = 1.2
"""cm: the centre of a beaver's weight above the raft."""
TAIL_MASS = 10.0
TAIL_REACH = 0.17
"""Raft radii from a beaver's centre to the middle of its tail (2.5 cm)."""
RING_TOLERANCE = 0.05
"""Raft radii a beaver may stand off its ring's centre, inwards (spot -1) or outwards (spot 1)."""
CENTRE_SLOT = 0.08
"""Raft radii from the middle of the raft to each beaver waiting there."""
TAIL_OVERLAP = 0.22
"""Raft radii: a beaver landing this close to the middle of another beaver's tail lands on it
or knocks against it (its body reaches about 0.1 radii, the tail's paddle as far again)."""
GENTLEST_SPEED = 10.0
"""cm/s: a beaver lowered by a steady hand still lands with a little push."""
HARDEST_SPEED = 260.0
"""cm/s: a beaver planted by a careless hand. Tuned (with the dome) so that how a beaver is set
down decides the outcome often enough to be a skill: see benchmarks/biber_dexterity.py."""
DROP_POWER = 2.0
"""The landing speed grows with the square of ``drop``: a fairly careful hand lands a beaver
softly, and only the hastiest sets it down really hard."""
ROUGH_LANDING = 5.0
"""How much harder a landing on (or against) a tail pushes the raft. Tuned with the dome and
the speeds so that the risk is spread over the round — close to the middle the tails are many
and near — rather than piled up at its end, when the beavers stand on the outer rings: a long
round (six players) then tips not much more often than a short one (two)."""
TIP_ANGLE = 0.33
"""Radians of tilt at which the rim touches the water (asin of stand height / raft radius)."""
GRAVITY = 981.0
DAMPING = 0.12
"""The fraction of its motion the raft keeps per second (water and the stand's friction)."""
DT = 1 / 60
WINDOW = 120
"""Steps: two seconds for the raft to tip or settle."""
MIN_STEPS = 30
CALM_SPIN = 0.05
CALM_SPEED = 0.5
FRAME_EVERY = 2
"""Every other step is kept as a frame for the table to animate (30 frames a second)."""

LEVEL = Pose(0.0, RAFT_THICKNESS / 2, 0.0)
"""A raft resting level on its stand."""
LEVEL_POSES = (LEVEL, LEVEL)


@dataclass(frozen=True, slots=True)
class Beaver:
    """A beaver on the raft as seen from above: ``ring`` 0 is the middle of the raft."""

    colour: int
    ring: int
    x: float
    y: float
    tail: float

    @property
    def tail_tip(self) -> tuple[float, float]:
        """The middle of the tail, in raft radii."""
        return (
            self.x + TAIL_REACH * math.cos(self.tail),
            self.y + TAIL_REACH * math.sin(self.tail),
        )


@dataclass(frozen=True, slots=True)
class Wobble:
    """How the raft answered a move.

    ``frames`` are the tilts ``(x, y)`` every ``FRAME_EVERY`` steps (the last step always
    included): ``x`` is the side view along the raft's x axis, positive when the raft's -x side
    dips, likewise ``y``; see :func:`tilt`. ``tipped_at`` is the step it tipped at, or ``None``.
    ``poses`` are the two planks' poses at the end, ``peak`` the largest tilt reached.
    """

    frames: tuple[tuple[float, float], ...]
    tipped_at: int | None
    poses: tuple[Pose, Pose]
    peak: float
    rough: bool

    @property
    def tipped(self) -> bool:
        return self.tipped_at is not None


def tilt(frame: tuple[float, float]) -> tuple[float, float]:
    """``(angle, towards)``: how far the raft leans (radians) and the top-view direction of its
    lowest rim point (radians from +x)."""
    x, y = frame
    return math.hypot(x, y), math.atan2(-y, -x)


def spot_xy(track: SpiralTrack, colour: int, ring: int, spot: float) -> tuple[float, float]:
    """Where a beaver stands, in raft radii: on ``ring``, moved ``spot`` × the tolerance outwards;
    in the middle (ring 0), on its own slot around the centre."""
    if ring == 0:
        angle = math.pi / 3 * colour
        return CENTRE_SLOT * math.cos(angle), CENTRE_SLOT * math.sin(angle)
    x, y = track.coordinates(ring)
    radius = math.hypot(x, y)
    scale = (radius + spot * RING_TOLERANCE) / radius
    return x * scale, y * scale


def centre_tail(colour: int) -> float:
    """Beavers waiting in the middle point their tails outwards."""
    return math.pi / 3 * colour


def layout(
    track: SpiralTrack, placements: Sequence[tuple[float, float]], colours: Sequence[int]
) -> list[Beaver]:
    """Every beaver of ``colours`` still on the raft, with its spot and tail."""
    beavers = []
    for colour in colours:
        ring = track.position(colour)
        if ring is None:
            continue
        spot, tail = placements[colour]
        if ring == 0:
            tail = centre_tail(colour)
        x, y = spot_xy(track, colour, ring, spot)
        beavers.append(Beaver(colour, ring, x, y, tail))
    return beavers


def lands_on_tail(beavers: Sequence[Beaver], placed: Beaver) -> bool:
    """Whether ``placed`` stands on the tail of another beaver (a rough landing)."""
    limit = TAIL_OVERLAP * TAIL_OVERLAP
    for other in beavers:
        if other.colour == placed.colour:
            continue
        tx, ty = other.tail_tip
        if (tx - placed.x) ** 2 + (ty - placed.y) ** 2 < limit:
            return True
    return False


def balance(beavers: Sequence[Beaver]) -> tuple[float, float]:
    """The top-view offset of the loaded raft's centre of mass from the middle, in raft radii:
    the static lean a player judges by eye (the physics adds the wobble)."""
    total = RAFT_MASS + len(beavers) * (BEAVER_MASS + TAIL_MASS)
    mx = my = 0.0
    for beaver in beavers:
        tx, ty = beaver.tail_tip
        mx += BEAVER_MASS * beaver.x + TAIL_MASS * tx
        my += BEAVER_MASS * beaver.y + TAIL_MASS * ty
    return mx / total, my / total


def _weights(beavers: Sequence[Beaver], axis: int) -> list[Weight]:
    weights = []
    for beaver in beavers:
        body = (beaver.x, beaver.y)[axis] * RAFT_RADIUS
        tail = beaver.tail_tip[axis] * RAFT_RADIUS
        weights.append(Weight(body, BEAVER_MASS, BEAVER_HEIGHT, BEAVER_SIZE))
        weights.append(Weight(tail, TAIL_MASS, 0.25, 0.5))
    return weights


def _rocker(beavers: Sequence[Beaver], axis: int, pose: Pose) -> Rocker:
    return Rocker(
        length=2 * RAFT_RADIUS,
        thickness=RAFT_THICKNESS,
        mass=RAFT_MASS,
        stand_radius=STAND_RADIUS,
        weights=_weights(beavers, axis),
        pose=pose,
        gravity=GRAVITY,
        dt=DT,
        damping=DAMPING,
    )


def drop_impulse(drop: float) -> float:
    """The push (g·cm/s) of a beaver set down with ``drop`` 0 (lowered) .. 1 (planted)."""
    drop = max(0.0, min(1.0, drop))
    speed = GENTLEST_SPEED + drop**DROP_POWER * (HARDEST_SPEED - GENTLEST_SPEED)
    return BEAVER_MASS * speed


def side_views(
    poses: tuple[Pose, Pose],
    beavers: Sequence[Beaver],
    placed: Beaver | None = None,
    drop: float = 0.5,
) -> tuple[Rocker, Rocker, bool]:
    """The raft's two side views (along x, along y) at rest in ``poses``, carrying ``beavers``,
    with the push of ``placed`` landing (set down with ``drop``, see :func:`drop_impulse`)
    already given; and whether that landing was rough."""
    along_x = _rocker(beavers, 0, poses[0])
    along_y = _rocker(beavers, 1, poses[1])
    rough = False
    if placed is not None:
        rough = lands_on_tail(beavers, placed)
        impulse = drop_impulse(drop)
        if rough:
            impulse *= ROUGH_LANDING
        along_x.press(placed.x * RAFT_RADIUS, impulse)
        along_y.press(placed.y * RAFT_RADIUS, impulse)
    return along_x, along_y, rough


def wobble(
    poses: tuple[Pose, Pose],
    beavers: Sequence[Beaver],
    placed: Beaver | None = None,
    drop: float = 0.5,
) -> Wobble:
    """Simulate the raft from ``poses`` (at rest) carrying ``beavers``; ``placed`` (one of them)
    has just been set down onto it with ``drop``. ``placed=None``: a beaver was only lifted off."""
    along_x, along_y, rough = side_views(poses, beavers, placed, drop)
    frames: list[tuple[float, float]] = []
    limit = TIP_ANGLE * TIP_ANGLE
    peak = 0.0
    tipped_at = None
    step = 0
    # the hot loop of every move: pymunk's own step and angle, without the Rocker's wrappers
    step_x, step_y = along_x.space.step, along_y.space.step
    body_x, body_y = along_x.body, along_y.body
    for step in range(1, WINDOW + 1):
        step_x(DT)
        step_y(DT)
        ax, ay = body_x.angle, body_y.angle
        lean = ax * ax + ay * ay
        if lean > peak:
            peak = lean
        if lean > limit:
            tipped_at = step
            break
        if step % FRAME_EVERY == 0:
            frames.append((ax, ay))
            if (
                step >= MIN_STEPS
                and along_x.is_calm(CALM_SPIN, CALM_SPEED)
                and along_y.is_calm(CALM_SPIN, CALM_SPEED)
            ):
                break
    if step % FRAME_EVERY or tipped_at is not None:
        frames.append((body_x.angle, body_y.angle))
    return Wobble(tuple(frames), tipped_at, (along_x.pose, along_y.pose), math.sqrt(peak), rough)
