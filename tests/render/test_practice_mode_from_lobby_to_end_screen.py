"""Practice mode: the lobby offers it to one person alone, the match keeps it through a save, and
its end screen says the match was played in practice mode."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _lobby_with_two_seats(shell, driver):
    lobby = shell.show_lobby("beaver_bids")
    driver.draw()
    while lobby.players.value > 2:
        driver.click(lobby.players.rect.left + 5, lobby.players.rect.center_y)
    driver.draw()
    return lobby


def test_the_lobby_offers_practice_to_one_person_and_the_match_keeps_it(shell, driver):
    lobby = _lobby_with_two_seats(shell, driver)
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "bot"]
    assert lobby.practice.enabled and not lobby.practice.value
    driver.click_rect(lobby.practice.rect)
    assert lobby.practice.value
    driver.draw()
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert host.match.practice
    assert shell.settings.lobby["beaver_bids"].practice


def test_with_two_people_practice_is_greyed_and_not_used(shell, driver):
    lobby = _lobby_with_two_seats(shell, driver)
    driver.click_rect(lobby.practice.rect)
    assert lobby.practice.value
    lobby.seat_rows[1].kind.adjust(1)  # the bot's seat becomes a person's
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "human"]
    driver.draw()
    assert not lobby.practice.enabled
    driver.click_rect(lobby.practice.rect)
    assert lobby.practice.value  # a greyed toggle does not change
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert not host.match.practice


def test_a_practice_match_says_so_on_its_end_screen_and_after_loading(shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec, read_replay

    shell.settings.bot_pacing = 0.0
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    match = shell.new_match("beaver_bids", seats, 5, {"hand_sizes": [1]}, practice=True)
    host = shell.start_match(match)
    for _ in range(200):
        if match.is_over:
            break
        if match.to_act == 0:
            host.send(match.legal_actions()[0])
        driver.update()
    assert match.is_over and host.overlay == "end"
    driver.draw()
    shown = [t.text for t in host.overlay_canvas.texts if t.visible]
    assert "Played in practice mode: every move could be taken back." in shown
    assert read_replay(match.autosave_path).practice
    loaded = Match.load(match.autosave_path, shell.registry)
    assert loaded.practice and loaded.undo_refusal(0) is None
