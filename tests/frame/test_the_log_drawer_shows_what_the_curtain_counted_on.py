"""The log drawer: F2 opens it in the side panel with the looking seat's latest lines, newest
lowest, and as many as the panel holds; the count the hot-seat curtain works from (how many
lines one key would show the next person) is the count the open drawer really shows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots, words_in  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.mark.parametrize("text_size", [100, 200])
def test_the_drawer_shows_as_many_lines_as_it_said(make_shell, driver, text_size):
    from tabletop_core.render.driving import bot_move

    host = with_bots(make_shell(bot_pacing=10.0, text_size=text_size))
    driver.key(key.KEY_1)  # Ana takes the free river card; the bots play on
    while host.match.to_act != 0 and not host.match.is_over:
        bot_move(host)
    while host.in_order.held:
        driver.update(1 / 10)
    expected = host.log_drawer.holds(host.viewer)
    driver.key(key.F2)
    driver.draw()
    side = host.layout().side
    assert host.log_open and side.width > 0
    lines = host.match.log_lines(host.viewer)
    assert host.log_drawer.shown == expected > 0
    shown = words_in(host, side)
    assert lines[-1] in shown and all(line in shown for line in lines[-expected:])
    driver.key(key.F2)
    driver.draw()
    assert not host.log_open and host.layout().side.width == 0
