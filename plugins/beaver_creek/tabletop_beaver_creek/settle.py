"""The world settling after a move, filmed by the rules for the table to play back.

The rules film the live world while it settles (:class:`Film`) and hand the film out in their
events as a :class:`Settle`: so a table, here or at a seat far away, shows the fall the rules
judged and never simulates one of its own. A film keeps only what the table needs: the pieces
that moved (or came, or went), a frame every :data:`EVERY` world steps (the rate a 60 Hz screen
shows at live speed), positions to a tenth of a unit and angles to a thousandth of a radian, and
in each frame only the pieces whose pose changed since the frame before. A long accident is
thinned to fewer frames until it fits :data:`BUDGET`, so a message stays small.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from tabletop_core.physics import Table

EVERY = 2
"""World steps per frame: the world steps at 120 Hz, a 60 Hz screen shows every second step."""
BUDGET = 1000
"""Poses at most in one film (about 25 KB of JSON): a longer film keeps fewer frames."""
PLACES = 1
"""Decimals kept of a position (world units)."""
ANGLE_PLACES = 3
"""Decimals kept of an angle (radians)."""

Row = tuple[int, float, float, float]
"""A piece's key, x, y and angle in a frame."""


@dataclass(frozen=True, slots=True)
class Settle:
    """A filmed settle: ``every`` world steps per frame; ``pieces`` the ``(key, kind)`` of every
    piece that moved, came or went; ``frames[0]`` the moved pieces as they stood when the film
    began, each later frame the pieces whose pose changed since (a piece keeps its last pose);
    ``gone`` the ``(key, frame)`` of each piece taken out of the world, absent from that frame
    on. A piece that did not move is in no frame: it stands where the view has it."""

    every: int
    pieces: tuple[tuple[int, str], ...]
    frames: tuple[tuple[Row, ...], ...]
    gone: tuple[tuple[int, int], ...] = ()

    @property
    def size(self) -> int:
        """Poses in the film."""
        return sum(len(frame) for frame in self.frames)

    def poses(self) -> Iterator[dict[int, tuple[float, float, float]]]:
        """Each frame whole: the moved pieces in the world then, at their poses."""
        gone: dict[int, list[int]] = {}
        for key, index in self.gone:
            gone.setdefault(index, []).append(key)
        now: dict[int, tuple[float, float, float]] = {}
        for index, frame in enumerate(self.frames):
            for key in gone.get(index, ()):
                now.pop(key, None)
            for key, x, y, angle in frame:
                now[key] = (x, y, angle)
            yield dict(now)


def _rounded(x: float, y: float, angle: float) -> tuple[float, float, float]:
    return (round(x, PLACES), round(y, PLACES), round(angle, ANGLE_PLACES))


class Film:
    """Frames of a live world taken while the rules settle it (see :meth:`Dam.settle`)."""

    __slots__ = ("kinds", "start", "frames", "gone", "cuts", "_table", "_every", "_awake")

    def __init__(self, table: Table[int], kinds: Mapping[int, str]) -> None:
        self._table = table
        self._every = EVERY
        self.kinds = dict(kinds)
        self.start = {key: _rounded(*pose) for key, pose in table.poses().items()}
        self.frames: list[dict[int, tuple[float, float, float]]] = []
        self.gone: dict[int, int] = {}
        self._awake: set[int] = set(self.start)
        self.cuts: set[int] = set()
        """Frames that end a settle: kept however thin the film gets."""

    def came(self, key: int, kind: str) -> None:
        self.kinds[key] = kind

    def went(self, key: int) -> None:
        self.gone[key] = len(self.frames) + 1

    def watch(self, done: int) -> None:
        """After each step of a settle (``done`` steps so far)."""
        if done % self._every == 0:
            self._take()

    def settled(self, steps: int) -> None:
        if steps % self._every:
            self._take()
        self.cuts.add(len(self.frames))

    def _take(self) -> None:
        table = self._table
        poses = table.awake_poses()
        for key in self._awake.difference(poses):  # fell asleep since: where it came to rest
            if key in table:
                poses[key] = table.pose(key)
        self._awake = set(poses)
        self.frames.append(  # _rounded, inline: this runs every other step of every settle
            {
                key: (round(x, PLACES), round(y, PLACES), round(a, ANGLE_PLACES))
                for key, (x, y, a) in poses.items()
            }
        )

    def cut(self) -> Settle:
        """The film so far, as an event carries it."""
        shot = [self.start, *self.frames]
        moved = set(self.gone)
        for frame in shot[1:]:
            for key, pose in frame.items():
                if key not in moved and self.start.get(key) != pose:
                    moved.add(key)
        keep = list(range(len(shot)))
        thin = 1
        while True:
            settle = self._encode(shot, keep, moved, thin)
            if settle.size <= BUDGET or len(keep) <= 2:
                return settle
            thin += 1
            keep = [i for i in range(len(shot)) if i % thin == 0 or i in self.cuts]
            if keep[-1] != len(shot) - 1:
                keep.append(len(shot) - 1)

    def _encode(
        self,
        shot: list[dict[int, tuple[float, float, float]]],
        keep: list[int],
        moved: set[int],
        thin: int,
    ) -> Settle:
        frames: list[tuple[Row, ...]] = []
        last: dict[int, tuple[float, float, float]] = {}
        gone: list[tuple[int, int]] = []
        left = dict(self.gone)
        for index in keep:
            for key, went in list(left.items()):
                if went <= index:
                    gone.append((key, len(frames)))
                    del left[key]
                    last.pop(key, None)
            rows = []
            for key, pose in shot[index].items():
                if key in moved and last.get(key) != pose:
                    rows.append((key, *pose))
                    last[key] = pose
            frames.append(tuple(rows))
        return Settle(
            EVERY * thin,
            tuple(sorted((key, self.kinds[key]) for key in moved)),
            tuple(frames),
            tuple(gone),
        )
