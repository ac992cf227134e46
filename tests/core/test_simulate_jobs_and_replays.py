"""`tabletop simulate`: one process or several give the same summary and the same replay files,
and the fast path (no replays) plays exactly the games a full match would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.replay import MAX_SEED, SeatSpec, read_replay
from tabletop_core.simulate import simulate_games

TIMING = ("seconds", "decision_seconds")


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    env.pop("DISPLAY", None)
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


def _simulate(env: dict[str, str], *args: str) -> dict:
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "simulate", "damit", "--json", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    return {key: value for key, value in summary.items() if key not in TIMING}


def test_one_and_two_processes_give_the_same_summary_and_byte_identical_replays(
    tmp_path: Path,
) -> None:
    env = _env(tmp_path)
    alone, shared = tmp_path / "jobs1", tmp_path / "jobs2"
    common = ("--players", "3", "--games", "9", "--seed", "40")
    one = _simulate(env, *common, "--jobs", "1", "--replays", str(alone))
    two = _simulate(env, *common, "--jobs", "2", "--replays", str(shared))
    assert one == two
    assert one["games"] == 9 and sum(one["wins"]) >= 9
    names = sorted(path.name for path in alone.iterdir())
    assert names == [f"damit-seed{seed}.json" for seed in sorted(range(40, 49), key=str)]
    assert names == sorted(path.name for path in shared.iterdir())
    for name in names:
        assert (alone / name).read_bytes() == (shared / name).read_bytes(), name


def test_without_replays_the_summary_is_the_same_as_with_them(tmp_path: Path) -> None:
    env = _env(tmp_path)
    common = ("--players", "4", "--games", "6", "--seed", "7", "--jobs", "2")
    assert _simulate(env, *common) == _simulate(env, *common, "--replays", str(tmp_path / "r"))


def test_the_fast_path_plays_the_games_a_match_would(tmp_path: Path) -> None:
    """Each replay written by simulate loads into a Match that ends with the summary's wins."""
    registry = plugins.registry()
    registered = registry.get("damit")
    seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(3)]
    fast = simulate_games(registered, seats, games=5, seed=100, registry=registry)
    recorded = simulate_games(
        registered, seats, games=5, seed=100, registry=registry, replays=tmp_path
    )
    assert {k: v for k, v in fast.items() if k not in TIMING} == {
        k: v for k, v in recorded.items() if k not in TIMING
    }
    wins = [0, 0, 0]
    for seed in range(100, 105):
        replay = read_replay(tmp_path / f"damit-seed{seed}.json")
        match = Match.from_replay(replay, registered.game)
        assert match.is_over
        for winner in match.result.winners:
            wins[winner] += 1
    assert wins == fast["wins"]


def test_without_replays_simulate_refuses_what_a_match_refuses() -> None:
    """No Match is made per game without replays: its checks still hold, once for all games."""
    registry = plugins.registry()
    registered = registry.get("damit")
    with pytest.raises(ValueError, match="2 to 4 players, not 1"):
        simulate_games(registered, [SeatSpec.bot("Solo", "random")], games=2, registry=registry)
    seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(3)]
    with pytest.raises(ValueError, match="the seed must be a whole number"):
        simulate_games(registered, seats, games=2, seed=MAX_SEED, registry=registry)


def test_simulate_in_processes_never_imports_arcade(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom tabletop_core.cli import app\n"
        "try:\n    app(['simulate', 'damit', '--games', '4', '--jobs', '2', '--json'])\n"
        "except SystemExit as end:\n    assert not end.code, end.code\n"
        "assert 'arcade' not in sys.modules and 'pyglet' not in sys.modules, 'arcade imported'\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], env=_env(tmp_path), capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["games"] == 4


def test_workers_started_afresh_when_a_window_library_is_loaded_agree_with_one_process(
    tmp_path: Path,
) -> None:
    """With pyglet imported, forking is not safe: workers are spawned and load the plugins."""
    env = _env(tmp_path)
    alone, spawned = tmp_path / "alone", tmp_path / "spawned"
    code = (
        "import sys, pyglet\nfrom tabletop_core import simulate\nfrom tabletop_core.cli import app\n"
        "print(simulate._start_method(), file=sys.stderr)\n"
        f"app(['simulate', 'damit', '--games', '5', '--jobs', '2', '--json', "
        f"'--replays', {str(spawned)!r}])\n"
    )
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stderr.split() == ["spawn"]
    two = {k: v for k, v in json.loads(run.stdout).items() if k not in TIMING}
    assert two == _simulate(env, "--games", "5", "--jobs", "1", "--replays", str(alone))
    names = sorted(path.name for path in alone.iterdir())
    assert len(names) == 5 and names == sorted(path.name for path in spawned.iterdir())
    for name in names:
        assert (alone / name).read_bytes() == (spawned / name).read_bytes(), name


FAILING = """
import sys
from tabletop_core import hookimpl, plugins
from tabletop_core.bots.random_bot import RandomBot
from tabletop_core.replay import SeatSpec
from tabletop_core.simulate import SimulationError, simulate_games


class ClumsyBot(RandomBot):
    def choose(self, game, view, rng):
        if view.turns == 7 and view.players == 3 and rng.random() < 0.5:
            raise RuntimeError("dropped the card")
        return super().choose(game, view, rng)


class ClumsyPlugin:
    @hookimpl
    def tabletop_register_bots(self, register):
        register("damit", "clumsy", ClumsyBot)


registry = plugins.load([ClumsyPlugin()])
seats = [SeatSpec.bot(f"Bot {i}", "clumsy") for i in range(3)]
try:
    simulate_games(registry.get("damit"), seats, games=40, registry=registry, jobs=int(sys.argv[1]))
except SimulationError as error:
    print(error)
"""


def test_a_game_failing_in_a_worker_is_reported_as_in_one_process(tmp_path: Path) -> None:
    """The first failing game in game order is named, and no worker is left behind."""
    env = _env(tmp_path)
    said = []
    for jobs in ("1", "2"):
        run = subprocess.run(
            [sys.executable, "-c", FAILING, jobs],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert run.returncode == 0, run.stderr
        said.append(run.stdout.strip())
    assert said[0].startswith("game ") and "RuntimeError: dropped the card" in said[0]
    assert said[1] == said[0]


def test_a_failing_game_ends_the_pool_without_stopping_it_by_force(tmp_path: Path) -> None:
    """A failing game lets the workers skip what is queued and end by themselves: stopping a
    pool by force can leave its shutdown waiting for ever on a lock a stopped worker held (a
    run once hung there for minutes), so the failure path never takes it."""
    refusing = (
        "import multiprocessing.pool\n"
        "def refuse(self):\n"
        "    raise AssertionError('the pool was terminated')\n"
        "multiprocessing.pool.Pool.terminate = refuse\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", refusing + FAILING, "2"],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert "RuntimeError: dropped the card" in run.stdout, run.stdout + run.stderr
