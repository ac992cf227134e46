"""A bound on game code the core calls while nobody is watching the clock.

``tabletop check``, ``simulate``, headless play, screenshots, replays and bots' thinking call a
game's rules, bots and table in long unattended runs. A call that loops forever would hang them
all, so these run inside :func:`watching`: a timer (``SIGALRM`` through ``setitimer``) ticks
about once a second, looks at the stack, and when the same call into the game's own package is
still on it after the bound (``TABLETOP_WATCHDOG_SECONDS``, 20 s by default) it is interrupted.
The block then raises :class:`Hung` with one line naming the game and the call::

    hamsterdam: legal_actions did not return within 20 s

Nothing is done per call, so hot paths (bot playouts, physics steps) cost the same as without it.

Limits: only the main thread can be interrupted (POSIX signals are delivered there), and only
between Python bytecodes: a loop inside a C extension is not stopped. Elsewhere (another thread,
Windows) :func:`watching` bounds nothing; the window's bot thread uses :func:`stuck_call` to give
up waiting with the same message, but a thread cannot be killed, so the runaway call keeps a
core busy until the window closes.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

BOUND_ENV = "TABLETOP_WATCHDOG_SECONDS"
DEFAULT_BOUND = 20.0
CORE = __name__.split(".")[0]


class Hung(Exception):
    """Game code did not return within the bound; the message is the one line to show."""


class _Interrupt(BaseException):
    """Raised inside the runaway call: a BaseException, so the game's (or the core's) own
    ``except Exception`` cannot swallow it on the way out. :func:`watching` turns it into
    :class:`Hung`."""


def bound() -> float:
    """Seconds one call of game code may take (``TABLETOP_WATCHDOG_SECONDS``)."""
    try:
        seconds = float(os.environ.get(BOUND_ENV, DEFAULT_BOUND))
    except ValueError:
        return DEFAULT_BOUND
    return seconds if 0 < seconds < 1e6 else DEFAULT_BOUND


def message(game_id: str, call: str, seconds: float) -> str:
    return f"{game_id}: {call} did not return within {seconds:g} s"


def _package(frame: FrameType) -> str:
    return str(frame.f_globals.get("__name__", "")).split(".")[0]


def outermost_call(frame: FrameType | None, package: str, stop: FrameType | None = None) -> Any:
    """The outermost frame of ``package`` on the stack from ``frame`` up to ``stop``: the call
    the core made into the game (None when the game's code is not running)."""
    found = None
    while frame is not None and frame is not stop:
        if _package(frame) == package:
            found = frame
        frame = frame.f_back
    return found


def _can_interrupt() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


_active: int | None = None
"""The process that is watching (a forked worker starts with its parent's value, not its timer)."""
"""The process that is watching (a forked worker starts with its parent's value, not its timer)."""


class _Watch:
    def __init__(
        self,
        game_id: str,
        package: str | None,
        seconds: float,
        call: str,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.clock = clock
        self.game_id = game_id
        self.package = package
        self.seconds = seconds
        self.call = call
        self.entry: FrameType | None = None
        self.seen: Any = None
        self.since = 0.0
        self.started = clock()

    def tick(self, signum: int, frame: FrameType | None) -> None:
        now = self.clock()
        if self.package is None:  # a plain deadline on the whole block
            if now - self.started >= self.seconds:
                raise _Interrupt(message(self.game_id, self.call, self.seconds))
            return
        call = outermost_call(frame, self.package, self.entry)
        if call is None or call is not self.seen:
            self.seen, self.since = call, now
            return
        if now - self.since >= self.seconds:
            self.seen = None
            raise _Interrupt(message(self.game_id, call.f_code.co_name, self.seconds))


@contextmanager
def watching(
    game_id: str,
    package: str | None,
    *,
    seconds: float | None = None,
    call: str = "the call",
    clock: Callable[[], float] = time.monotonic,
    tick: float | None = None,
) -> Iterator[None]:
    """Bound every call into ``package`` (the game's top-level package) made inside the block.

    With ``package`` None the whole block is bounded instead (plugin imports and hooks, whose
    package is not known yet), and ``call`` names it. Nested blocks are bounded by the outermost.
    ``clock`` is what the bound is counted on and ``tick`` the real seconds between its looks
    (by default a fifth of the bound, at most 1 s; for a whole block, the bound itself): tests
    drive a clock instead of waiting out a bound.
    """
    global _active
    if _active == os.getpid() or not _can_interrupt() or package == CORE:  # nested, or the core
        yield
        return
    limit = bound() if seconds is None else seconds
    watch = _Watch(game_id, package, limit, call, clock)
    watch.entry = sys._getframe(2)  # the caller of the with-statement
    first = tick or (min(1.0, limit / 5) if package is not None else limit)
    every = tick or (first if package is not None else 0.05)
    previous = signal.signal(signal.SIGALRM, watch.tick)
    _active = os.getpid()
    outer, armed = (0.0, 0.0), time.monotonic()
    try:
        outer = signal.setitimer(signal.ITIMER_REAL, first, every)
        yield
    except _Interrupt as interrupt:
        raise Hung(str(interrupt)) from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer[0] > 0:  # a process has one such timer: one armed outside (a test runner's
            # limit on a stalled test) runs on for what was left of it
            left = outer[0] - (time.monotonic() - armed)
            signal.setitimer(signal.ITIMER_REAL, max(left, 0.001), outer[1])
        _active = None


def stuck_call(thread_id: int | None, package: str) -> str:
    """The name of the game's call running on thread ``thread_id`` (for a bounded wait's message)."""
    frame = sys._current_frames().get(thread_id) if thread_id is not None else None
    call = outermost_call(frame, package)
    return call.f_code.co_name if call is not None else "a bot's decision"
