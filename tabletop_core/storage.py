"""Where Tabletop keeps its files, and how it writes them without ever leaving half a file.

Everything lives in the platform's user data folder (``platformdirs``); the environment variable
``TABLETOP_DATA_DIR`` moves it elsewhere (tests point it at a temporary folder). ``platformdirs``
is imported when a folder is first asked for: a match imports this module, and a simulated game
never asks (some 9 M instructions of ``tabletop simulate``'s start).
"""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from tabletop_core.replay import SeatSpec

DATA_DIR_ENV = "TABLETOP_DATA_DIR"


def data_dir() -> Path:
    """The folder for saves and settings (not created here; writing creates it)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


CACHE_DIR_ENV = "TABLETOP_CACHE_DIR"
"""A cache folder of its own, over the data folder's: a test suite shares one between its
workers and runs (every test has a data folder of its own)."""


def cache_dir() -> Path:
    """The folder for what Tabletop makes once and keeps (sounds, pictures drawn at a size):
    ``TABLETOP_CACHE_DIR``, else ``<TABLETOP_DATA_DIR>/cache``, else the platform's cache folder."""
    if os.environ.get(CACHE_DIR_ENV):
        return Path(os.environ[CACHE_DIR_ENV])
    if os.environ.get(DATA_DIR_ENV):
        return data_dir() / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir("tabletop", appauthor=False))


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
    # The name is chosen before the file exists, so that an interruption at any point after it
    # is created (a Ctrl-C, a pool stopping its worker) still finds it to remove.
    temporary = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
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
    known: bool = True
    """False for a big save of an older version: listed by name, read when chosen."""
    abandoned: bool = False
    """Left unfinished for a new deal ("Restart this match"): listed with the finished ones."""

    @property
    def readable(self) -> bool:
        return self.error is None

    @property
    def done(self) -> bool:
        """Finished or abandoned: kept to look at, not one to go on with."""
        return self.finished or self.abandoned


ABANDONED = ".abandoned.json"
"""The end of an abandoned match's file name (``damit-3f9a….abandoned.json``): what the lobby
tells from the name alone, so listing never reads a file to know it."""


def abandon(path: Path) -> Path:
    """Mark the unfinished save at ``path`` as abandoned (renamed, never changed or deleted);
    returns its new path. A save that cannot be renamed stays as it was."""
    if path.name.endswith(ABANDONED):
        return path
    target = path.with_name(path.name.removesuffix(".json") + ABANDONED)
    try:
        os.replace(path, target)
    except OSError:
        return path
    return target


def take_up(path: Path) -> Path:
    """An abandoned save chosen to go on with becomes an ordinary one again."""
    if not path.name.endswith(ABANDONED):
        return path
    target = path.with_name(path.name.removesuffix(ABANDONED) + ".json")
    try:
        os.replace(path, target)
    except OSError:
        return path
    return target


@dataclass(frozen=True, slots=True)
class SavedMatches:
    """One game's saves as the lobby shows them, each list newest first."""

    to_resume: list[AutosaveEntry]
    done: list[AutosaveEntry]
    """Finished and abandoned matches."""
    unreadable: list[AutosaveEntry]

    def __len__(self) -> int:
        return len(self.to_resume) + len(self.done) + len(self.unreadable)


def saved_matches(game_id: str) -> SavedMatches:
    """Every save of ``game_id``, in three lists (:class:`SavedMatches`): a file that cannot
    be read is listed apart and never takes the place of a match to go on with."""
    to_resume: list[AutosaveEntry] = []
    done: list[AutosaveEntry] = []
    unreadable: list[AutosaveEntry] = []
    for entry in list_autosaves(game_id):
        if not entry.readable:
            unreadable.append(entry)
        elif entry.done:
            done.append(entry)
        else:
            to_resume.append(entry)
    return SavedMatches(to_resume, done, unreadable)


def list_autosaves(
    game_id: str | None = None, *, unfinished: bool = False, limit: int | None = None
) -> list[AutosaveEntry]:
    """The autosaved matches, newest first, optionally of one game only.

    Only what the file name and ``stat`` tell is looked at for every file; a file is opened only
    when it is among the newest asked for (``limit`` entries, ``unfinished`` ones only), and then
    only its first and last bytes are read (:mod:`tabletop_core.save_index`). A file that cannot
    be read is listed with its error (its game guessed from the file name, ``<game>-<match>.json``);
    it is never deleted or changed. ``unfinished`` leaves out finished and abandoned matches
    (:func:`abandon`).
    """
    from tabletop_core.save_index import summarize_save

    entries: list[AutosaveEntry] = []
    for path, stat in _saves_newest_first(game_id):
        abandoned = path.name.endswith(ABANDONED)
        if unfinished and abandoned:
            continue
        summary = summarize_save(path, stat)
        if game_id is not None and summary.game != game_id:
            continue
        if unfinished and summary.finished:
            continue
        entries.append(
            AutosaveEntry(
                path,
                summary.game,
                summary.seats,
                summary.actions,
                datetime.fromtimestamp(stat.st_mtime),
                finished=summary.finished,
                error=summary.error,
                known=summary.known,
                abandoned=abandoned,
            )
        )
        if limit is not None and len(entries) >= limit:
            break
    return entries


def _saves_newest_first(game_id: str | None) -> list[tuple[Path, os.stat_result]]:
    """The regular ``*.json`` files of the autosave folder (of ``game_id`` by name), by stat."""
    prefix = f"{game_id}-" if game_id is not None else ""
    found: list[tuple[Path, os.stat_result]] = []
    try:
        with os.scandir(autosave_dir()) as scan:
            for item in scan:
                name = item.name
                if (
                    not name.endswith(".json")
                    or name.startswith(".")
                    or not name.startswith(prefix)
                ):
                    continue
                try:
                    if not item.is_file(follow_symlinks=False):
                        continue
                    found.append((Path(item.path), item.stat(follow_symlinks=False)))
                except OSError:
                    continue
    except OSError:
        return []
    found.sort(key=lambda pair: (pair[1].st_mtime, pair[0].name), reverse=True)
    return found


def tidy_autosaves(keep_finished: int) -> None:
    """What starting Tabletop does to the autosave folder: remove temporary files of killed
    writers and locks of saves that are gone, and delete finished and abandoned matches beyond
    the newest ``keep_finished`` of each game. Open (locked) matches and unreadable files are never touched.
    """
    from tabletop_core.match_lock import is_locked, lock_path

    folder = autosave_dir()
    now = time.time()
    try:
        leftovers = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            if leftover.name.endswith(".tmp"):
                if now - leftover.stat().st_mtime > STALE_TEMPORARY_SECONDS:
                    leftover.unlink()
            elif leftover.name.endswith(".lock"):
                save = folder / leftover.name.removeprefix(".").removesuffix(".lock")
                if not save.exists() and not is_locked(save):
                    leftover.unlink()
    kept: dict[str, int] = {}
    for entry in list_autosaves():
        if not entry.done or entry.game is None:  # finished or abandoned
            continue
        kept[entry.game] = kept.get(entry.game, 0) + 1
        if kept[entry.game] <= keep_finished or is_locked(entry.path):
            continue
        with contextlib.suppress(OSError):
            entry.path.unlink()
            lock_path(entry.path).unlink(missing_ok=True)
