"""Bot pacing: a bot's move waits the pause the settings ask for, counted in frame time from
when the table is still; while the menu (or any overlay) is up no bot moves at all, however
long it stays; back at the table, the pause starts again."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


def _settle(host, driver):
    while host.in_order.held or host.parts.choreography.busy:
        driver.update(1 / 10)


def test_a_bot_waits_its_pause_and_never_behind_the_menu(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=1.0))
    driver.key(key.KEY_1)  # Ana's move: Otto is next
    _settle(host, driver)
    assert host.match.is_bot(host.match.to_act)
    played = len(host.match.actions)
    driver.update(1 / 10, frames=8)
    assert len(host.match.actions) == played, "the pause is not over"
    driver.key(key.ESCAPE)  # the menu
    driver.update(1 / 10, frames=40)
    assert host.overlay == "menu" and len(host.match.actions) == played
    assert host.bot_pacing.wait == 0
    driver.key(key.ESCAPE)
    driver.update(1 / 10, frames=8)
    assert len(host.match.actions) == played, "the pause starts again"
    for _ in range(100):  # the pause, and the bot's thought if it takes a worker thread
        driver.update(1 / 10)
        if len(host.match.actions) > played:
            break
    assert len(host.match.actions) > played
