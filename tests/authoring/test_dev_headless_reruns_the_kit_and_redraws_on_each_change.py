"""`tabletop dev --headless`, for a machine without a display, run as an author runs it: a real
process on a real scaffolded game installed in a virtualenv. Each change of the game's files
reloads it, replays the match, re-runs the kit and writes a new screenshot; Ctrl-C ends it."""

from __future__ import annotations

import queue
import signal
import subprocess
import threading
from pathlib import Path

import pytest

PACKAGE = "tabletop_lantern_dev"
WAIT = 240.0
"""Seconds a round may take on a loaded machine (the kit is most of it)."""


class Lines:
    """The process's output, line by line, read on a thread so waiting can time out."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.seen: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._thread = threading.Thread(target=self._read, args=(process,), daemon=True)
        self._thread.start()

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def until(self, start: str) -> str:
        while True:
            try:
                line = self._queue.get(timeout=WAIT)
            except queue.Empty:
                raise AssertionError(f"no {start!r} in time; so far: {self.seen[-12:]}") from None
            if line is None:
                raise AssertionError(f"the process ended before {start!r}: {self.seen[-12:]}")
            self.seen.append(line)
            if line.startswith(start):
                return line


@pytest.mark.slow
def test_each_change_reloads_replays_reruns_the_kit_and_writes_a_new_screenshot(
    tmp_path: Path, venv: dict[str, str]
) -> None:
    made = subprocess.run(
        [
            "bash",
            "-euo",
            "pipefail",
            "-c",
            'tabletop new "Lantern Dev" --template cards && cd lantern_dev && pip install -e .',
        ],
        cwd=tmp_path,
        env=venv,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert made.returncode == 0, made.stdout[-2000:] + made.stderr[-2000:]
    source = tmp_path / "lantern_dev" / PACKAGE
    shot = tmp_path / "shots" / "table.png"
    process = subprocess.Popen(
        ["tabletop", "dev", "lantern_dev", "--headless", "--out", str(shot), "--players", "2"],
        cwd=tmp_path,
        env=venv,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        lines = Lines(process)
        assert lines.until("Kit: ").startswith("Kit: lantern_dev: ")
        assert ": ok" in lines.seen[-1]
        assert lines.until("Screenshot: ") == f"Screenshot: {shot} (move 12)"
        first = shot.read_bytes()
        assert first.startswith(b"\x89PNG")

        table = source / "view.py"  # the author renames the heading over the deck
        table.write_text(table.read_text().replace("The deck and the secret card", "The pile"))
        assert lines.until("Reloaded") == "Reloaded (view.py): replayed all 12 actions."
        assert ": ok" in lines.until("Kit: ")
        lines.until("Screenshot: ")
        assert shot.read_bytes() != first

        rules = source / "rules.py"  # then grows a view that shows the secret card to all
        anchor = "    hidden_card = HIDDEN\n"
        leak = (
            "\n    def view(self, state, seat):\n"
            "        seen = super().view(state, seat)\n"
            "        seen.secret = state.secret.clone()\n"
            "        return seen\n"
        )
        rules.write_text(rules.read_text().replace(anchor, anchor + leak))
        assert lines.until("Reloaded").startswith("Reloaded (rules.py)")
        assert "FAILED" in lines.until("Kit: ")
        failed = lines.until("  FAIL views do not depend on secrets")
        assert "view.secret" in failed
        lines.until("Screenshot: ")

        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=60) == 0
        assert lines.until("Stopped.") == "Stopped."
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
