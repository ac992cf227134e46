"""Die 2 in the hand: the digital analogue of each handicap, all noise from the state's RNG."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.events import Placed, Refused

from tabletop_core.game import IllegalAction


@pytest.fixture
def dam(game, creek):
    """Beavers at x = -50, 0, 50 and a large log (id 3, the last log) across the first two."""
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    state.logs_due = 2
    return state


def _released_x(game, creek, state, seed: int) -> float:
    trial = state.copy(rng=random.Random(seed))
    events = game.apply(trial, creek.at(trial, "beaver", 100.0))
    return next(e for e in events if isinstance(e, Placed | Refused) and hasattr(e, "x")).x


def test_face_1_the_hand_trembles_by_the_seed(game, creek, dam) -> None:
    creek.turn(dam, 1)
    first, again, other = (_released_x(game, creek, dam, s) for s in (1, 1, 2))
    assert first == again and first != other and first != 100.0


def test_face_2_the_scissor_grip_swings_and_hardly_turns(game, creek, dam) -> None:
    creek.turn(dam, 2)
    with pytest.raises(IllegalAction, match="at most 10°"):
        game.apply(dam, creek.at(dam, "small_log", 50.0, angle=15.0))
    game.apply(dam, creek.at(dam, "beaver", 100.0))
    added = [op for op in dam.world_log if op[0] == "add"][-1]
    assert added[6] != 0.0 and added[8] != 0.0  # let go while swinging: moving and turning


def test_face_3_the_mirrored_hand_moves_the_other_way(game, creek, dam) -> None:
    creek.turn(dam, 3)
    y = creek.at(dam, "beaver", -100.0).y
    events = game.apply(dam, Place("beaver", 100.0, y, 0.0))
    assert isinstance(events[0], Placed)
    assert abs(dam.pieces[events[0].ids[0]].x + 100.0) < 3.0


def test_face_4_one_beaver_and_log_go_together(game, creek, dam) -> None:
    creek.turn(dam, 4, beavers=2, logs=2)
    assert {a.piece for a in game.legal_actions(dam)} == {"beaver+log", "beaver+small_log"}
    with pytest.raises(IllegalAction, match="cannot place a beaver"):
        game.apply(dam, creek.at(dam, "beaver", 100.0))
    events = game.apply(dam, creek.at(dam, "beaver+log", 100.0))
    beaver, log = events[0].ids
    assert dam.pieces[beaver].kind == "beaver" and dam.pieces[log].kind == "log"
    assert dam.pieces[log].y > dam.pieces[beaver].y + 14.0
    assert (dam.beavers_due, dam.logs_due, dam.combo_due) == (1, 1, False)
    assert {a.piece for a in game.legal_actions(dam)} >= {"beaver", "log"}


def test_face_5_a_log_must_touch_the_last_log(game, creek, dam) -> None:
    creek.turn(dam, 5)
    apart = game.apply(dam.copy(), creek.at(dam, "small_log", 50.0))
    assert isinstance(apart[0], Refused) and "last log" in apart[0].reason
    touching = game.apply(dam, creek.at(dam, "log", 30.0, angle=-16.0))
    assert isinstance(touching[0], Placed) and dam.last_log == touching[0].ids[0]


def test_face_6_a_log_may_touch_beavers_only(game, creek, dam) -> None:
    creek.turn(dam, 6)
    touching = game.apply(dam.copy(), creek.at(dam, "log", 30.0, angle=-16.0))
    assert isinstance(touching[0], Refused) and "beavers only" in touching[0].reason
    apart = game.apply(dam, creek.at(dam, "small_log", 50.0))
    assert isinstance(apart[0], Placed)
