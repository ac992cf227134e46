"""What a seat may not know, dealt again: other hands and the draw piles, for the
conformance kit's re-deal and the bots' determinization.
"""

from __future__ import annotations

import random

from tabletop_mein_lieber_biber.cards import (
    CARD_COUNT,
    HIDDEN,
)
from tabletop_mein_lieber_biber.state import (
    PLAY,
    BiberState,
)
from tabletop_mein_lieber_biber.turn import playable

DEAL_TRIES = 200
"""Deals ``determinize`` tries before giving up on one that fits what every seat knows."""


def deal_unseen(table: BiberState, seat: int, rng: random.Random) -> BiberState:
    """A copy of ``table`` (a view or the full state) with what ``seat`` may not know dealt
    again: read are only its own hand and the discard piles everybody sees."""
    view = table
    own = view.hands[seat]
    if HIDDEN in own:
        raise ValueError(f"the view does not show seat {seat}'s hand")
    known = bytearray(CARD_COUNT)
    for card in own:
        known[card] = 1
    for pile in view.discards:
        for card in pile.cards:
            known[card] = 1
    unknown = [card for card in range(CARD_COUNT) if not known[card]]
    sizes = [len(hand) for index, hand in enumerate(view.hands) if index != seat]
    wanted = sum(sizes) + len(view.piles[0]) + len(view.piles[1])
    if wanted != len(unknown):
        raise ValueError(
            f"the view hides {wanted} cards but {len(unknown)} cards are unaccounted for"
        )
    full = view.copy(with_rng=False)
    full.deck = ()
    for _try in range(DEAL_TRIES):
        rng.shuffle(unknown)
        start = 0
        for index, hand in enumerate(view.hands):
            if index != seat:
                full.hands[index] = sorted(unknown[start : start + len(hand)])
                start += len(hand)
        for pile in full.piles:
            pile.cards = unknown[start : start + len(pile.cards)]
            start += len(pile.cards)
        if not known_stuck(full, seat):
            break
    full.rng = random.Random(rng.getrandbits(64))
    return full


def known_stuck(state: BiberState, seat: int) -> bool:
    """Whether a deal contradicts what every seat knows: another seat is to play with both piles
    empty, so it must hold a playable card (the round would have ended otherwise)."""
    return (
        state.phase == PLAY
        and state.turn.current != seat
        and not state.piles[0].cards
        and not state.piles[1].cards
        and not playable(state)
    )
