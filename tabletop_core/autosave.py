"""The autosave writer: a match's journal written on a thread of its own, one fsync per batch.

The match hands over a line per action (:meth:`JournalWriter.action`) and goes straight on; the
writer appends what has queued up, fsyncs once and reports failures in :attr:`error`, which the
table shows as a banner until a write succeeds again. After a failed append the next write
replaces the whole file atomically, so a half-written line never stays in the middle of a journal.
:meth:`flush` waits until everything handed over is on disk (save-and-quit, the end of headless
play, the error screen); an interpreter exit flushes every open writer.

Each writer holds its save's lock (:mod:`tabletop_core.match_lock`): one writer per save.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import threading
import weakref
from pathlib import Path

from tabletop_core.match_lock import IN_ANOTHER_WINDOW, MatchLock, MatchLocked
from tabletop_core.replay import SaveError
from tabletop_core.storage import atomic_write_text

FLUSH_SECONDS = 10.0
IDLE_SECONDS = 5.0


class JournalWriter:
    """Writes one journal; ``owner`` is the match it currently writes for."""

    def __init__(
        self,
        path: Path,
        owner: object,
        header: str,
        actions: list[str],
        result: str | None,
        *,
        rewrite_first: bool = True,
        expect: tuple[int, int, int] | None = None,
    ) -> None:
        self.path = path
        self._owner = weakref.ref(owner)
        self.lock = MatchLock(path)
        self.lock.acquire()
        if expect is not None and file_identity(path) != expect:
            self.lock.release()  # written by someone else since it was read
            raise MatchLocked(IN_ANOTHER_WINDOW)
        self.header = header
        self.actions = list(actions)
        self.result = result
        self.error: str | None = None
        self.closed = False
        self._pending: list[str] = []
        self._rewrite = rewrite_first
        self._queued = 1 if rewrite_first else 0
        self._done = 0
        self._descriptor: int | None = None
        self._inode: tuple[int, int] | None = None
        self._retry_whole = False
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._run, name=f"autosave {path.name}", daemon=True)
        self._thread.start()
        _open[path] = self

    # -- what the match hands over (UI thread; never waits for the disk) ---------------------

    @property
    def owner(self) -> object | None:
        """The match written for (held weakly: the writer of a match dropped without closing
        lets go of the save by itself once all is written)."""
        return self._owner()

    @property
    def count(self) -> int:
        return len(self.actions)

    def action(self, line: str) -> None:
        with self._changed:
            self.actions.append(line)
            self.result = None
            self._queue(line)

    def undo(self, kept: int, line: str) -> None:
        with self._changed:
            del self.actions[kept:]
            self.result = None
            self._queue(line)

    def finish(self, line: str) -> None:
        with self._changed:
            self.result = line
            self._queue(line)

    def adopt(self, owner: object, header: str, actions: list[str], result: str | None) -> None:
        """Write for another match of the same save from now on (its whole journal anew)."""
        with self._changed:
            self._owner = weakref.ref(owner)
            self.header, self.actions, self.result = header, list(actions), result
            self._pending = []
            self._rewrite = True
            self._queued += 1
            self._changed.notify_all()

    def _queue(self, line: str) -> None:
        self._pending.append(line)
        self._queued += 1
        self._changed.notify_all()

    # -- waiting ---------------------------------------------------------------------------

    def flush(self, timeout: float = FLUSH_SECONDS) -> str | None:
        """Wait until all handed over is written (retrying a failed write once, in full).

        Returns the error when it could not be written, else None.
        """
        with self._changed:
            if self.closed:
                return self.error
            if self.error is not None:
                self._rewrite = True
                self._queued += 1
                self._changed.notify_all()
            target = self._queued
            if not self._changed.wait_for(lambda: self._done >= target, timeout):
                return f"the disk did not answer within {timeout:g} seconds"
            return self.error

    def close(self, timeout: float = FLUSH_SECONDS) -> str | None:
        """Flush, stop the thread and let go of the lock; returns :meth:`flush`'s answer."""
        if self.closed:
            return self.error
        error = self.flush(timeout)
        with self._changed:
            self.closed = True
            self._changed.notify_all()
        self._thread.join(timeout)
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                os.close(self._descriptor)
            self._descriptor = None
        self.lock.release()
        if _open.get(self.path) is self:
            del _open[self.path]
        return error

    # -- the writer thread -----------------------------------------------------------------

    def _run(self) -> None:
        while True:
            with self._changed:
                busy = self._changed.wait_for(
                    lambda: (
                        self.closed or self._pending or self._rewrite or self._done < self._queued
                    ),
                    IDLE_SECONDS,
                )
                if not busy:
                    if self._owner() is None:
                        break  # its match is gone and everything is written
                    continue
                if self.closed and not self._pending and not self._rewrite:
                    return
                target = self._queued
                lines, self._pending = self._pending, []
                rewrite, self._rewrite = self._rewrite, False
                whole = self.header + "".join(self.actions) + (self.result or "")
            try:
                if rewrite or not self._still_ours():
                    self._write_whole(whole)
                elif lines:
                    self._append("".join(lines))
            except (OSError, SaveError) as error:
                failure: str | None = describe_failure(error)
            else:
                failure = None
            with self._changed:
                self.error = failure
                if failure is not None:
                    self._needs_whole()
                self._done = max(self._done, target)
                self._changed.notify_all()
        threading.Thread(target=self.close, daemon=True).start()

    def _needs_whole(self) -> None:
        """After a failure, the next write is the whole file (a torn append must not stay)."""
        self._retry_whole = True
        self._forget_descriptor()

    def _still_ours(self) -> bool:
        if self._retry_whole or self._descriptor is None:
            return False
        try:
            named = os.stat(self.path)
        except OSError:
            return False
        return (named.st_dev, named.st_ino) == self._inode

    def _write_whole(self, text: str) -> None:
        self._forget_descriptor()
        atomic_write_text(self.path, text)
        self._retry_whole = False
        descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        held = os.fstat(descriptor)
        self._descriptor, self._inode = descriptor, (held.st_dev, held.st_ino)

    def _append(self, text: str) -> None:
        assert self._descriptor is not None
        data = text.encode("utf-8")
        while data:
            written = os.write(self._descriptor, data)
            data = data[written:]
        sync = getattr(os, "fdatasync", os.fsync)
        sync(self._descriptor)

    def _forget_descriptor(self) -> None:
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                os.close(self._descriptor)
        self._descriptor = self._inode = None


