"""The lobby never keeps the last seed: a seed typed once deals that game, and the next "new"
game from the lobby is a fresh deal unless a seed is typed again."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _start_from_lobby(shell, driver, seed: str = ""):
    from tabletop_core.render.host import HostView

    lobby = shell.show_lobby("beaver_bids")
    driver.draw()
    assert lobby.seed.text == "", "the seed field starts empty: a new deal"
    if seed:
        lobby.focus.focus_on(lobby.seed)
        driver.type(seed)
    driver.draw()
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert isinstance(host, HostView)
    driver.draw()
    driver.key(key.ESCAPE)
    driver.draw()
    driver.click_rect(host.focus.controls[-1].rect)  # save and quit to the games
    return host.match.seed


def test_a_typed_seed_deals_once_then_the_lobby_deals_anew(shell, driver):
    assert _start_from_lobby(shell, driver, "42") == 42
    seeds = {_start_from_lobby(shell, driver) for _ in range(3)}
    assert 42 not in seeds and len(seeds) == 3
    assert _start_from_lobby(shell, driver, "42") == 42
