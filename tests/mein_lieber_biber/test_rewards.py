"""The reward for ending on the beaver's own colour or reaching the dam: a card or a stick."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber import Draw, Play, Reward
from tabletop_mein_lieber_biber.state import DRAW, REWARD

from tabletop_core.components import Supply
from tabletop_core.game import IllegalAction


def test_ending_on_the_beavers_own_colour_offers_a_card_or_a_stick(game, table, card):
    state = table(hands={0: [card("red", 1), card("blue", 2)]})
    game.apply(state, Play(card("red", 1), "", 0.0, 0.0))
    assert state.phase == REWARD
    assert game.legal_actions(state) == [Reward("stick"), Reward("card", 0), Reward("card", 1)]
    with pytest.raises(IllegalAction, match="reward"):
        game.apply(state, Draw(0))
    game.apply(state, Reward("stick"))
    assert state.sticks[0]["stick"] == 1 and state.supply["stick"] == 59
    assert state.phase == DRAW and game.stats(state)["sticks_taken"] == 1


def test_the_extra_card_comes_from_the_chosen_pile_and_there_is_no_hand_limit(game, table, card):
    kept = [card("blue", 6), card("green", 7)]
    state = table(hands={0: [card("orange", 2), *kept]})
    game.apply(state, Play(card("orange", 2), "", 0.0, 0.0))
    top0, below0 = state.piles[0].cards[-1], state.piles[0].cards[-2]
    game.apply(state, Reward("card", 0))
    game.apply(state, Draw(0))
    assert sorted(state.hands[0]) == sorted([top0, below0, *kept])
    assert state.sticks[0]["stick"] == 0 and state.turn.current == 1


def test_a_different_colour_earns_nothing(game, table, card):
    state = table(hands={0: [card("orange", 1)]})
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    assert state.phase == DRAW


def test_reaching_the_dam_earns_the_same_reward(game, table, card):
    state = table(rings={"blue": 28}, hands={0: [card("blue", 3)]})
    game.apply(state, Play(card("blue", 3), "", 0.0, 0.0))
    assert state.phase == REWARD
    game.apply(state, Reward("stick"))
    assert state.sticks[0]["stick"] == 1


def test_with_the_supply_empty_only_a_card_is_offered(game, table, card):
    state = table(hands={0: [card("red", 1)]})
    state.supply = Supply(stick=0)
    game.apply(state, Play(card("red", 1), "", 0.0, 0.0))
    assert game.legal_actions(state) == [Reward("card", 0), Reward("card", 1)]
    with pytest.raises(IllegalAction, match="supply is empty"):
        game.apply(state, Reward("stick"))
    with pytest.raises(IllegalAction, match="'card' or a 'stick'"):
        game.apply(state, Reward("log"))


def test_with_neither_sticks_nor_cards_left_there_is_no_reward(game, table, card):
    state = table(hands={0: [card("red", 1), card("blue", 5)]}, piles=([], []))
    state.supply = Supply(stick=0)
    game.apply(state, Play(card("red", 1), "", 0.0, 0.0))
    assert state.turn.current == 1 and state.round_ends == []
