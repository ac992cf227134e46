"""Drawing only when something changed, so an idle window costs almost nothing.

Software rendering spends 10–30 ms on a frame; drawn 60 times a second that is most of a core
while the family reads the table. :class:`FramePacer` lets the window skip a frame when nothing
can have changed: no input event, no screen marked dirty, no animation playing.

A screen says it needs frames with ``needs_frame()`` (a :class:`~tabletop_core.render.screen.
Screen` does while it is dirty; the game host also while the table is ``busy``, a bot thinks or
the debug overlay shows). After any input or change the window draws every frame for
:data:`GRACE` seconds (hover tints, a tween a table started without saying it is busy), and it
never goes longer than :data:`HEARTBEAT` without a frame. While idle, ``on_update`` also runs
less often (:data:`IDLE_UPDATE_RATE`); the first input brings the full rate back.

A table with life at rest (:mod:`tabletop_core.render.kit.life`: water that shimmers, a leaf
that drifts) is drawn at most :data:`~tabletop_core.render.kit.life.LIFE_RATE` times a second
while idle, when the view says its life shows (``lives()``: not under reduced motion, not while
the window is hidden). The guarantee: an idle window, life on, costs under 5 % of a core
(``benchmarks/idle_cpu.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tabletop_core.render.kit.life import LIFE_RATE

GRACE = 1.0
"""Seconds of full frame rate after an input event or a change."""
HEARTBEAT = 1.0
"""The longest an idle window goes without drawing."""
FULL_UPDATE_RATE = 1 / 60
IDLE_UPDATE_RATE = 1 / 10
"""Seconds between updates while nothing happens (bots still move: pacing is coarser than this)."""

WAKING = frozenset(
    {
        "on_key_press",
        "on_key_release",
        "on_text",
        "on_text_motion",
        "on_text_motion_select",
        "on_mouse_motion",
        "on_mouse_press",
        "on_mouse_release",
        "on_mouse_drag",
        "on_mouse_scroll",
        "on_mouse_enter",
        "on_mouse_leave",
        "on_resize",
        "on_expose",
        "on_show",
        "on_activate",
    }
)
"""Window events after which the next frames are drawn."""


class FramePacer:
    """Decides, frame by frame, whether the window draws."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.awake_until = clock() + GRACE
        self.last_drawn = float("-inf")
        self.last_full = float("-inf")
        self.skipped = 0
        self.drawn = 0
        self.life_only = False
        """Whether the frame just allowed is drawn for life at rest alone: the window is idle and
        no heartbeat is due, so the view may draw its kept picture and the touches over it."""

    def wake(self) -> None:
        self.awake_until = max(self.awake_until, self.clock() + GRACE)

    def wants_frame(self, view: Any) -> bool:
        now = self.clock()
        needs = getattr(view, "needs_frame", None)
        if needs is None or needs():
            self.awake_until = max(self.awake_until, now + GRACE)
        since = now - self.last_drawn
        full = now < self.awake_until or now - self.last_full >= HEARTBEAT
        if full or since >= 1 / LIFE_RATE and _lives(view):
            self.life_only = not full
            if full:
                self.last_full = now
            self.last_drawn = now
            self.drawn += 1
            return True
        self.skipped += 1
        return False

    @property
    def idle(self) -> bool:
        return self.clock() >= self.awake_until

    def update_rate(self) -> float:
        """Seconds between updates now: the full rate while awake, a slow one when idle."""
        return IDLE_UPDATE_RATE if self.idle else FULL_UPDATE_RATE


def _lives(view: Any) -> bool:
    """Whether ``view`` shows life at rest now (its ``lives()``; none without one)."""
    lives = getattr(view, "lives", None)
    return bool(lives is not None and lives())


class Sight:
    """Whether the system hides the window (minimised, on another desktop): set by the window's
    own ``on_hide`` and ``on_show`` events; life at rest is not drawn while it is hidden."""

    def __init__(self) -> None:
        self.hidden = False

    def on_hide(self) -> None:
        self.hidden = True

    def on_show(self) -> None:
        self.hidden = False


def watch_sight(window: Any) -> Sight:
    """The window's :class:`Sight`, made and listening to its events on the first call."""
    sight = getattr(window, "tabletop_sight", None)
    if sight is None:
        sight = Sight()
        window.tabletop_sight = sight  # held by the window: its handlers live as long as it
        window.push_handlers(on_hide=sight.on_hide, on_show=sight.on_show)
    return sight
