"""Building a dam: distinct species, at most one disposal card, value at least the cost."""

from __future__ import annotations

from itertools import combinations

import pytest
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import DAM_COSTS, KIND, VALUE
from tabletop_damit.cards import card_of as card
from tabletop_damit.events import DamBuilt
from tabletop_damit.rules import DamIt

from tabletop_core.game import IllegalAction


def test_tina_builds_with_value_5_and_takes_the_cost_5_dam_worth_7(game: DamIt, table) -> None:
    state = table(hands=[[card("birch"), card("oak")]])
    events = game.apply(state, Build(5, (card("birch"), card("oak"))))
    assert state.dams[0] == (7,)
    assert state.hands[0] == []
    assert state.discard.cards == [card("birch"), card("oak")]
    assert state.piles[1] == (5, 6)
    assert events == [DamBuilt(0, 5, 7, (card("birch"), card("oak")))]


def test_overpaying_is_allowed(game: DamIt, table) -> None:
    state = table(hands=[[card("oak"), card("beech")]])
    game.apply(state, Build(3, (card("oak"), card("beech"))))
    assert state.dams[0] == (5,)


def test_the_disposal_card_counts_as_a_tree_worth_two(game: DamIt, table) -> None:
    state = table(hands=[[card("willow"), card("disposal")]])
    game.apply(state, Build(3, (card("willow"), card("disposal"))))
    assert state.dams[0] == (5,)


def test_the_next_builder_takes_the_next_card_of_the_pile(game: DamIt, table) -> None:
    state = table(hands=[[card("oak")], [card("beech")], [card("oak", 1)]])
    for _ in range(3):
        seat = game.to_act(state)
        game.apply(state, Build(3, tuple(state.hands[seat])))
    assert state.dams == [(5,), (4,), (3,)]
    assert state.piles[0] == ()


@pytest.mark.parametrize(
    ("hand", "build", "rule"),
    [
        ([30, 31, 12], Build(7, (30, 31, 12)), "oak appears twice in one dam"),
        ([30, 30 + 5], Build(3, (30, 30)), "oak appears twice in one dam"),
        ([54, 55, 0], Build(5, (54, 55, 0)), "at most one garbage disposal card"),
        ([30, 12], Build(7, (30, 12)), "the cards are worth 5, the cost-7 dam needs at least 7"),
        ([30], Build(5, (30, 36)), r"the beech \(card 36\) is not in your hand"),
        ([30], Build(4, (30,)), "no dam pile costs 4"),
        ([30], Build(3, (42,)), "garbage cannot be built into a dam"),
        ([30], Build(3, (66,)), "no card id 66"),
        ([30], Build(3, ()), "the cards are worth 0, the cost-3 dam needs at least 3"),
    ],
)
def test_an_illegal_build_names_the_rule_it_breaks(
    game: DamIt, table, hand: list[int], build: Build, rule: str
) -> None:
    state = table(hands=[hand])
    before = game.clone(state)
    with pytest.raises(IllegalAction, match=rule):
        game.apply(state, build)
    assert state == before


def test_an_empty_dam_pile_cannot_be_built(game: DamIt, table) -> None:
    state = table(hands=[[card("oak")]])
    state.piles[0] = ()
    state.open_piles &= ~1
    with pytest.raises(IllegalAction, match="the cost-3 dam pile is empty"):
        game.apply(state, Build(3, (card("oak"),)))
    assert not any(isinstance(a, Build) for a in game.legal_actions(state))


def test_a_build_uses_the_turn_instead_of_taking_a_card(game: DamIt, table) -> None:
    state = table(hands=[[card("oak")]])
    river = list(state.river.items)
    game.apply(state, Build(3, (card("oak"),)))
    assert state.river.items == river
    assert game.to_act(state) == 1


def test_any_cards_of_the_hand_are_accepted_not_only_the_listed_lowest_ones(
    game: DamIt, table
) -> None:
    state = table(hands=[[card("oak"), card("oak", 4), card("birch", 2)]])
    assert Build(5, (card("birch", 2), card("oak"))) in game.legal_actions(state)
    assert Build(5, (card("birch", 2), card("oak", 4))) not in game.legal_actions(state)
    game.apply(state, Build(5, (card("birch", 2), card("oak", 4))))
    assert state.hands[0] == [card("oak")]


def test_legal_builds_list_every_species_set_for_every_pile_it_reaches(game: DamIt, table) -> None:
    hand = [card("willow"), card("willow", 1), card("birch"), card("oak"), card("disposal", 2)]
    state = table(hands=[hand])
    builds = [a for a in game.legal_actions(state) if isinstance(a, Build)]
    canonical = [card("willow"), card("birch"), card("oak"), card("disposal", 2)]
    expected = {
        Build(cost, cards)
        for size in range(1, 5)
        for cards in combinations(canonical, size)
        for cost in DAM_COSTS
        if sum(VALUE[c] for c in cards) >= cost
    }
    assert len(builds) == len(set(builds)) == len(expected)
    assert set(builds) == expected
    assert Build(7, (card("willow"), card("birch"), card("oak"), card("disposal", 2))) in builds
    for build in builds:
        assert len({KIND[c] for c in build.cards}) == len(build.cards)


def test_every_listed_build_is_accepted(game: DamIt, table) -> None:
    hand = [card("acacia"), card("pine"), card("maple"), card("beech"), card("disposal")]
    state = table(hands=[hand])
    for action in game.legal_actions(state):
        copy = game.clone(state)
        game.apply(copy, action)
    assert Take(0) in game.legal_actions(state)
