"""The keyboard at the Biber table: a letter picks a card, 1/2 a pile, S a stick, N no draw; the
arrows (and Q/E) steer the beaver in hand, Tab another one, Enter lowers it and lets it go."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.kit import keys
from tabletop_mein_lieber_biber.state import DRAW, PLACE, PLAY, REWARD
from tabletop_mein_lieber_biber.table import aim as aiming
from tabletop_mein_lieber_biber.table import buttons
from tabletop_mein_lieber_biber.table.words import HAND_KEYS

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.controller import BiberController

ENTER = (*keys.CONFIRM, keys.SPACE)
LETTERS = keys.letters(HAND_KEYS)
PILES = keys.numbered(2)
ARROWS = (keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT)
STEERING = (*ARROWS, keys.Q, keys.E)
TAKING_BACK = (keys.BACKSPACE, keys.DELETE)


def on_key_press(hand: BiberController, symbol: int, modifiers: int) -> bool:
    """What ``symbol`` does for the seat's ``hand``; True when the table used it."""
    if symbol == keys.P and buttons.toggle_seats(hand):
        return True
    if not hand.seat.my_turn():
        return False
    hand.skip_show()
    phase = hand.seat.view.phase
    if phase == REWARD:
        if symbol == keys.S:
            buttons.choose(hand, "stick")
            return True
        return _pile(hand, symbol)
    if phase == DRAW:
        if symbol == keys.N:
            buttons.choose(hand, "skip")
            return True
        return _pile(hand, symbol)
    if phase not in (PLAY, PLACE):
        return False
    if symbol in LETTERS and phase == PLAY:
        return hand.hand_card(LETTERS[symbol]) or True
    if _pile(hand, symbol):
        return True
    if hand.held_card is None:
        if symbol in TAKING_BACK and hand.chosen is not None:
            hand.chosen = None
            hand.scene.dirty = True
            return True
        return False
    return _steer(hand, symbol, modifiers)


def _pile(hand: BiberController, symbol: int) -> bool:
    if symbol not in PILES:
        return False
    buttons.pile_chosen(hand, PILES[symbol])
    return True


def _steer(hand: BiberController, symbol: int, modifiers: int) -> bool:
    """The keys with a beaver in hand: take it over its ring, steer, lower and let go."""
    card = hand.held_card
    assert card is not None
    if hand.held is None and symbol in (*ENTER, *ARROWS):
        if hand.seat.view.phase == PLACE:
            hand.take_lifted()
        else:
            hand.held = aiming.first_aim(hand.seat.view, card)
        hand.carry.pointer = None
        if symbol in ENTER:
            return True
    if hand.held is not None and symbol in STEERING and not hand.lift(hand.held.beaver):
        return True
    steer = hand.carry.steer
    nudge, turn = steer.nudge(symbol, modifiers), steer.turn(symbol, modifiers)
    if nudge is not None:
        hand.nudge(nudge)
        return True
    if turn is not None:
        hand.turn(turn)
        return True
    if symbol == keys.TAB:
        hand.next_beaver(-1 if modifiers & keys.MOD_SHIFT else 1)
        return True
    if symbol in ENTER:
        return _lower_or_let_go(hand)
    if symbol in TAKING_BACK:
        hand.put_back()
        return True
    return False


def _lower_or_let_go(hand: BiberController) -> bool:
    """Enter: the first lowers the beaver in hand, the second lets it go."""
    held, carry = hand.held, hand.carry
    if held is None:
        return True
    if carry.lowering is None:
        if hand.lift(held.beaver) and hand.seat.view.phase == PLACE:
            carry.lower()
            hand.scene.dirty = True
        return True
    hand.put_down(aiming.lowering_drop(carry.lowering))
    return True
