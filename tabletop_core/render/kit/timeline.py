"""A queue of acts played one after another: the show a table puts on for what just happened
(a piece moving, a recorded simulation played back, a pause with a banner).

Each act has a duration and may carry a note (a banner) told when it begins; the timeline says
whether it is busy, which act plays and how far in, and whether the act showing an event has got
far enough (:meth:`Timeline.reached`) so the host lets the log and the next bot wait for it. Animation
speed divides every duration, a long queue plays faster, and with reduced motion nothing is
queued at all (the table shows where things end up). Pure timing: no arcade.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

CATCH_UP = 3.0
"""How much faster the queue plays while more than two acts wait."""

Note = tuple[str, bool]
"""A banner ``(text, alarm)``."""

T = TypeVar("T")


class Act:
    """One act of a show: ``duration`` seconds (at speed 1) and a banner to tell as it begins."""

    duration: float = 0.0
    note: Note | None = None


A = TypeVar("A", bound=Act)


@dataclass
class Timeline(Generic[A]):
    """Acts played in the order they were added (see the module)."""

    speed: float = 1.0
    reduced_motion: bool = False
    queue: list[A] = field(default_factory=list)
    clock: float = 0.0
    """Seconds into the act playing (``queue[0]``)."""
    notes: list[Note] = field(default_factory=list)
    """Banners of acts that have begun, for the table to show (:meth:`take_notes`)."""
    marks: list[tuple[A, object, float]] = field(default_factory=list)
    """``(act, event, seconds into the act)``: when the act shows the event (:meth:`reached`)."""

    @property
    def busy(self) -> bool:
        """Whether an act is playing."""
        return bool(self.queue)

    @property
    def playing(self) -> A | None:
        """The act playing, if any."""
        return self.queue[0] if self.queue else None

    def add(self, act: A, shows: object = None, at: float | None = None) -> None:
        """Queue ``act``; ``shows`` is the event it shows, ``at`` seconds in (its end unless
        said). Under reduced motion nothing is queued."""
        if self.reduced_motion:
            return
        self.queue.append(act)
        if shows is not None:
            self.marks.append((act, shows, act.duration if at is None else at))
        if len(self.queue) == 1:
            self._begin(act)

    def reached(self, event: object) -> bool:
        """Whether the show has got to ``event``: its act is over, or far enough along."""
        for act, shown, at in self.marks:
            if shown is event:
                if not any(waiting is act for waiting in self.queue):
                    return True
                return self.queue[0] is act and self.clock >= at
        return True

    def _begin(self, act: A) -> None:
        if act.note is not None:
            self.notes.append(act.note)

    def take_notes(self) -> list[Note]:
        """The banners told since last asked, oldest first."""
        notes, self.notes = self.notes, []
        return notes

    def clear(self) -> None:
        """Drop every act (the table shows where things end up)."""
        self.queue.clear()
        self.notes.clear()
        self.marks.clear()
        self.clock = 0.0

    def skip(self) -> None:
        """Skip the rest of the show."""
        self.clear()

    def update(self, delta_time: float) -> bool:
        """Advance; True when an act ended (the table may repaint its still parts)."""
        if not self.queue:
            return False
        rate = self.speed * (CATCH_UP if len(self.queue) > 2 else 1.0)
        self.clock += delta_time * rate
        ended = False
        while self.queue and self.clock >= self.queue[0].duration:
            self.clock -= self.queue[0].duration
            self.queue.pop(0)
            ended = True
            if self.queue:
                self._begin(self.queue[0])
        if not self.queue:
            self.clock = 0.0
            self.marks.clear()
        return ended


def recorded(frames: Sequence[T], rate: float, t: float) -> T:
    """The frame of a recording kept ``rate`` frames a second that shows ``t`` seconds in (the
    last one once it is over); ``frames`` must not be empty."""
    return frames[min(len(frames) - 1, int(t * rate))]


def recording_seconds(frames: Sequence[object], rate: float) -> float:
    """How long a recording of ``frames`` kept ``rate`` frames a second plays (at least a frame)."""
    return max(1, len(frames)) / rate
