import pickle
import random

import pytest

from tabletop_core.components import ComponentError, Deck, Pile


def test_cards_are_given_bottom_to_top_and_the_top_is_the_last():
    pile = Pile([1, 2, 3])
    assert pile.top == 3
    assert list(pile) == [1, 2, 3]
    assert pile.top_first() == [3, 2, 1]
    assert len(pile) == 3 and pile and 2 in pile and 9 not in pile


def test_from_top_first_reverses_into_bottom_to_top():
    pile = Pile.from_top_first(["a", "b", "c"], face_up=True)
    assert pile.cards == ["c", "b", "a"]
    assert pile.top == "a" and pile.face_up
    assert Deck.from_top_first(pile.top_first()) == Deck(pile.cards, face_up=False)
    assert type(Deck.from_top_first([1])) is Deck


def test_draw_takes_the_top_and_put_lays_on_top():
    pile = Pile([1, 2])
    assert pile.draw() == 2
    pile.put(7)
    assert pile.cards == [1, 7]
    pile.put_many([8, 9])
    assert pile.top_first() == [9, 8, 7, 1]
    pile.put_bottom(0)
    assert pile.cards == [0, 1, 7, 8, 9]


def test_draw_many_returns_cards_in_draw_order():
    pile = Pile(range(6))
    assert pile.draw_many(3) == [5, 4, 3]
    assert pile.draw_many(0) == []
    assert pile.cards == [0, 1, 2]


def test_draw_many_is_all_or_nothing():
    deck = Deck([1, 2])
    with pytest.raises(ComponentError, match="the draw pile holds only 2 cards, cannot draw 3"):
        deck.draw_many(3)
    assert deck.cards == [1, 2]
    with pytest.raises(ComponentError):
        deck.draw_many(-1)


def test_peek_shows_at_most_n_from_the_top_without_drawing():
    pile = Pile([1, 2, 3])
    assert pile.peek() == [3]
    assert pile.peek(2) == [3, 2]
    assert pile.peek(10) == [3, 2, 1]
    assert pile.peek(0) == []
    assert len(pile) == 3
    assert Pile().peek(3) == []


def test_an_empty_pile_refuses_draw_and_top_naming_the_pile():
    with pytest.raises(ComponentError, match="the pile is empty"):
        Pile().draw()
    with pytest.raises(ComponentError, match="the draw pile is empty"):
        _ = Deck().top
    assert not Pile()


def test_remove_takes_a_named_card_or_refuses():
    pile = Pile(["oak", "garbage", "pine"])
    pile.remove("garbage")
    assert pile.cards == ["oak", "pine"]
    with pytest.raises(ComponentError, match="'beech' is not in the pile"):
        pile.remove("beech")


def test_shuffle_is_decided_by_the_seed():
    cards = list(range(66))
    same_a, same_b, other = Pile(cards), Pile(cards), Pile(cards)
    same_a.shuffle(random.Random(7))
    same_b.shuffle(random.Random(7))
    other.shuffle(random.Random(8))
    assert same_a.cards == same_b.cards
    assert same_a.cards != other.cards
    assert sorted(same_a.cards) == cards


def test_deck_shuffled_is_decided_by_the_seed_and_keeps_the_cards():
    cards = list(range(66))
    deck = Deck.shuffled(cards, random.Random(1), face_up=True)
    assert deck == Deck.shuffled(cards, random.Random(1), face_up=True)
    assert deck.cards != Deck.shuffled(cards, random.Random(2)).cards
    assert deck.cards != cards and sorted(deck) == cards
    assert deck.face_up and isinstance(deck, Deck)


def test_clone_is_independent():
    deck = Deck([1, 2, 3], face_up=True)
    copy = deck.clone()
    assert copy == deck and type(copy) is Deck and copy.face_up
    copy.draw()
    deck.put(4)
    assert copy.cards == [1, 2] and deck.cards == [1, 2, 3, 4]


def test_equality_needs_the_same_kind_of_pile():
    assert Pile([1]) == Pile([1])
    assert Pile([1]) != Pile([1], face_up=True)
    assert Pile([1]) != Deck([1])


def test_piles_are_lean_and_pickle():
    deck = Deck([1, 2], face_up=True)
    with pytest.raises(AttributeError):
        deck.name = "river"  # type: ignore[attr-defined]
    assert pickle.loads(pickle.dumps(deck)) == deck
