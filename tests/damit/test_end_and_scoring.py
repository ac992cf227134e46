"""Both end conditions, scoring with the square-law garbage penalty, tie-break, shared wins."""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import card_of as card
from tabletop_damit.events import GameEnded
from tabletop_damit.rules import DamIt
from tabletop_damit.state import END_BY_DAMS, END_BY_RIVER, DamItState

from tabletop_core.game import IllegalAction


def finished(state: DamItState) -> DamItState:
    state.over = True
    return state


def test_the_game_ends_when_river_and_draw_pile_hold_fewer_than_five_cards(
    game: DamIt, table
) -> None:
    state = table()
    del state.draw.cards[:-2]  # river 4 + draw pile 2
    game.apply(state, Take(0))
    assert game.to_act(state) == 1, "4 + 1 cards left: the river can still be refilled"
    events = game.apply(state, Take(0))
    assert game.to_act(state) is None
    assert state.end == END_BY_RIVER
    assert len(state.draw) == 0 and None not in state.river.items
    assert isinstance(events[-1], GameEnded)
    assert game.stats(state)["end_by_river"] == 1


def test_taking_the_draw_pile_top_can_end_the_game_too(game: DamIt, table) -> None:
    state = table()
    del state.draw.cards[:-1]
    game.apply(state, Take(4))
    assert state.over and state.end == END_BY_RIVER


def test_the_game_ends_when_the_last_dam_card_is_taken(game: DamIt, table) -> None:
    state = table(hands=[[card("oak")]])
    for index in range(1, 5):
        state.piles[index] = ()
    state.piles[0] = (3,)
    state.open_piles = 1
    events = game.apply(state, Build(3, (card("oak"),)))
    assert game.to_act(state) is None
    assert state.end == END_BY_DAMS
    assert "the last dam card is taken" in events[-1].describe(["Ana", "Bo", "Cy"])
    assert game.stats(state) | {"turns": 0} == {
        "turns": 0, "dams_built": 1, "garbage_kept": 0, "garbage_disposed": 0,
        "end_by_river": 0, "end_by_dams": 1,
    }  # fmt: skip


def test_no_action_is_legal_after_the_end(game: DamIt, table) -> None:
    state = finished(table())
    assert game.legal_actions(state) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply(state, Take(0))


def test_benny_scores_43_for_dams_plus_1_for_3_cubes_minus_9_for_3_garbage(
    game: DamIt, table
) -> None:
    state = finished(table(players=2))
    state.dams[1] = [17, 10, 7, 5, 4]
    state.cubes[1] = 3
    state.garbage[1] = [card("garbage"), card("garbage", 1), card("garbage", 2)]
    result = game.result(state)
    assert result is not None
    assert result.scores[1] == 35
    assert result.breakdown[1] == {"dams": 43, "cubes ÷ 2": 1, "garbage": -9, "total": 35}


@pytest.mark.parametrize(
    ("garbage", "penalty"), [(0, 0), (1, 1), (2, 4), (3, 9), (4, 16), (5, 25), (7, 25)]
)
def test_garbage_costs_the_square_of_its_count_up_to_25(
    game: DamIt, table, garbage: int, penalty: int
) -> None:
    state = finished(table(players=2, cubes=[0, 0]))
    state.garbage[0] = [card("garbage", n) for n in range(garbage)]
    result = game.result(state)
    assert result is not None
    assert result.scores[0] == -penalty


def test_every_two_cubes_score_one_point_rounded_down(game: DamIt, table) -> None:
    state = finished(table(players=4, cubes=[0, 1, 5, 8]))
    result = game.result(state)
    assert result is not None
    assert result.scores == (0, 0, 2, 4)


def test_the_highest_total_wins(game: DamIt, table) -> None:
    state = finished(table())
    state.dams = [[10], [13], [7]]
    result = game.result(state)
    assert result is not None
    assert result.winners == (1,)


def test_a_tie_goes_to_the_higher_tree_value_in_hand_disposal_cards_not_counting(
    game: DamIt, table
) -> None:
    hands = [
        [card("oak"), card("willow")],  # 4
        [card("birch"), card("disposal"), card("disposal", 1)],  # 2: disposal cards count 0
        [card("beech"), card("beech", 1)],  # 6, but not tied
    ]
    state = finished(table(hands=hands, cubes=[4, 4, 4]))
    state.dams = [[10], [10], [9]]
    result = game.result(state)
    assert result is not None
    assert result.scores == (12, 12, 11)
    assert result.tiebreak == (4, 2, 6)
    assert result.winners == (0,)


def test_still_tied_players_share_the_win(game: DamIt, table) -> None:
    hands = [[card("oak")], [card("birch"), card("willow")], [card("beech"), card("maple")]]
    state = finished(table(hands=hands, cubes=[1, 1, 0]))
    state.dams = [[12], [12], [11]]
    result = game.result(state)
    assert result is not None
    assert result.winners == (0, 1)
    names = ["Ana", "Bo", "Cy"]
    ended = GameEnded(END_BY_RIVER, tuple(int(s) for s in result.scores), result.winners)
    assert ended.describe(names).endswith("Ana and Bo share the win.")


def test_there_is_no_result_before_the_end(game: DamIt, table) -> None:
    assert game.result(table()) is None


def test_a_random_game_ends_by_one_of_the_two_conditions(game: DamIt) -> None:
    from tabletop_core.game import play_random

    for seed in range(20):
        state, actions = play_random(game, 3, seed)
        stats = game.stats(state)
        assert stats["end_by_river"] + stats["end_by_dams"] == 1
        assert stats["turns"] == len(actions)
        if stats["end_by_dams"]:
            assert stats["dams_built"] == 15
        else:
            assert len(state.draw) == 0
