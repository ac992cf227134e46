"""Playing back the world's settle frames on a timeline: live speed for a placement, slow motion
for an accident, faster when more moves are waiting. No arcade import.

The world steps at 120 Hz; at live speed a 60 Hz screen shows every second step. Animation
speed multiplies every rate; with reduced motion a clip ends as soon as it starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tabletop_beaver_creek.preview import Clip, Pose
from tabletop_beaver_creek.world import DT

LIVE = 1 / DT
"""Steps a second at live speed."""
SLOW_MOTION = 0.3
LONGEST_LIVE = 2.5
"""Seconds: a longer settle is played faster."""
LONGEST_SLOW = 7.0
HOLD = 0.6
"""Seconds the last frame of an accident stays before the next clip."""
CATCH_UP = 4.0
"""Rate multiplier while other clips wait behind this one."""


@dataclass(slots=True)
class Take:
    clip: Clip
    slow: bool = False
    fallen: frozenset[int] = frozenset()
    position: float = 0.0
    held: float = 0.0
    shows: tuple[object, ...] = ()
    """Events the clip shows happening (an accident): told once it has played to its end."""


@dataclass(slots=True)
class Playback:
    speed: float = 1.0
    reduced_motion: bool = False
    queue: list[Take] = field(default_factory=list)

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def current(self) -> Take | None:
        return self.queue[0] if self.queue else None

    def add(
        self,
        clip: Clip,
        *,
        slow: bool = False,
        fallen: Iterable[int] = (),
        shows: tuple[object, ...] = (),
    ) -> None:
        if self.reduced_motion or not clip.frames:
            return
        self.queue.append(Take(clip, slow, frozenset(fallen), shows=shows))

    def reached(self, event: object) -> bool:
        """Whether the clip that shows ``event`` has played to its last frame (or is gone)."""
        for take in self.queue:
            if any(shown is event for shown in take.shows):
                return take is self.queue[0] and take.position >= take.clip.steps - 1
        return True

    def clear(self) -> None:
        self.queue.clear()

    def skip(self) -> None:
        """Jump to the end of everything queued."""
        self.queue.clear()

    def rate(self, take: Take) -> float:
        steps = take.clip.steps
        if take.slow:
            rate = max(LIVE * SLOW_MOTION, steps / LONGEST_SLOW)
        else:
            rate = max(LIVE, steps / LONGEST_LIVE)
        if len(self.queue) > 1:
            rate *= CATCH_UP
        return rate * self.speed

    def update(self, delta_time: float) -> bool:
        """Advance; True when the frame shown changed (or a clip ended)."""
        take = self.current
        if take is None:
            return False
        last = take.clip.steps - 1
        if take.position < last:
            take.position = min(last, take.position + delta_time * self.rate(take))
            return True
        take.held += delta_time * self.speed
        if not take.slow or take.held >= HOLD or len(self.queue) > 1:
            self.queue.pop(0)
        return True

    def frame(self) -> Mapping[int, Pose] | None:
        take = self.current
        if take is None:
            return None
        return take.clip.frames[int(take.position)]
