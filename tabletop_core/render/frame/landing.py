"""Each sound at the moment its animation lands, for every game, whatever its table does.

An event's sound never plays in the frame its action is processed. It plays:

- when the table's choreography has timed the event itself (``reached`` said "not yet" when
  the action came in, as Hamsterdam's wave reaching a dam does): in the frame it says "now";
- otherwise once the event is told and the choreography has stopped moving: ``busy`` is false
  after its update in a frame, once the table has drawn a frame since the action (a table may
  start its animation as it draws): the card has flown into the hand, the log settled on the dam;
- at the latest :data:`LONGEST_WAIT` seconds after it was told, or when the next action comes
  in (the animation was cut short), or on :meth:`Landing.forget` never.

Every effect sounds once per action, at the seat of its first event
(:func:`tabletop_core.sound.play_events`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop_core.game import Event
from tabletop_core.sound import play_events

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

LONGEST_WAIT = 2.5
"""Seconds a told event's sound waits at most for a table that keeps moving (a pause between
rounds, an idle flourish): later than that it no longer belongs to what was seen."""


class Landing:
    """The sounds of the current action still waiting for their animation to land."""

    def __init__(self, host: HostView) -> None:
        self.host = host
        self.heard: set[str] = set()
        """The effects this action has sounded so far: each sounds once per action."""
        self.timed: set[int] = set()
        """The events (by id) the choreography times itself: held when the action came in."""
        self.waiting: list[Event] = []
        """Told events whose sound waits for the choreography to stop moving."""
        self.due: list[Event] = []
        """Timed events reached just now: they sound in this frame."""
        self.waited = 0.0
        self.drawn = False
        """The table has drawn a frame since the action came in."""

    def saw_frame(self) -> None:
        """The host drew the table (its animation, if any, has begun)."""
        self.drawn = True

    def begin(self, events: list[Event], reached: Callable[[Event], bool]) -> None:
        """A new action's events, just handed to the choreography."""
        self.heard = set()
        self.drawn = False
        self.timed = {id(event) for event in events if not reached(event)}

    def told(self, events: list[Event]) -> None:
        """Events the frame has just told (their log line is up)."""
        for event in events:
            if id(event) in self.timed:
                self.due.append(event)
            else:
                self.waiting.append(event)

    def tick(self, delta_time: float) -> None:
        """In a frame, after the choreography's update: sound what has landed."""
        if self.waiting:
            self.waited += delta_time
            if self.waited >= LONGEST_WAIT or (self.drawn and not self._moving()):
                self.due.extend(self.waiting)
                self.waiting = []
        if not self.waiting:
            self.waited = 0.0
        self._play()

    def cut_short(self) -> None:
        """The next action begins: whatever the last one still owed sounds now."""
        self.due.extend(self.waiting)
        self.waiting = []
        self.waited = 0.0
        self._play()

    def forget(self) -> None:
        """The match was replaced or rewound, another seat looks: nothing left to sound."""
        self.waiting, self.due, self.timed = [], [], set()
        self.waited = 0.0

    def _moving(self) -> bool:
        parts = self.host.parts
        return parts is not None and bool(self.host._guard(lambda: parts.choreography.busy))

    def _play(self) -> None:
        if not self.due:
            return
        host, due = self.host, self.due
        self.due = []
        seats = len(host.match.names)
        host._guard(play_events, host.parts, due, seats, host.settings, self.heard)
