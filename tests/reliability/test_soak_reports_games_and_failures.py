"""``benchmarks/soak.py``: a short soak of every installed game in CI, and its failure replays."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from typer.testing import CliRunner

from tabletop_core.actions import ActionCodec
from tabletop_core.cli import app
from tabletop_core.game import GameInfo, IllegalAction, Result
from tabletop_core.replay import read_replay

SOAK = Path(__file__).parents[2] / "benchmarks" / "soak.py"
CI_GAMES = 20


def _soak_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("soak_under_test", SOAK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # the soak itself: 20 games of each game in a process of its own
def test_a_short_soak_of_every_installed_game_finds_no_failure(installed, tmp_path: Path) -> None:
    run = subprocess.run(
        [
            sys.executable,
            str(SOAK),
            "--games",
            str(CI_GAMES),
            "--out",
            str(tmp_path),
            "--json",
            "--quiet",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    figures = {entry["game"]: entry for entry in json.loads(run.stdout)}
    assert sorted(figures) == sorted(installed.games)
    failed = {game: entry["failed"] for game, entry in figures.items() if entry["failures"]}
    assert not failed, json.dumps(failed, indent=2)
    assert all(
        entry["games"] == CI_GAMES and entry["games_per_second"] > 0 for entry in figures.values()
    )
    assert run.returncode == 0, run.stderr


@dataclass(frozen=True, slots=True)
class Drop:
    pass


class Butterfingers:
    """Drops everything on the fourth move of odd seeds: a rules bug for the soak to catch."""

    info = GameInfo(id="butterfingers", title="Butterfingers", min_players=2, max_players=3)
    codec = ActionCodec({"drop": Drop})

    def new_state(self, players: int, seed: int, options: Any = None) -> dict[str, int]:
        return {"moves": 0, "players": players, "seed": seed}

    def to_act(self, state: dict[str, int]) -> int | None:
        return None if state["moves"] >= 6 else state["moves"] % state["players"]

    def legal_actions(self, state: dict[str, int]) -> list[Drop]:
        return [Drop()]

    def apply(self, state: dict[str, int], action: Any) -> list:
        if action != Drop():
            raise IllegalAction("only dropping")
        if state["seed"] % 2 and state["moves"] == 3:
            raise IndexError("the fourth plate slipped")
        state["moves"] += 1
        return []

    def result(self, state: dict[str, int]) -> Result | None:
        if self.to_act(state) is not None:
            return None
        return Result(scores=(0,) * state["players"], winners=(0,))

    def view(self, state: dict[str, int], seat: int | None) -> dict[str, int]:
        return dict(state)

    def encode_action(self, action: Drop) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Drop:
        return self.codec.decode(data)


def test_each_failure_is_counted_with_a_replay_that_reproduces_it(tmp_path: Path) -> None:
    soak = _soak_module()
    figures = soak.soak(Butterfingers(), 6, 10, tmp_path, progress=False)
    assert figures.games == 6 and [f.seed for f in figures.failures] == [11, 13, 15]
    failure = figures.failures[0]
    assert failure.error == "IndexError: the fourth plate slipped" and failure.step == 4
    replay = read_replay(failure.replay)
    assert (replay.game, replay.seed, len(replay.actions)) == ("butterfingers", 11, 4)
    assert failure.replay.name == "butterfingers-seed11.json"
    summary = figures.as_json()
    assert summary["failures"] == 3 and summary["games"] == 6


def test_a_failure_replay_is_answered_in_one_line_by_the_replay_command(
    tmp_path: Path, monkeypatch
) -> None:
    """Butterfingers is not installed, so the command names the missing game; that is still one
    line, and the soak's replay of an installed game reaches ``Match.from_replay``."""
    soak = _soak_module()
    figures = soak.soak(Butterfingers(), 2, 1, tmp_path, progress=False)
    result = CliRunner().invoke(app, ["replay", str(figures.failures[0].replay)])
    assert result.exit_code == 1
    assert result.stderr.strip().count("\n") == 0 and "butterfingers" in result.stderr
