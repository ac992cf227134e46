"""A token bucket: how the server bounds the messages one connection sends, and how the
client paces its own so that it never meets that bound."""

from __future__ import annotations

import time
from collections.abc import Callable

SLACK = 1e-9
"""Tokens a refill may fall short by in floating point: waiting exactly :meth:`Bucket.delay`
must be enough for :meth:`Bucket.take` (on a driven clock no sleep overshoots to hide it)."""


class Bucket:
    """``rate`` messages a second on average, bursts of up to ``burst`` × ``rate``."""

    def __init__(
        self, rate: float, clock: Callable[[], float] = time.monotonic, burst: float = 2.0
    ) -> None:
        self.rate = rate
        self.size = max(1.0, burst * rate)
        self.tokens = self.size
        self.clock = clock
        self.at = clock()

    def _fill(self) -> None:
        now = self.clock()
        self.tokens = min(self.size, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def take(self) -> bool:
        self._fill()
        if self.tokens < 1 - SLACK:
            return False
        self.tokens -= 1
        return True

    def delay(self) -> float:
        """Seconds until :meth:`take` would succeed (0 when it would now)."""
        self._fill()
        return 0.0 if self.tokens >= 1 - SLACK else (1 - self.tokens) / self.rate
