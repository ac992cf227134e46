"""A scale in the settings (text size, volume, animation speed, bot pace, window size) stops at
its ends: one Right arrow too many at 200 % text leaves it at 200 %, never back at 100 %."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.theme import set_text_scale

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.fixture(autouse=True)
def _normal_text_after():
    yield
    set_text_scale(1.0)


def test_text_size_stops_at_200_and_at_100(shell, driver):
    view = shell.show_settings()
    driver.draw()
    view.focus.focus_on(view.text_size)
    for _ in range(8):  # four steps up to 200 %, then more presses than there are sizes
        driver.key(key.RIGHT)
        driver.draw()
    assert view.text_size.value == 200 and shell.settings.text_size == 200
    driver.click(view.text_size.rect.right - 4, view.text_size.rect.center_y)  # ▶ once more
    driver.key(key.ENTER)
    assert shell.settings.text_size == 200
    for _ in range(8):
        driver.key(key.LEFT)
    driver.draw()
    assert shell.settings.text_size == 100


def test_every_scale_stops_at_its_ends(shell, driver):
    view = shell.show_settings()
    driver.draw()
    for control in (view.sound_volume, view.animation_speed, view.bot_pacing):
        view.focus.focus_on(control)
        for _ in range(len(control.choices) + 2):
            driver.key(key.RIGHT)
        assert control.index == len(control.choices) - 1
        for _ in range(len(control.choices) + 2):
            driver.key(key.LEFT)
        assert control.index == 0
