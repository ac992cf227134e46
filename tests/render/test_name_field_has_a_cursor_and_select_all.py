"""The lobby's name field edits like a text field: a visible cursor, a click puts it between two
letters, Left/Right/Home/End move it, typing and Backspace work where it stands, and Ctrl+A
selects the whole name so typing replaces it."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _name_field(shell, driver):
    lobby = shell.show_lobby("beaver_bids")
    driver.draw()
    field = lobby.seat_rows[0].name
    driver.click_rect(field.rect)
    driver.draw()
    assert lobby.focus.focused is field
    return lobby, field


def test_the_cursor_shows_where_letters_go(shell, driver):
    lobby, field = _name_field(shell, driver)
    field.text = "Ana"
    lobby.refresh()
    driver.key(key.END)
    image = driver.frame()
    x = round(field.caret_x()) + 1
    top = 720 - int(field.rect.top) + 4
    column = [image.getpixel((x, y)) for y in range(top, 720 - int(field.rect.bottom) - 4)]
    assert column.count(column[0]) < len(column) - 8, "a cursor line crosses the field"
    driver.key(key.HOME)
    driver.type("M")
    driver.key(key.RIGHT)
    driver.type("x")
    assert field.text == "MAxna"
    driver.key(key.BACKSPACE)
    assert field.text == "MAna"
    driver.key(key.DELETE)
    assert field.text == "MAa"


def test_a_click_puts_the_cursor_between_letters(shell, driver):
    lobby, field = _name_field(shell, driver)
    field.text = "Benedikt"
    lobby.refresh()
    driver.draw()
    left, _y, size = field._text_at
    from tabletop_core.render.canvas import Canvas

    between = left + Canvas.measure("Bene", size)
    driver.click(between, field.rect.center_y)
    driver.type("-")
    assert field.text == "Bene-dikt"


def test_ctrl_a_selects_the_name_and_typing_replaces_it(shell, driver):
    lobby, field = _name_field(shell, driver)
    before = field.text
    assert before
    driver.key(key.A, key.MOD_CTRL)
    driver.draw()
    assert field.all_selected
    driver.type("M")
    driver.type("i")
    driver.type("a")
    assert field.text == "Mia"
    driver.key(key.A, key.MOD_CTRL)
    driver.key(key.BACKSPACE)
    assert field.text == ""
