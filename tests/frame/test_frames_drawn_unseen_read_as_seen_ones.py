"""The suite's window draws unseen (tabletop_core.render.unseen): a frame a test does not read
runs all its code and rasterises nothing. Whatever a test reads is drawn with pixels: after any
number of unseen frames (the tables' still pictures painted in them, the end dialog's picture of
the table taken in them) a read frame is the picture a window that never drew unseen shows, and
a read straight after an unseen frame raises instead of reading nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render import unseen
from tabletop_core.render.driving import Driver, bot_move

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl

GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


def _picture_after_moves(make_shell, window, game: str, drawing_unseen: bool):
    """Two bot moves, each drawn mid-animation and at rest, then one frame read back."""
    unseen.draw_unseen(window, drawing_unseen)
    host = with_bots(make_shell(reduced_motion=False), game, seed=5)
    driver = Driver(window)
    driver.draw()
    for _ in range(2):
        if host.match.to_act == 0 or host.match.is_over:
            break
        bot_move(host)
        driver.update(1 / 30)
        driver.draw()  # the still picture painted while the move animates
        driver.update(3.0)
        driver.draw()  # and at rest
    return driver.frame()


@pytest.mark.parametrize("game", GAMES)
def test_a_frame_read_after_unseen_frames_is_the_picture_seen_frames_give(make_shell, window, game):
    try:
        after_unseen = _picture_after_moves(make_shell, window, game, drawing_unseen=True)
        always_seen = _picture_after_moves(make_shell, window, game, drawing_unseen=False)
    finally:
        unseen.draw_unseen(window)
    assert after_unseen.size == always_seen.size
    assert after_unseen.tobytes() == always_seen.tobytes()


def test_reading_straight_after_an_unseen_frame_raises(make_shell, window):
    from tabletop_core.render._arcade import load_arcade

    arcade = load_arcade()
    with_bots(make_shell(), "damit")
    driver = Driver(window)
    driver.draw()
    with pytest.raises(unseen.NothingDrawn):
        arcade.get_image(0, 0, 10, 10)
    driver.frame()  # drawn with pixels: readable again
    assert arcade.get_image(0, 0, 10, 10).size == (10, 10)


def test_a_frame_a_test_paints_itself_is_drawn_with_pixels(make_shell, window):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect

    arcade = load_arcade()
    with_bots(make_shell(), "damit")
    Driver(window).draw()
    canvas = Canvas()
    canvas.rect(Rect(0, 0, 40, 40), (200, 30, 30, 255))
    window.clear(color=(0, 0, 0, 255))
    canvas.draw()
    assert arcade.get_image(10, 10, 1, 1).convert("RGB").getpixel((0, 0)) == (200, 30, 30)
