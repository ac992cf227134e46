"""`tabletop replay --check` compares every event a replay recorded (by its digest), not only the
scores; physics games record the physics engine's version and say when it changed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pymunk

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec, dump_replay, parse_replay, read_replay
from tabletop_core.simulate import simulate_games


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


def _replay_check(tmp_path: Path, path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "replay", "--check", "--quiet", str(path)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _played(tmp_path: Path, game_id: str, players: int, seed: int = 3) -> Path:
    registry = plugins.registry()
    seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(players)]
    folder = tmp_path / "replays"
    folder.mkdir(exist_ok=True)
    simulate_games(
        registry.get(game_id), seats, games=1, seed=seed, replays=folder, registry=registry
    )
    return folder / f"{game_id}-seed{seed}.json"


def _edited(path: Path, change) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    edited = path.with_name(f"edited-{path.name}")
    edited.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return edited


def test_a_finished_match_records_the_digest_of_its_events(tmp_path: Path) -> None:
    path = _played(tmp_path, "damit", 3)
    replay = read_replay(path)
    assert replay.digest is not None and replay.digest.startswith("sha256:")
    assert replay.physics is None, "Dam It! uses no physics"
    registered = plugins.registry().get("damit")
    assert Match.from_replay(replay, registered.game).to_replay().digest == replay.digest
    unfinished = Match.from_replay(replay, registered.game, upto=5).to_replay()
    assert unfinished.digest is None
    assert '"digest"' not in dump_replay(unfinished)


def test_a_faithful_replay_passes_on_every_event(tmp_path: Path) -> None:
    run = _replay_check(tmp_path, _played(tmp_path, "damit", 3))
    assert run.returncode == 0, run.stderr
    assert "(check: every event identical)" in run.stdout
    assert run.stderr == ""


def test_a_replay_whose_recorded_digest_differs_fails_in_one_line(tmp_path: Path) -> None:
    path = _played(tmp_path, "damit", 3)
    recorded = read_replay(path).digest
    assert recorded is not None
    other = recorded[:-1] + ("0" if recorded[-1] != "0" else "1")
    edited = _edited(path, lambda data: data.update(digest=other))
    run = _replay_check(tmp_path, edited)
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "replay differs: the events differ from the recorded ones" in lines[0]
    assert recorded[:19] in lines[0]


def test_an_old_replay_without_a_digest_is_checked_on_scores_and_winners_only(
    tmp_path: Path,
) -> None:
    path = _played(tmp_path, "damit", 3)
    edited = _edited(path, lambda data: data.pop("digest"))
    run = _replay_check(tmp_path, edited)
    assert run.returncode == 0, run.stderr
    assert "scores and winners identical" in run.stdout
    assert "only those were compared" in run.stdout
    scores_changed = _edited(edited, lambda data: data["result"]["scores"].__setitem__(0, 99))
    run = _replay_check(tmp_path, scores_changed)
    assert run.returncode == 2 and "scores: the file says [99" in run.stderr


def test_a_physics_replay_records_pymunk_and_warns_under_another_version(
    tmp_path: Path,
) -> None:
    path = _played(tmp_path, "beaver_creek", 1, seed=13)  # a short solo game: 29 moves
    replay = read_replay(path)
    assert replay.physics == f"pymunk {pymunk.version}"
    run = _replay_check(tmp_path, path)
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""

    older = _edited(path, lambda data: data.update(physics="pymunk 5.0.0"))
    run = _replay_check(tmp_path, older)
    assert run.returncode == 0, run.stderr
    warning = run.stderr.strip().splitlines()
    assert len(warning) == 1
    assert f"recorded with pymunk 5.0.0, replayed with pymunk {pymunk.version}" in warning[0]
    assert "every event identical" in run.stdout

    differs = _edited(older, lambda data: data.update(digest="sha256:" + "0" * 64))
    run = _replay_check(tmp_path, differs)
    assert run.returncode == 2
    (line,) = run.stderr.strip().splitlines()
    assert "the events differ" in line and "recorded with pymunk 5.0.0" in line


def test_saves_from_before_the_new_fields_still_load() -> None:
    old = {
        "format": "tabletop.replay/1",
        "game": "damit",
        "game_version": "1.0",
        "seed": 1,
        "players": 2,
        "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
        "actions": [],
    }
    replay = parse_replay(json.dumps(old))
    assert replay.physics is None and replay.digest is None
    assert "physics" not in dump_replay(replay) and "digest" not in dump_replay(replay)
