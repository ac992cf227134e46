"""The whole game at the creek: plain data plus the live world (rebuilt on demand)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tabletop_beaver_creek.world import Dam, Op, Piece
from tabletop_core.components import Dice, Supply, copied_rng
from tabletop_core.physics import Contact, Table

SETUP = "setup"
ROLL = "roll"
PLACE = "place"
DISCARD = "discard"
OVER = "over"

BEAVERS = 30
LARGE_LOGS = 30
SMALL_LOGS = 20
SETUP_BEAVERS = 2
MAX_REFUSALS = 5
"""Placements taken back in one turn before the turn ends. Not in the box, where a hand that
feels the piece slide holds on; on the screen a seat could otherwise be asked forever for a
piece no spot accepts (see RULES.md, "What the digital version decides")."""


def starting_logs(players: int) -> dict[str, int]:
    if players == 1:
        return {"log": LARGE_LOGS, "small_log": SMALL_LOGS}
    if players == 2:
        return {"log": 6, "small_log": 6}
    return {"log": 6, "small_log": 4}


@dataclass(slots=True)
class CreekState:
    players: int
    rng: random.Random
    dice: Dice
    stocks: list[Supply]
    supply: Supply = field(default_factory=lambda: Supply(beaver=BEAVERS))
    discard_pile: Supply = field(default_factory=Supply)
    phase: str = SETUP
    current: int = 0
    first_player: int = 0
    pieces: dict[int, Piece] = field(default_factory=dict)
    """The dam, at its settled poses, in the order the pieces were placed (ids ascending)."""
    contacts: tuple[Contact, ...] = ()
    next_id: int = 0
    world_log: list[Op] = field(default_factory=list)
    world: Dam | None = None
    """The live world; ``None`` in a copy until it is needed, then replayed from ``world_log``."""
    still: Table | None = None
    """A never-stepped table of ``pieces`` for geometry questions (cached)."""
    handicap: int | None = None
    beavers_due: int = 0
    logs_due: int = 0
    combo_due: bool = False
    beaver_logs: set[int] = field(default_factory=set)
    last_log: int | None = None
    refusals: int = 0
    tries_this_turn: int = 0
    """Pieces let go of this turn, whatever became of them."""
    idle_turns: int = 0
    discard_queue: list[int] = field(default_factory=list)
    accident_seat: int | None = None
    winners: tuple[int, ...] | None = None
    end_reason: str = ""
    discarded_beavers: int = 0
    turns: int = 0
    accidents: int = 0
    logs_placed: int = 0
    beavers_placed: int = 0

    def logs_left(self, seat: int) -> int:
        return self.stocks[seat].total()

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that decides the future, for comparing two states (the live world is
        represented by its log, which rebuilds it exactly)."""
        return (
            self.players,
            self.rng.getstate(),
            tuple(self.dice.values),
            tuple(tuple(sorted(s.counts.items())) for s in self.stocks),
            tuple(sorted(self.supply.counts.items())),
            tuple(sorted(self.discard_pile.counts.items())),
            self.phase,
            self.current,
            self.first_player,
            tuple(self.pieces.items()),
            self.contacts,
            self.next_id,
            tuple(self.world_log),
            self.handicap,
            self.beavers_due,
            self.logs_due,
            self.combo_due,
            tuple(sorted(self.beaver_logs)),
            self.last_log,
            self.refusals,
            self.tries_this_turn,
            self.idle_turns,
            tuple(self.discard_queue),
            self.accident_seat,
            self.winners,
            self.discarded_beavers,
            self.turns,
            self.accidents,
            self.logs_placed,
            self.beavers_placed,
        )

    def copy(self, *, rng: random.Random | None = None) -> CreekState:
        """An independent copy; its live world is replayed from the log when first needed."""
        if rng is None:
            rng = copied_rng(self.rng)
        return CreekState(
            players=self.players,
            rng=rng,
            dice=self.dice.clone(),
            stocks=[s.clone() for s in self.stocks],
            supply=self.supply.clone(),
            discard_pile=self.discard_pile.clone(),
            phase=self.phase,
            current=self.current,
            first_player=self.first_player,
            pieces=dict(self.pieces),
            contacts=self.contacts,
            next_id=self.next_id,
            world_log=list(self.world_log),
            world=None,
            still=self.still,
            handicap=self.handicap,
            beavers_due=self.beavers_due,
            logs_due=self.logs_due,
            combo_due=self.combo_due,
            beaver_logs=set(self.beaver_logs),
            last_log=self.last_log,
            refusals=self.refusals,
            tries_this_turn=self.tries_this_turn,
            idle_turns=self.idle_turns,
            discard_queue=list(self.discard_queue),
            accident_seat=self.accident_seat,
            winners=self.winners,
            end_reason=self.end_reason,
            discarded_beavers=self.discarded_beavers,
            turns=self.turns,
            accidents=self.accidents,
            logs_placed=self.logs_placed,
            beavers_placed=self.beavers_placed,
        )
