"""What happened, for the log and the table's animations.

Private events (cards passed, special hamsters drawn, hamsters deployed before everybody has
deployed) are ``visible_to`` their seat alone (and a passed card to its receiver); what they hide
is shown to all by a public event once everybody has chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator
from tabletop_hamsterdam.wording import a_piece, ability_detail, label, seat_name, the_piece

_, ngettext = translator("tabletop_hamsterdam")
_name = seat_name


@dataclass(frozen=True, slots=True)
class FirstPlayer(Event):
    seat: int
    rolls: tuple[tuple[int, ...], ...]

    def describe(self, names: Sequence[str]) -> str:
        rolled = ""
        for rolloff in self.rolls:
            line = ", ".join(
                _("{name} {value}").format(name=_name(names, s), value=r)
                for s, r in enumerate(rolloff)
                if r
            )
            rolled = (
                _("{earlier}; then {later}").format(earlier=rolled, later=line) if rolled else line
            )
        return _("Rolls for first player ({rolls}): {name} goes first").format(
            rolls=rolled, name=_name(names, self.seat)
        )


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    reveals = N_("the cards have been passed since")

    seat: int
    to: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} passes dam card {card} to {other}").format(
            name=_name(names, self.seat), card=self.card, other=_name(names, self.to)
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat or seat == self.to


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    told_later = True  # shown to all once everybody has chosen

    seat: int
    position: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} puts dam card {card} at position {position}").format(
            name=_name(names, self.seat), card=self.card, position=self.position + 1
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class DamShown(Event):
    reveals = N_("the dams have been shown since")

    seat: int
    cards: tuple[int, ...]
    hamsters: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext(
            "{name}'s dam: {cards}; {count} hamster joins",
            "{name}'s dam: {cards}; {count} hamsters join",
            self.hamsters,
        ).format(
            name=_name(names, self.seat),
            cards=" ".join(str(c) for c in self.cards),
            count=self.hamsters,
        )


@dataclass(frozen=True, slots=True)
class TwinsterGiven(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} has the fewest dots and gets the set-aside Twinster").format(
            name=_name(names, self.seat)
        )


@dataclass(frozen=True, slots=True)
class SpecialsDrawn(Event):
    reveals = N_("special hamsters have been drawn since")

    seat: int
    drawn: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        if len(self.drawn) == 2:
            return _("{name} draws {first} and {second}").format(
                name=_name(names, self.seat),
                first=a_piece(self.drawn[0]),
                second=a_piece(self.drawn[1]),
            )
        return _("{name} draws {pieces}").format(
            name=_name(names, self.seat), pieces=", ".join(a_piece(p) for p in self.drawn)
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class SpecialKept(Event):
    """One special hamster kept; the last keep names the drawn ones that leave the game."""

    seat: int
    kept: int
    dropped: tuple[int, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        if not self.dropped:
            return _("{name} keeps {kept}").format(
                name=_name(names, self.seat), kept=the_piece(self.kept)
            )
        return _("{name} keeps {kept} and puts {dropped} out of the game").format(
            name=_name(names, self.seat),
            kept=the_piece(self.kept),
            dropped=", ".join(the_piece(p) for p in self.dropped),
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    """A hamster placed (``spent``: placed on a token, which went back to the Reservoir)."""

    told_later = True  # shown to all once everybody has chosen

    seat: int
    position: int
    piece: int
    spent: bool
    medic: bool = False
    card: int = 0
    """The value of the dam card at ``position``: the log names cards as the table shows them."""

    def describe(self, names: Sequence[str]) -> str:
        if not self.spent:
            line = _("{name} deploys {piece} on card {card}")
        elif self.medic:
            line = _(
                "{name} spends {piece} on the token on card {card}: "
                "the Medic sends it back to the reinforcements"
            )
        else:
            line = _(
                "{name} spends {piece} on the token on card {card}: the hamster leaves the game"
            )
        return line.format(name=_name(names, self.seat), piece=a_piece(self.piece), card=self.card)

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class DeploymentShown(Event):
    reveals = N_("the hamsters on the dams have been shown since")

    seat: int
    stacks: tuple[tuple[int, ...], ...]
    spent: int
    cards: tuple[int, ...] = ()
    """The dam's card values, left to right, naming the stacks."""

    def describe(self, names: Sequence[str]) -> str:
        parts = [
            _("card {card}: {hamsters}").format(
                card=self.cards[p] if p < len(self.cards) else p + 1,
                hamsters=", ".join(label(x) for x in stack),
            )
            for p, stack in enumerate(self.stacks)
            if stack
        ]
        line = _("{name}'s hamsters: {stacks}").format(
            name=_name(names, self.seat), stacks="; ".join(parts) or _("no hamsters")
        )
        if not self.spent:
            return line
        return ngettext(
            "{line} ({count} spent on a token)", "{line} ({count} spent on tokens)", self.spent
        ).format(line=line, count=self.spent)


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    position: int
    cards: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        a, b = self.cards
        return _("{name}'s Lookout swaps dam cards {first} and {second}").format(
            name=_name(names, self.seat), first=a, second=b
        )


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    reveals = N_("the dice have been rolled since")

    seat: int
    dice: tuple[int, int]
    value: int
    counted: bool

    def describe(self, names: Sequence[str]) -> str:
        line = (
            _("{name} rolls {first}+{second} = {value}")
            if self.counted
            else _("{name} rolls {first}+{second} = {value}: no dam shows it, roll again")
        )
        return line.format(
            name=_name(names, self.seat), first=self.dice[0], second=self.dice[1], value=self.value
        )


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    """A special hamster's ability, in one readable line (``detail``)."""

    seat: int
    piece: int
    detail: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s {piece}: {detail}").format(
            name=_name(names, self.seat),
            piece=label(self.piece),
            detail=ability_detail(self.detail),
        )


