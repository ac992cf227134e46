"""The menu bar: the title and four buttons (Menu, Rules, Undo, Log), each as wide as its own
words, whole at every text size and in German; a click on the greyed Undo still says why."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_each_button_holds_its_words(make_shell, driver, text_size):
    from tabletop_core.render.canvas import Canvas

    host = with_bots(make_shell(bot_pacing=10.0, text_size=text_size, language="de"))
    driver.draw()
    bar = host.layout().bar
    buttons = [c for c in host.focus.controls if bar.contains(c.rect.center_x, c.rect.center_y)]
    assert len(buttons) == 4
    for button in buttons:
        assert Canvas.measure(button.label, host.sizes.body) < button.rect.width, button.label
    lefts = sorted(b.rect.left for b in buttons)
    rights = sorted(b.rect.right for b in buttons)
    assert all(r <= left for r, left in zip(rights, lefts[1:], strict=False)), "no overlap"
    title = host.menu_bar.room(bar).title
    assert title.right <= lefts[0]


def test_a_click_on_greyed_undo_says_why(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    driver.draw()
    undo = host.menu_bar.undo_button
    assert undo is not None and not undo.enabled
    driver.click_rect(undo.rect)
    assert host._hint.startswith("No undo:")
