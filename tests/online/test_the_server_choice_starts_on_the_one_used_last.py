"""The "Server" choice of "Play online" starts on the server used last (an address typed
before, or this computer's own) and its caption says which; when this computer's server is
chosen, the caption says that it is open to the home network, and at which address. Before,
it always started on "this computer", a server on 0.0.0.0, without a word."""

from __future__ import annotations

import pytest

from tabletop_core import plugins
from tabletop_core.online.local_server import home_address
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of

pytestmark = pytest.mark.gl


def words(view) -> str:
    return " ".join(label.text for canvas in canvases_of(view) for label in canvas.texts)


def play_online(window, driver, tmp_path, **settings):
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json", **settings)
    lobby = shell.show_lobby("damit")
    driver.draw()
    driver.click_rect(lobby.online.rect)
    online = window.current_view
    driver.draw()
    return online


def test_an_address_used_last_is_where_it_starts(window, driver, tmp_path) -> None:
    online = play_online(window, driver, tmp_path, online_server="http://192.0.2.7:8765")
    assert online.server.value == "address"
    assert online.address.text == "http://192.0.2.7:8765"
    assert "Server (used last)" in words(online)


def test_this_computers_server_used_last_says_it_is_open_to_the_home_network(
    window, driver, tmp_path
) -> None:
    online = play_online(window, driver, tmp_path, online_server="http://127.0.0.1:8765")
    assert online.server.value == "local"
    expected = f"Server (used last; open to your home network at {home_address()}:8765)"
    assert expected in words(online)


def test_with_nothing_used_yet_the_caption_says_what_this_computer_means(
    window, driver, tmp_path
) -> None:
    online = play_online(window, driver, tmp_path)
    assert online.server.value == "local"
    assert f"Server (open to your home network at {home_address()}:8765)" in words(online)
    driver.click(online.server.rect.right - 5, online.server.rect.center_y)
    driver.draw()
    assert online.server.value == "address"
    assert "used last" not in words(online) and "home network" not in words(online)