@dataclass(frozen=True, slots=True)
class AbilityChosen(AbilityUsed):
    """A roll ability (Nudgester, Flipster, Scout) used while the others still choose theirs:
    its owner alone sees it until everybody has chosen."""

    told_later = True  # shown to all once everybody has chosen

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class AbilityRevealed(AbilityUsed):
    """A roll ability told to everybody else once all have chosen theirs."""

    def visible_to(self, seat: int | None) -> bool:
        return seat != self.seat


@dataclass(frozen=True, slots=True)
class FloodHeld(Event):
    reveals = N_("the water has flooded since")

    seat: int
    position: int
    card: int
    piece: int

    def describe(self, names: Sequence[str]) -> str:
        return _("Flood at {name}'s {card}: {piece} holds it").format(
            name=_name(names, self.seat), card=self.card, piece=a_piece(self.piece)
        )


@dataclass(frozen=True, slots=True)
class TokenLanded(Event):
    reveals = N_("the water has flooded since")

    seat: int
    position: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("Flood at {name}'s {card}: a token lands on the card").format(
            name=_name(names, self.seat), card=self.card
        )


@dataclass(frozen=True, slots=True)
class Seeped(Event):
    reveals = N_("the water has flooded since")

    seat: int
    position: int
    card: int
    town: int

    def describe(self, names: Sequence[str]) -> str:
        return ngettext(
            "Flood at {name}'s {card}: the water seeps into the town ({count} token there)",
            "Flood at {name}'s {card}: the water seeps into the town ({count} tokens there)",
            self.town,
        ).format(name=_name(names, self.seat), card=self.card, count=self.town)


@dataclass(frozen=True, slots=True)
class DamBreached(Event):
    reveals = N_("the water has flooded since")

    seat: int
    position: int
    card: int
    token: bool

    def describe(self, names: Sequence[str]) -> str:
        line = (
            _("{name}'s dam is breached: dam card {card} is flipped, its token pours into the town")
            if self.token
            else _("{name}'s dam is breached: dam card {card} is flipped")
        )
        return line.format(name=_name(names, self.seat), card=self.card)


@dataclass(frozen=True, slots=True)
class HamsterLost(Event):
    """A hamster left the game to return a token from ``position`` to the Reservoir."""

    seat: int
    position: int
    piece: int
    card: int = 0

    def describe(self, names: Sequence[str]) -> str:
        return _(
            "{name} loses {piece}, which stops the token on card {card} and leaves the game"
        ).format(name=_name(names, self.seat), piece=a_piece(self.piece), card=self.card)


@dataclass(frozen=True, slots=True)
class HamstersShifted(Event):
    seat: int
    from_position: int
    to_position: int
    count: int
    to_card: int = 0

    def describe(self, names: Sequence[str]) -> str:
        if self.to_position < 0:
            line = ngettext(
                "{name}: {count} hamster moves to the reinforcements",
                "{name}: {count} hamsters move to the reinforcements",
                self.count,
            )
        else:
            line = ngettext(
                "{name}: {count} hamster moves to card {card}",
                "{name}: {count} hamsters move to card {card}",
                self.count,
            )
        return line.format(name=_name(names, self.seat), count=self.count, card=self.to_card)


@dataclass(frozen=True, slots=True)
class MoveChosen(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} has chosen a move").format(name=_name(names, self.seat))


@dataclass(frozen=True, slots=True)
class Moved(Event):
    seat: int
    from_position: int
    to_position: int
    piece: int
    from_card: int = 0
    to_card: int = 0

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} moves {piece} from card {start} to card {end}").format(
            name=_name(names, self.seat),
            piece=a_piece(self.piece),
            start=self.from_card,
            end=self.to_card,
        )


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int

    def describe(self, names: Sequence[str]) -> str:
        return _("Round {number} is over").format(number=self.round)


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return _("The game ends: {reason}").format(reason=_(self.reason))
