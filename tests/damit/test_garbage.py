"""The garbage decision: dispose of it with a disposal card, or build it into the dam pile."""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Take
from tabletop_damit.cards import card_of as card
from tabletop_damit.events import GarbageDisposed, GarbageKept
from tabletop_damit.rules import DamIt

from tabletop_core.game import IllegalAction

GARBAGE_FIRST = [card("garbage"), card("acacia"), card("birch"), card("oak")]


def test_tina_discards_the_garbage_together_with_her_disposal_card(game: DamIt, table) -> None:
    state = table(river=GARBAGE_FIRST, hands=[[card("disposal", 3), card("oak", 1)]])
    events = game.apply(state, Take(0, dispose=True))
    assert state.hands[0] == [card("oak", 1)]
    assert state.discard.cards == [card("garbage"), card("disposal", 3)]
    assert state.garbage[0] == ()
    assert GarbageDisposed(0, card("garbage"), card("disposal", 3)) in events


def test_without_disposing_the_garbage_goes_into_the_dam_pile_for_good(game: DamIt, table) -> None:
    state = table(river=GARBAGE_FIRST, hands=[[card("disposal")]])
    events = game.apply(state, Take(0))
    assert state.garbage[0] == (card("garbage"),)
    assert state.hands[0] == [card("disposal")]
    assert GarbageKept(0, card("garbage"), 1) in events


def test_the_cubes_on_a_garbage_card_are_won_either_way(game: DamIt, table) -> None:
    for dispose in (False, True):
        state = table(river=GARBAGE_FIRST, hands=[[], [card("disposal")], []])
        game.apply(state, Take(1))
        game.apply(state, Take(0, dispose=dispose))
        assert state.cubes[1] == 5


def test_disposing_needs_a_disposal_card_in_hand(game: DamIt, table) -> None:
    state = table(river=GARBAGE_FIRST, hands=[[card("oak", 1)]])
    with pytest.raises(IllegalAction, match="needs a garbage disposal card in your hand"):
        game.apply(state, Take(0, dispose=True))


def test_only_garbage_can_be_disposed_of(game: DamIt, table) -> None:
    state = table(river=GARBAGE_FIRST, hands=[[card("disposal")]])
    with pytest.raises(IllegalAction, match="only a garbage card can be disposed of"):
        game.apply(state, Take(1, dispose=True))


def test_legal_actions_offer_both_choices_only_with_a_disposal_card(game: DamIt, table) -> None:
    with_card = table(river=GARBAGE_FIRST, hands=[[card("disposal")]], cubes=[1, 4, 4])
    without = table(river=GARBAGE_FIRST, hands=[[card("oak", 1)]], cubes=[1, 4, 4])
    takes = [a for a in game.legal_actions(with_card) if isinstance(a, Take)]
    assert takes == [Take(0), Take(0, True), Take(1)]
    takes = [a for a in game.legal_actions(without) if isinstance(a, Take)]
    assert takes == [Take(0), Take(1)]


def test_garbage_on_the_draw_pile_top_can_be_disposed_of_too(game: DamIt, table) -> None:
    state = table(draw=[card("garbage", 5)], hands=[[card("disposal")]])
    assert Take(4, True) in game.legal_actions(state)
    game.apply(state, Take(4, dispose=True))
    assert state.discard.cards == [card("garbage", 5), card("disposal")]
