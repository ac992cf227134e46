"""Going on with a saved match from the command line: ``tabletop play GAME --resume FILE|ID``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tabletop_core.replay import SaveError
from tabletop_core.storage import autosave_dir

_MATCH_ID = re.compile(r"^[A-Za-z0-9_]{1,40}$")


def find_save(game_id: str, reference: str) -> Path:
    """The save ``reference`` names: a file, or the match id of an autosave of ``game_id``.

    Raises :class:`SaveError` (one line) when there is no such save.
    """
    path = Path(reference).expanduser()
    if path.exists() or not _MATCH_ID.match(reference):
        return path  # reading it says what is wrong with it
    autosave = autosave_dir() / f"{game_id}-{reference}.json"
    if autosave.exists():
        return autosave
    raise SaveError(
        f"there is no file {reference!r} and no autosaved {game_id} match with the id {reference!r}"
    )


def resume_command(match: Any) -> str:
    return f"tabletop play {match.game.info.id} --headless --resume {match.match_id}"


def stopped_line(match: Any, why: str) -> str:
    """What the terminal says when play stops before the end (``why``): saved, and how to go on,
    or why the match could not be saved."""
    error = match.save_and_close()
    if match.read_only is not None:
        return f"tabletop: {why}; stopped, nothing was saved ({match.read_only})"
    if error is not None:
        return f"tabletop: {why}; stopped, and the match could NOT be saved: {error}"
    return f"tabletop: {why}; stopped, the match is saved: go on with `{resume_command(match)}`"
