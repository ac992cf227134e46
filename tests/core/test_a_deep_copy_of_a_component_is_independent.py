"""``copy.deepcopy`` of a pile, a hand or a row, and a ``GameBase`` game's default ``clone``: an
independent twin that shares only the cards nothing can change, and keeps a list reached twice
one list."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import NamedTuple

from tabletop_core.components import Deck, Hand, Row
from tabletop_core.game_base import GameBase


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


@dataclass(slots=True)
class PondState:
    rng: random.Random
    deck: Deck[Fish]
    catches: list[list[Fish | Token]]
    pond: list[Fish]


def test_the_default_clone_is_independent_and_its_rng_draws_what_the_original_draws() -> None:
    rng = random.Random(7)
    state = PondState(
        rng, Deck([Fish("trout", 2)]), [[Fish("eel", 1), Token()], []], [Fish("pike", 3)]
    )

    twin = GameBase().clone(state)

    assert twin.rng is not rng and [twin.rng.random() for _ in range(3)] == [
        rng.random() for _ in range(3)
    ]
    assert [len(catch) for catch in twin.catches] == [2, 0]
    assert twin.catches[0][0] is state.catches[0][0] and twin.pond[0] is state.pond[0]
    assert twin.catches[0][1] is not state.catches[0][1]
    twin.catches[0].append(Fish("carp", 4))
    twin.catches[0][1].marks.append(2)
    twin.pond.clear()
    twin.deck.draw()
    assert len(state.catches[0]) == 2 and state.catches[0][1].marks == [1]
    assert state.pond == [Fish("pike", 3)] and len(state.deck) == 1
