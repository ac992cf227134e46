"""Keys pressed as the pass-the-device curtain appears do not open it: the curtain takes a
deliberate press of its own once it has been up for a moment. And the next person's keyboard
cursor starts fresh, not where the last person left it."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _hot_seat(shell, driver):
    from tabletop_core.replay import SeatSpec

    match = shell.new_match("beaver_bids", [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 7, None)
    host = shell.start_match(match)
    driver.frame()
    driver.update(0.5)
    driver.key(key.ENTER)  # the first person takes the device
    driver.frame()
    assert host.overlay is None
    return host, match


def _move_buttons(host):
    return host.table.focus.controls


def test_a_second_enter_does_not_show_the_next_hand(shell, driver):
    host, match = _hot_seat(shell, driver)
    first = match.to_act
    driver.key(key.ENTER)  # plays the focused move
    driver.frame()
    assert len(match.actions) == 1 and host.overlay == "curtain"
    driver.key(key.ENTER)  # the same finger, a moment later
    driver.frame()
    driver.update(0.2)
    driver.key(key.SPACE)
    driver.frame()
    assert host.overlay == "curtain" and host.viewer == 1 - first
    hidden = [t.text for t in host.canvas.texts if t.visible]
    assert any("Pass the device to" in text for text in hidden)
    driver.update(0.3)
    driver.key(key.ENTER)  # a deliberate press once the curtain has settled
    driver.frame()
    assert host.overlay is None


def test_a_click_at_once_does_not_open_the_curtain(shell, driver):
    host, match = _hot_seat(shell, driver)
    driver.key(key.ENTER)
    driver.frame()
    ready = host.focus.controls[0]
    driver.click_rect(ready.rect)
    assert host.overlay == "curtain"
    driver.update(0.5)
    driver.click_rect(ready.rect)
    assert host.overlay is None


def test_the_next_person_starts_on_the_first_move(shell, driver):
    host, match = _hot_seat(shell, driver)
    ana = match.to_act
    moves = _move_buttons(host)
    assert len(moves) >= 3
    driver.key(key.RIGHT)
    driver.key(key.RIGHT)
    assert host.table.focus.focus == 2
    driver.key(key.ENTER)
    driver.frame()
    assert match.to_act == 1 - ana
    driver.update(0.5)
    driver.key(key.ENTER)
    driver.frame()
    assert host.viewer == 1 - ana and host.table.focus.focus == 0
