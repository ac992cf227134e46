"""Saves from the command line and between processes: headless play autosaves and says how to
go on; a second process opening an open match gets one line and a read-only look, never a second
writer (and takes over once the first is gone); a full disk is reported until a write succeeds;
a FIFO given as a save is refused at once instead of waiting forever."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.match_lock import IN_ANOTHER_WINDOW
from tabletop_core.replay import SaveError, read_replay


def _env(data: Path) -> dict[str, str]:
    env = {**os.environ, "TABLETOP_DATA_DIR": str(data)}
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


def tabletop(data: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", *args],
        env=_env(data),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow  # three `tabletop` processes, a game played to its end
def test_headless_play_autosaves_and_says_how_to_go_on(data_folder: Path) -> None:
    first = tabletop(
        data_folder, "play", "damit", "--seats", "human,bot:random", "--seed", "6", "--headless",
        stdin="1\n1\n",
    )  # fmt: skip
    # seed 6: both answers are whole moves (a move with parts would take the second "1" for
    # its second question)
    assert first.returncode == 1
    (line,) = first.stderr.strip().splitlines()
    command = re.search(r"`(tabletop play damit --headless --resume (\w+))`", line)
    assert command, line
    match_id = command.group(2)
    path = data_folder / "autosaves" / f"damit-{match_id}.json"
    played = len(read_replay(path).actions)
    assert played >= 3  # two of the person's moves and the bot's answers

    going_on = tabletop(data_folder, *command.group(1).split()[1:], stdin="1\n" * 400)
    assert going_on.returncode == 0, going_on.stderr
    assert "Winner" in going_on.stdout
    replay = read_replay(path)
    assert replay.result is not None and len(replay.actions) > played
    checked = tabletop(data_folder, "replay", "--check", "--quiet", str(path))
    assert checked.returncode == 0, checked.stderr
    assert "(check: every event identical)" in checked.stdout


def test_resuming_a_missing_match_is_one_line(data_folder: Path) -> None:
    run = tabletop(data_folder, "play", "damit", "--headless", "--resume", "nosuchmatch")
    assert run.returncode == 1
    assert run.stderr.startswith("tabletop: there is no file 'nosuchmatch' and no autosaved")
    assert len(run.stderr.strip().splitlines()) == 1


HOLDER = textwrap.dedent(
    """
    import sys, time
    from tabletop_core import plugins
    from tabletop_core.match import Match
    match = Match.load(sys.argv[1], plugins.load(autoload=True), autosave=True)
    print("ready" if match.read_only is None else "refused", flush=True)
    time.sleep(120)
    """
)


def _started_match(installed: plugins.Registry, data: Path) -> Path:
    from tabletop_core.replay import SeatSpec

    game = installed.get("damit").game
    match = Match(game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 4, autosave=True)
    for _ in range(3):
        match.act(match.legal_actions()[0])
    assert match.save_and_close() is None
    return match.autosave_path


def test_a_match_open_in_another_process_is_only_looked_at(
    installed: plugins.Registry, data_folder: Path, identity
) -> None:
    path = _started_match(installed, data_folder)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        env=_env(data_folder),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        before = identity(path)

        look = Match.load(path, installed, autosave=True)
        assert look.read_only == IN_ANOTHER_WINDOW == "this match is open in another window"
        assert not look.autosave
        look.act(look.legal_actions()[0])
        assert look.save_and_close() is None
        assert identity(path) == before, "a read-only look wrote to the save"

        run = tabletop(data_folder, "play", "damit", "--headless", "--resume", str(path))
        assert run.returncode == 1
        (line,) = run.stderr.strip().splitlines()
        assert line.startswith("tabletop: this match is open in another window")
        assert identity(path) == before
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.communicate(timeout=30)

    taken_over = Match.load(path, installed, autosave=True)
    assert taken_over.read_only is None, "the lock of a killed process is taken over"
    taken_over.act(taken_over.legal_actions()[0])
    assert taken_over.save_and_close() is None
    assert len(read_replay(path).actions) == 4


FULL_DISK = textwrap.dedent(
    """
    import resource, signal, sys
    from tabletop_core import plugins
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    registry = plugins.load(autoload=True)
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    bots = {i: registry.make_bot("damit", "random") for i in range(2)}
    match = Match(registry.get("damit").game, seats, 3, bots=bots, autosave=True, match_id="full")
    match.bot_step()
    assert match.flush_autosave() is None
    size = match.autosave_path.stat().st_size
    resource.setrlimit(resource.RLIMIT_FSIZE, (size + 100, resource.RLIM_INFINITY))
    failed = 0
    for _ in range(6):
        match.bot_step()
        failed += match.flush_autosave() is not None
    print("failed", failed, match.autosave_error, flush=True)
    resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    match.bot_step()
    print("after", match.flush_autosave(), len(match.actions), flush=True)
    print("closed", match.save_and_close(), flush=True)
    """
)


def test_a_file_size_limit_is_reported_until_a_write_succeeds(
    installed: plugins.Registry, data_folder: Path
) -> None:
    """A real failing write: the process may not grow files past a limit (RLIMIT_FSIZE)."""
    run = subprocess.run(
        [sys.executable, "-c", FULL_DISK],
        env=_env(data_folder),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    failed, after, closed = run.stdout.strip().splitlines()
    assert failed.startswith("failed ") and int(failed.split()[1]) >= 4, failed
    assert "File too large" in failed
    assert after.startswith("after None "), after
    assert closed == "closed None"
    saved = Match.load(data_folder / "autosaves" / "damit-full.json", installed)
    assert len(saved.actions) == int(after.split()[2])
    assert saved.load_note is None


def test_a_fifo_is_refused_at_once(data_folder: Path, installed: plugins.Registry) -> None:
    fifo = data_folder / "pipe.json"
    data_folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(fifo)
    try:
        run = tabletop(data_folder, "replay", str(fifo))
    except subprocess.TimeoutExpired:
        pytest.fail("tabletop replay waited on a FIFO")
    assert run.returncode == 1
    (line,) = run.stderr.strip().splitlines()
    assert line.endswith("is a FIFO, not a regular file, so not a save"), line
    with pytest.raises(SaveError, match="is a FIFO"):
        Match.load(fifo, installed)
