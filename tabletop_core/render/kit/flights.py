"""Flights: things that slide (or hop) from where they are to where they belong, on one clock.

A flight moves anything with ``center_x``, ``center_y``, ``width`` and ``height`` (arcade
sprites), after a delay, eased, optionally along an arc (a token hops, a card slides). Animation
speed divides every duration; reduced motion makes every flight land at once. A flight lands
with weight (``back_out``) or glides (``smooth``). A thing sent again flies on from where it is.
No arcade import: a choreography is tested with plain objects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.motion.easing import Easing, smooth


@dataclass(slots=True)
class Flight:
    """One thing on its way from ``start`` to ``end``, from ``delay`` for ``duration`` seconds
    of the clock."""

    thing: Any
    start: tuple[float, float, float, float]
    """centre x, centre y, width, height."""
    end: tuple[float, float, float, float]
    delay: float
    duration: float
    hop: float = 0.0
    """Height of the arc above the straight line (0: a straight slide)."""
    landed: Callable[[], None] | None = None
    easing: Easing = smooth
    """How the way is covered: smooth for a slide, ``back_out`` for a card slapped down."""

    def place(self, clock: float) -> bool:
        """Put the thing where it is at ``clock``; True once it has landed."""
        t = 1.0 if self.duration <= 0 else min(1.0, max(0.0, (clock - self.delay) / self.duration))
        k = self.easing(t)
        x0, y0, w0, h0 = self.start
        x1, y1, w1, h1 = self.end
        thing = self.thing
        thing.center_x = x0 + (x1 - x0) * k
        thing.center_y = y0 + (y1 - y0) * k + self.hop * 4 * t * (1 - t)
        thing.width = w0 + (w1 - w0) * k
        thing.height = h0 + (h1 - h0) * k
        return t >= 1.0


class Flights:
    """All flights under way, one clock for all of them; ``busy`` while any is in the air."""

    def __init__(self, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.speed = speed
        self.reduced_motion = reduced_motion
        self.clock = 0.0
        self.flights: dict[int, Flight] = {}

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def fly(
        self,
        thing: Any,
        end: tuple[float, float, float, float],
        *,
        delay: float = 0.0,
        duration: float = 0.4,
        hop: float = 0.0,
        start: tuple[float, float, float, float] | None = None,
        landed: Callable[[], None] | None = None,
        easing: Easing | None = None,
    ) -> None:
        """Send ``thing`` to ``end`` (centre x, centre y, width, height) from ``start`` (by default
        where it is now), eased by ``easing`` (by default ``smooth``: it glides)."""
        easing = smooth if easing is None else easing
        if start is None:
            start = (thing.center_x, thing.center_y, thing.width, thing.height)
        if self.reduced_motion or start == end:
            delay = duration = 0.0
        else:
            delay, duration = delay / self.speed, duration / self.speed
        if not self.flights:
            self.clock = 0.0
        flight = Flight(thing, start, end, self.clock + delay, duration, hop, landed, easing)
        self.flights[id(thing)] = flight
        if duration <= 0 and delay <= 0:
            self._land(id(thing), flight)
        else:
            flight.place(self.clock)

    def update(self, delta_time: float) -> bool:
        """Advance the clock; True when something landed (a good moment to repaint)."""
        if not self.flights:
            return False
        self.clock += delta_time
        landed = False
        for key, flight in list(self.flights.items()):
            if flight.place(self.clock):
                self._land(key, flight)
                landed = True
        return landed

    def finish(self) -> None:
        """Land everything now (a new move arrived, or the match was reset)."""
        for key, flight in list(self.flights.items()):
            self.clock = max(self.clock, flight.delay + flight.duration)
            flight.place(self.clock)
            self._land(key, flight)

    def _land(self, key: int, flight: Flight) -> None:
        flight.place(flight.delay + flight.duration)
        self.flights.pop(key, None)
        if flight.landed is not None:
            flight.landed()
