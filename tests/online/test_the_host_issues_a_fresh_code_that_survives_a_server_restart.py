"""The host issues a fresh code for a person's seat, from the window (Menu → "Codes for the
seats") and from ``tabletop host GAME --new-code SEAT``; the code seats whoever brings it at that
seat, and every code of the running match still does after the server was killed and started
again. On the way, the host's table says in words, within seconds, that the server stopped
answering, and that a person's connection dropped. A real ``tabletop serve`` on a loopback
port, killed with SIGKILL."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import join
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from hosting_window import click_menu, host_from_the_lobby  # noqa: E402
from window_play import wait_for  # noqa: E402

pytestmark = pytest.mark.gl


@pytest.mark.slow  # a server killed and started twice, a command in a process of its own
def test_a_fresh_code_from_the_host_seats_the_person_across_a_server_restart(
    start_server, window, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core.render.online_host import OnlineHostView
    from tabletop_core.render.online_screens import SeatCodesView

    server = start_server()
    data = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(data))
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    online = host_from_the_lobby(shell, driver, server.url)
    first_code = online.answer["codes"][0]["code"]
    driver.click_rect(online.table_button.rect)
    host = window.current_view
    assert isinstance(host, OnlineHostView)
    match = host.match
    wait_for(driver, lambda: match.remote.last is not None, "the table")

    # the server dies: the table says so within seconds, and takes up again when it is back
    server.kill()
    killed = time.monotonic()
    wait_for(driver, lambda: "server does not answer" in host.prompt_text(), "the words", 10)
    assert time.monotonic() - killed < 5
    server.start()
    wait_for(driver, lambda: match.remote.connected, "the connection again", 30)
    wait_for(driver, lambda: "server" not in host.prompt_text(), "the prompt to clear")

    # Menu → Codes for the seats → a new code for Grandpa's (invited) seat
    click_menu(host, driver, "Codes for the seats")
    codes = window.current_view
    assert isinstance(codes, SeatCodesView)
    driver.draw()
    assert codes.seats == [0, 1, None]
    driver.click_rect(codes.buttons[1].rect)
    wait_for(driver, lambda: 1 in codes.codes, "the new code")
    fresh = codes.codes[1]
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", fresh) and fresh != first_code
    driver.draw()
    assert codes.message == f"A new code for {match.names[1]}."
    driver.click_rect(codes.back.rect)
    assert window.current_view is host

    # the server is killed again: every code of the running match still seats its person
    server.kill()
    server.start()
    grandpa = join(server, fresh, name="Grandpa")
    again = join(server, first_code)
    try:
        assert (grandpa.seat, grandpa.match_id) == (1, match.match_id)
        assert (again.seat, again.match_id) == (1, match.match_id)
        assert grandpa.token != again.token  # each brought their own token
        wait_for(driver, lambda: match.names == ["Ana", "Grandpa"], "Grandpa at the table", 30)
        # from the command line, with what this computer kept of the match it hosted
        printed = subprocess.run(
            [sys.executable, "-m", "tabletop_core.cli", "host", "damit", "--new-code", "1"]
            + ["--server", server.url],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "TABLETOP_DATA_DIR": str(data)},
        )
        assert printed.returncode == 0, printed.stderr
        line = printed.stdout.strip()
        command = re.fullmatch(
            r"seat 1 \(Grandpa\): tabletop join ([A-Z2-9]{4}-[A-Z2-9]{4}) --server (\S+)", line
        )
        assert command is not None, line
        assert command.group(2) == server.url
        third = join(server, command.group(1))
        assert (third.seat, third.match_id) == (1, match.match_id)
        third.close()
        again.close()

        # Grandpa's connection drops: Ana's table says so within seconds
        wait_for(driver, lambda: match.is_present(1), "Grandpa present")
        grandpa.close()
        dropped = time.monotonic()
        wait_for(driver, lambda: "Grandpa (not connected)" in host._seat_labels(), "words", 10)
        assert time.monotonic() - dropped < 5
        assert "Grandpa lost their connection" in host._hint
    finally:
        grandpa.close()
        again.close()
    host.save_and_quit()
