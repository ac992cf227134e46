"""One writer per save: an open match holds a lock next to its autosave.

The lock is ``.<save name>.lock`` in the same folder, held with ``fcntl.flock`` for as long as the
match is open and holding the pid of its process. The operating system lets go of a flock when
the process ends however it ends, so the lock of a crashed window is simply taken over; the pid
is there for people looking at the folder. Where ``fcntl`` does not exist (Windows) the file is
created exclusively, and a lock whose pid no longer runs is taken over.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]  # no module there: locking is skipped

IN_ANOTHER_WINDOW = "this match is open in another window"


class MatchLocked(Exception):
    """Another window or process has this match open."""


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


class MatchLock:
    """The held lock of one save; :meth:`release` (or the process's end) lets go of it."""

    def __init__(self, save: Path) -> None:
        self.path = lock_path(save)
        self._descriptor: int | None = None

    def acquire(self) -> None:
        """Take the lock or raise :class:`MatchLocked`; OSError when the folder is unusable."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if fcntl is None:  # pragma: no cover - Windows
            self._acquire_by_pid()
            return
        for _attempt in range(5):
            descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(descriptor)
                raise MatchLocked(IN_ANOTHER_WINDOW) from None
            except BaseException:
                os.close(descriptor)
                raise
            if _same_file(descriptor, self.path):
                break
            os.close(descriptor)  # its holder removed it as we opened it: lock the new one
        else:
            raise MatchLocked(IN_ANOTHER_WINDOW)
        with contextlib.suppress(OSError):
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\n".encode())
        self._descriptor = descriptor

    def release(self) -> None:
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)  # while still held, so no one else's lock is removed
        os.close(descriptor)

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def _acquire_by_pid(self) -> None:  # pragma: no cover - Windows
        for _attempt in range(2):
            try:
                descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                if _holder_alive(self.path):
                    raise MatchLocked(IN_ANOTHER_WINDOW) from None
                with contextlib.suppress(OSError):
                    os.unlink(self.path)
                continue
            os.write(descriptor, f"{os.getpid()}\n".encode())
            self._descriptor = descriptor
            return
        raise MatchLocked(IN_ANOTHER_WINDOW)


def is_locked(save: Path) -> bool:
    """Whether some open match holds the lock of ``save`` right now."""
    path = lock_path(save)
    if fcntl is None:  # pragma: no cover - Windows
        return path.exists() and _holder_alive(path)
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(descriptor)
    return False


def _same_file(descriptor: int, path: Path) -> bool:
    try:
        held, named = os.fstat(descriptor), os.stat(path)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (named.st_dev, named.st_ino)


def _holder_alive(path: Path) -> bool:  # pragma: no cover - Windows
    try:
        pid = int(path.read_text().strip() or "0")
    except (OSError, ValueError):
        return False
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
