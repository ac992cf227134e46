"""The end dialog: a stray Enter never deals anew. Enter looks at the result (the table with
the game over), Play again asks first and staying is that question's default; keys pressed in
the dialog's first moment do nothing, and every answer is a deliberate (held) press."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _finished(shell, driver):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    host = shell.start_match(shell.new_match("beaver_bids", seats, 5, {"hand_sizes": [1]}))
    for _ in range(20):
        driver.update()
        if host.match.is_over:
            break
    assert host.match.is_over and host.overlay == "end"
    driver.draw()
    return host


def test_enter_pressed_as_the_dialog_appears_does_nothing(shell, driver):
    host = _finished(shell, driver)
    old = host.match
    for _ in range(3):
        driver.key(key.ENTER)  # the Enter of the last move, pressed again and again
        driver.draw()
    assert host.overlay == "end" and host.match is old


def test_enter_looks_at_the_table_and_keeps_the_match(shell, driver):
    host = _finished(shell, driver)
    old = host.match
    driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    driver.draw()
    assert host.overlay is None and host.match is old and old.is_over


def test_play_again_asks_and_enter_keeps_the_result(shell, driver):
    host = _finished(shell, driver)
    old = host.match
    again = next(c for c in host.focus.controls if c.label == "Play again")
    driver.hold_rect(again.rect)
    driver.draw()
    assert host.overlay == "again"
    assert [c.label for c in host.focus.controls][0] == "No, keep the result"
    driver.key(key.ENTER)  # at once: ignored
    driver.hold(key.ENTER)  # the default: stay
    driver.draw()
    assert host.overlay == "end" and host.match is old
    driver.hold_rect(next(c for c in host.focus.controls if c.label == "Play again").rect)
    driver.draw()
    driver.hold_rect(next(c for c in host.focus.controls if c.label == "Yes, play again").rect)
    assert host.match is not old and not host.match.is_over and host.overlay is None
