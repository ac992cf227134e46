"""Accidents and their penalty, the last-log rule, both endings and the winner."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.actions import Discard, Keep
from tabletop_beaver_creek.events import Accident, GameEnded, LogTakenBack
from tabletop_beaver_creek.state import DISCARD, OVER, ROLL

from tabletop_core.game import IllegalAction, play_random


def _dam(game, creek, players: int):
    state = creek.set_up(game, players, (1, 2, 3))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    state.logs_due = 2
    return state


def test_an_accident_stops_the_move_and_the_others_may_discard(game, creek) -> None:
    state = _dam(game, creek, 3)
    state.stocks[2].remove("log", 6)
    state.stocks[2].remove("small_log", 3)  # seat 2 holds its last log: it is not asked
    events = game.apply(state, creek.at(state, "log", creek.tips_off))
    assert any(isinstance(e, Accident) for e in events)
    assert state.phase == DISCARD and state.discard_queue == [1] and game.to_act(state) == 1
    assert game.legal_actions(state) == [Keep(), Discard("log"), Discard("small_log")]
    game.apply(state, Discard("small_log"))
    assert state.stocks[1]["small_log"] == 3 and state.discard_pile["small_log"] == 1
    assert state.phase == ROLL and state.current == 1 and state.accidents == 1


def test_the_last_log_cannot_be_discarded(game, creek) -> None:
    state = _dam(game, creek, 2)
    game.apply(state, creek.at(state, "log", creek.tips_off))
    state.stocks[1] = type(state.stocks[1])(log=1)
    with pytest.raises(IllegalAction, match="last log"):
        game.apply(state, Discard("log"))
    game.apply(state, Keep())
    assert state.stocks[1]["log"] == 1


def test_pieces_that_fell_onto_the_dam_stay_and_those_on_the_table_go() -> None:
    from tabletop_beaver_creek.rules import BeaverCreek

    game = BeaverCreek()
    for seed in range(20):
        state = game.new_state(3, seed)
        import random

        rng = random.Random(seed)
        while game.to_act(state) is not None:
            events = game.apply(state, game.random_action(state, rng))
            for accident in (e for e in events if isinstance(e, Accident)):
                stayed = set(accident.fallen) - set(accident.discarded)
                assert not set(accident.discarded) & set(state.pieces)
                if stayed:
                    assert stayed <= set(state.pieces)
                    return
    raise AssertionError("no accident left fallen pieces on the dam in 20 games")


def test_placing_the_last_log_without_accident_wins(game, creek) -> None:
    state = _dam(game, creek, 2)
    state.stocks[0] = type(state.stocks[0])(small_log=1)
    events = game.apply(state, creek.at(state, "small_log", 50.0))
    assert isinstance(events[-1], GameEnded) and events[-1].winners == (0,)
    assert state.phase == OVER and game.result(state).winners == (0,)


def test_after_an_accident_with_the_last_log_a_new_one_comes_back(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2, 3, 4))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    state.stocks[0] = type(state.stocks[0])(log=1)
    accident = game.apply(state, creek.at(state, "log", creek.to_the_table))[0]
    assert isinstance(accident, Accident) and accident.discarded  # the log is on the table
    events = game.apply(state, Keep())
    taken = next(e for e in events if isinstance(e, LogTakenBack))
    assert taken.from_dam is None and state.stocks[0]["log"] == 1 and state.phase == ROLL


def test_with_no_log_on_the_table_the_new_one_comes_from_the_dam(game, creek) -> None:
    state = _dam(game, creek, 2)
    state.stocks[0] = type(state.stocks[0])(log=1)
    accident = game.apply(state, creek.at(state, "log", creek.tips_off))[0]
    assert isinstance(accident, Accident) and not accident.discarded  # it lies on the box
    events = game.apply(state, Keep())
    taken = next(e for e in events if isinstance(e, LogTakenBack))
    assert taken.from_dam is not None and state.stocks[0]["log"] == 1


def test_with_an_empty_discard_pile_the_easiest_log_leaves_the_dam(game, creek) -> None:
    state = _dam(game, creek, 2)
    state.stocks[0] = type(state.stocks[0])()
    taken = game._new_log(state, 0)
    assert taken.from_dam == 3 and 3 not in state.pieces and state.stocks[0]["log"] == 1


def test_no_beavers_left_the_fewest_logs_win_and_ties_share(game, creek) -> None:
    state = _dam(game, creek, 3)
    state.supply = type(state.supply)(beaver=1)
    state.stocks[2].remove("log", 2)  # seat 0 holds 9 after its log, seat 2 now 8
    events = game.apply(state, creek.at(state, "beaver", 100.0))
    assert isinstance(events[-1], GameEnded) and events[-1].winners == (2,)
    tie = _dam(game, creek, 3)
    tie.supply = type(tie.supply)(beaver=1)
    tie.stocks[1].remove("log", 2)
    tie.stocks[2].remove("small_log", 2)
    game.apply(tie, creek.at(tie, "beaver", 100.0))
    assert game.result(tie).winners == (1, 2)
    sheet = game.result(tie).breakdown[1]
    assert sheet["logs still in hand (taken off)"] == 8
    assert sheet["logs at the start"] - 8 == game.result(tie).scores[1]


@pytest.mark.slow  # whole games with physics at every player count
def test_random_games_end_at_every_player_count(game) -> None:
    for players in (2, 4):
        state, _ = play_random(game, players, seed=players)
        assert game.result(state) is not None and state.phase == OVER
