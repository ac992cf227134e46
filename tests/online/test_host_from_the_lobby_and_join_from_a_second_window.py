"""The window's online play, end to end against a real ``tabletop serve`` on a loopback port: a
match of Dam It! is hosted from the lobby's "Play online" (this seat here, one invited), a
second window (a process of its own) joins through the launcher's "Join a game" with the code
the first one shows, and each plays a turn at its own table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of, reading_problems

sys.path.insert(0, str(Path(__file__).parent))  # the helpers the second window shares
from window_play import play_one_turn, type_into, wait_for  # noqa: E402

pytestmark = pytest.mark.gl
SECOND_WINDOW = Path(__file__).parent / "second_window.py"


def drawn_words(view) -> str:
    return " ".join(label.text for canvas in canvases_of(view) for label in canvas.texts)


@pytest.mark.slow  # a second window in a process of its own, and a server
def test_a_match_hosted_in_the_lobby_is_joined_from_a_second_window(
    start_server, window, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core.render.online_host import OnlineHostView
    from tabletop_core.render.online_screens import PlayOnlineView

    key = load_arcade().key
    server = start_server()
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    lobby = shell.show_lobby("damit")
    driver.draw()
    while lobby.players.value > 2:  # ◀: one player fewer
        driver.click(lobby.players.rect.left + 5, lobby.players.rect.center_y)
        driver.draw()
    type_into(driver, lobby, lobby.seat_rows[0].name, "Ana")
    driver.click_rect(lobby.online.rect)
    online = window.current_view
    assert isinstance(online, PlayOnlineView)
    driver.draw()
    first, second = online.seat_rows
    assert (first.plays, first.name.text) == ("here", "Ana")
    while second.plays != "invited":  # the lobby's bot becomes an invited person
        driver.click(second.kind.rect.right - 5, second.kind.rect.center_y)
        driver.draw()
    driver.click(online.server.rect.right - 5, online.server.rect.center_y)  # "an address"
    driver.draw()
    assert online.server.value == "address"
    type_into(driver, online, online.address, server.url)
    driver.click_rect(online.open_button.rect)
    wait_for(driver, lambda: online.table_button.enabled, "the match to open")
    code = online.answer["codes"][0]["code"]
    words = drawn_words(online)
    assert code in words and f"{server.url}/join/{code}" in words  # the code and its link
    assert online.answer["here"][0]["code"] in words  # Ana's own, to come back to her seat
    assert online.answer["here"][0]["token"] not in words
    assert not reading_problems(canvases_of(online), online.bounds)

    joiner = subprocess.Popen(
        [sys.executable, str(SECOND_WINDOW), server.url, code, "Grandpa"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env=os.environ.copy(),
    )
    try:
        driver.click_rect(online.table_button.rect)
        host = window.current_view
        assert isinstance(host, OnlineHostView)
        match = host.match
        assert match.seat == 0 and host.viewer == 0
        wait_for(driver, lambda: match.names == ["Ana", "Grandpa"], "Grandpa to sit down", 120)
        wait_for(driver, lambda: host.can_act(), "Ana's turn", 120)
        played_at = match.remote.ply
        play_one_turn(driver, host)
        wait_for(driver, lambda: match.remote.ply > played_at, "the server's answer")
        wait_for(driver, lambda: match.remote.ply >= 2, "Grandpa's turn", 120)
        out, err = joiner.communicate(timeout=120)
    finally:
        if joiner.poll() is None:
            joiner.kill()
            joiner.communicate()
    assert joiner.returncode == 0, err.decode()[-2000:]
    seen = json.loads(out.decode().strip().splitlines()[-1])
    assert seen["seat"] == 1 and seen["names"] == ["Ana", "Grandpa"]
    assert {seen["played_at"], played_at} == {0, 1}  # one turn each, in either order
    assert seen["ply"] >= 2 and match.remote.ply >= 2
    status = server.status(match.match_id)
    assert status["ply"] >= 2 and [s["name"] for s in status["seats"]] == ["Ana", "Grandpa"]
    # both tables read the same log of the two turns
    assert len(seen["log"]) >= 2 and match.log_lines()[: len(seen["log"])] == seen["log"]
    driver.key(key.ESCAPE)
    host.save_and_quit()
