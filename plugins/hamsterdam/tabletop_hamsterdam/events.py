"""What happened, for the log and the table's animations.

Private events (cards passed, special hamsters drawn, hamsters deployed before everybody has
deployed) are ``visible_to`` their seat alone (and a passed card to its receiver); what they hide
is shown to all by a public event once everybody has chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_hamsterdam.pieces import piece_name


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _tokens(count: int) -> str:
    return "1 token" if count == 1 else f"{count} tokens"


@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    seat: int
    rolls: tuple[tuple[int, ...], ...]

    def describe(self, names: Sequence[str]) -> str:
        rolled = "; then ".join(
            ", ".join(f"{_name(names, s)} {r}" for s, r in enumerate(rolloff) if r)
            for rolloff in self.rolls
        )
        return f"Rolls for first player ({rolled}): {_name(names, self.seat)} goes first"


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    seat: int
    to: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} passes dam card {self.card} to {_name(names, self.to)}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat or seat == self.to


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    seat: int
    position: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_name(names, self.seat)} puts dam card {self.card} at position {self.position + 1}"
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class DamShown(Event):
    seat: int
    cards: tuple[int, ...]
    hamsters: int

    def describe(self, names: Sequence[str]) -> str:
        line = " ".join(str(c) for c in self.cards)
        return f"{_name(names, self.seat)}'s dam: {line}; {self.hamsters} hamsters join"


@dataclass(frozen=True, slots=True)
class TwinsterGiven(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} has the fewest dots and gets the set-aside Twinster"


@dataclass(frozen=True, slots=True)
class SpecialsDrawn(Event):
    seat: int
    drawn: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        pair = " and ".join(piece_name(p) for p in self.drawn)
        return f"{_name(names, self.seat)} draws {pair}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class SpecialKept(Event):
    seat: int
    kept: int
    dropped: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_name(names, self.seat)} keeps the {piece_name(self.kept)}; "
            f"the {piece_name(self.dropped)} leaves the game"
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    """A hamster placed (``spent``: placed on a token, which went back to the Reservoir)."""

    seat: int
    position: int
    piece: int
    spent: bool
    medic: bool = False

    def describe(self, names: Sequence[str]) -> str:
        who, what = _name(names, self.seat), piece_name(self.piece)
        if not self.spent:
            return f"{who} deploys a {what} at position {self.position + 1}"
        fate = "returns to the reinforcements (Medic)" if self.medic else "leaves the game"
        return f"{who} spends a {what} on the token at position {self.position + 1}; it {fate}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class DeploymentShown(Event):
    seat: int
    stacks: tuple[tuple[int, ...], ...]
    spent: int

    def describe(self, names: Sequence[str]) -> str:
        parts = [
            f"{p + 1}: " + ", ".join(piece_name(x) for x in stack)
            for p, stack in enumerate(self.stacks)
            if stack
        ]
        line = "; ".join(parts) or "no hamsters"
        spent = f" (spent {self.spent} on tokens)" if self.spent else ""
        return f"{_name(names, self.seat)}'s hamsters: {line}{spent}"


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    position: int
    cards: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        a, b = self.cards
        return f"{_name(names, self.seat)}'s Lookout swaps dam cards {a} and {b}"


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    seat: int
    dice: tuple[int, int]
    value: int
    counted: bool

    def describe(self, names: Sequence[str]) -> str:
        line = f"{_name(names, self.seat)} rolls {self.dice[0]}+{self.dice[1]} = {self.value}"
        return line if self.counted else line + ": no dam shows it, roll again"


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    """A special hamster's ability, in one readable line (``detail``)."""

    seat: int
    piece: int
    detail: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)}'s {piece_name(self.piece)}: {self.detail}"


@dataclass(frozen=True, slots=True)
class FloodHeld(Event):
    seat: int
    position: int
    card: int
    piece: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"Flood at {_name(names, self.seat)}'s {self.card}: a {piece_name(self.piece)} holds it"
        )


@dataclass(frozen=True, slots=True)
class TokenLanded(Event):
    seat: int
    position: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Flood at {_name(names, self.seat)}'s {self.card}: a token lands on the card"


@dataclass(frozen=True, slots=True)
class Seeped(Event):
    seat: int
    position: int
    card: int
    town: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"Flood at {_name(names, self.seat)}'s {self.card}: the water seeps into the town "
            f"({_tokens(self.town)} there)"
        )


@dataclass(frozen=True, slots=True)
class DamBreached(Event):
    seat: int
    position: int
    card: int
    token: bool

    def describe(self, names: Sequence[str]) -> str:
        line = f"{_name(names, self.seat)}'s dam is breached: dam card {self.card} is flipped"
        return line + (", its token pours into the town" if self.token else "")


@dataclass(frozen=True, slots=True)
class HamsterLost(Event):
    """A hamster left the game to return a token from ``position`` to the Reservoir."""

    seat: int
    position: int
    piece: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_name(names, self.seat)}'s {piece_name(self.piece)} stops the token at position "
            f"{self.position + 1} and leaves the game"
        )


@dataclass(frozen=True, slots=True)
class HamstersShifted(Event):
    seat: int
    from_position: int
    to_position: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        where = (
            "to the reinforcements"
            if self.to_position < 0
            else f"to position {self.to_position + 1}"
        )
        return f"{_name(names, self.seat)}: {self.count} hamster(s) move {where}"


@dataclass(frozen=True, slots=True)
class MoveChosen(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} has chosen a move"


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: int
    from_position: int
    to_position: int
    piece: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_name(names, self.seat)} moves a {piece_name(self.piece)} from position "
            f"{self.from_position + 1} to {self.to_position + 1}"
        )


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round} is over"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The game ends: {self.reason}"
