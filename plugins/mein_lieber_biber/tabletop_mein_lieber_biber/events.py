"""What happened, for the log and the table's animations.

Every event is public except a drawn card, which only the drawer sees (others see that a card
was drawn). :class:`RaftWobbled` carries the raft's tilt over the simulated frames and the
beavers as they stand, which is all a table needs to animate the raft.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_mein_lieber_biber.cards import COLOURS, HIDDEN, card_name
from tabletop_mein_lieber_biber.raft import Beaver


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _sticks(count: int) -> str:
    return "1 stick" if count == 1 else f"{count} sticks"


@dataclass(frozen=True, slots=True)
class BeaverMoved(Event):
    """``seat`` played ``card`` and moved the ``beaver`` from ring ``start`` (0: the middle) to
    ``ring`` (``None``: onto the dam)."""

    seat: int
    card: int
    beaver: int
    start: int
    ring: int | None
    joker: bool

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        beaver = f"the {COLOURS[self.beaver]} beaver"
        how = " as a joker" if self.joker else ""
        if self.ring is None:
            return f"{who} plays {card_name(self.card)}{how}: {beaver} swims onto the dam"
        return f"{who} plays {card_name(self.card)}{how}: {beaver} swims to ring {self.ring}"


@dataclass(frozen=True, slots=True)
class RaftWobbled(Event):
    """The raft's answer to the move (see :class:`tabletop_mein_lieber_biber.raft.Wobble`):
    ``frames`` of tilt ``(x, y)``, the step it tipped at (``None``: it held), and every beaver
    on the raft with its spot and tail."""

    seat: int
    frames: tuple[tuple[float, float], ...]
    tipped_at: int | None
    peak: float
    rough: bool
    beavers: tuple[Beaver, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        if self.tipped_at is not None:
            return f"{who} tips the raft! All the beavers fall into the water"
        degrees = round(self.peak * 57.29578)
        landing = "lands on a tail, " if self.rough else ""
        return f"The raft {landing}wobbles (up to {degrees}°) and holds"


@dataclass(frozen=True, slots=True)
class CardLaidDown(Event):
    """Nothing in ``seat``'s hand could be played: ``card`` was laid down and one drawn."""

    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} cannot move, lays down {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``seat`` drew ``card`` from ``pile``; ``reward`` when it was the extra card."""

    seat: int
    pile: int
    card: int
    reward: bool = False

    def describe(self, names: Sequence[str]) -> str:
        what = "an extra card" if self.reward else "a card"
        if self.card != HIDDEN:
            what = f"{what} ({card_name(self.card)})"
        return f"{_name(names, self.seat)} draws {what} from pile {self.pile + 1}"

    def visible_to(self, seat: int | None) -> bool:
        """The drawer sees the card; everybody else sees the twin event with ``HIDDEN``."""
        return (seat == self.seat) == (self.card != HIDDEN)


@dataclass(frozen=True, slots=True)
class StickTaken(Event):
    seat: int
    sticks: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} takes a stick ({_sticks(self.sticks)})"


@dataclass(frozen=True, slots=True)
class SticksReturned(Event):
    """The tipper gives back ``count`` sticks (2, or all they had)."""

    seat: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} returns {_sticks(self.count)} for tipping the raft"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    reason: str
    sticks: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        totals = ", ".join(f"{_name(names, s)} {n}" for s, n in enumerate(self.sticks))
        return f"Round {self.round} ends ({self.reason}). Sticks: {totals}"


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    seat: int
    """The start player."""

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round}: the beavers are back in the middle; {_name(names, self.seat)} starts"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    sticks: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = " and ".join(_name(names, s) for s in self.winners)
        return f"Game over: {who} {'win' if len(self.winners) > 1 else 'wins'} with {max(self.sticks)} sticks"
