"""What happened in a turn, for the log and the table's animations.

The cubes thrown are part of :class:`CardTaken` (``jumped``): one take is one log line, "Otto
jumps two cards (−2 cubes) and takes the oak". Every event is public: the river, the draw pile's
top, disposed garbage and the cards built into a dam are all seen by everybody.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_damit.cards import card_name
from tabletop_damit.state import END_BY_DAMS

_COUNT_WORDS = ("no", "one", "two", "three", "four")


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _cubes(count: int) -> str:
    return "1 cube" if count == 1 else f"{count} cubes"


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """``seat`` threw ``jumped`` cubes and took ``card`` from ``position`` (4: the draw pile),
    winning the ``cubes_won`` cubes that lay on it."""

    seat: int
    position: int
    card: int
    jumped: int
    cubes_won: int

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        what = card_name(self.card)
        if self.position == 4:
            line = f"{who} jumps all four cards (−4 cubes) and takes the {what} from the draw pile"
        elif self.jumped:
            cards = "card" if self.jumped == 1 else "cards"
            word = _COUNT_WORDS[self.jumped]
            line = f"{who} jumps {word} {cards} (−{_cubes(self.jumped)}) and takes the {what}"
        else:
            line = f"{who} takes the {what}"
        if self.cubes_won:
            line += f" with {_cubes(self.cubes_won)} on it"
        return line


@dataclass(frozen=True, slots=True)
class GarbageKept(Event):
    """The garbage card went into ``seat``'s dam pile for good (``count`` garbage there now)."""

    seat: int
    card: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_name(names, self.seat)} builds the garbage into the dam pile ({self.count} garbage)"
        )


@dataclass(frozen=True, slots=True)
class GarbageDisposed(Event):
    """``seat`` discarded the ``disposal`` card together with the garbage card."""

    seat: int
    card: int
    disposal: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} gets rid of the garbage with a garbage disposal card"


@dataclass(frozen=True, slots=True)
class RiverRefilled(Event):
    """The draw pile's top ``card`` flowed into river position 3; ``revealed`` is the new top
    (-1 when the draw pile ran out)."""

    card: int
    revealed: int

    def describe(self, names: Sequence[str]) -> str:
        return f"A {card_name(self.card)} flows into the river"


@dataclass(frozen=True, slots=True)
class DamBuilt(Event):
    seat: int
    cost: int
    vp: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        trees = ", ".join(card_name(card) for card in self.cards)
        return (
            f"{_name(names, self.seat)} builds a cost-{self.cost} dam worth {self.vp} VP "
            f"with {trees}"
        )


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """``reason`` is :data:`END_BY_RIVER` or :data:`END_BY_DAMS`."""

    reason: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        why = (
            "the last dam card is taken"
            if self.reason == END_BY_DAMS
            else "the river can no longer be refilled"
        )
        who = " and ".join(_name(names, seat) for seat in self.winners)
        verb = "share the win" if len(self.winners) > 1 else "wins"
        return f"The game ends: {why}. {who} {verb}."