_open: dict[Path, JournalWriter] = {}
"""The writers open in this process, by save (a second match of the same save adopts one)."""


def open_journal(
    path: Path,
    owner: object,
    header: str,
    actions: list[str],
    result: str | None,
    *,
    rewrite_first: bool = True,
    expect: tuple[int, int, int] | None = None,
) -> JournalWriter:
    """The writer for ``path``: this process's own if it has one, else a new one holding the
    save's lock (raises :class:`~tabletop_core.match_lock.MatchLocked` or OSError)."""
    writer = _open.get(path)
    if writer is not None and not writer.closed:
        writer.adopt(owner, header, actions, result)
        return writer
    return JournalWriter(
        path, owner, header, actions, result, rewrite_first=rewrite_first, expect=expect
    )


def flush_writer_of(path: Path) -> None:
    """Let this process's writer of ``path``, if any, finish what it was given."""
    writer = _open.get(path)
    if writer is not None:
        writer.flush()


def file_identity(path: Path) -> tuple[int, int, int] | None:
    """(inode, size, modification time): whether a file changed between two looks."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_ino, stat.st_size, stat.st_mtime_ns


def describe_failure(error: BaseException) -> str:
    """A failed write in a few words: ``No space left on device (/path/to/save)``."""
    if isinstance(error, OSError):
        where = f" ({error.filename})" if error.filename else ""
        return f"{error.strerror or type(error).__name__}{where}"
    return str(error)


@atexit.register
def _flush_all() -> None:
    for writer in list(_open.values()):
        writer.close(timeout=5.0)
