"""`tabletop dev` without a display, even with ARCADE_HEADLESS=1: one line saying why, and what
to run instead (`--headless` first)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_dev_without_a_display_says_it_needs_one_and_what_to_run_instead(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["ARCADE_HEADLESS"] = "1"
    env["TABLETOP_DATA_DIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "dev", "damit"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    message = done.stderr.strip()
    assert len(message.splitlines()) == 1
    assert message.startswith("tabletop: tabletop dev needs a display (ARCADE_HEADLESS=1 draws")
    assert "tabletop check damit" in message and "tabletop screenshot damit" in message
    assert "tabletop dev damit --headless" in message
