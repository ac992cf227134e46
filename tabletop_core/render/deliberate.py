"""A deliberate press: what every screen that guards a secret or ends something asks for.

The pass-the-device curtain, the end dialog and "Play again?" change who looks at the screen or
close what was on it. A press meant for the screen before (the Enter that played the last card,
pressed twice; a finger still on the key when a move was played automatically) must never pass
through them, whatever its rhythm. Time alone cannot tell the next person's press from a stray one
half a second later, so the screens ask for a gesture nobody makes by accident:

- the press must **begin** after the screen has been up for :data:`SETTLE` seconds (a key or
  button already down when it appeared never counts, however long it is held);
- and it must be **held** for :data:`HOLD` seconds (a tap, or taps in any rhythm, never counts;
  a key's auto-repeat sends no new press while it is down, so it never counts either).

The hold is counted in frame time (``tick``), never the wall clock, so tests drive it exactly.
Keys that only move the focus (arrows, Tab) need no hold: they confirm nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SETTLE = 0.4
"""Seconds a guarded screen is up before a press may begin."""
HOLD = 0.7
"""Seconds a press must be held to confirm: longer than any key's tap or a double press."""

POINTER = -1
"""The mouse button, as a 'key' of the gate."""


@dataclass
class Deliberate:
    """Tracks which keys are down and turns one held long enough into a confirmation."""

    down: set[int] = field(default_factory=set)
    """Keys (and :data:`POINTER`) down now, whatever screen is up."""
    stale: set[int] = field(default_factory=set)
    """Keys that were already down when the guarded screen appeared: they never count."""
    shown_for: float = 0.0
    """Seconds the guarded screen has been up."""
    holding: int | None = None
    """The key held towards a confirmation."""
    held_for: float = 0.0
    where: tuple[float, float] | None = None
    """Where the mouse button went down (a held pointer confirms the control there)."""

    def arm(self) -> None:
        """A guarded screen appears: nothing pressed so far may confirm it."""
        self.stale = set(self.down)
        self.shown_for = 0.0
        self.cancel()

    def cancel(self) -> None:
        self.holding = None
        self.held_for = 0.0
        self.where = None

    @property
    def settled(self) -> bool:
        return self.shown_for >= SETTLE

    def press(self, key: int, where: tuple[float, float] | None = None) -> bool:
        """A key (or the pointer) goes down; whether it starts a hold that may confirm."""
        repeat = key in self.down
        self.down.add(key)
        if repeat or key in self.stale or not self.settled:
            if not repeat:
                self.stale.add(key)  # begun too early: it must be released and pressed again
            return False
        self.holding, self.held_for, self.where = key, 0.0, where
        return True

    def release(self, key: int) -> None:
        """A key goes up: a hold not yet long enough ends without confirming."""
        self.down.discard(key)
        self.stale.discard(key)
        if key == self.holding:
            self.cancel()

    def tick(self, delta_time: float) -> int | None:
        """Time passes on the guarded screen; returns the key whose hold has just confirmed."""
        self.shown_for += delta_time
        if self.holding is None:
            return None
        self.held_for += delta_time
        if self.held_for < HOLD:
            return None
        key = self.holding
        self.stale.add(key)  # the same hold never confirms twice: release, press again
        self.holding = None
        self.held_for = 0.0
        return key

    @property
    def progress(self) -> float:
        """How far the current hold is (0 to 1), for the filling bar on the button."""
        return 0.0 if self.holding is None else min(1.0, self.held_for / HOLD)
