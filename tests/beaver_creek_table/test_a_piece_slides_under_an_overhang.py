"""A log sticking out over a gap does not stop a piece going in under it: carried with the mouse
below the overhang, the piece is drawn at the pointer, its ghost comes down on the beaver below
(not on top of the overhanging log), and letting go there places it there. The keyboard's jumps
between offered spots reach that spot too, and so do the rules' offered moves (what bots and the
terminal choose from). Real mouse and key events on the headless window; the dam is built by the
rules' own placements."""

from __future__ import annotations

import math

import pytest
from tabletop_beaver_creek import judge, placing, preview
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.pieces import HALF_HEIGHT, LOG_THICKNESS
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.spots import place_name
from tabletop_beaver_creek.state import PLACE, CreekState

from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
GAME = BeaverCreek()
UNDER = 110.0
"""World height of the pointer: above the free beaver's head (88), below the overhang (126)."""


def _let_go(state: CreekState, kind: str, x: float) -> None:
    y = placing.drop_height(placing.still(state), kind, x, 0.0)
    events = GAME.apply(state, Place(kind, x, y + 0.001, 0.0))
    assert type(events[0]).__name__ == "Placed", events


def _turn(state: CreekState, beavers: int, logs: int) -> None:
    state.current, state.phase, state.handicap = 0, PLACE, None
    state.beavers_due, state.logs_due, state.beaver_logs = beavers, logs, set()


def _overhang() -> CreekState:
    """Beavers in box spaces 1–3 (x = -100, -50, 0); a log across the first two; two beavers on
    it; the top log across those two, its right end sticking out to x = -20 over the gap before
    the free beaver of space 3."""
    state = GAME.new_state(2, 1, {"first_player": 0})
    _let_go(state, "beaver", -100.0)
    _let_go(state, "beaver", -50.0)
    _turn(state, 1, 0)
    _let_go(state, "beaver", 0.0)
    for kind, x in (("log", -75.0), ("beaver", -45.0), ("beaver", -95.0), ("log", -60.0)):
        _turn(state, 1, 1)
        _let_go(state, kind, x)
    _turn(state, 0, 1)
    return state


def _start(shell, registry, state: CreekState):
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    bots = {1: registry.make_bot("beaver_creek", "easy")}
    match = Match(GAME, seats, 1, {"first_player": 0}, bots=bots, autosave=False)
    match.state = state
    return match, shell.start_match(match)


def _landed_under_the_overhang(match: Match, before: CreekState) -> None:
    view = match.view(0)
    placed = max(view.pieces)
    piece = view.pieces[placed]
    resting = before.pieces[2].y + HALF_HEIGHT["beaver"] + LOG_THICKNESS / 2
    assert placed == 7 and piece.kind == "small_log"
    assert abs(piece.x) < 4.0 and abs(piece.y - resting) < 1.5
    assert 2 in judge.supports(view.pieces, view.contacts, placed)
    assert piece.y + LOG_THICKNESS / 2 < view.pieces[6].y - LOG_THICKNESS / 2, "under the top log"
    assert view.pieces[6].y == pytest.approx(before.pieces[6].y, abs=0.5), "overhang undisturbed"


def test_the_rules_offer_the_spot_under_the_overhang() -> None:
    state = _overhang()
    under = [
        a
        for a in GAME.legal_actions(state)
        if isinstance(a, Place) and a.piece == "small_log" and abs(a.x) < 1.0
    ]
    assert len(under) == 1 and under[0].y < state.pieces[6].y
    assert place_name(state, under[0]) == "Place a small log centred on beaver 3 of row 1"
    events = GAME.apply(state, under[0])
    assert type(events[0]).__name__ == "Placed"
    assert 2 in judge.supports(state.pieces, state.contacts, max(state.pieces))


def test_the_keyboard_jumps_to_the_spot_under_the_overhang_and_places_it(
    creek_shell, creek_registry, driver
) -> None:
    state = _overhang()
    before = state.copy()
    match, host = _start(creek_shell, creek_registry, state)
    driver.draw()
    table = host.table
    key = load_arcade().key
    number = table.seat.tray().index("small_log") + 1
    driver.key(getattr(key, f"KEY_{number}"))
    assert table.controller.hand.held == "small_log"
    for _ in range(12):
        driver.draw()
        if abs(table.controller.hand.aim.x) < 1.0 and table.controller.hand.aim.problem is None:
            break
        driver.key(key.UP)
    else:
        raise AssertionError("the keys never reached the spot under the overhang")
    assert table.controller.hand.aim.y < before.pieces[6].y
    carried = table.scene.live.hand_sprites.carried[0]
    _x, top_of_the_overhang = table.scene.camera.to_screen(0.0, before.pieces[6].y)
    assert carried.center_y < top_of_the_overhang, "carried under the overhang, not above the dam"
    driver.key(key.ENTER)
    _landed_under_the_overhang(match, before)


def test_a_small_log_carried_under_the_overhang_lands_on_the_beaver_below(
    creek_shell, creek_registry, driver
) -> None:
    state = _overhang()
    top = state.pieces[6]
    free = state.pieces[2]
    assert top.kind == "log" and top.x + 40 > -28, "the top log reaches over the new log's span"
    assert preview.aim(state, "small_log", 0.0, 0.0).problem, "from above it lands on the top log"

    before = state.copy()
    match, host = _start(creek_shell, creek_registry, state)
    driver.draw()
    table = host.table
    slot = dict(table.scene.slots)["small_log"]
    start = (slot.center_x, slot.center_y)
    target = table.scene.camera.to_screen(0.0, UNDER)
    driver.hover(*start)
    driver.press(*start)
    driver.drag_to(start, target)
    driver.draw()

    assert table.controller.hand.held == "small_log"
    aim = table.controller.hand.aim
    assert aim.problem is None, aim.problem
    assert abs(aim.x) < 1.0
    resting = free.y + HALF_HEIGHT["beaver"] + LOG_THICKNESS / 2
    assert abs(aim.y - resting) < 1.5, "the ghost lies on the free beaver's head"
    carried = table.scene.live.hand_sprites.carried[0]
    assert math.hypot(carried.center_x - target[0], carried.center_y - target[1]) < 2.0, (
        "the carried piece is drawn at the pointer, under the overhang"
    )

    driver.release(*target)
    _landed_under_the_overhang(match, before)
