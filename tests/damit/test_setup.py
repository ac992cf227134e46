"""Set-up: the cards, cubes, dam piles, the dealt river and the starting player."""

from __future__ import annotations

from collections import Counter

import pytest
from tabletop_damit.cards import CARD_COUNT, KIND, KIND_NAMES, VALUE
from tabletop_damit.rules import DamIt


def test_the_river_deck_has_six_of_each_tree_twelve_garbage_and_twelve_disposal() -> None:
    counts = Counter(KIND_NAMES[KIND[card]] for card in range(CARD_COUNT))
    assert CARD_COUNT == 66
    assert counts == {
        **{tree: 6 for tree in ("willow", "acacia", "birch", "pine", "maple", "oak", "beech")},
        "garbage": 12,
        "disposal": 12,
    }


def test_building_values_are_willow_acacia_1_birch_pine_maple_2_oak_beech_3_disposal_2() -> None:
    by_kind = {KIND_NAMES[KIND[card]]: VALUE[card] for card in range(CARD_COUNT)}
    assert by_kind == {
        "willow": 1, "acacia": 1, "birch": 2, "pine": 2, "maple": 2, "oak": 3, "beech": 3,
        "garbage": 0, "disposal": 2,
    }  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_gets_four_cubes_and_an_empty_hand(game: DamIt, players: int) -> None:
    state = game.new_state(players, seed=5)
    assert state.cubes == [4] * players
    assert state.hands == [[] for _ in range(players)]


def test_dam_piles_are_sorted_highest_victory_points_on_top(game: DamIt) -> None:
    state = game.new_state(3, seed=1)
    tops_first = [list(reversed(pile)) for pile in state.piles]
    assert tops_first == [[5, 4, 3], [7, 6, 5], [10, 9, 8], [13, 12, 11], [17, 15, 13]]


def test_four_cards_are_dealt_into_the_river_from_a_face_up_draw_pile(game: DamIt) -> None:
    state = game.new_state(3, seed=2)
    deck = game.setup(state)["deck"]
    assert sorted(deck) == list(range(66))
    assert state.river.items == deck[:4]
    assert state.river.tokens == [0, 0, 0, 0]
    assert state.draw.top_first() == deck[4:]
    assert state.draw.face_up


def test_the_same_seed_deals_the_same_game_and_another_seed_another(game: DamIt) -> None:
    assert game.setup(game.new_state(3, 9)) == game.setup(game.new_state(3, 9))
    assert game.setup(game.new_state(3, 9))["deck"] != game.setup(game.new_state(3, 10))["deck"]


def test_the_starting_player_is_random_from_the_seed_unless_the_options_name_one(
    game: DamIt,
) -> None:
    starters = {game.new_state(4, seed).current for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    state = game.new_state(4, 3, {"first_player": 2})
    assert state.current == 2
    assert game.setup(state)["first_player"] == 2


def test_setup_deals_the_same_state_again(game: DamIt) -> None:
    state = game.new_state(3, seed=4)
    record = game.setup(state)
    assert game.deal(3, record["deck"], record["first_player"]) == state


@pytest.mark.parametrize("players", [1, 5])
def test_only_two_to_four_players_can_play(game: DamIt, players: int) -> None:
    with pytest.raises(ValueError, match="2-4 players"):
        game.new_state(players, seed=1)


def test_a_starting_seat_outside_the_table_is_refused(game: DamIt) -> None:
    with pytest.raises(ValueError, match="no seat 3 among 3 players"):
        game.new_state(3, 1, {"first_player": 3})


def test_game_info_describes_dam_it(game: DamIt) -> None:
    info = game.info
    assert (info.id, info.title, info.min_players, info.max_players) == ("damit", "Dam It!", 2, 4)
    assert info.tags == ("cards",)
    assert info.hidden_information
    assert "different species" in info.rules and "0–65" not in info.rules
