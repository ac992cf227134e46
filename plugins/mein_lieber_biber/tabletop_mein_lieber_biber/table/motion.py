"""The raft's show: a beaver swimming along the spiral, the raft rocking through the frames the
rules simulated, and the tip — the raft heeling over and the beavers sliding into the water,
played from the fall the rules simulated (:mod:`tabletop_mein_lieber_biber.fall`).

Pure timing (no arcade): :meth:`RaftShow.picture` says, at the current moment, how the raft
leans and where every beaver is; the table draws that. Animation speed divides every duration,
a queue of waiting acts plays faster, and with reduced motion nothing is queued at all (the table
shows where things end up).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.render.kit.timeline import Act as KitAct
from tabletop_core.render.kit.timeline import Timeline, recorded, recording_seconds
from tabletop_core.render.motion.easing import smooth
from tabletop_mein_lieber_biber.fall import FallFrame
from tabletop_mein_lieber_biber.raft import Beaver, centre_tail

FRAME_RATE = 30.0
"""The rules keep a tilt frame every other 1/60 s step."""
SWIM_PER_RING = 0.09
LONGEST_SWIM = 0.9
TIP_HOLD = 0.7
"""Seconds the fallen raft stays in view after the simulated fall."""
WAITING_RADIUS = 0.12
"""Raft radii from the middle to each beaver drawn waiting there (its own slot by colour)."""
WAITING_SCALE = 0.6
"""How big a waiting beaver is drawn: huddled heads out and tails in, six of them fit inside
ring 1 side by side, each vest and symbol in sight (the physics keeps them nearer the middle,
where the eye could not tell them apart)."""

Frame = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Figure:
    """A beaver as drawn: raft radii, tail direction, how visible (it fades into the water)."""

    colour: int
    x: float
    y: float
    tail: float
    alpha: float = 1.0
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class Picture:
    frame: Frame
    figures: tuple[Figure, ...]
    sink: float = 0.0
    splashes: tuple[tuple[float, float, float], ...] = ()
    """``(x, y, age 0..1)`` in raft radii: rings on the water where a beaver fell in."""
    tipping: bool = False


def figures_of(beavers: Sequence[Beaver]) -> tuple[Figure, ...]:
    return tuple(
        waiting_figure(b.colour) if b.ring == 0 else Figure(b.colour, b.x, b.y, b.tail)
        for b in beavers
    )


def waiting_figure(colour: int) -> Figure:
    """A beaver waiting in the middle as drawn: on its colour's slot, head out, tail in."""
    angle = centre_tail(colour)
    return Figure(
        colour,
        WAITING_RADIUS * math.cos(angle),
        WAITING_RADIUS * math.sin(angle),
        angle + math.pi,
        scale=WAITING_SCALE,
    )


class Act(KitAct):
    def at(self, t: float) -> Picture:
        raise NotImplementedError


@dataclass(slots=True)
class Beat(Act):
    """No movement: only a banner, shown in its turn after the acts before it."""

    picture: Picture
    note: tuple[str, bool] | None = None
    duration: float = 0.0

    def at(self, t: float) -> Picture:
        return self.picture


@dataclass(slots=True)
class Swim(Act):
    """One beaver swims along ``path`` (ring centres, raft radii) while the raft stays as it was."""

    colour: int
    path: tuple[tuple[float, float], ...]
    tail: tuple[float, float]
    others: tuple[Figure, ...]
    frame: Frame
    duration: float = 0.0
    scale: float = 1.0
    """How big the swimmer is drawn as it sets off (it grows to full size on the way)."""

    def __post_init__(self) -> None:
        self.duration = min(LONGEST_SWIM, SWIM_PER_RING * max(1, len(self.path) - 1))

    def at(self, t: float) -> Picture:
        k = smooth(t / self.duration) if self.duration else 1.0
        legs = len(self.path) - 1
        if legs <= 0:
            x, y = self.path[-1]
        else:
            place = k * legs
            i = min(legs - 1, int(place))
            f = place - i
            (x0, y0), (x1, y1) = self.path[i], self.path[i + 1]
            x, y = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
        start, end = self.tail
        turn = (end - start + math.pi) % math.tau - math.pi
        grown = self.scale + (1.0 - self.scale) * k
        swimmer = Figure(self.colour, x, y, start + turn * k, scale=grown)
        return Picture(self.frame, (*self.others, swimmer))


@dataclass(slots=True)
class Rock(Act):
    """The raft rocking through the simulated frames."""

    frames: tuple[Frame, ...]
    figures: tuple[Figure, ...]
    duration: float = 0.0

    def __post_init__(self) -> None:
        self.duration = recording_seconds(self.frames, FRAME_RATE)

    def at(self, t: float) -> Picture:
        if not self.frames:
            return Picture((0.0, 0.0), self.figures)
        return Picture(recorded(self.frames, FRAME_RATE, t), self.figures)


@dataclass(slots=True)
class Fall(Act):
    """The simulated fall: the raft heels towards ``towards`` and the beavers slide off it into
    the water, frame by frame as the rules recorded them (a replay shows the same fall)."""

    towards: float
    frames: tuple[FallFrame, ...]
    figures: tuple[Figure, ...]
    """The beavers as they stood when it tipped (for their tails)."""
    duration: float = 0.0

    def __post_init__(self) -> None:
        self.duration = recording_seconds(self.frames, FRAME_RATE) + TIP_HOLD

    def at(self, t: float) -> Picture:
        if not self.frames:
            return Picture((0.0, 0.0), (), 0.0, (), True)
        lean, sink, beavers = recorded(self.frames, FRAME_RATE, t)
        frame = (-lean * math.cos(self.towards), -lean * math.sin(self.towards))
        tails = {figure.colour: figure.tail for figure in self.figures}
        shifts = self._waiting_shifts()
        figures = []
        splashes = []
        for colour, u, v, alpha in beavers:
            if colour in shifts:  # drawn where it was seen waiting, sliding as simulated
                du, dv, scale = shifts[colour]
                figures.append(Figure(colour, u + du, v + dv, tails[colour], alpha, scale))
                continue
            figures.append(Figure(colour, u, v, tails.get(colour, 0.0), alpha))
            off = math.hypot(u, v) - 1.0
            if off > 0 and alpha < 1.0:
                splashes.append((u, v, min(1.0, 1.0 - alpha)))
        return Picture(frame, tuple(figures), sink, tuple(splashes), True)

    def _waiting_shifts(self) -> dict[int, tuple[float, float, float]]:
        """For each beaver drawn waiting in the middle: from its simulated place to the drawn
        one, and its size."""
        start = {colour: (u, v) for colour, u, v, _alpha in self.frames[0][2]}
        return {
            f.colour: (f.x - start[f.colour][0], f.y - start[f.colour][1], f.scale)
            for f in self.figures
            if f.scale != 1.0 and f.colour in start
        }


class RaftShow(Timeline[Act]):
    """The raft's acts, played in turn (the kit's :class:`Timeline`)."""

    def picture(self) -> Picture | None:
        act = self.playing
        return None if act is None else act.at(self.clock)

    @property
    def tipping(self) -> bool:
        return isinstance(self.playing, Fall)
