"""What happened, for the log and the table's animations.

Every event is public except a drawn card, which only the drawer sees (others see that a card
was drawn). :class:`RaftWobbled` carries the raft's tilt over the simulated frames and the
beavers as they stand, which is all a table needs to animate the raft; :class:`RaftTipped`
carries the simulated fall (see :mod:`tabletop_mein_lieber_biber.fall`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator
from tabletop_mein_lieber_biber.cards import COLOURS, HIDDEN, VALUES
from tabletop_mein_lieber_biber.fall import FallFrame
from tabletop_mein_lieber_biber.raft import Beaver
from tabletop_mein_lieber_biber.state import END_DAM, END_LAST_CARD, END_STUCK, END_TIPPED

_, ngettext = translator("tabletop_mein_lieber_biber")


END_WORDS = {
    END_TIPPED: N_("the raft tipped"),
    END_LAST_CARD: N_("the last card was played"),
    END_DAM: N_("every beaver reached the dam"),
    END_STUCK: N_("nothing more could be played"),
}
"""Why a round ended, as the log says it (the reasons are data in the state)."""


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def _sticks(count: int) -> str:
    return ngettext("{n} stick", "{n} sticks", count).format(n=count)


def _card(card: int) -> str:
    """The card in the current language: "red 5", "rot 5" (the colours are marked in COLOURS)."""
    if card == HIDDEN:
        return _("a card")
    return _("{colour} {value}").format(colour=_(COLOURS[card // VALUES]), value=card % VALUES + 1)


@dataclass(frozen=True, slots=True)
class BeaverLifted(Event):
    """``seat`` played ``card`` and has the ``beaver`` in hand, bound for ``ring``: the card is
    played and must be carried out, so undo stops here."""

    reveals = N_("the card has been played since")

    seat: int
    card: int
    beaver: int
    ring: int
    joker: bool

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} plays {card} and lifts the {colour} beaver (to ring {ring})").format(
            name=_name(names, self.seat),
            card=_card(self.card),
            colour=_(COLOURS[self.beaver]),
            ring=self.ring,
        )


@dataclass(frozen=True, slots=True)
class BeaverMoved(Event):
    """``seat`` played ``card`` and moved the ``beaver`` from ring ``start`` (0: the middle) to
    ``ring`` (``None``: onto the dam). Where it landed is the hand's (with its random tremble):
    undo stops here."""

    reveals = N_("a beaver has been set down since")

    seat: int
    card: int
    beaver: int
    start: int
    ring: int | None
    joker: bool

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        colour = _(COLOURS[self.beaver])
        card = _card(self.card)
        if self.ring is None:
            if self.joker:
                return _(
                    "{name} plays {card} as a joker: the {colour} beaver swims onto the dam"
                ).format(name=who, card=card, colour=colour)
            return _("{name} plays {card}: the {colour} beaver swims onto the dam").format(
                name=who, card=card, colour=colour
            )
        if self.joker:
            return _(
                "{name} plays {card} as a joker: the {colour} beaver swims to ring {ring}"
            ).format(name=who, card=card, colour=colour, ring=self.ring)
        return _("{name} plays {card}: the {colour} beaver swims to ring {ring}").format(
            name=who, card=card, colour=colour, ring=self.ring
        )


@dataclass(frozen=True, slots=True)
class RaftWobbled(Event):
    """The raft's answer to the move (see :class:`tabletop_mein_lieber_biber.raft.Wobble`):
    ``frames`` of tilt ``(x, y)``, the step it tipped at (``None``: it held), and every beaver
    on the raft with its spot and tail. A raft that tipped ends the round: undo stops there."""

    reveals = N_("the raft has tipped since")

    seat: int
    frames: tuple[tuple[float, float], ...]
    tipped_at: int | None
    peak: float
    rough: bool
    beavers: tuple[Beaver, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        if self.tipped_at is not None:
            return _("{name} tips the raft! All the beavers fall into the water").format(name=who)
        degrees = round(self.peak * 57.29578)
        if self.rough:
            return _(
                "The beaver lands on a tail; the raft wobbles (up to {degrees}°) and holds"
            ).format(degrees=degrees)
        return _("The raft wobbles (up to {degrees}°) and holds").format(degrees=degrees)

    def why_undo_stops(self) -> str | None:
        return Event.why_undo_stops(self) if self.tipped_at is not None else None


@dataclass(frozen=True, slots=True)
class RaftTipped(Event):
    """The raft heeling over and the beavers sliding off, as simulated: ``towards`` is the
    top-view direction of the low rim (radians), ``frames`` the fall at 30 frames a second."""

    seat: int
    towards: float
    frames: tuple[FallFrame, ...]

    def describe(self, names: Sequence[str]) -> str:
        return _("The raft heels over and the beavers slide into the water")


@dataclass(frozen=True, slots=True)
class DrawDeclined(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} draws no card").format(name=_name(names, self.seat))


@dataclass(frozen=True, slots=True)
class HandToppedUp(Event):
    """``seat``, short of 3 cards before playing, took ``card`` from ``pile`` (the rulebook's
    "top up to 3")."""

    reveals = N_("a card has been drawn since")

    seat: int
    pile: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        pile = self.pile + 1
        if self.card == HIDDEN:
            return _("{name} tops up their hand from pile {pile}").format(name=who, pile=pile)
        return _("{name} tops up their hand with the {card} from pile {pile}").format(
            name=who, card=_card(self.card), pile=pile
        )

    def visible_to(self, seat: int | None) -> bool:
        """The drawer sees the card; everybody else sees the twin event with ``HIDDEN``."""
        return (seat == self.seat) == (self.card != HIDDEN)


@dataclass(frozen=True, slots=True)
class CardLaidDown(Event):
    """Nothing in ``seat``'s hand could be played: ``card`` was laid down and one drawn."""

    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} cannot move, lays down {card}").format(
            name=_name(names, self.seat), card=_card(self.card)
        )


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """``seat`` drew ``card`` from ``pile``; ``reward`` when it was the extra card."""

    reveals = N_("a card has been drawn since")

    seat: int
    pile: int
    card: int
    reward: bool = False

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.seat)
        pile = self.pile + 1
        if self.card == HIDDEN:
            if self.reward:
                return _("{name} draws an extra card from pile {pile}").format(name=who, pile=pile)
            return _("{name} draws a card from pile {pile}").format(name=who, pile=pile)
        card = _card(self.card)
        if self.reward:
            return _("{name} draws an extra card ({card}) from pile {pile}").format(
                name=who, card=card, pile=pile
            )
        return _("{name} draws a card ({card}) from pile {pile}").format(
            name=who, card=card, pile=pile
        )

    def visible_to(self, seat: int | None) -> bool:
        """The drawer sees the card; everybody else sees the twin event with ``HIDDEN``."""
        return (seat == self.seat) == (self.card != HIDDEN)


