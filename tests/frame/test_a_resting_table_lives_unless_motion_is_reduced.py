"""A resting table is not one still picture: each game's water glints (a leaf drifts, bubbles
rise) as the table's clock runs, drawn by the core over the table's picture; under reduced motion,
or while the window is hidden, nothing living moves. The clock is driven (window updates), never
waited on; the pixels are read back from the real window."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PIL import ImageChops

from tabletop_core.render.driving import Driver

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl

GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


def _settled(shell, game: str, window):
    """Ana's turn at ``game`` with every animation, toast and hint run out."""
    host = with_bots(shell, game)
    driver = Driver(window)
    driver.update(0.1, frames=60)  # six seconds: the opening's animations and toasts end
    assert not host.needs_frame() or host.toast.showing is False
    return host, driver


def _table_changes(host, driver) -> bool:
    """Whether the table's pixels change when the clock runs on by a moment (0.6 s)."""
    box = host.layout().table
    crop = (int(box.left), int(720 - box.top), int(box.right), int(720 - box.bottom))
    before = driver.frame().crop(crop)
    driver.update(0.1, frames=6)
    after = driver.frame().crop(crop)
    return ImageChops.difference(before, after).getbbox() is not None


@pytest.mark.parametrize("game", GAMES)
def test_the_resting_table_moves_as_its_clock_runs(make_shell, window, game):
    host, driver = _settled(make_shell(reduced_motion=False), game, window)
    assert not host.parts.choreography.busy
    assert _table_changes(host, driver)


@pytest.mark.parametrize("game", GAMES)
def test_under_reduced_motion_the_resting_table_stays_still(make_shell, window, game):
    host, driver = _settled(make_shell(reduced_motion=True), game, window)
    assert not host.lives()
    assert not _table_changes(host, driver)


def test_a_hidden_window_shows_no_life_until_it_is_shown_again(make_shell, window):
    host, driver = _settled(make_shell(reduced_motion=False), "damit", window)
    assert host.lives()
    window.dispatch_event("on_hide")  # minimised: the system says so
    window.dispatch_events()
    assert not host.lives()
    window.dispatch_event("on_show")
    window.dispatch_events()
    assert host.lives()
