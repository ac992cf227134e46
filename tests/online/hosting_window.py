"""Hosting a Dam It! match from the lobby's "Play online" in a headless window, through real
events (shared by the window tests of getting back in, and by the window they run as a
process of its own)."""

from __future__ import annotations

from typing import Any

from window_play import type_into, wait_for

from tabletop_core.render._arcade import load_arcade


def host_from_the_lobby(shell: Any, driver: Any, server: str, name: str = "Ana") -> Any:
    """Open a two-seat match (``name`` here, one invited) on ``server``; returns the "Play
    online" screen once the server answered and the seat here was taken."""
    from tabletop_core.render.online_screens import PlayOnlineView

    window = shell.window
    lobby = shell.show_lobby("damit")
    driver.draw()
    while lobby.players.value > 2:  # ◀: one player fewer
        driver.click(lobby.players.rect.left + 5, lobby.players.rect.center_y)
        driver.draw()
    type_into(driver, lobby, lobby.seat_rows[0].name, name)
    driver.click_rect(lobby.online.rect)
    online = window.current_view
    assert isinstance(online, PlayOnlineView)
    driver.draw()
    second = online.seat_rows[1]
    while second.plays != "invited":
        driver.click(second.kind.rect.right - 5, second.kind.rect.center_y)
        driver.draw()
    while online.server.value != "address":
        driver.click(online.server.rect.right - 5, online.server.rect.center_y)
        driver.draw()
    type_into(driver, online, online.address, server)
    driver.click_rect(online.open_button.rect)
    wait_for(driver, lambda: online.table_button.enabled, "the match to open")
    return online


def menu_labels(host: Any, driver: Any) -> list[str]:
    """The words of the menu's buttons (opened with Esc, left open)."""
    if host.overlay != "menu":
        driver.key(load_arcade().key.ESCAPE)
    driver.draw()
    assert host.overlay == "menu"
    return [control.label for control in host.focus.controls]


def click_menu(host: Any, driver: Any, label: str) -> None:
    menu_labels(host, driver)
    button = next(c for c in host.focus.controls if c.label == label)
    driver.click_rect(button.rect)
