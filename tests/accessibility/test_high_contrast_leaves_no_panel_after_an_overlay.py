"""In high contrast, closing the rules (F1) or the menu (Esc) with the mouse over them leaves the
table as it was: no grey tint of a closed overlay's control stays over the table or the seat
panels, through later frames, until the mouse moves."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.fixture()
def high_contrast_table(shell, driver):
    from tabletop_core.render.theme import apply_settings
    from tabletop_core.replay import SeatSpec

    shell.settings.high_contrast = True
    apply_settings(shell.settings)
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("damit", seats, 3, None))
    driver.update(3)
    assert host.overlay is None
    return host


def _changed(before, after):
    return ImageChops.difference(before, after).getbbox()


def test_the_rules_closed_by_f1_under_the_mouse_leave_no_panel(high_contrast_table, driver):
    host = high_contrast_table
    before = driver.frame()
    driver.key(key.F1)
    driver.draw()
    page = host.focus.controls[0]
    driver.window.dispatch_event("on_mouse_motion", page.rect.center_x, page.rect.center_y, 0, 0)
    driver.window.dispatch_events()
    driver.draw()
    driver.key(key.F1)
    driver.draw()
    after = driver.frame()
    assert host.overlay is None
    assert _changed(before, after) is None


def test_the_menu_closed_by_a_click_leaves_no_panel(high_contrast_table, driver):
    host = high_contrast_table
    driver.key(key.ESCAPE)
    driver.draw()
    back = host.focus.controls[0]
    x, y = back.rect.center_x, back.rect.center_y
    driver.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
    driver.click(x, y)
    assert host.overlay is None
    after = driver.frame()
    # the same table with the pointer somewhere else: the spot under it shows no tint
    host.focus.point(5, 5)
    host.refresh()
    clean = driver.frame()
    assert _changed(clean, after) is None
