"""What happened in a turn, for the log and the table's animations.

The cubes thrown are part of :class:`CardTaken` (``jumped``): one take is one log line, "Otto
jumps two cards (−2 cubes) and takes the oak". Every event is public: the river, the draw pile's
top, disposed garbage and the cards built into a dam are all seen by everybody.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator
from tabletop_damit.cards import a_card, card_label, the_card, upper_first
from tabletop_damit.state import END_BY_DAMS

_, ngettext = translator("tabletop_damit")
_COUNT_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"))


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def _cubes(count: int) -> str:
    return ngettext("{count} cube", "{count} cubes", count).format(count=count)


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """``seat`` threw ``jumped`` cubes and took ``card`` from ``position`` (4: the draw pile),
    winning the ``cubes_won`` cubes that lay on it.

    Taking the draw pile's top turns up the card below it, so undo stops there."""

    reveals = N_("a new card has been turned up on the draw pile since")

    seat: int
    position: int
    card: int
    jumped: int
    cubes_won: int

    def why_undo_stops(self) -> str | None:
        return Event.why_undo_stops(self) if self.position == 4 else None

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        what = the_card(self.card)
        if self.position == 4:
            line = _(
                "{name} jumps all four cards (−4 cubes) and takes {card} from the draw pile"
            ).format(name=who, card=what)
        elif self.jumped:
            line = ngettext(
                "{name} jumps one card (−1 cube) and takes {card}",
                "{name} jumps {count} cards (−{cubes}) and takes {card}",
                self.jumped,
            ).format(
                name=who,
                count=_(_COUNT_WORDS[self.jumped]),
                cubes=_cubes(self.jumped),
                card=what,
            )
        else:
            line = _("{name} takes {card}").format(name=who, card=what)
        if self.cubes_won:
            line = _("{taking} with {cubes} on it").format(
                taking=line, cubes=_cubes(self.cubes_won)
            )
        return line


@dataclass(frozen=True, slots=True)
class GarbageKept(Event):
    """The garbage card went into ``seat``'s dam pile for good (``count`` garbage there now)."""

    seat: int
    card: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} builds the garbage into the dam pile ({count} garbage)").format(
            name=_name(names, self.seat), count=self.count
        )


@dataclass(frozen=True, slots=True)
class GarbageDisposed(Event):
    """``seat`` discarded the ``disposal`` card together with the garbage card."""

    seat: int
    card: int
    disposal: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} gets rid of the garbage with a garbage disposal card").format(
            name=_name(names, self.seat)
        )


@dataclass(frozen=True, slots=True)
class RiverRefilled(Event):
    """The draw pile's top ``card`` flowed into river position 3; ``revealed`` is the new top
    (-1 when the draw pile ran out)."""

    reveals = N_("a new card has flowed into the river since")

    card: int
    revealed: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{card} flows into the river").format(card=upper_first(a_card(self.card)))


@dataclass(frozen=True, slots=True)
class DamBuilt(Event):
    seat: int
    cost: int
    vp: int
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        trees = ", ".join(card_label(card) for card in self.cards)
        return _("{name} builds a cost-{cost} dam worth {vp} VP with {trees}").format(
            name=_name(names, self.seat), cost=self.cost, vp=self.vp, trees=trees
        )


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """``reason`` is :data:`END_BY_RIVER` or :data:`END_BY_DAMS`."""

    reason: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        why = (
            _("the last dam card is taken")
            if self.reason == END_BY_DAMS
            else _("the river can no longer be refilled")
        )
        if len(self.winners) == 1:
            return _("The game ends: {why}. {name} wins.").format(
                why=why, name=_name(names, self.winners[0])
            )
        return _("The game ends: {why}. {names} share the win.").format(
            why=why, names=_(" and ").join(_name(names, seat) for seat in self.winners)
        )
