"""The `tabletop` command, run as a real process against a really installed example game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """An environment where the example game is an installed distribution (a dist-info on the path)."""
    site = tmp_path_factory.mktemp("site")
    info = site / "tabletop_beaver_bids-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tabletop-beaver-bids\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text("[tabletop]\nbeaver_bids = example_game\n")
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), str(HERE), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment.pop("DISPLAY", None)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return environment


def tabletop(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_list_json_names_the_game_its_bot_levels_and_its_distribution(env: dict[str, str]) -> None:
    run = tabletop(env, "list", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    (game,) = [g for g in data["games"] if g["id"] == "beaver_bids"]
    assert game == {
        "id": "beaver_bids",
        "title": "Beaver Bids",
        "min_players": 2,
        "max_players": 4,
        "tags": ["cards", "example"],
        "bot_levels": ["random", "hard"],
        "distribution": "tabletop-beaver-bids",
        "version": "0.1",
    }
    assert isinstance(data["unavailable"], list)


def test_commands_that_draw_nothing_do_not_import_arcade(env: dict[str, str]) -> None:
    code = (
        "import sys; from tabletop_core.cli import app\n"
        "try:\n    app(['list', '--json'])\nexcept SystemExit:\n    pass\n"
        "assert 'arcade' not in sys.modules and 'pyglet' not in sys.modules, 'arcade imported'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_play_headless_plays_bots_to_the_end_and_prints_the_result(env: dict[str, str]) -> None:
    run = tabletop(env, "play", "beaver_bids", "--players", "3", "--seed", "4", "--headless")
    assert run.returncode == 0, run.stderr
    assert "Result" in run.stdout
    assert "Winner" in run.stdout


def test_play_refuses_an_impossible_player_count_in_one_line(env: dict[str, str]) -> None:
    run = tabletop(env, "play", "beaver_bids", "--players", "9", "--headless")
    assert run.returncode != 0
    assert run.stderr.strip() == "tabletop: Beaver Bids is for 2–4 players, not 9"


def test_practice_in_the_terminal_is_refused_with_two_people_in_one_line(
    env: dict[str, str],
) -> None:
    seats = ["--seats", "human,human"]
    run = tabletop(env, "play", "beaver_bids", "--headless", "--practice", *seats)
    assert run.returncode != 0
    assert run.stderr.strip() == (
        "tabletop: --practice: practice mode is for a match with exactly one person at the table"
    )


def test_unknown_game_and_bot_level_get_one_line(env: dict[str, str]) -> None:
    run = tabletop(env, "play", "otter_pond", "--headless")
    assert run.returncode != 0 and len(run.stderr.strip().splitlines()) == 1
    assert "no game 'otter_pond' is installed" in run.stderr
    run = tabletop(env, "simulate", "beaver_bids", "--seats", "bot:genius,bot:random")
    assert run.returncode != 0 and len(run.stderr.strip().splitlines()) == 1
    assert "no bot level 'genius'" in run.stderr


def test_simulate_json_summary_and_byte_identical_replays(
    env: dict[str, str], tmp_path: Path
) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    outputs = []
    for folder in (first, second):
        run = tabletop(
            env,
            "simulate",
            "beaver_bids",
            "--players",
            "3",
            "--games",
            "4",
            "--seed",
            "10",
            "--replays",
            str(folder),
            "--json",
        )
        assert run.returncode == 0, run.stderr
        outputs.append(json.loads(run.stdout))
    summary = outputs[0]
    assert summary["game"] == "beaver_bids"
    assert summary["games"] == 4 and summary["players"] == 3
    assert summary["seats"] == ["bot:random"] * 3
    assert sum(summary["wins"]) >= 4, "every game has at least one winner"
    assert len(summary["mean_score"]) == 3
    assert set(summary["decision_seconds"]) == {"mean", "max"}
    assert isinstance(summary["stats"], dict) and summary["stats"]
    assert outputs[0]["wins"] == outputs[1]["wins"]
    files = sorted(p.name for p in first.iterdir())
    assert len(files) == 4
    for name in files:
        assert (first / name).read_bytes() == (second / name).read_bytes()


def test_replay_check_accepts_a_true_file_and_names_a_tampered_result(
    env: dict[str, str], tmp_path: Path
) -> None:
    run = tabletop(
        env, "simulate", "beaver_bids", "--games", "1", "--seed", "3", "--replays", str(tmp_path)
    )
    assert run.returncode == 0, run.stderr
    (replay_path,) = tmp_path.iterdir()
    run = tabletop(env, "replay", str(replay_path), "--check")
    assert run.returncode == 0, run.stderr
    assert "identical" in run.stdout

    data = json.loads(replay_path.read_text())
    data["result"]["scores"][0] += 5
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data))
    before = tampered.read_bytes()
    run = tabletop(env, "replay", str(tampered), "--check")
    assert run.returncode != 0
    assert "scores" in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert tampered.read_bytes() == before


def test_replay_of_a_corrupt_file_is_one_line(env: dict[str, str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tabletop.replay/1", "game": ')
    run = tabletop(env, "replay", str(broken))
    assert run.returncode != 0
    assert len(run.stderr.strip().splitlines()) == 1
    assert "Traceback" not in run.stderr


@pytest.mark.slow  # the whole kit in a process of its own (in-process: test_conformance_example)
def test_check_passes_on_the_example_game(env: dict[str, str]) -> None:
    run = tabletop(env, "check", "beaver_bids", "--games", "2")
    assert run.returncode == 0, run.stdout + run.stderr


def test_menu_without_a_display_says_so_in_one_line(env: dict[str, str]) -> None:
    environment = dict(env)
    environment.pop("ARCADE_HEADLESS", None)
    environment.pop("DISPLAY", None)
    environment.pop("WAYLAND_DISPLAY", None)
    run = tabletop(
        environment,
    )
    assert run.returncode != 0
    assert "Traceback" not in run.stderr
    assert "--headless" in run.stderr and "screenshot" in run.stderr
