"""Headless GUI tests: real views on the shared window, driven by mouse and key events."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _pixel_differs(a, b, tolerance=12):
    return any(abs(x - y) > tolerance for x, y in zip(a, b, strict=False))


def test_launcher_lobby_game_menu_and_back_by_keyboard_and_mouse(shell, driver):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.launcher import LauncherView
    from tabletop_core.render.lobby import LobbyView

    launcher = shell.show_launcher()
    image = driver.frame()
    titles = [tile.label for tile in launcher.tiles]
    assert titles == ["Beaver Bids", "Crashy", "broken_plugin"]
    broken = launcher.tiles[2]
    assert not broken.enabled and "beaver module" in broken.reason
    # the broken plugin's tile is grey: no art, the unavailable colour behind its name
    assert image.getpixel(
        (int(broken.rect.center_x), 720 - int(broken.rect.top) + 30)
    ) != image.getpixel(
        (int(launcher.tiles[0].rect.center_x), 720 - int(launcher.tiles[0].rect.top) + 60)
    )

    driver.key(key.RIGHT)
    driver.key(key.LEFT)
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "beaver_bids"
    driver.draw()
    driver.key(key.ESCAPE)
    assert isinstance(shell.window.current_view, LauncherView)

    launcher = shell.window.current_view
    driver.draw()
    driver.click_rect(launcher.tiles[0].rect)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView)
    driver.draw()
    driver.click(lobby.players.rect.left + 5, lobby.players.rect.center_y)  # ◀: one player fewer
    assert lobby.players.value == 2 and len(lobby.seat_rows) == 2
    driver.draw()
    lobby.focus.focus_on(lobby.seat_rows[0].name)
    for _ in range(len(lobby.seat_rows[0].name.text)):
        driver.key(key.BACKSPACE)
    driver.type("Ana")
    lobby.focus.focus_on(lobby.seed)
    driver.type("42")
    driver.draw()
    driver.click_rect(lobby.start.rect)

    host = shell.window.current_view
    assert isinstance(host, HostView)
    assert host.match.names == ["Ana", "Otto"] and host.match.seed == 42
    assert shell.settings.lobby["beaver_bids"].seats[0].name == "Ana"
    assert shell.settings_path.exists()
    image = driver.frame()
    bar, table, log, prompt = host.layout()
    assert "Ana, your turn" in host.prompt_text()
    # the prompt bar carries Ana's colour (Okabe–Ito orange) along its top edge
    assert image.getpixel((int(prompt.center_x), 720 - int(prompt.top) + 1))[:3] == (230, 159, 0)

    moves = host.table.focus.controls
    assert moves, "the generic table offers the legal moves as buttons"
    driver.click_rect(moves[0].rect)
    assert len(host.match.actions) >= 1
    driver.update(frames=3)  # the bot answers at once (pacing 0)
    assert host.match.to_act == 0 or host.match.is_over

    driver.key(key.ESCAPE)
    assert host.overlay == "menu"
    menu_image = driver.frame()
    assert _pixel_differs(menu_image.getpixel((640, 360)), image.getpixel((640, 360)))
    driver.key(key.ESCAPE)
    assert host.overlay is None
    driver.key(key.F1)
    assert host.overlay == "rules"
    driver.draw()
    driver.key(key.F1)
    driver.key(key.ESCAPE)
    driver.draw()
    quit_button = host.focus.controls[-1]
    assert quit_button.label.startswith("Save and quit")
    driver.click_rect(quit_button.rect)
    assert isinstance(shell.window.current_view, LauncherView)
    assert host.match.autosave_path.exists()

    # the saved match is offered in the lobby and resumes where it stopped
    lobby = shell.show_lobby("beaver_bids")
    assert lobby.resumes and lobby.resumes[0].enabled
    driver.draw()
    driver.click_rect(lobby.resumes[0].rect)
    resumed = shell.window.current_view
    assert isinstance(resumed, HostView)
    assert len(resumed.match.actions) == len(host.match.actions)


def test_hot_seat_curtain_hides_the_table_between_two_people(shell, driver):
    from tabletop_core.replay import SeatSpec

    match = shell.new_match("beaver_bids", [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 7, None)
    host = shell.start_match(match)
    first = match.to_act
    assert host.overlay == "curtain" and host.curtain_for == first
    host.toggle_log()  # the log drawer open (as the last person left it)
    image = driver.frame()
    _bar, table, log, _prompt = host.layout()
    assert host.focus.controls[0].label == f"I am {match.names[first]}"
    # nothing of the table or the log shows through the curtain
    log_pixel = image.getpixel((int(log.center_x), 720 - int(log.bottom) - 20))
    assert log_pixel[:3] == (27, 37, 53)

    driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    assert host.overlay is None and host.viewer == first
    driver.draw()
    host.send(match.legal_actions()[0])
    assert host.overlay == "curtain" and host.curtain_for == 1 - first
    driver.draw()
    driver.hold_rect(host.focus.controls[0].rect)
    assert host.overlay is None and host.viewer == 1 - first


def test_a_table_that_raises_shows_an_error_screen_then_the_launcher(shell, driver):
    from tabletop_core.render.error_view import ErrorView
    from tabletop_core.render.launcher import LauncherView
    from tabletop_core.replay import SeatSpec

    match = shell.new_match(
        "crashy", [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")], 3, None
    )
    shell.start_match(match)
    driver.draw()
    view = shell.window.current_view
    assert isinstance(view, ErrorView)
    assert "the table fell over" in view.message
    image = driver.frame()
    assert image.getpixel((640, 360))[:3] != (27, 37, 53)
    driver.key(key.ENTER)
    assert isinstance(shell.window.current_view, LauncherView)


def test_bots_play_to_the_end_screen_and_play_again_deals_anew(shell, driver):
    from tabletop_core.replay import SeatSpec

    shell.settings.bot_pacing = 0.0
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    host = shell.start_match(shell.new_match("beaver_bids", seats, 5, {"hand_sizes": [1]}))
    for _ in range(20):
        driver.update()
        if host.match.is_over:
            break
    assert host.match.is_over and host.overlay == "end"
    driver.draw()
    labels = [c.label for c in host.focus.controls]
    assert labels == ["Look at the table", "Play again", "Back to games"]
    old = host.match
    driver.update(0.5)
    driver.key(key.DOWN)
    driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    driver.draw()
    assert host.overlay == "again" and host.match is old  # it asks first
    driver.update(0.5)
    driver.key(key.DOWN)
    driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    assert host.match is not old and not host.match.is_over and host.overlay is None
