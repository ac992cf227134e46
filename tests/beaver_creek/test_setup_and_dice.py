"""Set-up by player count, the first player's two beavers, and every face of both dice."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.actions import Place, Roll
from tabletop_beaver_creek.dice import HOW_FACES, WHAT_FACES
from tabletop_beaver_creek.events import Rolled
from tabletop_beaver_creek.state import PLACE, ROLL, SETUP

from tabletop_core.game import IllegalAction


@pytest.mark.parametrize(
    ("players", "large", "small"), [(1, 30, 20), (2, 6, 6), (3, 6, 4), (4, 6, 4), (5, 6, 4)]
)
def test_logs_are_allotted_by_player_count(game, players: int, large: int, small: int) -> None:
    state = game.new_state(players, 0)
    assert all(s["log"] == large and s["small_log"] == small for s in state.stocks)
    assert state.supply["beaver"] == 30 and state.phase == SETUP
    assert game.to_act(state) == state.first_player


def test_the_first_player_stands_two_beavers_on_spaces_then_rolls(game, creek) -> None:
    state = game.new_state(3, 0)
    assert [a.piece for a in game.legal_actions(state)] == ["beaver"] * 5
    with pytest.raises(IllegalAction):
        game.apply(state, Roll())
    with pytest.raises(IllegalAction, match="standing"):
        game.apply(state, Place("beaver", 0.0, 75.0, 40.0))
    game.apply(state, creek.at(state, "beaver", -50.0))
    assert state.phase == SETUP and len(game.legal_actions(state)) == 4
    game.apply(state, creek.at(state, "beaver", 50.0))
    first = state.first_player
    assert state.phase == ROLL and game.to_act(state) == first and state.supply["beaver"] == 28
    assert game.legal_actions(state) == [Roll()]


def test_a_beaver_beside_the_spaces_is_refused_before_it_is_let_go(game, creek) -> None:
    state = game.new_state(2, 0)
    with pytest.raises(IllegalAction, match="five spaces"):
        game.apply(state, creek.at(state, "beaver", -75.0))
    assert state.pieces == {} and state.supply["beaver"] == 30


def test_the_first_player_is_drawn_from_the_seed(game) -> None:
    firsts = {game.new_state(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    again = [game.new_state(4, seed).first_player for seed in range(10)]
    assert again == [game.new_state(4, seed).first_player for seed in range(10)]
    state = game.new_state(3, 5)
    assert game.to_act(state) == state.first_player == game.setup(state)["first_player"]


def test_the_lobby_may_name_the_first_player(game) -> None:
    for seed in range(5):
        state = game.new_state(3, seed, {"first_player": 2})
        assert state.first_player == 2 and game.to_act(state) == 2
    with pytest.raises(ValueError, match="no seat 4"):
        game.new_state(3, 0, {"first_player": 4})


@pytest.mark.parametrize("what", WHAT_FACES)
def test_every_face_of_die_one_sets_what_to_place(game, creek, what: tuple[int, int]) -> None:
    state = creek.set_up(game, 3)
    events = creek.roll_to(game, state, what, 6)
    rolled = events[0]
    assert isinstance(rolled, Rolled) and (rolled.beavers, rolled.logs) == what
    assert (state.beavers_due, state.logs_due) == what and state.phase == PLACE


@pytest.mark.parametrize("how", HOW_FACES)
def test_every_face_of_die_two_is_the_handicap_of_the_turn(game, creek, how: int) -> None:
    state = creek.set_up(game, 2)
    if how == 5:  # no log in the dam yet: face 5 is rerolled, so lay one first
        creek.turn(state, None, beavers=0, logs=1)
        game.apply(state, creek.at(state, "log", -25.0))
        state.current, state.phase = 0, ROLL
    events = creek.roll_to(game, state, (2, 2), how)
    assert state.handicap == how and events[0].handicap == how
    assert state.combo_due == (how == 4)


def test_face_five_is_rerolled_while_the_dam_has_no_log(game, creek) -> None:
    state = creek.set_up(game, 2)
    for seed in range(200):
        trial = state.copy(rng=__import__("random").Random(seed))
        events = game.apply(trial, Roll())
        if events[0].rerolls:
            assert trial.handicap != 5
            return
    raise AssertionError("no seed rolled a 5 first")


def test_the_die_is_limited_by_the_beavers_and_logs_there_are(game, creek) -> None:
    state = creek.set_up(game, 2)
    state.supply.remove("beaver", 27)
    state.stocks[0].remove("log", 6)
    state.stocks[0].remove("small_log", 5)
    creek.roll_to(game, state, (3, 2), 6)
    assert (state.beavers_due, state.logs_due) == (1, 1)
