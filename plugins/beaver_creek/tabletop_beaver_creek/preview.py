"""Read-only helpers the table needs: where a hand lowering a piece lets go of it, and the
frames of the world as it settled, for the table to play back.

Nothing here changes a state. The frames are the ones the rules filmed while they judged the
move and sent in their events (:mod:`tabletop_beaver_creek.settle`), so a table here and one
at a seat far away show the same fall, the one the rules judged, and simulate nothing.
:class:`WorldReplay` re-simulates a state's world from its log of operations, step by step,
for checking those films against a fresh simulation.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from tabletop_beaver_creek import landing, placing
from tabletop_beaver_creek.dice import SCISSOR_GRIP
from tabletop_beaver_creek.handicaps import SCISSOR_TURN_LIMIT, world_x
from tabletop_beaver_creek.pieces import COMBOS, LOG_TILT_LIMIT, OUTLINE, UPRIGHT_LIMIT
from tabletop_beaver_creek.settle import EVERY, Settle
from tabletop_beaver_creek.state import PLACE, CreekState
from tabletop_beaver_creek.world import Dam, Op, Piece
from tabletop_core.game import IllegalAction

Pose = tuple[float, float, float]
"""x, y and angle (radians) of a piece in world units."""


class Aim(NamedTuple):
    """Where a piece held by the hand at ``hand_x`` would be let go of."""

    kind: str
    hand_x: float
    """The hand's x, as an action carries it (mirrored under face 3)."""
    x: float
    """The piece's x in the world."""
    y: float
    angle: float
    """Degrees, counter-clockwise."""
    problem: str | None
    """Why the rules would refuse this spot outright (``None``: it may be let go of here)."""


def _inside(table, kind: str, x: float, y: float, angle: float) -> bool:
    return any(
        table.overlapping(OUTLINE[p], px, py, pa)
        for p, px, py, pa in placing.outlines(kind, x, y, angle)
    )


def handicap_in_force(view: CreekState) -> int | None:
    """Die 2 shapes the hand only while placing (not while setting up)."""
    return view.handicap if view.phase == PLACE else None


def turn_limit(view: CreekState, kind: str) -> float:
    """How far (degrees) the piece may be turned from level (a log) or upright (a beaver)."""
    upright = kind == "beaver" or kind in COMBOS
    limit = UPRIGHT_LIMIT if upright else LOG_TILT_LIMIT
    if handicap_in_force(view) == SCISSOR_GRIP:
        limit = min(limit, SCISSOR_TURN_LIMIT)
    return math.degrees(limit)


def aim(
    view: CreekState, kind: str, hand_x: float, angle: float, from_y: float | None = None
) -> Aim:
    """The spot a hand at ``hand_x`` lowering the piece turned by ``angle`` (degrees) lets go at:
    just above whatever is below it, as the rules' own offered spots are. ``from_y``: the
    height the hand holds it at (the pointer); a piece held clear of the dam there is lowered
    from there, so it can be slid under an overhang. Without it, or when the piece would be
    inside something there, it is lowered from above the dam."""
    x = world_x(handicap_in_force(view), hand_x)
    radians = math.radians(angle)
    table = placing.still(view)
    y = placing.drop_height(table, kind, x, radians) + 0.001
    if from_y is not None and from_y < y and not _inside(table, kind, x, from_y, radians):
        y = landing.lowered(table, kind, x, from_y, radians) + 0.5
    problem = None
    try:
        placing.check_spot(view, kind, x, round(y, 3), math.radians(round(angle, 3)))
    except IllegalAction as refusal:
        problem = str(refusal)
    return Aim(kind, hand_x, x, y, angle, problem)


def suggested_aims(view: CreekState, kind: str) -> list[tuple[float, float]]:
    """``(hand x, degrees)`` of the spots the rules offer for ``kind`` that pass every check
    made before letting go, left to right (keyboard players jump between them, and the jump
    turns the piece too: under face 5 a log lies tilted across a beaver and the last log)."""
    return sorted(suggested_holds(view, kind))


def suggested_holds(view: CreekState, kind: str) -> dict[tuple[float, float], float | None]:
    """The spots of :func:`suggested_aims`, each with the height the hand holds the piece at:
    ``None`` to lower it from above the dam, a height to slide it in under an overhang first
    (:func:`placing.held_heights`)."""
    handicap = handicap_in_force(view)
    found: dict[tuple[float, float], float | None] = {}
    for x, angle in placing.aims(view, kind):
        degrees = round(math.degrees(angle), 3)
        hand = world_x(handicap, x)
        spot = (round(hand, 3), degrees)
        if spot in found:
            continue
        if aim(view, kind, hand, degrees).problem is None:
            found[spot] = None
            continue
        for height in placing.held_heights(view, kind, x, math.radians(degrees)):
            if aim(view, kind, hand, degrees, height).problem is None:
                found[spot] = height
                break
    return found


