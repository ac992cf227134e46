"""A window that hosted a match and was killed (no goodbye, no saving) leaves its seat on this
computer: the next window's launcher offers "Continue", which sits down at the same seat of the
same match, and the seat plays on. The token is kept in the user's data folder, in a file only
the user may read. A real ``tabletop serve`` on a loopback port; the crashing window is a process
of its own, SIGKILLed."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import join
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from window_play import play_one_turn, wait_for  # noqa: E402

pytestmark = pytest.mark.gl
CRASHING = Path(__file__).parent / "window_that_crashes.py"


def crashed_window(server: str, data: Path, cwd: Path) -> dict[str, str]:
    """Run the hosting window until it printed its match, then kill it."""
    process = subprocess.Popen(
        [sys.executable, str(CRASHING), server],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env={**os.environ, "TABLETOP_DATA_DIR": str(data)},
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line, process.stderr.read().decode()[-2000:] if process.stderr else ""
        seen = json.loads(line)
    finally:
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
    return seen


@pytest.mark.slow  # a server and a second window process
def test_a_killed_hosts_window_continues_its_seat(
    start_server, window, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core.render.launcher import LauncherView
    from tabletop_core.render.online_host import OnlineHostView
    from tabletop_core.render.online_screens import ContinueView

    key = load_arcade().key
    server = start_server()
    data = tmp_path / "data"
    seen = crashed_window(server.url, data, tmp_path)
    grandpa = join(server, seen["code"], name="Grandpa")
    try:
        # the seat is kept where only this user can read it
        path = data / "online" / "seats.json"
        monkeypatch.setenv("TABLETOP_DATA_DIR", str(data))
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700

        shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
        launcher = shell.show_launcher()
        assert isinstance(launcher, LauncherView)
        driver.draw()
        assert launcher.continue_button is not None
        assert launcher.continue_button.label == "Continue"
        driver.click_rect(launcher.continue_button.rect)
        chooser = window.current_view
        assert isinstance(chooser, ContinueView)
        driver.draw()
        go, _forget = chooser.rows[0]
        assert "Dam It!" in go.label and "Ana" in go.label
        driver.click_rect(go.rect)
        wait_for(driver, lambda: isinstance(window.current_view, OnlineHostView), "the table")
        host = window.current_view
        match = host.match
        assert match.match_id == seen["match"] and match.seat == 0 and host.viewer == 0
        assert match.is_host  # the host's key came back with the seat: restart is offered
        wait_for(driver, lambda: match.names == ["Ana", "Grandpa"], "Grandpa at the table")
        # the seat plays on: one move of Ana's, taken by the server
        deadline = time.monotonic() + 60
        while match.to_act != match.seat:
            assert time.monotonic() < deadline, "Ana's turn never came"
            grandpa.poll()
            if grandpa.to_act == grandpa.seat and grandpa.legal_actions():
                ply = grandpa.ply
                grandpa.act(grandpa.legal_actions()[0])
                while grandpa.ply == ply:
                    grandpa.wait(0.5)
            driver.update(1 / 30)
            driver.draw()
        wait_for(driver, host.can_act, "Ana's turn")
        played_at = match.remote.ply
        play_one_turn(driver, host)
        wait_for(driver, lambda: match.remote.ply > played_at, "the server's answer")
        assert server.status(seen["match"])["ply"] > played_at
        driver.key(key.ESCAPE)
        host.save_and_quit()
    finally:
        grandpa.close()
