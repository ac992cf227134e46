"""The placement rules, judged from the physics world after the piece settles."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.events import Accident, Placed, Refused, TurnEnded
from tabletop_beaver_creek.state import DISCARD

from tabletop_core.game import IllegalAction


@pytest.fixture
def dam(game, creek):
    """Beavers on spaces 1, 2, 3 (x = -50, 0, 50) and a large log across the first two."""
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, None, beavers=3, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[0], Placed)
    state.logs_due = 2
    return state


def test_a_log_lies_on_beavers(dam) -> None:
    log = dam.pieces[3]
    assert log.kind == "log" and abs(log.angle) < 0.01 and abs(log.y - 92.9) < 0.3


def test_a_log_on_logs_alone_is_taken_back(game, creek, dam) -> None:
    stock = dam.stocks[0].total()
    events = game.apply(dam, creek.at(dam, "log", -25.0))
    assert isinstance(events[0], Refused) and "at least one beaver" in events[0].reason
    assert dam.stocks[0].total() == stock and len(dam.pieces) == 4 and dam.refusals == 1


def test_a_log_needs_a_free_beaver_and_cannot_place_ends_the_turn(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2))
    creek.turn(state, None, beavers=0, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[-1], TurnEnded) and events[-1].reason == "nothing more can be placed"
    assert state.current == 1
    creek.turn(state, None, beavers=0, logs=1)
    with pytest.raises(IllegalAction, match="cannot place a log"):
        game.apply(state, creek.at(state, "log", -25.0))


def test_a_log_touching_the_table_is_an_accident(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "log", -160.0))
    accident = next(e for e in events if isinstance(e, Accident))
    assert accident.discarded == (4,) and dam.discard_pile["log"] == 1 and dam.phase == DISCARD


def test_a_beaver_never_stands_directly_on_a_beaver(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "beaver", 50.0))
    assert isinstance(events[0], Refused) and "another beaver" in events[0].reason
    assert dam.supply["beaver"] == 27


def test_a_beaver_may_stand_on_a_log_resting_on_beavers(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "beaver", -40.0))
    assert isinstance(events[0], Placed) and dam.beaver_logs == {3}


def test_one_beaver_per_log_in_a_turn(game, creek, dam) -> None:
    game.apply(dam, creek.at(dam, "beaver", -40.0))
    events = game.apply(dam, creek.at(dam, "beaver", -5.0))
    assert isinstance(events[0], Refused) and "one beaver per log" in events[0].reason


def test_beavers_stand_upright_and_logs_lie(game, dam) -> None:
    with pytest.raises(IllegalAction, match="standing"):
        game.apply(dam, Place("beaver", 100.0, 75.0, 20.0))
    with pytest.raises(IllegalAction, match="laid"):
        game.apply(dam, Place("log", -25.0, 140.0, 80.0))


def test_a_spot_inside_another_piece_is_refused_and_nothing_changes(game, dam) -> None:
    before = game.fingerprint(dam)
    with pytest.raises(IllegalAction, match="taken"):
        game.apply(dam, Place("log", -25.0, 92.0, 0.0))
    with pytest.raises(IllegalAction, match="unknown piece"):
        game.apply(dam, Place("otter", 0.0, 200.0, 0.0))
    with pytest.raises(IllegalAction, match="reach"):
        game.apply(dam, Place("beaver", 900.0, 200.0, 0.0))
    assert game.fingerprint(dam) == before


def test_three_refusals_end_the_turn(game, creek, dam) -> None:
    events = []
    for _ in range(3):
        events = game.apply(dam, creek.at(dam, "log", -25.0))
    assert isinstance(events[-1], TurnEnded) and dam.current == 1


def test_when_everything_is_placed_the_turn_passes(game, creek, dam) -> None:
    dam.beavers_due, dam.logs_due = 1, 0
    events = game.apply(dam, creek.at(dam, "beaver", 100.0))
    assert isinstance(events[-1], TurnEnded) and dam.current == 1 and dam.phase == "roll"


def test_legal_spots_are_all_accepted_statically(game, dam) -> None:
    spots = game.legal_actions(dam)
    kinds = {a.piece for a in spots}
    assert kinds == {"beaver", "log", "small_log"}
    for action in spots:
        game.apply(dam.copy(), action)  # never IllegalAction
