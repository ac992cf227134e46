"""``tabletop host`` prints the codes; ``tabletop join --headless`` plays the seat to the end."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

TABLETOP = [sys.executable, "-m", "tabletop_core.cli"]


@pytest.mark.slow
def test_a_seat_is_hosted_and_played_to_the_end_in_the_terminal(start_server, tmp_path) -> None:
    server = start_server()
    hosted = subprocess.run(
        [*TABLETOP, "host", "damit", "--server", server.url, "--seats", "invited,bot:random"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TABLETOP_DATA_DIR": str(tmp_path / "data")},  # it keeps the host's key
    )
    assert hosted.returncode == 0, hosted.stderr
    codes = re.findall(r"tabletop join (\S+) --server", hosted.stdout)
    watch = re.findall(r"tabletop join (\S+) --watch", hosted.stdout)
    assert len(codes) == 1 and len(watch) == 1, hosted.stdout
    watcher = subprocess.Popen(
        [*TABLETOP, "join", watch[0], "--watch", "--server", server.url],
        stdout=subprocess.PIPE,
        text=True,
    )
    joined = subprocess.run(
        [*TABLETOP, "join", codes[0], "--server", server.url, "--headless"],
        input="1\n" * 400,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert joined.returncode == 0, joined.stderr
    assert "your turn" in joined.stdout and re.search(r"Winners?: ", joined.stdout)
    watched, _ = watcher.communicate(timeout=120)
    assert watcher.returncode == 0 and "watching" in watched
    assert watched.strip().splitlines()[-1] == joined.stdout.strip().splitlines()[-1]
    assert "[0]" not in watched  # a spectator is offered no moves


@pytest.mark.slow  # a server and a `tabletop join` process
def test_a_wrong_code_is_one_line_on_stderr(start_server) -> None:
    server = start_server()
    joined = subprocess.run(
        [*TABLETOP, "join", "ABCD-EFGH", "--server", server.url, "--headless"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert joined.returncode == 1
    assert joined.stderr.strip().count("\n") == 0 and "unknown or has expired" in joined.stderr


@pytest.mark.slow  # a server and a `tabletop join` process
def test_joining_without_a_display_says_to_add_headless_in_one_line(start_server) -> None:
    server = start_server()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "ARCADE_HEADLESS")}
    joined = subprocess.run(
        [*TABLETOP, "join", "ABCD-EFGH", "--server", server.url],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert joined.returncode == 1, joined.stdout
    assert joined.stderr.strip().count("\n") == 0 and "--headless" in joined.stderr
