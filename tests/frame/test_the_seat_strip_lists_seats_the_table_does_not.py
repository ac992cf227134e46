"""The seat strip, for a table that does not list the seats itself: a tab per seat with its
marker and name (bots marked), in the menu bar while every name fits there whole, else one
under the other at the top of the side panel; the seat to act is framed in its colour."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots, words_in  # noqa: E402

pytestmark = pytest.mark.gl


def _without_seat_list(host, driver):
    host.table.lists_seats = False  # as a table that leaves the seats to the frame
    host.refresh()
    driver.draw()


def test_short_names_sit_in_the_menu_bar(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    _without_seat_list(host, driver)
    bands = host.layout()
    assert bands.side.width == 0
    assert host.seat_strip.labels() == ["Ana", "Otto (bot)", "Benny (bot)"]
    assert len(host.seat_markers) == 3
    assert all(bands.bar.contains(m.center_x, m.center_y) for m in host.seat_markers)
    assert {"Ana", "Otto (bot)", "Benny (bot)"} <= set(words_in(host, bands.bar))


def test_names_that_do_not_fit_move_to_the_side_panel(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0, text_size=200), game="mein_lieber_biber",
                     players=6)  # fmt: skip
    _without_seat_list(host, driver)
    bands = host.layout()
    assert bands.side.width > 0 and not host.log_open
    assert len(host.seat_markers) == 6
    assert all(bands.side.contains(m.center_x, m.center_y) for m in host.seat_markers)
    tops = [m.center_y for m in host.seat_markers]
    assert tops == sorted(tops, reverse=True), "one under the other, the first seat on top"
