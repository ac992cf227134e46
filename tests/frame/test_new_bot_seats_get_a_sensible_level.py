"""A bot seat the lobby adds plays on purpose: `normal`, not `random`, unless the game
recommends another level; a person's seat switched to a bot gets the same."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.mark.parametrize("game", ["damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"])
def test_seats_added_in_the_lobby_are_normal_bots(make_shell, driver, game):
    shell = make_shell()
    lobby = shell.show_lobby(game)
    driver.draw()
    lobby.focus.focus_on(lobby.players)
    for _ in range(4):
        driver.key(key.LEFT)  # down to the fewest players
    for _ in range(4):
        driver.key(key.RIGHT)  # and up again: each new seat a bot
    driver.draw()
    bots = [row for row in lobby.seat_rows if row.kind.value == "bot"]
    assert bots and all(row.level.value == "normal" for row in bots)
    person = lobby.seat_rows[0]
    assert person.kind.value == "human"
    lobby.focus.focus_on(person.kind)
    driver.key(key.RIGHT)  # Person -> Bot
    driver.draw()
    assert person.kind.value == "bot" and person.level.value == "normal"
