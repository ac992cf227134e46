"""The pass-the-device curtain and the end dialog take only a deliberate press: a key or button
pressed after the screen has settled and held until the button's bar is full. Taps in any rhythm
(0.3 to 1.0 s apart: the natural beat of a person placing cards), a key still down from the move
before, or clicks never lift them. And the next person's keyboard cursor starts fresh, not where
the last person left it."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key

RHYTHMS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
"""Seconds between one tap and the next."""
TAP = 0.12
"""Seconds a tapping finger keeps a key down."""


def _hot_seat(shell, driver):
    from tabletop_core.replay import SeatSpec

    match = shell.new_match("beaver_bids", [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 7, None)
    host = shell.start_match(match)
    driver.draw()
    assert host.overlay == "curtain"
    driver.hold(key.ENTER)  # the first person takes the device
    driver.draw()
    assert host.overlay is None
    return host, match


def _tap(driver, symbol, rhythm: float) -> None:
    driver.key_down(symbol)
    driver.update(TAP)
    driver.key_up(symbol)
    driver.update(rhythm - TAP)


@pytest.mark.parametrize("rhythm", RHYTHMS)
def test_enters_in_any_rhythm_do_not_show_the_next_hand(shell, driver, rhythm):
    host, match = _hot_seat(shell, driver)
    first = match.to_act
    driver.key(key.ENTER)  # plays the focused move
    driver.draw()
    assert len(match.actions) == 1 and host.overlay == "curtain"
    for _ in range(6):  # the same finger keeps its beat
        _tap(driver, key.ENTER, rhythm)
        _tap(driver, key.SPACE, rhythm)
        driver.draw()
        assert host.overlay == "curtain" and host.viewer == 1 - first
    hidden = [t.text for t in host.canvas.texts if t.visible]
    assert any("Pass the device to" in text for text in hidden)
    assert any("hold the button" in text for text in hidden)
    driver.hold(key.ENTER)  # the next person's deliberate press
    driver.draw()
    assert host.overlay is None and len(match.actions) == 1


def test_a_key_still_down_from_the_last_move_never_counts(shell, driver):
    host, match = _hot_seat(shell, driver)
    driver.key_down(key.ENTER)  # plays the move; the finger stays on the key
    assert len(match.actions) == 1 and host.overlay == "curtain"
    driver.update(1 / 60, frames=180)  # three seconds held: still the last move's press
    driver.key_down(key.ENTER)  # a key's auto-repeat: a press with no release before it
    driver.update(1 / 60, frames=60)
    assert host.overlay == "curtain"
    driver.key_up(key.ENTER)
    driver.update(0.2)
    assert host.overlay == "curtain"
    driver.hold(key.ENTER, settle=False)  # released and pressed again, held: deliberate
    assert host.overlay is None


def test_a_hold_let_go_too_soon_does_not_count(shell, driver):
    from tabletop_core.render.deliberate import HOLD

    host, match = _hot_seat(shell, driver)
    driver.key(key.ENTER)
    assert host.overlay == "curtain"
    driver.hold(key.ENTER, seconds=HOLD * 0.8)
    assert host.overlay == "curtain"
    control, progress = host.hold_progress()
    assert progress == 0.0
    driver.key_down(key.ENTER)
    driver.update(HOLD / 2)
    control, progress = host.hold_progress()
    assert control is host.focus.controls[0] and 0.4 < progress < 0.6  # the bar fills
    driver.update(HOLD / 2 + 1 / 30)
    assert host.overlay is None


def test_clicks_do_not_open_the_curtain_a_held_button_does(shell, driver):
    host, match = _hot_seat(shell, driver)
    driver.key(key.ENTER)
    driver.draw()
    ready = host.focus.controls[0]
    for rhythm in RHYTHMS:
        driver.click_rect(ready.rect)
        driver.update(rhythm)
        assert host.overlay == "curtain"
    driver.hold_rect(ready.rect)
    assert host.overlay is None


def test_the_next_person_starts_on_the_first_move(shell, driver):
    host, match = _hot_seat(shell, driver)
    ana = match.to_act
    moves = host.table.focus.controls
    assert len(moves) >= 3
    driver.key(key.RIGHT)
    driver.key(key.RIGHT)
    assert host.table.focus.focus == 2
    driver.key(key.ENTER)
    driver.draw()
    assert match.to_act == 1 - ana
    driver.hold(key.ENTER)
    driver.draw()
    assert host.viewer == 1 - ana and host.table.focus.focus == 0


@pytest.mark.parametrize("rhythm", (0.3, 0.6, 1.0))
def test_the_end_dialog_takes_no_tap_after_the_last_move(shell, driver, rhythm):
    """The last move played by a bot (automatic for the people at the table): taps that were
    meant for the table never close the result or deal anew."""
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    host = shell.start_match(shell.new_match("beaver_bids", seats, 5, {"hand_sizes": [1]}))
    for _ in range(20):
        driver.update()
        if host.match.is_over:
            break
    assert host.overlay == "end"
    driver.draw()
    old = host.match
    for _ in range(6):
        _tap(driver, key.ENTER, rhythm)
        _tap(driver, key.ESCAPE, rhythm)
        assert host.overlay == "end" and host.match is old
    again = next(c for c in host.focus.controls if c.label == "Play again")
    driver.click_rect(again.rect)
    driver.update(rhythm)
    assert host.overlay == "end"
    driver.hold_rect(again.rect)
    assert host.overlay == "again"
    driver.draw()
    _tap(driver, key.ENTER, rhythm)
    assert host.overlay == "again"
    driver.hold(key.ENTER)  # the default: keep the result
    assert host.overlay == "end" and host.match is old
    driver.hold(key.ENTER)  # look at the table
    assert host.overlay is None and host.match is old


@pytest.mark.parametrize("rhythm", (0.3, 1.0))
def test_restart_asks_and_takes_only_a_deliberate_answer(shell, driver, rhythm):
    """The menu's Restart this match asks first; taps never answer, the default keeps playing."""
    host, match = _hot_seat(shell, driver)
    driver.key(key.ESCAPE)
    driver.draw()
    restart = next(c for c in host.focus.controls if c.label == "Restart this match")
    host.focus.focus_on(restart)
    driver.key(key.ENTER)
    assert host.overlay == "restart" and host.match is match
    driver.draw()
    for _ in range(6):
        _tap(driver, key.ENTER, rhythm)
        assert host.overlay == "restart" and host.match is match
    driver.hold(key.ENTER)  # the default: no, keep playing
    assert host.overlay == "menu" and host.match is match
    driver.draw()
    host.focus.focus_on(next(c for c in host.focus.controls if c.label == "Restart this match"))
    driver.key(key.ENTER)
    driver.draw()
    driver.update(0.5)
    driver.key(key.TAB)  # to Yes, restart: moving needs no hold
    driver.hold(key.ENTER)
    assert host.match is not match and host.match.seed == match.seed
