"""The dam as a physics world: the live table a game simulates on, and how to rebuild it.

The live world is rebuilt only by replaying its log of operations (add a piece, step, remove a
piece), which gives a bit-identical world; a copied space would not be. Questions that need only
geometry (is this spot free? how low can a piece go?) are asked of a still table built from the
settled poses, so they can never disturb the live world.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from tabletop_beaver_creek.pieces import (
    BOX_KEY,
    BOX_TOP,
    BOX_WIDTH,
    DENSITY,
    FRICTION,
    OUTLINE,
    TABLE_KEY,
)
from tabletop_beaver_creek.settle import Film, Settle
from tabletop_core.physics import Contact, Settling, Table

DT = 1 / 120
ITERATIONS = 30
GRAVITY = 981.0
SETTLE_MIN_STEPS = 60
"""Half a second: a slow topple shows itself before the dam is judged."""
SETTLE_MAX_STEPS = 600
REST_SPEED = 2.0
REST_SPIN = 0.03
DAMPING = 1.0
"""The fraction of its speed a moving piece keeps after a second (1: none lost but to contacts)."""


class Piece(NamedTuple):
    """A piece in the dam, at its settled pose (angle in radians)."""

    kind: str
    x: float
    y: float
    angle: float


Op = tuple


def new_table() -> Table[int]:
    table: Table[int] = Table(
        gravity=GRAVITY,
        dt=DT,
        iterations=ITERATIONS,
        sleep_time=0.25,
        idle_speed=3.0,
        collision_slop=0.05,
        damping=DAMPING,
    )
    table.add_ground(TABLE_KEY, top=0.0, left=-800.0, right=800.0, friction=FRICTION)
    table.add_static_box(BOX_KEY, -BOX_WIDTH / 2, 0.0, BOX_WIDTH, BOX_TOP, friction=FRICTION)
    return table


class Dam:
    """The live world and the log that rebuilds it."""

    __slots__ = ("table", "log", "film")

    def __init__(self) -> None:
        self.table = new_table()
        self.log: list[Op] = []
        self.film: Film | None = None
        """While the rules film the world for their events (:mod:`tabletop_beaver_creek.settle`)."""

    @classmethod
    def replay(cls, log: Iterable[Op]) -> Dam:
        dam = cls()
        for op in log:
            dam._do(op)
        return dam

    def _do(self, op: Op) -> None:
        kind = op[0]
        if kind == "add":
            _, key, piece, x, y, angle, vx, vy, spin = op
            body = self.table.add_polygon(
                key, OUTLINE[piece], x, y, angle, density=DENSITY, friction=FRICTION
            )
            if vx or vy or spin:
                body.velocity = (vx, vy)
                body.angular_velocity = spin
        elif kind == "steps":
            self.table.step(op[1])
        elif kind == "remove":
            self.table.remove(op[1])
        else:
            raise ValueError(f"unknown world operation {op!r}")
        self.log.append(op)

    def add(
        self,
        key: int,
        piece: str,
        x: float,
        y: float,
        angle: float,
        velocity: tuple[float, float, float] = (0.0, 0.0, 0.0),
    ) -> None:
        self._do(("add", key, piece, x, y, angle, *velocity))
        if self.film is not None:
            self.film.came(key, piece)

    def remove(self, key: int) -> None:
        self._do(("remove", key))
        if self.film is not None:
            self.film.went(key)

    def settle(
        self, min_steps: int = SETTLE_MIN_STEPS, max_steps: int = SETTLE_MAX_STEPS
    ) -> Settling:
        film = self.film
        settling = self.table.settle(
            max_steps,
            min_steps=min_steps,
            speed=REST_SPEED,
            spin=REST_SPIN,
            watch=None if film is None else film.watch,
        )
        self.log.append(("steps", settling.steps))
        if film is not None:
            film.settled(settling.steps)
        return settling

    def film_from(self, kinds: Mapping[int, str]) -> None:
        """Film what the world does from now on (until :meth:`cut`)."""
        self.film = Film(self.table, kinds)

    def cut(self) -> Settle | None:
        """The film since :meth:`film_from`, and filming stops."""
        film, self.film = self.film, None
        return None if film is None else film.cut()

    def poses(self, kinds: Mapping[int, str]) -> dict[int, Piece]:
        return {key: Piece(kinds[key], *pose) for key, pose in self.table.poses().items()}

    def contacts(self) -> tuple[Contact, ...]:
        return tuple(self.table.contacts())


def still_table(pieces: Mapping[int, Piece]) -> Table[int]:
    """A table holding the pieces at their poses, never stepped: for geometry questions and
    as the start of a bot's trial world."""
    table = new_table()
    for key, piece in pieces.items():
        table.add_polygon(
            key,
            OUTLINE[piece.kind],
            piece.x,
            piece.y,
            piece.angle,
            density=DENSITY,
            friction=FRICTION,
        )
    return table
