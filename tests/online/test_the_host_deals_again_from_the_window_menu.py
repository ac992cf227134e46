"""Menu → "Restart this match" at an online table: offered to the host alone, it asks the server
to deal again with the same seats, and every window and client at the match is taken over to
the new deal (they are told so); at anybody else's table the menu does not offer it. A real
``tabletop serve`` on a loopback port; the host plays in the headless window, the invited
person on a client of their own."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import join
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from hosting_window import click_menu, host_from_the_lobby, menu_labels  # noqa: E402
from window_play import play_one_turn, wait_for  # noqa: E402

pytestmark = pytest.mark.gl


@pytest.mark.slow  # a server, a whole deal and a second one
def test_the_host_deals_again_and_everybody_follows(
    start_server, window, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core.render.online_host import OnlineHostView
    from tabletop_core.render.online_screens import JoinView

    key = load_arcade().key
    server = start_server()
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    online = host_from_the_lobby(shell, driver, server.url)
    code = online.answer["codes"][0]["code"]
    grandpa = join(server, code, name="Grandpa")
    try:
        driver.click_rect(online.table_button.rect)
        host = window.current_view
        assert isinstance(host, OnlineHostView)
        match = host.match
        first = match.match_id
        wait_for(driver, lambda: match.names == ["Ana", "Grandpa"], "Grandpa to sit down")
        if match.to_act == match.seat:
            wait_for(driver, host.can_act, "Ana's turn")
            play_one_turn(driver, host)
            wait_for(driver, lambda: match.remote.ply == 1, "the server's answer")
        else:
            grandpa.wait(5)
            grandpa.act(grandpa.legal_actions()[0])
            wait_for(driver, lambda: match.remote.ply == 1, "Grandpa's move")

        assert "Restart this match" in menu_labels(host, driver)
        click_menu(host, driver, "Restart this match")
        assert host.overlay == "restart" and match.match_id == first  # asked first
        driver.draw()
        yes = next(c for c in host.focus.controls if c.label == "Yes, restart")
        driver.click_rect(yes.rect)  # a tap does not answer the question
        assert host.overlay == "restart" and match.match_id == first
        driver.hold_rect(yes.rect)  # the deliberate press deals again
        wait_for(driver, lambda: match.match_id not in (None, first), "the new deal")
        wait_for(driver, lambda: match.remote.ply == 0 and match.remote.last, "its first view")
        second = match.match_id
        assert not host.failed and window.current_view is host
        assert "The host dealt again" in host._hint
        driver.draw()
        # Grandpa's client was told and went over to the new deal with the token it had
        deadline = time.monotonic() + 20
        while grandpa.match_id != second or grandpa.last is None:
            assert time.monotonic() < deadline, "Grandpa's client did not follow"
            grandpa.wait(0.5)
        assert grandpa.restarted_from == first and grandpa.seat == 1 and grandpa.ply == 0
        status = server.status(second)
        assert [s["name"] for s in status["seats"]] == ["Ana", "Grandpa"]
        assert status["ply"] == 0
        # the new deal plays: a move at the host's table is taken by the server
        if match.to_act == match.seat:
            wait_for(driver, host.can_act, "Ana's turn in the new deal")
            play_one_turn(driver, host)
            wait_for(driver, lambda: match.remote.ply == 1, "the server's answer")
        driver.key(key.ESCAPE)
        host.save_and_quit()
    finally:
        grandpa.close()

    # at Grandpa's table (not the host's) the menu offers no restart, and none happens
    driver.draw()
    driver.key(key.J)
    joining = window.current_view
    assert isinstance(joining, JoinView)
    joining.code.text, joining.server.text, joining.name.text = code, server.url, "Grandpa"
    driver.draw()
    driver.click_rect(joining.join_button.rect)
    wait_for(driver, lambda: isinstance(window.current_view, OnlineHostView), "Grandpa's table")
    guest = window.current_view
    assert guest.match.seat == 1 and guest.match.match_id == second
    labels = menu_labels(guest, driver)
    assert "Restart this match" not in labels and "Codes for the seats" not in labels
    guest.restart()  # as if it were asked anyway: said, never a crash
    driver.draw()
    assert not guest.failed
    assert "Only the host" in guest._hint
    assert guest.match.match_id == second
    guest.save_and_quit()
