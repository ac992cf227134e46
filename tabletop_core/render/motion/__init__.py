"""Motion with weight, shared by every table: landing pops, pictures gliding from place to
place, particle bursts, a short shake and score changes that fly to the seat, on top of
whatever a table already moves.

A table keeps one :class:`Flourish`, starts effects at its events, advances it in
``on_update``, draws it after its own layers (``with flourish.shaken(rect):`` around them for
the shake) and counts it in ``busy``. With reduced motion every call does nothing: things are
where they end up, a score is what the seat's panel says. Animation speed divides every time.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.motion.easing import (
    EASINGS,
    Easing,
    back_out,
    bounce_out,
    ease_out_cubic,
    pop,
    smooth,
)
from tabletop_core.render.motion.glides import Box, Glides
from tabletop_core.render.motion.particles import CHIPS, DROPLETS, SPARKLES, Bursts
from tabletop_core.render.motion.score import ScoreFlyers
from tabletop_core.render.motion.shake import Shake, shifted
from tabletop_core.render.theme import Color

__all__ = [
    "CHIPS",
    "DROPLETS",
    "EASINGS",
    "SPARKLES",
    "Box",
    "Easing",
    "Flourish",
    "back_out",
    "bounce_out",
    "ease_out_cubic",
    "pop",
    "smooth",
]

POP = 0.28


@dataclass(slots=True)
class _Pop:
    sprite: Any
    size: tuple[float, float]
    begin: float
    duration: float
    height: float


class Flourish:
    """The effects of one table: pops, bursts, shakes and flying scores on one clock each."""

    def __init__(self, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.pace = 1 / max(0.1, speed)
        self.reduced_motion = reduced_motion
        self.bursts = Bursts()
        self.glides = Glides()
        self.scores = ScoreFlyers()
        self.shaker = Shake()
        self.pops: list[_Pop] = []
        self.clock = 0.0

    @classmethod
    def from_settings(cls, settings: Any) -> Flourish:
        return cls(
            float(getattr(settings, "animation_speed", 1.0)),
            bool(getattr(settings, "reduced_motion", False)),
        )

    @property
    def busy(self) -> bool:
        return (
            bool(self.pops)
            or self.glides.busy
            or self.bursts.busy
            or self.scores.busy
            or self.shaker.busy
        )

    # --- starting effects ---------------------------------------------------------------------

    def pop(self, sprite: Any, *, delay: float = 0.0, height: float = 0.2) -> None:
        """Swell ``sprite`` a little and let it settle, as if set down with a slap."""
        if self.reduced_motion:
            return
        if not self.pops:
            self.clock = 0.0
        self.pops = [p for p in self.pops if p.sprite is not sprite]
        self.pops.append(
            _Pop(
                sprite,
                (sprite.width, sprite.height),
                self.clock + delay * self.pace,
                POP * self.pace,
                height,
            )
        )

    def glide(
        self,
        texture: Any,
        start: Box,
        end: Box,
        *,
        duration: float = 0.45,
        delay: float = 0.0,
        easing: Easing = smooth,
        arc: float = 0.0,
        spin: float = 0.0,
        stay: bool = False,
    ) -> Any:
        """A picture of ``texture`` travels from box ``start`` to ``end`` (centre, size,
        opacity); returns its sprite, or None with reduced motion."""
        if self.reduced_motion:
            return None
        return self.glides.glide(
            texture,
            start,
            end,
            duration=duration * self.pace,
            delay=delay * self.pace,
            easing=easing,
            arc=arc,
            spin=spin,
            stay=stay,
        )

    def burst(
        self,
        kind: str,
        x: float,
        y: float,
        *,
        seed: int,
        count: int = 12,
        scale: float = 1.0,
        delay: float = 0.0,
    ) -> None:
        if self.reduced_motion:
            return
        self.bursts.burst(
            kind, x, y, seed=seed, count=count, scale=scale, delay=delay, pace=self.pace
        )

    def shake(self, strength: float = 6.0, duration: float = 0.4) -> None:
        if self.reduced_motion:
            return
        self.shaker.start(strength, duration * self.pace)

    def score(
        self,
        text: str,
        start: tuple[float, float],
        end: tuple[float, float],
        color: Color,
        size: float = 18.0,
        *,
        delay: float = 0.0,
    ) -> None:
        """``text`` (say "+3") rises at ``start`` and flies to ``end`` (the seat's score)."""
        if self.reduced_motion:
            return
        self.scores.fly(text, start, end, color, size, delay=delay, pace=self.pace)

    # --- time and drawing ---------------------------------------------------------------------

    def update(self, delta_time: float) -> None:
        if self.pops:
            self.clock += delta_time
            left: list[_Pop] = []
            for item in self.pops:
                t = (self.clock - item.begin) / item.duration
                if t < 0:
                    left.append(item)
                    continue
                k = pop(t, item.height)
                item.sprite.width, item.sprite.height = item.size[0] * k, item.size[1] * k
                if t < 1:
                    left.append(item)
            self.pops = left
        self.glides.update(delta_time)
        self.bursts.update(delta_time)
        self.scores.update(delta_time)
        self.shaker.update(delta_time)

    def finish(self) -> None:
        """Everything at its end now (a new move, an undo): pops settled, bursts gone."""
        for item in self.pops:
            item.sprite.width, item.sprite.height = item.size
        self.pops = []
        self.glides.finish()
        self.bursts.finish()
        self.scores.finish()
        self.shaker.finish()

    @property
    def offset(self) -> tuple[float, float]:
        return self.shaker.offset

    @contextmanager
    def shaken(self, room: Rect) -> Iterator[None]:
        """Draw the table inside this to have it shake (and stay inside ``room``)."""
        with shifted(self.shaker.offset, room):
            yield

    def draw(self) -> None:
        """The glides, bursts and flying scores (drawn over the table's own layers)."""
        self.glides.draw()
        self.bursts.draw()
        self.scores.draw()
