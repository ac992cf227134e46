"""A fingerprint of an unchangeable tuple (a card, a deck) is kept and reused, while a tuple
that holds something changeable is read again every time: a change inside it always shows."""

from __future__ import annotations

import dataclasses
import random
from typing import NamedTuple

from tabletop_core.conformance.fingerprint import fingerprint, fingerprint_and_random_states


class _Card(NamedTuple):
    wood: str
    size: int


class _Pile(NamedTuple):
    name: str
    cards: list[_Card]


@dataclasses.dataclass
class _State:
    deck: tuple[_Card, ...]
    piles: tuple[_Pile, ...]
    pair: tuple[int, list[int]]
    luck: tuple[str, random.Random]


def _state() -> _State:
    deck = tuple(_Card(w, s) for w in ("oak", "elm") for s in range(3))
    return _State(deck, (_Pile("left", [deck[0]]),), (1, [2]), ("luck", random.Random(5)))


def test_a_deck_of_cards_has_the_same_fingerprint_every_time_it_is_read():
    state = _state()
    first = fingerprint(state)
    assert fingerprint(state) == first
    assert first[1]["deck"] == ("tuple", [("_Card", {"wood": c.wood, "size": c.size})
                                          for c in state.deck])  # fmt: skip
    assert fingerprint(_state()) == first  # equal cards, other objects: the same fingerprint


def test_a_change_inside_a_tuple_that_holds_a_list_shows_in_the_next_fingerprint():
    state = _state()
    before = fingerprint(state)
    state.piles[0].cards.append(state.deck[1])
    state.pair[1].append(3)
    after = fingerprint(state)
    assert after[1]["piles"] == (
        "tuple",
        [("_Pile", {"name": "left", "cards": ("list", [
            ("_Card", {"wood": "oak", "size": 0}), ("_Card", {"wood": "oak", "size": 1})
        ])})],
    )  # fmt: skip
    assert after[1]["pair"] == ("tuple", [1, ("list", [2, 3])])
    assert after != before


def test_an_rng_in_a_tuple_is_found_every_time_and_its_draws_show():
    state = _state()
    first, found = fingerprint_and_random_states(state)
    again, found_again = fingerprint_and_random_states(state)
    assert found == found_again == [state.luck[1].getstate()]
    assert again == first
    state.luck[1].random()
    drawn, found_drawn = fingerprint_and_random_states(state)
    assert found_drawn == [state.luck[1].getstate()] != found
    assert drawn != first
