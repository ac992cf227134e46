"""What the person to act can do, in the prompt bar: longest wording first (the host shows the
longest that fits at the player's text size)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_mein_lieber_biber.state import DRAW, PLACE, REWARD
from tabletop_mein_lieber_biber.table import buttons
from tabletop_mein_lieber_biber.table.words import card_words

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.controller import BiberController

_, ngettext = translator("tabletop_mein_lieber_biber")


def prompt_for(hand: BiberController) -> tuple[str, ...]:
    """The prompt for the seat whose hand is ``hand``: nothing while it is not their turn."""
    if not hand.seat.my_turn():
        return ()
    phase = hand.seat.view.phase
    if phase == REWARD:
        return (
            _(
                "the beaver earned a reward: [S] takes a stick, [1] or [2] an extra card from that pile"
            ),
            _("a reward: [S] for a stick, [1] or [2] for a card"),
        )
    if phase == DRAW:
        return (
            _("you may draw a card: click a pile, or press [1] or [2]; [N] draws none"),
            _("draw: [1] or [2], [N] for none"),
        )
    if hand.carry.lowering is not None:
        return (
            _("lowering: [Enter] lets go — gently just as it touches the raft"),
            _("[Enter] lets go"),
        )
    if hand.held is not None:
        return _steering(hand, phase == PLACE)
    if hand.held_card is not None:
        return (
            _(
                "carry the beaver onto a lit ring and let go there: "
                "the slower the pointer, the gentler it lands"
            ),
            _("put the beaver on a lit ring"),
        )
    return _choosing(hand)


def _steering(hand: BiberController, placing: bool) -> tuple[str, ...]:
    """A beaver in hand, steered by the keys (lifted already when ``placing``)."""
    if placing:
        return (
            _("[↑]/[↓] in or out · [←]/[→] or wheel: tail · [Enter]: lower, [Enter]: let go"),
            _("[Enter] lowers the beaver, [Enter] lets go"),
        )
    more = _(" · [Tab]: another beaver") if len(hand.targets()) > 1 else ""
    return (
        _("[↑]/[↓] in or out · [←]/[→] or wheel: tail · [Enter]: lower · [Backspace]: back") + more,
        _("[Enter] lowers the beaver, [Backspace] takes the card back"),
    )


def _choosing(hand: BiberController) -> tuple[str, ...]:
    """Nothing in hand: a card to play, one to lay down, or a hand to top up."""
    playable = hand.seat.playable_cards()
    if buttons.may_top_up(hand) and hand.chosen is None:
        if playable:
            longest = _(
                "you hold fewer than 3 cards: click a pile or press [1] or [2] to top up, "
                "or play a lit card"
            )
        else:
            longest = _(
                "you hold fewer than 3 cards: click a pile or press [1] or [2] to top up, "
                "or pick a card to lay down"
            )
        return (longest, _("[1] or [2] tops your hand up to 3"))
    if not playable:
        if hand.chosen is not None:
            card = card_words(hand.chosen)
            return (
                _("lay down the {card}: click a pile or press [1] or [2] to draw from it").format(
                    card=card
                ),
                _("lay down the {card}: press [1] or [2]").format(card=card),
            )
        return (
            _(
                "nothing in your hand can be played: pick a card to lay down (its letter or a click)"
            ),
            _("pick a card to lay down"),
        )
    return (
        _("drag a lit card onto the raft, or press its letter and steer with the keys"),
        _("drag a lit card onto the raft, or press its letter"),
        _("play a lit card"),
    )
