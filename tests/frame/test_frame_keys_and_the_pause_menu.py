"""What a key means to the frame, through real key presses: Esc opens the menu and closes it,
F1 opens the rules and closes them, F2 the log; U takes back a move or says why not; from the
menu, "Restart this match?" is asked first (guarded: a held key), and Esc there goes back to the
menu, never to a new deal; the arrows move the focus on a guarded question without a hold."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_esc_f1_f2_and_u(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    driver.key(key.ESCAPE)
    assert host.overlay == "menu"
    driver.key(key.ESCAPE)
    assert host.overlay is None
    driver.key(key.F1)
    assert host.overlay == "rules"
    driver.key(key.F1)
    assert host.overlay is None
    driver.key(key.F2)
    assert host.log_open
    driver.key(key.F2)
    assert not host.log_open
    driver.key(key.U)  # nothing to take back yet
    assert host._hint.startswith("No undo:") and host.match.actions == []


def test_restart_is_asked_and_esc_goes_back_to_the_menu(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    match = host.match
    driver.key(key.ESCAPE)
    driver.draw()
    restart = next(c for c in host.focus.controls if c.label == "Restart this match")
    driver.click_rect(restart.rect)
    assert host.overlay == "restart" and host.guarded
    from tabletop_core.render.deliberate import SETTLE

    driver.update(SETTLE)  # the question has settled: a key may count
    driver.draw()
    focused = host.focus.focused.label
    driver.key(key.TAB)  # the focus moves at once: no hold for a focus key
    assert host.focus.focused.label != focused and host.overlay == "restart"
    driver.key(key.ESCAPE)  # a tap on a guarded question does nothing
    driver.update(1 / 10, frames=3)
    assert host.overlay == "restart"
    driver.hold(key.ESCAPE)
    assert host.overlay == "menu" and host.match is match
