"""The decision's buttons, the piles and the fold line, pressed or by their keys: what each sends
for the seat's hand (a reward, a draw, a lay-down, a top-up, no draw) or opens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_mein_lieber_biber.actions import Draw, LayDown, Reward, SkipDraw, TopUp
from tabletop_mein_lieber_biber.cards import HAND_SIZE
from tabletop_mein_lieber_biber.state import DRAW, PLAY, REWARD

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.controller import BiberController

_, _ngettext = translator("tabletop_mein_lieber_biber")

BUTTON_DROP = 0.5
"""The "put it down" button sets the beaver down neither gently nor hard."""


def choose(hand: BiberController, name: str) -> None:
    """A button or its key: a reward, a draw, a lay-down, or the beaver in hand."""
    send = hand.seat.host.send
    if name == "stick":
        send(Reward("stick"))
    elif name.startswith("card"):
        send(Reward("card", int(name[-1])))
    elif name.startswith("draw"):
        send(Draw(int(name[-1])))
    elif name == "skip":
        send(SkipDraw())
    elif name.startswith("lay") and hand.chosen is not None:
        send(LayDown(hand.chosen, int(name[-1])))
    elif name == "drop":
        hand.put_down(BUTTON_DROP)
    elif name == "back":
        hand.put_back()


def pile_chosen(hand: BiberController, pile: int) -> None:
    """Draw, take a reward card or lay down at ``pile``; the rules refuse an empty one."""
    phase = hand.seat.view.phase
    if phase == DRAW:
        choose(hand, f"draw{pile}")
    elif phase == REWARD:
        choose(hand, f"card{pile}")
    elif phase == PLAY and hand.chosen is not None:
        choose(hand, f"lay{pile}")
    elif phase == PLAY and hand.carry.piece is None and may_top_up(hand):
        hand.seat.host.send(TopUp(pile))
    elif phase == PLAY and not hand.seat.playable_cards():
        hand.seat.host.say(_("First pick the card to lay down."))


def may_top_up(hand: BiberController) -> bool:
    """The rulebook's "top up to 3": before playing, a hand short of 3 cards may draw."""
    seat, view = hand.seat, hand.seat.view
    return (
        seat.my_turn()
        and seat.seat is not None
        and view.phase == PLAY
        and len(view.hands[seat.seat]) < HAND_SIZE
        and bool(view.piles[0].cards or view.piles[1].cards)
    )


def toggle_seats(hand: BiberController) -> bool:
    """Open or close the others' rows folded away at large text; False when none are."""
    layout = hand.scene.layout
    if layout is None or not layout.seats_folded:
        return False
    hand.seats_open = not hand.seats_open
    hand.scene.dirty = True
    return True
