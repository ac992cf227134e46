"""``copy.deepcopy`` of a pile, a hand or a row (a ``GameBase`` game's default ``clone``): an
independent twin that shares only the cards nothing can change, and keeps a list reached twice
one list."""

from __future__ import annotations

import copy
from typing import NamedTuple

from tabletop_core.components import Deck, Hand, Row


class Fish(NamedTuple):
    kind: str
    value: int


class Token:
    def __init__(self) -> None:
        self.marks = [1]


def test_a_deep_copy_shares_unchangeable_cards_and_copies_the_rest() -> None:
    deck = Deck([Fish("trout", 2), Token(), (1, [2])], face_up=True)
    row = Row(4, [Fish("pike", 3), None])
    row.add_tokens(0)
    hand = Hand(1, [Fish("eel", 1)], ordered=True)
    state = {"deck": deck, "row": row, "hand": hand, "also the deck's cards": deck.cards}

    twin = copy.deepcopy(state)

    assert type(twin["deck"]) is Deck and twin["deck"].face_up
    assert twin["deck"].cards[0] is deck.cards[0]  # a named tuple of atoms cannot change
    assert twin["deck"].cards[1] is not deck.cards[1]
    assert twin["deck"].cards[1].marks == [1]
    assert twin["deck"].cards[2] == (1, [2]) and twin["deck"].cards[2][1] is not deck.cards[2][1]
    assert twin["also the deck's cards"] is twin["deck"].cards
    assert (twin["row"].items, twin["row"].tokens) == (row.items, row.tokens)
    assert (twin["hand"].owner, twin["hand"].ordered, twin["hand"].cards) == (1, True, hand.cards)

    twin["deck"].draw()
    twin["row"].take(0)
    twin["hand"].cards.clear()
    assert len(deck.cards) == 3 and row.items[0] == Fish("pike", 3) and row.tokens[0] == 1
    assert hand.cards == [Fish("eel", 1)]
