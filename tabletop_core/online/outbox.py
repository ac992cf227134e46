"""One connection's outgoing messages: a bounded queue and a task of its own that sends them.

The match puts messages in (:meth:`Outbox.offer`, which never waits) while it holds its lock;
the connection's task writes them out at the pace its reader reads. A reader that falls behind
by more than ``limit`` bytes is dropped at once (its client reconnects and is sent what it
missed, or a snapshot): a match never waits for anybody's network.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable
from typing import Any

CLOSE_WAIT = 1.0
"""Seconds a closing frame may take to go out before the connection is cut."""


class Outbox:
    def __init__(
        self,
        websocket: Any,
        limit: int,
        on_drop: Callable[[str], None] = lambda reason: None,
    ) -> None:
        self.websocket = websocket
        self.limit = limit
        self.on_drop = on_drop
        self.queued = 0
        self.dropped = False
        self.closing = False
        self._items: deque[str | tuple[int, str]] = deque()
        self._ready = asyncio.Event()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def offer(self, text: str) -> bool:
        """Queue ``text``; False (and the connection cut) when its reader is too far behind."""
        if self.dropped or self.closing:
            return False
        if self.queued + len(text) > self.limit:
            self.drop("fell behind reading the match")
            return False
        self.queued += len(text)
        self._items.append(text)
        self._ready.set()
        return True

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close with ``code`` and ``reason`` (one line)."""
        if not self.dropped and not self.closing:
            self.closing = True
            self._items.append((code, reason.encode()[:120].decode(errors="ignore")))
            self._ready.set()

    def drop(self, reason: str) -> None:
        """Cut the connection now: nothing queued is sent."""
        if self.dropped:
            return
        self.on_drop(reason)
        self._cut()

    def _cut(self) -> None:
        self.dropped = True
        self._items.clear()
        self.queued = 0
        self._task.cancel()
        abort = self.websocket.scope.get("tabletop.abort")
        if abort is not None:
            abort()

    async def finish(self) -> None:
        """The connection is over: stop sending (waiting at most a moment for a closing
        frame already queued)."""
        if self.closing and not self.dropped:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._task), CLOSE_WAIT + 0.5)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._task

    async def _run(self) -> None:
        websocket = self.websocket
        closing = websocket.scope.get("tabletop.closing") or (lambda: False)
        try:
            while True:
                await self._ready.wait()
                while self._items:
                    item = self._items.popleft()
                    if isinstance(item, tuple):
                        code, reason = item
                        try:
                            await asyncio.wait_for(websocket.close(code, reason), CLOSE_WAIT)
                        except Exception:  # it did not go out in time: cut
                            self._cut()
                        return
                    self.queued -= len(item)
                    if closing():  # lost: the handler hears of it and cleans up
                        self.dropped = True
                        return
                    await websocket.send_text(item)
                self._ready.clear()
        except asyncio.CancelledError:
            raise
        except Exception:  # the connection went away (or its relay could not be reached):
            self.dropped = True  # its handler is told, so that it ends and cleans up
            abort = websocket.scope.get("tabletop.abort")
            if abort is not None:
                abort()
