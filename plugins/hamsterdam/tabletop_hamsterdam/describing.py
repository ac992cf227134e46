"""Actions in words: the prompt bar's lines and the refusals' hints, in the current language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.i18n import translator
from tabletop_hamsterdam.actions import (
    Bail,
    Breach,
    Deploy,
    FlipValue,
    Keep,
    Lifeguard,
    Move,
    Nudge,
    PassCard,
    PlaceCard,
    Repair,
    Reroll,
    Roll,
    ScoutMove,
    Skip,
    Swap,
)
from tabletop_hamsterdam.pieces import (
    HIDDEN,
    PIECE_OF,
)
from tabletop_hamsterdam.wording import (
    a_piece,
    the_piece,
)

_, ngettext = translator("tabletop_hamsterdam")


def describe(action: Any, cards: Sequence[int] | None = None) -> str:
    """The action in the current language, for the prompt bar and refusals; with the acting
    dam's ``cards`` (left to right) the places on it are named by their card, as the table shows
    them."""
    kind = type(action)

    def at(position: int) -> str:
        if cards is None:
            return _("position {position}").format(position=position + 1)
        return _("card {card}").format(card=cards[position])

    if kind is PassCard:
        return _("pass dam card {card}").format(card=action.card)
    if kind is PlaceCard:
        return _("place dam card {card} next").format(card=action.card)
    if kind is Keep:
        return _("keep {piece}").format(piece=the_piece(PIECE_OF.get(action.special, HIDDEN)))
    if kind is Deploy:
        return _("deploy {piece} on {place}").format(
            piece=a_piece(PIECE_OF.get(action.hamster, HIDDEN)), place=at(action.position)
        )
    if kind is Swap:
        return _("Lookout: swap {first} and {second}").format(
            first=at(action.position), second=at(action.position + 1)
        )
    if kind is Roll:
        return _("roll the dice")
    if kind is Reroll:
        return _("Rerollster: roll again") if action.again else _("keep the roll")
    if kind is Nudge:
        return _("Nudgester: {delta} on your dam").format(delta=f"{action.delta:+d}")
    if kind is FlipValue:
        return _("Flipster: 14 − the value on your dam")
    if kind is ScoutMove:
        return _("Scout: from {start} to {end}").format(
            start=at(action.from_position), end=at(action.to_position)
        )
    if kind is Lifeguard:
        return _("Lifeguard: return the token on {place}").format(place=at(action.position))
    if kind is Breach:
        return (
            _("flip the left-most dam card")
            if action.side == "left"
            else _("flip the right-most dam card")
        )
    if kind is Move:
        return _("move {piece} from {start} to {end}").format(
            piece=a_piece(PIECE_OF.get(action.hamster, HIDDEN)),
            start=at(action.from_position),
            end=at(action.to_position),
        )
    if kind is Repair:
        return _("Engineer: un-flip your most recently flipped card")
    if kind is Bail:
        return _("Bailer: return the token on {place}").format(place=at(action.position))
    if kind is Skip:
        return _("skip")
    return repr(action)


def options_hint(legal: list[Any]) -> str:
    """A few of the choices there are, one of each kind, in the current language."""
    if not legal:
        return _("nothing to choose")
    examples: dict[type, str] = {}
    for action in legal:
        examples.setdefault(type(action), describe(action))
    return _("for example: {choices}").format(choices=", ".join(list(examples.values())[:3]))
