"""SIGKILL a process that is playing with autosave on (or saving settings) at random moments:
what it leaves is always a valid file, missing at most the action in flight.

The driver (``crash_driver.py``) prints the number of actions after each autosave returned. Most
of its time goes into the autosave itself (the fsyncs), so most kills land inside a write.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.settings import Settings

DRIVER = Path(__file__).with_name("crash_driver.py")
KILLS = {"damit": 12, "hamsterdam": 6}


def _run_and_kill(args: list[str], data: Path, delay: float) -> list[str]:
    """Start the driver, wait for ``ready``, let it run ``delay`` seconds, SIGKILL it; its output."""
    env = {**os.environ, "TABLETOP_DATA_DIR": str(data)}
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        first = process.stdout.readline()
        assert first.strip() == "ready", first + process.stderr.read()
        time.sleep(delay)
    finally:
        process.send_signal(signal.SIGKILL)
        out, err = process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL, err
    return out.splitlines()


def _leftovers(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


@pytest.mark.slow
@pytest.mark.parametrize("crashed_game", sorted(KILLS))
def test_a_killed_match_resumes_from_its_autosave(crashed_game: str, tmp_path: Path) -> None:
    game_id = crashed_game
    rng = random.Random(f"kill/{game_id}")
    registry = plugins.load(autoload=True)
    data = tmp_path / "data"
    for run in range(KILLS[game_id]):
        printed = _run_and_kill(["match", game_id, str(run)], data, rng.uniform(0.0, 0.4))
        assert not [line for line in printed if line.startswith("error")], printed
        games = [i for i, line in enumerate(printed) if line.startswith("new")]
        start = games[-1] if games else 0
        counts = [int(line) for line in printed[start:] if line.isdigit()]
        path = data / "autosaves" / f"{game_id}-crash.json"
        finished_game = [int(line) for line in printed[:start] if line.isdigit()][-1:]
        if not counts and games:
            counts = [0]  # a new game began; its first action may be on disk or not
        if not counts:
            continue  # killed before the first action came back; a save may or may not exist
        match = Match.load(path, registry)
        assert match.game.info.id == game_id
        saved = len(match.actions)
        still_the_last_game = counts == [0] and [saved] == finished_game and match.is_over
        assert counts[-1] <= saved <= counts[-1] + 1 or still_the_last_game, (counts, saved)
        assert match.is_over or match.legal_actions()
        assert len(_leftovers(path.parent)) <= run + 1


def test_stale_temporary_files_of_killed_writers_are_cleaned_up_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A writer killed between creating its temporary file and the rename leaves the temporary
    behind (the SIGKILL test above sees them); starting Tabletop (``tidy_autosaves``) sweeps old
    ones away, and so does the next whole write of that save."""
    from tabletop_core.replay import SeatSpec
    from tabletop_core.storage import tidy_autosaves

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    registry = plugins.load(autoload=True)
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    bots = {i: registry.make_bot("damit", "random") for i in range(2)}
    match = Match(registry.get("damit").game, seats, 1, None, bots=bots, autosave=True)
    match.bot_step()
    assert match.save_and_close() is None
    path = match.autosave_path
    old = time.time() - 3600
    stale = [path.parent / f".{path.name}.killed{i}.tmp" for i in range(3)]
    fresh = path.parent / f".{path.name}.inflight.tmp"
    for leftover in [*stale, fresh]:
        leftover.write_text('{"format": "tabletop.replay/1", "game": "da')
    for leftover in stale:
        os.utime(leftover, (old, old))
    tidy_autosaves(keep_finished=20)
    assert not any(leftover.exists() for leftover in stale)
    assert fresh.exists(), "a recent temporary may belong to a writer still at work"
    assert len(Match.load(path, registry).actions) == 1


@pytest.mark.slow  # a killed process, many times over
def test_killed_while_saving_settings_leaves_valid_settings(tmp_path: Path) -> None:
    rng = random.Random("kill/settings")
    data = tmp_path / "data"
    path = data / "settings.json"
    for _ in range(8):
        printed = [
            int(line)
            for line in _run_and_kill(["settings"], data, rng.uniform(0, 0.3))
            if line.isdigit()
        ]
        if not printed:
            continue
        settings = Settings.model_validate_json(path.read_text(encoding="utf-8"))
        saved = settings.window_width - 640
        assert printed[-1] <= saved <= printed[-1] + 1
        assert settings.player_names == [f"Ana {saved}"] * 12
