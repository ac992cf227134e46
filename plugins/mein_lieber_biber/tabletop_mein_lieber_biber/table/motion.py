"""The raft's show: a beaver swimming along the spiral, the raft rocking through the frames the
rules simulated, and the tip — the raft heels over, dips and the beavers slide into the water.

Pure timing (no arcade): :meth:`RaftShow.picture` says, at the current moment, how the raft
leans and where every beaver is; the table draws that. Animation speed divides every duration,
a queue of waiting acts plays faster, and with reduced motion nothing is queued at all (the table
shows where things end up).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop_mein_lieber_biber.raft import TIP_ANGLE, Beaver

FRAME_RATE = 30.0
"""The rules keep a tilt frame every other 1/60 s step."""
SWIM_PER_RING = 0.09
LONGEST_SWIM = 0.9
TIP_SECONDS = 2.2
TIP_HOLD = 0.7
CATCH_UP = 3.0

Frame = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Figure:
    """A beaver as drawn: raft radii, tail direction, how visible (it fades into the water)."""

    colour: int
    x: float
    y: float
    tail: float
    alpha: float = 1.0


@dataclass(frozen=True, slots=True)
class Picture:
    frame: Frame
    figures: tuple[Figure, ...]
    sink: float = 0.0
    splashes: tuple[tuple[float, float, float], ...] = ()
    """``(x, y, age 0..1)`` in raft radii: rings on the water where a beaver fell in."""
    tipping: bool = False


def figures_of(beavers: Sequence[Beaver]) -> tuple[Figure, ...]:
    return tuple(Figure(b.colour, b.x, b.y, b.tail) for b in beavers)


class Act:
    duration: float = 0.0
    note: tuple[str, bool] | None = None
    """A banner ``(text, alarm)`` to show when this act begins."""

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

    def __post_init__(self) -> None:
        self.duration = min(LONGEST_SWIM, SWIM_PER_RING * max(1, len(self.path) - 1))

    def at(self, t: float) -> Picture:
        k = _ease(min(1.0, t / self.duration)) if self.duration else 1.0
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
        swimmer = Figure(self.colour, x, y, start + turn * k)
        return Picture(self.frame, (*self.others, swimmer))


@dataclass(slots=True)
class Rock(Act):
    """The raft rocking through the simulated frames."""

    frames: tuple[Frame, ...]
    figures: tuple[Figure, ...]
    duration: float = 0.0

    def __post_init__(self) -> None:
        self.duration = max(1, len(self.frames)) / FRAME_RATE

    def at(self, t: float) -> Picture:
        if not self.frames:
            return Picture((0.0, 0.0), self.figures)
        index = min(len(self.frames) - 1, int(t * FRAME_RATE))
        return Picture(self.frames[index], self.figures)


@dataclass(slots=True)
class Tip(Act):
    """The raft heels over past the tip, dips, and every beaver slides off its low side."""

    frame: Frame
    figures: tuple[Figure, ...]
    duration: float = TIP_SECONDS + TIP_HOLD

    def at(self, t: float) -> Picture:
        k = min(1.0, t / TIP_SECONDS)
        x, y = self.frame
        lean = math.hypot(x, y) or TIP_ANGLE
        towards = math.atan2(-y, -x)
        angle = lean + (0.5 - lean) * _ease(min(1.0, k * 1.6))
        frame = (-angle * math.cos(towards), -angle * math.sin(towards))
        dx, dy = math.cos(towards), math.sin(towards)
        figures = []
        splashes = []
        for figure in self.figures:
            # the higher a beaver stands, the later it lets go; then it slides faster and faster
            height = -(figure.x * dx + figure.y * dy)
            start = 0.12 + 0.18 * (height + 1)
            slide = max(0.0, k - start) / (1.0 - start)
            distance = 2.6 * slide * slide
            px, py = figure.x + dx * distance, figure.y + dy * distance
            off = math.hypot(px, py) - 1.0
            alpha = 1.0 if off < 0 else max(0.0, 1.0 - off / 0.35)
            if off > 0:
                landed = (px - dx * off, py - dy * off)
                splashes.append((landed[0], landed[1], min(1.0, off / 0.9)))
            turn = figure.tail + 2.2 * slide * (1 if figure.colour % 2 else -1)
            figures.append(Figure(figure.colour, px, py, turn, alpha))
        return Picture(frame, tuple(figures), 0.18 * k, tuple(splashes), True)


@dataclass
class RaftShow:
    speed: float = 1.0
    reduced_motion: bool = False
    queue: list[Act] = field(default_factory=list)
    clock: float = 0.0
    notes: list[tuple[str, bool]] = field(default_factory=list)
    """Banners of acts that have begun, for the table to show (``take_notes``)."""

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, act: Act) -> None:
        if self.reduced_motion:
            return
        self.queue.append(act)
        if len(self.queue) == 1:
            self._begin(act)

    def _begin(self, act: Act) -> None:
        if act.note is not None:
            self.notes.append(act.note)

    def take_notes(self) -> list[tuple[str, bool]]:
        notes, self.notes = self.notes, []
        return notes

    def clear(self) -> None:
        self.queue.clear()
        self.notes.clear()
        self.clock = 0.0

    def skip(self) -> None:
        self.clear()

    def update(self, delta_time: float) -> bool:
        """Advance; True when an act ended (the table may repaint its still parts)."""
        if not self.queue:
            return False
        rate = self.speed * (CATCH_UP if len(self.queue) > 2 else 1.0)
        self.clock += delta_time * rate
        ended = False
        while self.queue and self.clock >= self.queue[0].duration:
            self.clock -= self.queue[0].duration
            self.queue.pop(0)
            ended = True
            if self.queue:
                self._begin(self.queue[0])
        if not self.queue:
            self.clock = 0.0
        return ended

    def picture(self) -> Picture | None:
        if not self.queue:
            return None
        return self.queue[0].at(self.clock)

    @property
    def tipping(self) -> bool:
        return bool(self.queue) and isinstance(self.queue[0], Tip)


def _ease(t: float) -> float:
    return 3 * t * t - 2 * t * t * t
