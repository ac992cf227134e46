"""Die 2 in the hand: the digital analogue of each handicap, all noise from the state's RNG."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek import judge
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


def test_face_4_a_log_with_a_beaver_standing_on_it_goes_as_one_piece(game, creek, dam) -> None:
    creek.turn(dam, 4, beavers=2, logs=2)
    assert {a.piece for a in game.legal_actions(dam)} == {"beaver+log", "beaver+small_log"}
    with pytest.raises(IllegalAction, match="cannot place a beaver"):
        game.apply(dam, creek.at(dam, "beaver", 100.0))
    events = game.apply(dam, creek.at(dam, "beaver+small_log", 50.0))
    log, beaver = events[0].ids
    assert dam.pieces[log].kind == "small_log" and dam.pieces[beaver].kind == "beaver"
    assert judge.supports(dam.pieces, dam.contacts, log) == {2}  # the log lies on a beaver
    assert judge.supports(dam.pieces, dam.contacts, beaver) == {log}  # the beaver stands on it
    assert dam.pieces[beaver].y > dam.pieces[log].y + 14.0
    assert (dam.beavers_due, dam.logs_due, dam.combo_due) == (1, 1, False)
    assert {a.piece for a in game.legal_actions(dam)} >= {"beaver", "log"}


def test_face_4_the_log_of_the_pair_must_come_down_on_a_beaver(game, creek, dam) -> None:
    creek.turn(dam, 4, beavers=2, logs=2)
    with pytest.raises(IllegalAction, match="at least one beaver"):
        game.apply(dam, creek.at(dam, "beaver+log", 100.0))  # a free box space, no beaver


def test_face_5_a_log_must_rest_on_the_last_log(game, creek, dam) -> None:
    creek.turn(dam, 5)
    before = game.fingerprint(dam)
    with pytest.raises(IllegalAction, match="rest on the last log"):
        game.apply(dam, creek.at(dam, "small_log", 50.0))
    assert game.fingerprint(dam) == before
    resting = game.apply(dam, creek.at(dam, "log", 30.0, angle=-16.0))
    assert isinstance(resting[0], Placed) and dam.last_log == resting[0].ids[0]
    assert 3 in judge.supports(dam.pieces, dam.contacts, resting[0].ids[0])


def test_face_5_touching_the_last_log_from_the_side_is_not_resting_on_it(game, creek, dam) -> None:
    """A small log on the beaver at x = 50 whose left end meets the end of the last log (x = 15)
    at the same height touches it, but does not rest on it."""
    creek.turn(dam, 5)
    with pytest.raises(IllegalAction, match="rest on the last log"):
        game.apply(dam, creek.at(dam, "small_log", 43.2))
    creek.turn(dam, None)  # no face 5: the same spot is fine, and the logs do touch
    events = game.apply(dam, creek.at(dam, "small_log", 43.2))
    key = events[0].ids[0]
    assert 3 in judge.touching(dam.contacts, key)
    assert 3 not in judge.supports(dam.pieces, dam.contacts, key)
    fault = judge.placement_fault(
        dam.pieces,
        dam.contacts,
        (key,),
        spaces_free=(),
        beaver_logs=(),
        last_log=3,
        only_beavers=False,
    )
    assert fault == judge.OFF_THE_LAST_LOG


def test_face_5_offers_spots_across_a_beaver_and_the_last_log(game, creek, dam) -> None:
    creek.turn(dam, 5)
    logs = [a for a in game.legal_actions(dam) if a.piece != "beaver"]
    assert logs and all(a.angle != 0.0 for a in logs)
    for action in logs:
        events = game.apply(dam.copy(), action)
        assert not isinstance(events[0], Refused)


def test_face_6_a_log_may_touch_beavers_only(game, creek, dam) -> None:
    creek.turn(dam, 6)
    with pytest.raises(IllegalAction, match="beavers only"):
        game.apply(dam, creek.at(dam, "log", 30.0, angle=-16.0))
    apart = game.apply(dam, creek.at(dam, "small_log", 50.0))
    assert isinstance(apart[0], Placed)


def test_the_ghost_says_before_letting_go_what_face_5_refuses(game, creek, dam) -> None:
    from tabletop_beaver_creek import preview

    creek.turn(dam, 5)
    apart = preview.aim(dam, "small_log", 50.0, 0.0)
    assert apart.problem is not None and "rest on the last log" in apart.problem
    offered = preview.suggested_aims(dam, "log")
    assert offered
    for hand_x, degrees in offered:
        assert preview.aim(dam, "log", hand_x, degrees).problem is None
