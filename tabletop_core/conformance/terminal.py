"""Playing a game in the terminal from a test: a real process fed answers on stdin."""

from __future__ import annotations


def play_in_the_terminal(
    game_id: str,
    answers: str,
    *,
    seats: str = "human,bot:easy",
    seed: int = 3,
    env: dict[str, str] | None = None,
    timeout: float = 300,
) -> str:
    """Play ``tabletop play GAME --headless`` as a real process, typing ``answers`` on its stdin,
    and return what it printed (failing the test on a traceback). ``env`` replaces the process
    environment (default: this one, with plugins autoloaded so installed games are found)."""
    import os
    import subprocess
    import sys

    environment = dict(os.environ) if env is None else dict(env)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "play", game_id, "--headless"]
        + ["--seats", seats, "--seed", str(seed)],
        input=answers,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert "Traceback" not in run.stderr, run.stderr
    return run.stdout


def terminal_decisions(out: str, name: str) -> list[str]:
    """What the terminal printed before each decision of the seat ``name`` (its view of the table
    and its numbered moves, up to the next question), from :func:`play_in_the_terminal`'s output."""
    return [turn.split("Your move:", 1)[0] for turn in out.split(f"{name}, your turn.")[1:]]


def terminal_move_numbers(out: str, words: str) -> str:
    """The numbers a person types to pick the move named ``words``, from the last list the
    terminal printed for ``moves`` (every move with its numbers: ``[4 2] build …``)."""
    import re

    found = re.findall(r"^  \[([\d ]+)\] " + re.escape(words) + "$", out, re.M)
    assert found, f"no move {words!r} in the terminal's list of moves"
    return str(found[-1])
