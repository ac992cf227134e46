"""What the lobby lists of a save, read cheaply: a journal's first line and last few KB.

A journal's first line names the game and the seats, and its last lines say how many actions were
played (every action line carries its number) and whether the game is over, so a save of any size
is summarized in two small reads. A save in the replay format (autosaves of older versions) has
to be read whole, which is done only up to :data:`WHOLE_READ_BYTES`; a bigger one is listed by
its name and loads when chosen. Summaries are kept per file (inode, size, modification time), so
opening the lobby again reads nothing that did not change.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from tabletop_core.journal import is_journal, summarize
from tabletop_core.replay import MAX_FILE_BYTES, SaveError, SeatSpec, parse_replay

HEAD_BYTES = 4096
TAIL_BYTES = 4096
WHOLE_READ_BYTES = 256 * 1024


@dataclass(frozen=True, slots=True)
class SaveSummary:
    game: str | None
    seats: tuple[SeatSpec, ...] = ()
    actions: int = 0
    finished: bool = False
    error: str | None = None
    known: bool = True
    """False for a big save in the replay format: listed by name, read when chosen."""


_cache: dict[str, tuple[tuple[int, int, int], SaveSummary]] = {}


def summarize_save(path: Path, stat: os.stat_result) -> SaveSummary:
    key = (stat.st_ino, stat.st_size, stat.st_mtime_ns)
    cached = _cache.get(str(path))
    if cached is not None and cached[0] == key:
        return cached[1]
    guessed = path.stem.split("-", 1)[0] or None
    try:
        summary = _read_summary(path, stat.st_size, guessed)
    except SaveError as error:
        summary = SaveSummary(guessed, error=str(error))
    except (OSError, UnicodeDecodeError) as error:
        summary = SaveSummary(guessed, error=f"cannot read it: {error}")
    _cache[str(path)] = (key, summary)
    return summary


def _read_summary(path: Path, size: int, guessed: str | None) -> SaveSummary:
    if size > MAX_FILE_BYTES:
        megabytes = MAX_FILE_BYTES // (1024 * 1024)
        raise SaveError(f"the file is too big for a save (at most {megabytes} MB)")
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(descriptor, "rb") as file:
        head = file.read(HEAD_BYTES)
        text = head.decode("utf-8", "replace")
        if not is_journal(text):
            if size > WHOLE_READ_BYTES:
                return SaveSummary(guessed, known=False)
            replay = parse_replay((head + file.read()).decode("utf-8-sig"))
            return SaveSummary(
                replay.game, tuple(replay.seats), len(replay.actions), replay.result is not None
            )
        while b"\n" not in head and len(head) < size:
            more = file.read(max(HEAD_BYTES, len(head)))
            if not more:
                break
            head += more
        if size <= len(head):
            tail, whole = head, True
        else:
            start = max(0, size - TAIL_BYTES)
            file.seek(start)
            tail, whole = file.read(TAIL_BYTES), start == 0
    summary = summarize(
        head.decode("utf-8", "replace"), tail.decode("utf-8", "replace"), whole=whole
    )
    return SaveSummary(summary.game, summary.seats, summary.actions, summary.finished)
