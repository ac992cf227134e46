"""Practice mode refused with two people seated says why: pressing the greyed Practice (click,
Enter or an arrow) puts the reason in the lobby's footer, and a match started with it still on
says at the table that it keeps the usual undo."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _footer_words(lobby):
    footer = lobby.panels["footer"]
    return " ".join(
        t.text for t in lobby.canvas.texts if t.visible and t.text and footer.contains(t.x, t.y)
    )


def test_two_people_pressing_practice_are_told_why(shell, driver):
    lobby = shell.show_lobby("beaver_bids")
    driver.draw()
    while lobby.players.value > 2:
        driver.click(lobby.players.rect.left + 5, lobby.players.rect.center_y)
    driver.draw()
    driver.click_rect(lobby.practice.rect)  # on, while one person is seated
    lobby.focus.focus_on(lobby.seat_rows[1].kind)
    driver.key(key.RIGHT)  # the bot's seat becomes a person's
    driver.draw()
    assert not lobby.practice.enabled
    driver.click_rect(lobby.practice.rect)
    driver.draw()
    said = "Practice is for one person playing against bots: 2 people are seated."
    assert lobby.message == said and said in _footer_words(lobby)
    lobby.message = ""
    lobby.focus.focus_on(lobby.practice)
    driver.key(key.ENTER)
    assert lobby.message == said
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert not host.match.practice
    assert said in host._hint and "usual undo" in host._hint
