"""Playing back the world's settle frames on a timeline: live speed for a placement, slow motion
for an accident, faster when more moves are waiting. No arcade import.

The world steps at 120 Hz and a clip holds a frame every ``clip.every`` steps (the rules film
every second step: what a 60 Hz screen shows at live speed); between two frames a piece is
shown part of the way, so slow motion glides. Animation speed multiplies every rate; with
reduced motion a clip ends as soon as it starts.
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
    _between: tuple[Take, float, Mapping[int, Pose]] | None = None
    """The last poses shown between two frames (the same ones until the position moves)."""

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
        """Frames a second."""
        steps = take.clip.steps
        live = LIVE / take.clip.every
        if take.slow:
            rate = max(live * SLOW_MOTION, steps / LONGEST_SLOW)
        else:
            rate = max(live, steps / LONGEST_LIVE)
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
        """The poses shown now: between two frames, each piece in both part of the way."""
        take = self.current
        if take is None:
            return None
        frames = take.clip.frames
        index = int(take.position)
        part = take.position - index
        if part <= 0.0 or index + 1 >= len(frames):
            return frames[index]
        if (
            self._between is not None
            and self._between[0] is take
            and self._between[1] == take.position
        ):
            return self._between[2]
        here, there = frames[index], frames[index + 1]
        shown = {
            key: _towards(pose, there[key], part) if key in there else pose
            for key, pose in here.items()
        }
        self._between = (take, take.position, shown)
        return shown


def _towards(a: Pose, b: Pose, part: float) -> Pose:
    return (
        a[0] + (b[0] - a[0]) * part,
        a[1] + (b[1] - a[1]) * part,
        a[2] + (b[2] - a[2]) * part,
    )