def suggested_spots(view: CreekState, kind: str) -> list[float]:
    """Hand x positions of the spots :func:`suggested_aims` offers."""
    return sorted({x for x, _degrees in suggested_aims(view, kind)})


@dataclass(slots=True)
class Clip:
    """The world between two settled states, a frame every ``every`` physics steps."""

    kinds: dict[int, str]
    frames: list[Mapping[int, Pose]] = field(default_factory=list)
    added: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    every: int = 1

    @property
    def steps(self) -> int:
        return len(self.frames)


def settle_clip(events: Sequence[Any], pieces: Mapping[int, Piece]) -> Clip:
    """The settles the events carry, one after another, as whole frames: ``pieces`` is the
    dam after the events, where every piece the films do not move stands throughout.

    Walked from the last film back: the world a film starts from is its first frame, and the
    pieces that film leaves alone stand as the film after it (or the dam) has them."""
    films: list[Settle] = [e.settle for e in events if getattr(e, "settle", None) is not None]
    kinds = {key: piece.kind for key, piece in pieces.items()}
    every = max((film.every for film in films), default=EVERY)
    clip = Clip(kinds, every=every)
    after: dict[int, Pose] = {key: (p.x, p.y, p.angle) for key, p in pieces.items()}
    parts: list[list[Mapping[int, Pose]]] = []
    for film in reversed(films):
        moved = {key for key, _kind in film.pieces}
        kinds.update(film.pieces)
        still = {key: pose for key, pose in after.items() if key not in moved}
        frames: list[Mapping[int, Pose]] = [{**still, **poses} for poses in film.poses()]
        if not frames:
            continue
        after = dict(frames[0])
        thin = max(1, round(every / film.every))
        if thin > 1:  # a thinned film next to a whole one: both at the thinner rate
            frames = (
                frames[::thin] if (len(frames) - 1) % thin == 0 else [*frames[::thin], frames[-1]]
            )
        parts.append(frames)
    for frames in reversed(parts):
        clip.frames.extend(frames)
    return clip


class WorldReplay:
    """A world rebuilt from a state's log, advanced by the operations of each new action."""

    def __init__(self) -> None:
        self.dam = Dam()
        self.kinds: dict[int, str] = {}

    @property
    def length(self) -> int:
        return len(self.dam.log)

    def follows(self, log: Sequence[Op]) -> bool:
        """Whether ``log`` continues the world this replay holds (no undo in between)."""
        mine = self.dam.log
        return len(log) >= len(mine) and list(log[: len(mine)]) == mine

    def rebuild(self, log: Sequence[Op]) -> None:
        """Start again from nothing and replay ``log`` without recording."""
        self.dam = Dam()
        self.kinds = {}
        self._play(log, None)

    def advance(self, log: Sequence[Op], since: int | None = None) -> Clip:
        """Replay what ``log`` adds to this world, recording every step. ``since``: the log
        length the clip starts from (the world is rebuilt up to there if it does not follow)."""
        start = self.length if since is None else since
        if start != self.length or not self.follows(log):
            self.rebuild(log[:start])
        clip = Clip(dict(self.kinds))
        self._play(log[self.length :], clip)
        return clip

    def _play(self, ops: Sequence[Op], clip: Clip | None) -> None:
        dam = self.dam
        table = dam.table
        for op in ops:
            kind = op[0]
            if kind == "add":
                _, key, piece, x, y, angle, vx, vy, spin = op
                dam.add(key, piece, x, y, angle, (vx, vy, spin))
                self.kinds[key] = piece
                if clip is not None:
                    clip.kinds[key] = piece
                    clip.added.append(key)
            elif kind == "remove":
                dam.remove(op[1])
                if clip is not None:
                    clip.removed.append(op[1])
            elif kind == "steps":
                if clip is None:
                    table.step(op[1])
                else:
                    for _ in range(op[1]):
                        table.step(1)
                        clip.frames.append(table.poses())
                dam.log.append(op)
            else:
                raise ValueError(f"unknown world operation {op!r}")


def last_log(view: CreekState) -> int | None:
    """The log every new log must rest on under face 5 (the rules' own answer)."""
    return placing.last_log(view)


def dam_top(view: CreekState) -> float:
    """The highest point of the settled dam (world units), or the box top."""
    from tabletop_beaver_creek.pieces import BOX_TOP, HALF_HEIGHT, HALF_LENGTH

    return max(
        (p.y + max(HALF_HEIGHT[p.kind], HALF_LENGTH[p.kind]) for p in view.pieces.values()),
        default=BOX_TOP,
    )
