"""While a move animates, Dam It!'s table draws only what moves; the rest is a picture.

- a frame drawn that way shows what the table drawing every layer live shows at the same
  moment (the same pixels, but where a moving card's soft shadow now lies over a still card);
- the picture of what lies still is painted when the move starts, not on every frame;
- once the move has played, the table is its one cached picture again and lets go of the
  moving pieces.
"""

from __future__ import annotations

import pytest
from PIL import ImageChops

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()

STEP = 1 / 60


def _host_at_a_take(shell):
    """Ana against a bot, her turn; the host and her take of river place 3."""
    from tabletop_damit.actions import Take

    from tabletop_core.replay import SeatSpec

    shell.settings.reduced_motion = False
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 7, {"first_player": 0})
    host = shell.start_match(match)
    assert host.match.to_act == 0
    return host, Take(2, False)


def _frame(driver, window):
    return driver.frame()


def _differing(first, second, rect, height: int) -> tuple[int, int]:
    """How many pixels of ``rect`` differ clearly between the two images, of how many."""
    box = (int(rect.left), int(height - rect.top), int(rect.right), int(height - rect.bottom))
    a, b = first.crop(box), second.crop(box)
    red, green, blue = ImageChops.difference(a, b).split()  # |p - q| per channel
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    differ = sum(largest.histogram()[7:])  # the largest channel's difference above 6
    return differ, a.width * a.height


def test_a_moving_frame_shows_what_drawing_every_layer_shows(damit_shell, driver):
    host, take = _host_at_a_take(damit_shell)
    table, window = host.table, damit_shell.window
    driver.draw()
    host.send(take)
    driver.draw()
    driver.update(STEP, frames=9)
    assert table.choreography.busy and table.choreography.motion.flights, "the move is animating"
    cached = _frame(driver, window)
    assert table.scene.moving_frame.moving, "the frame was drawn from the picture and what moves"
    table.scene._draw_moving = lambda rect: (
        table.scene._paint_layers()
    )  # every layer live, as before
    live = _frame(driver, window)
    differ, total = _differing(cached, live, table.scene.layout.rect, window.height)
    assert differ < total * 0.005, f"{differ} of {total} pixels differ"


def test_the_still_picture_is_painted_when_a_move_starts_not_every_frame(damit_shell, driver):
    host, take = _host_at_a_take(damit_shell)
    table = host.table
    driver.draw()
    host.send(take)
    driver.update(STEP)
    driver.draw()
    assert table.choreography.busy
    still = table.scene.moving_frame.still
    renders, frames = still.renders, 0
    while table.choreography.busy and host.match.to_act == 0 and frames < 300:
        driver.update(STEP)
        driver.draw()
        frames += 1
    assert frames > 10, "the move took frames to play"
    assert still.renders - renders <= 1, "the picture is not painted again frame after frame"


def test_after_the_move_the_table_is_one_picture_again(damit_shell, driver):
    host, take = _host_at_a_take(damit_shell)
    table = host.table
    driver.draw()
    host.send(take)
    for _ in range(600):
        driver.update(STEP)
        driver.draw()
        if not table.choreography.busy and host.match.to_act == 0:
            break
    assert not table.choreography.busy
    driver.draw()
    assert not table.scene.moving_frame.moving, "the moving pieces are let go"
    renders = table.scene.still.renders
    for _ in range(5):
        driver.update(STEP)
        driver.draw()
    assert table.scene.still.renders == renders, "the resting table is its cached picture"
