"""Events told in the order the table shows them.

The host hands a table the events of an action at once, and the table animates them over a
second or two (a flood wave runs along the dams, a raft heels over). What the frame says about an
event — its log line, the toast over the table — waits until the table says its animation has
reached that event (:meth:`tabletop_core.render.Choreography.reached`, "now" by default), so the
log never tells an outcome the table has not shown yet. Events are released strictly in order: a
later event never overtakes one still held.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core.game import Event

MAX_HOLD = 6.0
"""Seconds an event waits at most (a table whose animation never reaches it must not silence
the log); the same bound bots wait for a busy table."""


class InOrder:
    """The events the table got that the frame has not told yet, oldest first."""

    def __init__(self) -> None:
        self.held: list[Event] = []
        self._waited = 0.0

    def add(self, events: list[Event]) -> None:
        self.held.extend(events)

    def flush(self) -> list[Event]:
        """Release everything (the match was replaced, somebody else looks now)."""
        released, self.held = self.held, []
        self._waited = 0.0
        return released

    def release(self, reached: Callable[[Event], Any], delta_time: float = 0.0) -> list[Event]:
        """The held events ``reached`` says the table has shown, from the oldest on, up to the
        first it has not; all of them once the oldest has waited :data:`MAX_HOLD` seconds."""
        if not self.held:
            return []
        self._waited += delta_time
        if self._waited >= MAX_HOLD:
            return self.flush()
        count = 0
        for event in self.held:
            if not reached(event):
                break
            count += 1
        if count:
            self._waited = 0.0
        released, self.held = self.held[:count], self.held[count:]
        return released
