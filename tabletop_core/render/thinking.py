"""Bots that think while the window keeps drawing.

A quick bot (the random one, most heuristics) decides on the spot. A bot whose last decision
took longer than a frame or two thinks on a worker thread from then on; the host polls each
frame and plays the choice when it is ready. The bot sees a view taken on the main thread, and
its RNG depends only on the position, so a decision is the same on either path (replays agree).
A choice that arrives after the match moved on (undo, restart) is dropped.

Both paths are bounded by :mod:`tabletop_core.watchdog`: a decision on the spot is interrupted
after the bound; a thought on the worker thread is waited for that long, then given up with the
watchdog's one line (the thread itself cannot be stopped and runs on until the window closes).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from tabletop_core import watchdog

SLOW_DECISION = 0.03
"""Seconds; a seat whose decision took longer thinks in the background afterwards."""


class BotThinker:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        """Seconds, for how long a decision took and how long a thought is waited for (tests
        drive it)."""
        self._pool: ThreadPoolExecutor | None = None
        self._pending: tuple[Future[Any], Any, int, int] | None = None
        self._since = 0.0
        self._thinker: int | None = None
        """The worker thread's id, to name the call it is stuck in."""
        self._slow: set[tuple[int, int]] = set()

    @property
    def pending(self) -> bool:
        return self._pending is not None

    def step(self, match: Any) -> list[Any] | None:
        """Play the next bot move, or start thinking about it; None while a thought is under way."""
        if self._pending is not None:
            return self._collect(match)
        seat, ply = match.to_act, len(match.actions)
        view = match.game.view(match.state, seat)
        if (id(match), seat) in self._slow:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-bot")
            future = self._pool.submit(self._think, match, seat, view, ply)
            self._pending = (future, match, seat, ply)
            self._since = self.clock()
            return None
        started = self.clock()
        with watchdog.watching(match.game.info.id, _package(match)):
            action = match.bot_choice(seat, view, ply)
        if self.clock() - started > SLOW_DECISION:
            self._slow.add((id(match), seat))
        return match.play_bot_choice(seat, action)

    def _collect(self, match: Any) -> list[Any] | None:
        assert self._pending is not None
        future, asked, seat, ply = self._pending
        if not future.done():
            limit = watchdog.bound()
            if self.clock() - self._since < limit:
                return None
            call = watchdog.stuck_call(self._thinker, _package(asked))
            self.close()  # the stuck thread is left behind: a new one thinks from now on
            raise watchdog.Hung(watchdog.message(asked.game.info.id, call, limit))
        self._pending = None
        action = future.result()  # a bot that raised raises here, on the main thread
        if asked is not match or len(match.actions) != ply or match.to_act != seat:
            return []
        return match.play_bot_choice(seat, action)

    def wait_for_thought(self) -> None:
        """Block until the thought under way (if any) is done, at most the watchdog's bound.

        For tests, whose frames take no time: the next :meth:`step` then plays the move."""
        if self._pending is not None:
            wait([self._pending[0]], timeout=watchdog.bound())

    def _think(self, match: Any, seat: int, view: Any, ply: int) -> Any:
        self._thinker = threading.get_ident()
        return match.bot_choice(seat, view, ply)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self._pending = None


def _package(match: Any) -> str:
    return type(match.game).__module__.split(".")[0]
