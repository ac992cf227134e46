"""The placement rules: what can be judged while the piece is held is refused before it is
let go (nothing changes); what only the settling shows is judged from the physics world."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.events import Accident, Placed, Refused, TurnEnded
from tabletop_beaver_creek.state import DISCARD, MAX_REFUSALS, PLACE

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


def test_a_log_on_logs_alone_is_refused_before_it_is_let_go(game, creek, dam) -> None:
    before = game.fingerprint(dam)
    with pytest.raises(IllegalAction, match="at least one beaver"):
        game.apply(dam, creek.at(dam, "log", -25.0))
    assert game.fingerprint(dam) == before


def test_a_log_needs_a_free_beaver_and_cannot_place_ends_the_turn(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2))
    creek.turn(state, None, beavers=0, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[-1], TurnEnded) and events[-1].reason == "nothing more can be placed"
    assert state.current == 1
    creek.turn(state, None, beavers=0, logs=1)
    with pytest.raises(IllegalAction, match="cannot place a log"):
        game.apply(state, creek.at(state, "log", -25.0))


def test_a_log_let_go_over_the_table_is_refused(game, creek, dam) -> None:
    with pytest.raises(IllegalAction, match="at least one beaver|table"):
        game.apply(dam, creek.at(dam, "log", -200.0))


def test_a_log_tipping_off_onto_the_table_is_an_accident(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2, 3, 4))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    events = game.apply(state, creek.at(state, "log", creek.to_the_table))
    accident = next(e for e in events if isinstance(e, Accident))
    assert accident.discarded == (5,) and state.discard_pile["log"] == 1
    assert state.phase == DISCARD


def test_a_beaver_never_stands_directly_on_a_beaver(game, creek, dam) -> None:
    with pytest.raises(IllegalAction, match="another beaver"):
        game.apply(dam, creek.at(dam, "beaver", 50.0))
    assert dam.supply["beaver"] == 27


def test_a_beaver_may_stand_on_a_log_resting_on_beavers(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "beaver", -40.0))
    assert isinstance(events[0], Placed) and dam.beaver_logs == {3}


def test_one_beaver_per_log_in_a_turn(game, creek, dam) -> None:
    game.apply(dam, creek.at(dam, "beaver", -40.0))
    with pytest.raises(IllegalAction, match="one beaver per log"):
        game.apply(dam, creek.at(dam, "beaver", -5.0))


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


def _trembled_off_the_space(game, creek, dam):
    """Face 1: a beaver aimed at the very edge of space 0 (x = -81, the space ends at -80);
    a seed whose trembling hand lets it go beyond the edge (judged only after it settles)."""
    creek.turn(dam, 1, beavers=3, logs=2)
    action = creek.at(dam, "beaver", -81.0)
    for seed in range(200):
        trial = dam.copy(rng=random.Random(seed))
        if isinstance(game.apply(trial, action)[0], Refused):
            dam.rng = random.Random(seed)
            return action
    raise AssertionError("no seed trembles the beaver off the space")


def test_a_piece_that_settles_against_the_rules_is_taken_back_and_the_turn_goes_on(
    game, creek, dam
) -> None:
    action = _trembled_off_the_space(game, creek, dam)
    pieces = len(dam.pieces)
    events = game.apply(dam, action)
    assert isinstance(events[0], Refused) and "five spaces" in events[0].reason
    assert len(events) == 1 and dam.phase == PLACE and dam.current == 0
    assert len(dam.pieces) == pieces and dam.supply["beaver"] == 27 and dam.beavers_due == 3


def test_only_the_documented_limit_of_take_backs_ends_a_turn(game, creek, dam) -> None:
    action = _trembled_off_the_space(game, creek, dam)
    dam.refusals = MAX_REFUSALS - 2
    assert not any(isinstance(e, TurnEnded) for e in game.apply(dam.copy(), action))
    dam.refusals = MAX_REFUSALS - 1
    events = game.apply(dam, action)
    assert isinstance(events[-1], TurnEnded) and dam.current == 1
    assert "five placements" in events[-1].reason


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


def test_a_beaver_with_half_its_head_free_still_carries_a_log(game, creek) -> None:
    """A log whose end covers half of a beaver's head leaves the other half for the end of
    another log: the beaver is still free; a log across the whole head takes it."""
    from tabletop_beaver_creek import judge, placing

    state = creek.set_up(game, 2, (1, 2))  # beavers at x = -50 and 0
    creek.turn(state, None, beavers=0, logs=2)
    game.apply(state, creek.at(state, "log", -40.5))  # over all of -50, the left half of 0
    assert judge.free_beavers(state.pieces, state.contacts) == [1]
    assert judge.head_room(state.pieces, state.contacts, 0) == []
    assert "log" in placing.placeable(state)
    assert any(x > 0.0 for x, _angle in placing.aims(state, "log"))  # reaching away from it