@dataclass(frozen=True, slots=True)
class StickTaken(Event):
    seat: int
    sticks: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} takes a stick ({sticks})").format(
            name=_name(names, self.seat), sticks=_sticks(self.sticks)
        )


@dataclass(frozen=True, slots=True)
class SticksReturned(Event):
    """The tipper gives back ``count`` sticks (2, or all they had)."""

    seat: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} returns {sticks} for tipping the raft").format(
            name=_name(names, self.seat), sticks=_sticks(self.count)
        )


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int
    reason: str
    sticks: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        totals = ", ".join(f"{_name(names, s)} {n}" for s, n in enumerate(self.sticks))
        return _("Round {round} ends ({why}). Sticks: {totals}").format(
            round=self.round, why=_(END_WORDS.get(self.reason, self.reason)), totals=totals
        )


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """The cards were shuffled and dealt anew: undo stops there."""

    reveals = N_("new cards have been dealt since")

    round: int
    seat: int
    """The start player."""

    def describe(self, names: Sequence[str]) -> str:
        return _("Round {round}: the beavers are back in the middle; {name} starts").format(
            round=self.round, name=_name(names, self.seat)
        )


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    sticks: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        best = max(self.sticks)
        if len(self.winners) == 1:
            return ngettext(
                "Game over: {name} wins with {n} stick",
                "Game over: {name} wins with {n} sticks",
                best,
            ).format(name=_name(names, self.winners[0]), n=best)
        return ngettext(
            "Game over: {names} win with {n} stick", "Game over: {names} win with {n} sticks", best
        ).format(names=_(" and ").join(_name(names, s) for s in self.winners), n=best)
