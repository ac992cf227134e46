"""A life frame does not draw the table again: it draws the idle table's kept picture and the
touches over it, and the window looks exactly as if everything had been drawn. A frame the
pacer allows while the window is awake, or its heartbeat, draws everything."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PIL import ImageChops

from tabletop_core.render.driving import Driver
from tabletop_core.render.idle import GRACE, FramePacer

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture()
def paced(window):
    """The session window with a pacer on a driven clock, as the app's window has."""
    clock = Clock()
    window.pacer = FramePacer(clock)
    yield window.pacer, clock
    del window.pacer


@pytest.mark.parametrize("game", ["damit", "mein_lieber_biber"])
def test_a_life_frame_looks_as_the_whole_table_drawn(make_shell, window, paced, game):
    pacer, clock = paced
    host = with_bots(make_shell(reduced_motion=False), game)
    driver = Driver(window)
    driver.update(0.1, frames=60)
    arcade = driver.arcade
    drawn = []
    for _ in range(round((GRACE + 1.5) * 60)):  # awake, then idle: a heartbeat, life frames
        clock.now += 1 / 60
        if pacer.wants_frame(host):
            drawn.append(pacer.life_only)
            host.on_draw()
    assert drawn[0] is False and True in drawn
    clock.now += 0.3
    assert pacer.wants_frame(host) and pacer.life_only
    rebuilt, shown = host.life.rebuilt, host.still.shown
    before = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    host.life_clock += 0.3  # a glint moves on
    host.on_draw()  # the kept picture and the touches
    assert host.life.rebuilt == rebuilt + 1 and host.still.shown == shown + 1
    quick = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    assert ImageChops.difference(before, quick).getbbox() is not None
    host.on_draw()  # everything drawn, at the same moment
    whole = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    assert ImageChops.difference(quick, whole).getbbox() is None
