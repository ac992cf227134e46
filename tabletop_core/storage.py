"""Where Tabletop keeps its files, and how it writes them without ever leaving half a file.

Everything lives in the platform's user data folder (``platformdirs``); the environment variable
``TABLETOP_DATA_DIR`` moves it elsewhere (tests point it at a temporary folder).
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

from tabletop_core.replay import SaveError, SeatSpec, read_replay

DATA_DIR_ENV = "TABLETOP_DATA_DIR"


def data_dir() -> Path:
    """The folder for saves and settings (not created here; writing creates it)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosaves"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def atomic_write_text(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves either the old file or the new one.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then renamed over
    the target with ``os.replace`` (atomic on POSIX and Windows); the folder is fsynced so the
    rename itself survives a power cut.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(path)
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_folder(path.parent)


STALE_TEMPORARY_SECONDS = 60.0
"""A temporary file of an atomic write this old was left by a process killed mid-write."""


def _remove_stale_temporaries(path: Path) -> None:
    """Delete what killed writers of ``path`` left behind (never a fresh one: another process
    may be writing it right now)."""
    now = time.time()
    try:
        leftovers = list(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))
    except OSError:
        return
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            if now - leftover.stat().st_mtime > STALE_TEMPORARY_SECONDS:
                leftover.unlink()


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


@dataclass(frozen=True, slots=True)
class AutosaveEntry:
    """One autosaved match as the lobby lists it. ``error`` is set when the file cannot be read."""

    path: Path
    game: str | None
    seats: tuple[SeatSpec, ...]
    actions: int
    modified: datetime
    finished: bool = False
    error: str | None = None

    @property
    def readable(self) -> bool:
        return self.error is None


def list_autosaves(game_id: str | None = None) -> list[AutosaveEntry]:
    """The autosaved matches, newest first, optionally of one game only.

    A file that cannot be read is listed with its error (its game guessed from the file name,
    ``<game>-<match>.json``); it is never deleted or changed.
    """
    folder = autosave_dir()
    try:
        paths = [path for path in folder.glob("*.json") if path.is_file()]
    except OSError:
        return []
    entries: list[AutosaveEntry] = []
    for path in paths:
        try:
            modified = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:
            continue
        try:
            replay = read_replay(path)
        except SaveError as error:
            game = path.stem.split("-", 1)[0] or None
            entries.append(AutosaveEntry(path, game, (), 0, modified, error=str(error)))
            continue
        entries.append(
            AutosaveEntry(
                path,
                replay.game,
                tuple(replay.seats),
                len(replay.actions),
                modified,
                finished=replay.result is not None,
            )
        )
    if game_id is not None:
        entries = [entry for entry in entries if entry.game == game_id]
    entries.sort(key=lambda entry: (entry.modified, entry.path.name), reverse=True)
    return entries
