"""The table's read-only helpers, without a window: the replayed settle frames end exactly where
the rules left the dam, and the aim a hand would let go at is a spot the rules accept."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek import placing, preview
from tabletop_beaver_creek.actions import Place, Roll
from tabletop_beaver_creek.events import Accident
from tabletop_beaver_creek.handicaps import world_x
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE, SETUP

GAME = BeaverCreek()


def test_the_last_replayed_frame_is_the_settled_dam_bit_for_bit_accidents_included():
    state = GAME.new_state(3, 6)  # 33 placements, 12 with an accident
    rng = random.Random(5)
    replay = preview.WorldReplay()
    clips = accidents = 0
    while GAME.to_act(state) is not None:
        since = len(state.world_log)
        events = GAME.apply(state, GAME.random_action(state, rng))
        view = GAME.view(state, 0)
        if len(view.world_log) == since:
            continue
        clip = replay.advance(view.world_log, since=since)
        assert clip.frames, "a placement always steps the world"
        last = clip.frames[-1]
        assert last == {k: (p.x, p.y, p.angle) for k, p in view.pieces.items()}
        clips += 1
        accidents += any(isinstance(e, Accident) for e in events)
    assert clips > 10 and accidents > 0


def test_a_replay_that_no_longer_follows_the_log_is_rebuilt_from_it():
    state = GAME.new_state(2, 3)
    rng = random.Random(1)
    logs = []
    while GAME.to_act(state) is not None and len(logs) < 12:
        GAME.apply(state, GAME.random_action(state, rng))
        logs.append(list(state.world_log))
    replay = preview.WorldReplay()
    replay.advance(logs[-1])
    # as after an undo: ask for the clip of an earlier action
    clip = replay.advance(logs[5], since=len(logs[4]))
    other = GAME.new_state(2, 3)
    rng = random.Random(1)
    for _ in range(6):
        GAME.apply(other, GAME.random_action(other, rng))
    expected = {k: (p.x, p.y, p.angle) for k, p in other.pieces.items()}
    if clip.frames:
        assert clip.frames[-1] == expected
    assert replay.length == len(logs[5])


def test_the_aim_is_a_spot_the_rules_take_and_lies_on_what_is_below():
    state = GAME.new_state(2, 8)
    assert state.phase == SETUP
    spots = preview.suggested_spots(state, "beaver")
    assert spots
    aim = preview.aim(state, "beaver", spots[0], 0.0)
    assert aim.problem is None
    events = GAME.apply(state, Place("beaver", aim.hand_x, round(aim.y, 3), aim.angle))
    assert type(events[0]).__name__ == "Placed"

    inside = preview.aim(state, "beaver", state.pieces[0].x, 0.0)
    assert inside.y > state.pieces[0].y  # lowered onto the beaver, not into it


def _placing_with(handicap: int):
    """A real two-player game just after the roll that gave die 2 this face."""
    for seed in range(200):
        state = GAME.new_state(2, seed)
        while state.phase == SETUP:
            aim = preview.aim(state, "beaver", preview.suggested_spots(state, "beaver")[0], 0.0)
            GAME.apply(state, Place("beaver", aim.hand_x, round(aim.y, 3), 0.0))
        GAME.apply(state, Roll())
        if state.phase == PLACE and state.handicap == handicap:
            return state
    raise AssertionError(f"no roll of face {handicap}")


def test_the_mirrored_hand_moves_the_piece_the_other_way():
    state = _placing_with(3)
    aim = preview.aim(state, "log", 40.0, 0.0)
    assert aim.x == world_x(3, 40.0) == -40.0
    spots = preview.suggested_spots(state, "log")  # the offered spots the rules would take
    assert spots and set(spots) <= {round(-x, 3) for x, _a in placing.aims(state, "log")}
    assert all(preview.aim(state, "log", x, 0.0).x == -x for x in spots)


def test_the_scissor_grip_turns_at_most_ten_degrees():
    state = _placing_with(2)
    assert preview.turn_limit(state, "log") == pytest.approx(10.0)
    assert preview.turn_limit(state, "beaver") == pytest.approx(10.0)
    too_steep = preview.aim(state, "log", 0.0, 30.0)
    assert too_steep.problem is not None and "10°" in too_steep.problem
