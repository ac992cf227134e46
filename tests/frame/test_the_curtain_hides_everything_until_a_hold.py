"""The curtain, in a hot-seat game: after Ana's move it closes for Ben and nothing of the table
or the frame is drawn, only the curtain's words; a tap does not open it, F1 and F2 do nothing
behind it; Ben's held Enter does, and then the table shows with Ben looking."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import hot_seat  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_the_curtain_closes_for_the_next_person_and_opens_on_a_hold(make_shell, driver):
    host = hot_seat(make_shell())
    if host.curtain.closed:  # the first person is asked for the device too
        driver.hold(key.ENTER)
    first = host.viewer
    assert not host.curtain.closed and first == host.match.to_act
    driver.key(key.KEY_1)  # the free river card
    while host.in_order.held:
        driver.update(1 / 10)
    assert host.curtain.closed and host.curtain_for == host.match.to_act != first
    driver.draw()
    words = {label.text for label in host.canvas.texts if label.visible and label.text}
    assert "Ben" in words and "Ana" not in words
    assert not any(w == "Log" or w == "Undo" for w in words), "no frame behind the curtain"
    driver.key(key.ENTER)  # a tap
    driver.key(key.F1)
    driver.key(key.F2)
    driver.update(1 / 10, frames=3)
    assert host.curtain.closed and not host.log_open and host.overlay == "curtain"
    driver.hold(key.ENTER)
    assert not host.curtain.closed and host.overlay is None and host.curtain_for is None
    assert host.viewer == host.match.to_act
