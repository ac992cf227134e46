"""Every command-line error is one line on stderr, `tabletop: …`, exit 2 for usage and 1 for a
failure; Ctrl-C says "interrupted" and leaves no partial file. Run as real processes, one or
more a test: the slow tier (``pytest -m slow``)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


@pytest.fixture()
def env(tmp_path: Path) -> dict[str, str]:
    environment = dict(os.environ)
    environment["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    environment.pop("DISPLAY", None)
    environment.pop("TABLETOP_DEBUG", None)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return environment


def tabletop(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def error_line(run: subprocess.CompletedProcess[str], code: int) -> str:
    lines = run.stderr.strip().splitlines()
    assert run.returncode == code, (run.returncode, run.stderr)
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("tabletop: ")
    assert "Traceback" not in run.stderr and "╭" not in run.stderr and "Usage:" not in run.stderr
    return lines[0]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("simulate", "damit", "--games", "0"), "'--games'"),
        (("simulate", "damit", "--seed", "abc"), "'--seed'"),
        (("play",), "Missing argument"),
        (("simulate", "damit", "--players", "99999999999999999999999"), "--players must be"),
        (("simulate", "damit", "--players", "4000000000"), "not 4000000000"),
        (("play", "damit", "--players", "-3", "--headless"), "not -3"),
        (("simulate", "damit", "--seed", "9223372036854775807", "--games", "3"), "largest seed"),
        (("screenshot", "menu", "--out", "x.txt"), "PNG"),
        (("screenshot", "damit", "--frames", "3", "--out", "x.jpg"), "APNG or a GIF"),
        (("screenshot", "menu", "--frames", "3", "--out", "x.gif"), "records a game"),
        (("screenshot", "damit", "--frames", "0", "--out", "x.gif"), "--frames must be"),
        (("screenshot", "damit", "--frames", "3", "--every", "5", "--out", "x.gif"), "--every"),
        (("screenshot", "damit", "--frames", "3", "--scale", "2", "--out", "x.gif"), "--scale"),
        (("--use", "damit", "list"), "GAME=DISTRIBUTION"),
        (("nosuch",), "No such command"),
    ],
)
def test_a_usage_error_is_one_line_with_exit_code_2(
    env: dict[str, str], args: tuple[str, ...], expected: str
) -> None:
    assert expected in error_line(tabletop(env, *args), 2)


def test_a_negative_player_count_is_named_as_given(env: dict[str, str]) -> None:
    line = error_line(tabletop(env, "simulate", "damit", "--players", "-2"), 2)
    assert "not -2" in line and "not 0" not in line


def test_replays_into_a_file_or_under_one_or_into_proc_fail_in_one_line(
    env: dict[str, str], tmp_path: Path
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for folder in (a_file, a_file / "below", Path("/proc"), Path("/proc/tabletop")):
        if str(folder).startswith("/proc") and not Path("/proc/self").exists():
            continue
        run = tabletop(env, "simulate", "damit", "--games", "1", "--replays", str(folder))
        assert str(folder) in error_line(run, 1)


def test_screenshot_refuses_an_unknown_lobby_a_folder_and_a_path_under_a_file(
    env: dict[str, str], tmp_path: Path
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    (tmp_path / "shot.png").mkdir()
    cases = [
        (("screenshot", "lobby:nosuch", "--out", str(tmp_path / "x.png")), "'nosuch'"),
        (("screenshot", "menu", "--out", str(tmp_path / "shot.png")), "is a folder"),
        (("screenshot", "menu", "--out", str(a_file / "x.png")), "is a file, not a folder"),
    ]
    for args, expected in cases:
        assert expected in error_line(tabletop(env, *args), 1)


def test_a_settings_file_nested_100000_deep_gives_the_defaults_and_one_warning(
    env: dict[str, str],
) -> None:
    data = Path(env["TABLETOP_DATA_DIR"])
    data.mkdir(parents=True)
    (data / "settings.json").write_text('{"lobby": ' * 100_000 + "1" + "}" * 100_000)
    # where the settings are read (the window, as it opens): the defaults and one line
    read = subprocess.run(
        [sys.executable, "-c", "from tabletop_core.settings import load_settings as load\n"
         "print(load() == __import__('tabletop_core.settings').settings.Settings())"],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert read.returncode == 0 and read.stdout.strip() == "True", read.stderr
    (warning,) = read.stderr.strip().splitlines()
    assert warning.startswith("tabletop: settings file") and "nested too deeply" in warning
    # a command that needs no settings never reads them, and lists the games as always
    run = tabletop(env, "list", "--json")
    assert run.returncode == 0 and run.stderr.strip() == "", run.stderr
    assert json.loads(run.stdout)["games"]


def _replay(env: dict[str, str], tmp_path: Path, game: str) -> Path:
    run = tabletop(env, "simulate", game, "--games", "1", "--replays", str(tmp_path / "r"))
    assert run.returncode == 0, run.stderr
    (path,) = (tmp_path / "r").glob(f"{game}-*.json")
    return path


def test_an_option_given_as_true_is_not_taken_for_a_number(
    env: dict[str, str], tmp_path: Path
) -> None:
    path = _replay(env, tmp_path, "mein_lieber_biber")
    data = json.loads(path.read_text())
    data["options"]["rounds"] = True
    path.write_text(json.dumps(data))
    line = error_line(tabletop(env, "replay", str(path)), 1)
    assert "options.rounds: Input should be a valid integer" in line


def test_a_wrong_seed_is_reported_as_a_different_deal_not_a_version_problem(
    env: dict[str, str], tmp_path: Path
) -> None:
    path = _replay(env, tmp_path, "damit")
    data = json.loads(path.read_text())
    data["seed"] += 1
    path.write_text(json.dumps(data))
    line = error_line(tabletop(env, "replay", str(path)), 1)
    assert f"the initial deal differs from the one seed {data['seed']} gives" in line
    assert "saved with" not in line  # the versions agree: no word about them


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_during_simulate_says_interrupted_and_leaves_no_partial_replay(
    env: dict[str, str], tmp_path: Path, jobs: str
) -> None:
    folder = tmp_path / "replays"
    process = subprocess.Popen(
        [sys.executable, "-m", "tabletop_core.cli", "simulate", "damit", "--games", "100000"]
        + ["--replays", str(folder), "--jobs", jobs],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 120
    while len(list(folder.glob("*.json"))) < 3:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no replay was written"
        time.sleep(0.02)
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert err.strip().splitlines()[-1] == "tabletop: interrupted"
    assert "Traceback" not in err
    files = list(folder.iterdir())
    assert files and all(f.suffix == ".json" and f.stat().st_size > 0 for f in files), files
    for file in files:
        json.loads(file.read_text())
