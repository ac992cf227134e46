"""Enter in a text field of "Play online" or "Join a game" does what the screen's main button
does, the same on both screens; Enter elsewhere keeps its usual meaning."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.i18n import set_language
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import Driver, make_shell
from tabletop_core.render.widgets import TextField

pytestmark = pytest.mark.gl


def _shell(window, tmp_path: Path):
    set_language("en")
    return make_shell(window, plugins.registry(), tmp_path / "settings.json")


def test_enter_in_the_code_field_joins(window, tmp_path: Path) -> None:
    from tabletop_core.render.online_screens import JoinView

    key = load_arcade().key
    shell = _shell(window, tmp_path)
    view = JoinView(shell)
    window.show_view(view)
    view.rebuild_now()
    driver = Driver(window)
    driver.click_rect(view.code.rect)
    assert view.focus.focused is view.code
    driver.key(key.ENTER)
    assert view.message == "Type the code the host gave you."


def test_enter_in_a_seats_name_field_opens_the_match(window, tmp_path: Path) -> None:
    key = load_arcade().key
    shell = _shell(window, tmp_path)
    lobby = shell.show_lobby("damit")
    online = lobby.play_online()
    for row in online.seat_rows:
        row.kind.index = next(i for i, c in enumerate(row.kind.choices) if c.startswith("bot:"))
    online.rebuild_now()
    driver = Driver(window)
    name = online.seat_rows[0].name
    driver.click_rect(name.rect)
    assert isinstance(online.focus.focused, TextField)
    driver.key(key.ENTER)
    assert online.message == "Seat at least one person here or invited."
