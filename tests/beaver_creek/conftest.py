"""Fixtures for the Beaver Creek tests: the game, and a helper that sets up dams and turns."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import pytest
from tabletop_beaver_creek import placing
from tabletop_beaver_creek.actions import Place, Roll
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE, ROLL, CreekState

SPACES = (-100.0, -50.0, 0.0, 50.0, 100.0)
TIPS_OFF = 96.0
"""A level log let go here has only the corner of its left end on the beaver of space 3
(x = 50): it slides off the head and lies on the box, an accident (the log stays there)."""
TIPS_ONTO_THE_BOX = 88.0
"""A level log let go here overhangs the beaver of space 3 far to the right: it tips until its
right end rests on the box, its left end still on the beaver's head. A lean, no accident."""
TO_THE_TABLE = 134.0
"""A log let go here has only its left end on the beaver of space 4 (x = 100): it tips off
the box's edge onto the table."""


@pytest.fixture(scope="session")
def game() -> BeaverCreek:
    return BeaverCreek()


def _set_up(
    game: BeaverCreek, players: int = 2, spaces: tuple[int, ...] = (1, 2), seed: int = 1
) -> CreekState:
    """A fresh game whose first player stood beavers on two box spaces (index 0..4)."""
    state = game.new_state(players, seed)
    for number, space in enumerate(spaces):
        if number == 2:  # more than the set-up's two: stand them as if in a turn
            _turn(state, None, beavers=len(spaces) - 2, logs=0)
        game.apply(state, _at(state, "beaver", SPACES[space]))
    state.current, state.phase, state.turns = 0, ROLL, 0
    return state


def _turn(
    state: CreekState, handicap: int | None = None, beavers: int = 3, logs: int = 2
) -> CreekState:
    """Skip the roll: the current player is to place ``beavers`` and ``logs`` under ``handicap``."""
    state.phase = PLACE
    state.handicap = handicap
    state.beavers_due = beavers
    state.logs_due = logs
    state.combo_due = handicap == 4
    state.turns += 1
    return state


def _at(state: CreekState, kind: str, x: float, angle: float = 0.0) -> Place:
    """The action that lets go of ``kind`` just above the dam at world ``x`` (degrees)."""
    y = placing.drop_height(placing.still(state), kind, x, math.radians(angle))
    hand = -x if state.handicap == 3 and state.phase == PLACE else x
    return Place(kind, hand, y + 0.001, angle)


def _roll_to(game: BeaverCreek, state: CreekState, what: tuple[int, int], how: int) -> list:
    """Roll with an RNG seed that shows those faces (the state's RNG is replaced)."""
    for seed in range(10_000):
        trial = state.copy(rng=random.Random(seed))
        game.apply(trial, Roll())
        if trial.dice.values == [what, how]:
            state.rng = random.Random(seed)
            return game.apply(state, Roll())
    raise AssertionError(f"no seed rolls {what}, {how}")


@pytest.fixture
def creek() -> SimpleNamespace:
    return SimpleNamespace(
        set_up=_set_up,
        turn=_turn,
        at=_at,
        roll_to=_roll_to,
        tips_off=TIPS_OFF,
        tips_onto_the_box=TIPS_ONTO_THE_BOX,
        to_the_table=TO_THE_TABLE,
    )
