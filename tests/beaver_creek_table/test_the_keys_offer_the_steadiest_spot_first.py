"""The keyboard's spots come likeliest-to-hold first: a log picked up by its key is held
over a spot where it lies level and stays, and ↑ walks on through the spots that hold before
any where something falls (no steep log that tips off at once among the first). Real key
events on the headless window; each spot visited is let go on a rebuilt dam to check."""

from __future__ import annotations

import math

import pytest
from tabletop_beaver_creek import placing, preview, trial
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE, CreekState

from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
GAME = BeaverCreek()
key = load_arcade().key


def _let_go(state: CreekState, kind: str, x: float) -> None:
    y = placing.drop_height(placing.still(state), kind, x, 0.0)
    events = GAME.apply(state, Place(kind, x, y + 0.001, 0.0))
    assert type(events[0]).__name__ == "Placed", events


def _turn(state: CreekState, beavers: int, logs: int) -> None:
    state.current, state.phase, state.handicap = 0, PLACE, None
    state.beavers_due, state.logs_due, state.beaver_logs = beavers, logs, set()


def _uneven_dam() -> CreekState:
    """Beavers on box spaces 2–4 (x = -50, 0, 50), a log across the first two and a beaver on
    it: heads at two heights, so some offered logs lie steep or overhang and tip off."""
    state = GAME.new_state(2, 1, {"first_player": 0})
    _let_go(state, "beaver", -50.0)
    _let_go(state, "beaver", 0.0)
    _turn(state, 2, 1)
    _let_go(state, "beaver", 50.0)
    _let_go(state, "log", -25.0)
    _turn(state, 1, 0)
    _let_go(state, "beaver", -20.0)
    _turn(state, 0, 2)
    return state


def test_up_walks_the_spots_that_hold_before_those_that_fall(
    creek_shell, creek_registry, driver
) -> None:
    state = _uneven_dam()
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    bots = {1: creek_registry.make_bot("beaver_creek", "easy")}
    match = Match(GAME, seats, 1, {"first_player": 0}, bots=bots, autosave=False)
    match.state = state
    host = creek_shell.start_match(match)
    table = host.table
    driver.draw()
    spots = len(preview.suggested_holds(table.seat.view, "log"))
    assert spots >= 4
    driver.key(key.L)
    assert table.controller.hand.held == "log"
    base = trial.baseline(table.seat.view)
    visited = []
    for _ in range(spots):
        driver.draw()
        aim = table.controller.hand.aim
        assert aim.problem is None
        outcome = trial.try_place(
            table.seat.view, base, "log", aim.x, round(aim.y, 3), math.radians(aim.angle)
        )
        visited.append((round(aim.x, 1), outcome.fell, outcome.lean))
        driver.key(key.UP)
    falls = [fell > 0 for _x, fell, _lean in visited]
    assert not falls[0] and visited[0][2] < 0.1, visited  # first: a level log that stays
    assert falls == sorted(falls), f"a spot that falls comes before one that holds: {visited}"
    assert len({x for x, _fell, _lean in visited}) == spots, "every spot once"
