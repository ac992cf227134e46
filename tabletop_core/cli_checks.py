"""What the ``tabletop`` command checks before it starts, and how it ends when something fails.

Every error is one line on stderr, ``tabletop: …``: exit code 2 for a usage error (a wrong
option, a missing argument), 1 for a failure, 130 for Ctrl-C, never a traceback or a box.
``TABLETOP_DEBUG=1`` adds the traceback of an unexpected error.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import typer

from tabletop_core.messages import one_line, shorten

USAGE = 2
FAILURE = 1
INTERRUPTED = 130
MAX_PLAYERS = 64
"""Far above any game's maximum: a bigger count is refused before anything is built."""


class CommandError(Exception):
    """A failure to report in one line; ``code`` is the exit code."""

    def __init__(self, message: str, code: int = FAILURE) -> None:
        super().__init__(message)
        self.code = code


def say(message: str) -> None:
    print(f"tabletop: {shorten(message)}", file=sys.stderr, flush=True)


def run(command: Any, args: Sequence[str] | None = None) -> int:
    """Run ``command`` (the click command typer builds) on the command line; the exit code.

    Errors are reported here, each in one line, instead of by click's and typer's own handlers
    (which draw boxes and say nothing on Ctrl-C).
    """
    from tabletop_core.plugins import GameUnavailable
    from tabletop_core.watchdog import Hung

    try:
        with command.make_context("tabletop", list(sys.argv[1:] if args is None else args)) as ctx:
            command.invoke(ctx)
        return 0
    except typer.Exit as done:
        return done.exit_code
    except typer.Abort:
        say("interrupted")
        return INTERRUPTED
    except KeyboardInterrupt:
        say("interrupted")
        return INTERRUPTED
    except CommandError as error:
        say(str(error))
        return error.code
    except (GameUnavailable, Hung) as error:
        say(str(error))
        return FAILURE
    except BrokenPipeError:
        return FAILURE
    except Exception as error:
        # click's errors (UsageError exits 2, the others 1) from whichever click typer uses:
        # typer 0.2x parses with its own copy, older versions with click itself
        format_message = getattr(error, "format_message", None)
        exit_code = getattr(error, "exit_code", None)
        if callable(format_message) and isinstance(exit_code, int):
            say(str(format_message()))
            return exit_code
        if os.environ.get("TABLETOP_DEBUG"):  # a bug: one line, the traceback when asked for
            traceback.print_exc()
        say(f"unexpected error: {one_line(error)} (TABLETOP_DEBUG=1 shows where)")
        return FAILURE


# -- option checks --------------------------------------------------------------------------------


def check_players(players: int | None) -> None:
    if players is not None and not 1 <= players <= MAX_PLAYERS:
        raise CommandError(
            f"--players must be a number from 1 to {MAX_PLAYERS}, not {players}", USAGE
        )


def check_seed_range(seed: int, games: int, max_seed: int) -> None:
    """Game i of a run uses ``seed + i``: the last one must still be a valid seed."""
    if seed + games - 1 > max_seed:
        raise CommandError(
            f"--seed {seed} with --games {games} runs past the largest seed ({max_seed}); "
            f"use a seed up to {max_seed - games + 1}",
            USAGE,
        )


def writable_folder(folder: Path, option: str) -> Path:
    """``folder``, created if needed, once a file could be written into it."""
    if folder.exists() and not folder.is_dir():
        raise CommandError(f"{option} {folder}: is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, probe = tempfile.mkstemp(prefix=".tabletop-", suffix=".tmp", dir=folder)
        os.close(descriptor)
        os.unlink(probe)
    except OSError as error:
        raise CommandError(f"{option} {folder}: {error.strerror or one_line(error)}") from None
    return folder


def animation_target(out: Path, frames: int, every: int, scale: float, target: str) -> Path:
    """The options of a recorded animation: a game, 1–600 frames, 10–2000 ms apart, a scale
    of 0.1–1, written to a ``.png`` (APNG) or ``.gif`` that can be made."""
    if target in ("menu", "settings") or target.startswith("lobby:"):
        raise CommandError("--frames records a game: give a game id", USAGE)
    if not 1 <= frames <= 600:
        raise CommandError(f"--frames must be between 1 and 600, not {frames}", USAGE)
    if not 10 <= every <= 2000:
        raise CommandError(f"--every must be between 10 and 2000 ms, not {every}", USAGE)
    if not 0.1 <= scale <= 1.0:
        raise CommandError(f"--scale must be between 0.1 and 1, not {scale}", USAGE)
    if out.suffix.lower() not in (".png", ".gif"):
        raise CommandError(
            f"--out {out}: an animation is an APNG or a GIF; name it ….png or ….gif", USAGE
        )
    return writable_file(out)


def png_target(out: Path) -> Path:
    """``out`` as a PNG file that can be written: a ``.png`` name in a folder that exists or
    can be made."""
    if out.suffix.lower() != ".png":
        raise CommandError(f"--out {out}: the screenshot is a PNG file; name it ….png", USAGE)
    return writable_file(out)


def writable_file(out: Path) -> Path:
    """``out`` names a file (not a folder) in a folder that exists or can be made."""
    if out.is_dir():
        raise CommandError(f"--out {out}: is a folder; name the file to write")
    parent = out.parent
    for folder in (parent, *parent.parents):
        if folder.exists():
            if not folder.is_dir():
                raise CommandError(f"--out {out}: {folder} is a file, not a folder")
            break
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CommandError(f"--out {out}: {error.strerror or one_line(error)}") from None
    if not os.access(parent, os.W_OK):
        raise CommandError(f"--out {out}: cannot write into {parent}")
    return out


def parse_use(values: Sequence[str]) -> dict[str, str]:
    """``--use ID=DISTRIBUTION`` options as a mapping."""
    chosen: dict[str, str] = {}
    for value in values:
        game_id, sign, distribution = value.partition("=")
        if not sign or not game_id.strip() or not distribution.strip():
            raise CommandError(f"--use wants GAME=DISTRIBUTION, not {value!r}", USAGE)
        chosen[game_id.strip()] = distribution.strip()
    return chosen


def plain(text: Any) -> Any:
    """Text from a plugin as rich shows it: literally, never read as markup."""
    from rich.text import Text

    return Text(str(text))
