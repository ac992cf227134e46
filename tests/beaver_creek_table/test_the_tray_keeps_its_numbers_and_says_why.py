"""The table's words a family relies on mid-turn, through real key and mouse events: a number
takes the same piece all turn long; a piece the dice still ask for that cannot be placed says
why; the log names the piece let go of and the pieces that fell in an accident; the score sheet
shows counts, never "logs left −1"; the solo end screen gives the rulebook's verdict."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek import placing
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE, ROLL, CreekState

from tabletop_core.keys import plain
from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
GAME = BeaverCreek()
key = load_arcade().key
SPACES = (-100.0, -50.0, 0.0, 50.0, 100.0)


def _let_go(state: CreekState, kind: str, x: float) -> None:
    y = placing.drop_height(placing.still(state), kind, x, 0.0)
    events = GAME.apply(state, Place(kind, x, y + 0.001, 0.0))
    assert type(events[0]).__name__ == "Placed", events


def _turn(state: CreekState, beavers: int, logs: int) -> CreekState:
    state.current, state.phase, state.handicap = 0, PLACE, None
    state.beavers_due, state.logs_due, state.beaver_logs = beavers, logs, set()
    return state


def _dam(players: int, spaces: tuple[int, ...]) -> CreekState:
    """Ana to act, with beavers standing on those box spaces."""
    state = GAME.new_state(players, 1, {"first_player": 0})
    for number, space in enumerate(spaces):
        if number >= 2:
            _turn(state, 1, 0)
        _let_go(state, "beaver", SPACES[space])
    state.phase = ROLL
    return state


def _start(shell, registry, state: CreekState):
    if state.players == 1:
        seats, bots = [SeatSpec.human("Ana")], {}
    else:
        seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
        bots = {1: registry.make_bot("beaver_creek", "easy")}
    match = Match(GAME, seats, 1, {"first_player": 0}, bots=bots, autosave=False)
    match.state = state
    host = shell.start_match(match)
    return match, host


def _texts(canvas) -> list[str]:
    return [label.text for label in canvas.texts if label.visible and label.text]


def test_a_number_takes_the_same_piece_all_turn(creek_shell, creek_registry, driver) -> None:
    """One beaver and two logs to place: after the beaver, [2] still takes a log (it took the
    small log when the tray closed ranks)."""
    state = _turn(_dam(2, (1, 2)), beavers=1, logs=2)
    match, host = _start(creek_shell, creek_registry, state)
    table = host.table
    driver.draw()
    driver.key(key.KEY_1)
    assert table.controller.hand.held == "beaver"
    driver.draw()
    driver.key(key.ENTER)
    assert match.state.beavers_due == 0 and table.controller.hand.held is None
    driver.draw()
    driver.key(key.KEY_2)
    assert table.controller.hand.held == "log"
    driver.key(key.BACKSPACE)
    driver.draw()
    words = _texts(table.scene.base)  # the beaver's slot is gone; the logs keep their numbers
    assert "2 · Log" in words and "3 · Small log" in words
    assert not any(word.startswith("1 ·") for word in words), words


def test_a_beaver_due_that_cannot_be_placed_says_why(creek_shell, creek_registry, driver) -> None:
    """Every box space taken and no log to stand on: beside "Still to place: 3 beavers" the
    prompt bar says why none can go, and so does pressing the beaver's number."""
    state = _turn(_dam(2, (0, 1, 2, 3, 4)), beavers=3, logs=1)
    state.handicap = 6  # logs touch only beavers: a steady hand, and the dice's words shown
    match, host = _start(creek_shell, creek_registry, state)
    table = host.table
    driver.draw()
    assert "beaver" not in table.seat.placeable() and match.state.beavers_due == 3
    assert "Still to place: 3 beavers, 1 log" in _texts(table.scene.base)
    assert plain(table.controller.prompt()[0]).startswith(
        "No beaver can go now: no free space or log for it."
    )
    assert "No beaver can go now" in plain(host.prompt_text())
    driver.key(key.KEY_1)
    assert table.controller.hand.held is None
    assert "You cannot place a beaver now: no free space or log for it." in host._hint


def test_the_log_names_what_was_let_go_of_and_what_fell(
    creek_shell, creek_registry, driver
) -> None:
    """A log let go with only the corner of its end on the beaver of space 3 slides off onto the
    box: the log line says a log was let go of, and that one log fell."""
    state = _dam(2, (1, 2, 3))
    _turn(state, 3, 2)
    _let_go(state, "log", -25.0)
    match, host = _start(creek_shell, creek_registry, state)
    table = host.table
    driver.draw()
    driver.key(key.KEY_2)
    assert table.controller.hand.held == "log"
    slot = dict(table.scene.slots)["log"]
    sx, sy = table.scene.camera.to_screen(96.0, 200.0)
    driver.drag((slot.center_x, slot.center_y), (sx, sy))
    assert match.state.accidents == 1
    line = next(t for t in match.log_lines(0) if "Accident" in t)
    assert line == "Accident as Ana let go of a log: 1 log fell (0 to the table); the move stops"


def test_the_score_sheet_counts_the_logs_still_in_hand(creek_shell, creek_registry, driver) -> None:
    """The last beaver of the supply ends the game: the end screen's sheet shows the logs dealt
    and the logs still in hand as counts, with no minus sign in front of any."""
    state = _turn(_dam(2, (1, 2)), beavers=1, logs=0)
    state.supply = type(state.supply)(beaver=1)
    match, host = _start(creek_shell, creek_registry, state)
    driver.draw()
    driver.key(key.KEY_1)
    driver.draw()
    driver.key(key.ENTER)
    assert match.is_over
    for _ in range(200):
        if host.overlay == "end":
            break
        driver.update()
    driver.draw()
    words = _texts(host.overlay_canvas)
    assert "logs still in hand (taken off)" in words and "12" in words
    assert not any(word.startswith(("−", "-")) for word in words), words


def test_the_solo_end_screen_gives_the_verdict(creek_shell, creek_registry, driver) -> None:
    """Alone, the structure falls (a log balanced on one beaver, with a beaver on it, tips off
    the box with both when a beaver is stood on its far end): the end screen says how many
    logs and the rulebook's verdict."""
    state = _dam(1, (0, 2))
    _turn(state, 3, 2)
    _let_go(state, "log", -100.0)
    _let_go(state, "beaver", -90.0)
    _turn(state, 3, 2)
    match, host = _start(creek_shell, creek_registry, state)
    table = host.table
    driver.draw()
    driver.key(key.KEY_1)
    slot = dict(table.scene.slots)["beaver"]
    sx, sy = table.scene.camera.to_screen(-138.0, 200.0)
    driver.key(key.BACKSPACE)
    driver.drag((slot.center_x, slot.center_y), (sx, sy))
    assert match.is_over
    for _ in range(3000):
        if host.overlay == "end":
            break
        driver.update()
    driver.draw()
    assert host.overlay == "end"
    words = _texts(host.overlay_canvas)
    assert "1 log placed: It didn't go well! You need to practice more!" in words
