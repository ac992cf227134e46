"""Tweened movement: a value goes from A to B over a time, eased, honouring the motion settings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


@dataclass(slots=True)
class Tween:
    """Moves a point from ``start`` to ``end`` in ``duration`` seconds."""

    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    easing: Callable[[float], float] = ease_out_cubic
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def position(self) -> tuple[float, float]:
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = self.easing(t)
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )

    def advance(self, delta_time: float) -> tuple[float, float]:
        self.elapsed += delta_time
        return self.position


class Placed(Protocol):
    """Anything with a centre to move: a sprite, a widget."""

    center_x: float
    center_y: float


class Tweener:
    """Moves things that have ``center_x``/``center_y`` (sprites, widgets) along tweens.

    ``speed`` is the settings' animation speed; with ``reduced_motion`` everything jumps to its
    end at once.
    """

    def __init__(self, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.speed = speed
        self.reduced_motion = reduced_motion
        self._moving: dict[int, tuple[Placed, Tween]] = {}

    @classmethod
    def from_settings(cls, settings: object) -> Tweener:
        return cls(
            getattr(settings, "animation_speed", 1.0), getattr(settings, "reduced_motion", False)
        )

    def move(self, thing: Placed, to: tuple[float, float], duration: float = 0.35) -> None:
        start = (thing.center_x, thing.center_y)
        seconds = 0.0 if self.reduced_motion else duration / self.speed
        tween = Tween(start, to, seconds)
        self._moving[id(thing)] = (thing, tween)
        if seconds <= 0:
            self._place(thing, to)
            del self._moving[id(thing)]

    @property
    def busy(self) -> bool:
        return bool(self._moving)

    def update(self, delta_time: float) -> None:
        for key, (thing, tween) in list(self._moving.items()):
            self._place(thing, tween.advance(delta_time))
            if tween.done:
                del self._moving[key]

    def finish(self) -> None:
        for thing, tween in self._moving.values():
            self._place(thing, tween.end)
        self._moving.clear()

    @staticmethod
    def _place(thing: Placed, point: tuple[float, float]) -> None:
        thing.center_x, thing.center_y = point
