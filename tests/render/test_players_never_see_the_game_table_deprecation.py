"""An older single-class table warns its author (a run with deprecation warnings shown, as pytest
and ``python -W default`` do) in one line, once; a player starting the same table sees nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _screenshot(tmp_path: Path, *python_flags: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ARCADE_HEADLESS": "1", "TABLETOP_DATA_DIR": str(tmp_path / "data")}
    env.pop("PYTHONWARNINGS", None)
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)  # a player's run: the installed games
    command = [sys.executable, *python_flags, "-m", "tabletop_core.cli", "screenshot"]
    out = tmp_path / "beaver_creek.png"
    return subprocess.run(
        [*command, "beaver_creek", "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=300,
    )


def test_the_author_is_told_once_and_the_player_never(tmp_path: Path) -> None:
    author = _screenshot(tmp_path, "-W", "default::DeprecationWarning")
    assert author.returncode == 0, author.stderr[-2000:]
    told = [line for line in author.stderr.splitlines() if "is a GameTable" in line]
    assert len(told) == 1 and "BeaverCreekTable" in told[0], author.stderr[-2000:]

    player = _screenshot(tmp_path)
    assert player.returncode == 0, player.stderr[-2000:]
    assert "GameTable" not in player.stderr and "Warning" not in player.stderr, player.stderr
