"""Score changes that fly to the seat: "+3" rises where it was earned, swells, then flies to the
seat's name and shrinks into it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pyglet

from tabletop_core.render.canvas import arcade
from tabletop_core.render.motion.easing import back_out, smooth
from tabletop_core.render.theme import FONT, Color

RISE = 0.35
FLY = 0.55


@dataclass(slots=True)
class Flyer:
    label: Any
    start: tuple[float, float]
    end: tuple[float, float]
    size: float
    delay: float
    pace: float

    def place(self, clock: float) -> bool:
        """Put the label where it is at ``clock``; True once it has arrived."""
        age = (clock - self.delay) / self.pace
        label = self.label
        if age < 0:
            label.visible = False
            return False
        label.visible = True
        x0, y0 = self.start
        lift = self.size * 1.6
        if age < RISE:
            k = back_out(age / RISE)
            label.x, label.y = x0, y0 + lift * k
            _resize(label, self.size * (0.6 + 0.6 * k))
            return False
        k = smooth((age - RISE) / FLY)
        x1, y1 = self.end
        label.x = x0 + (x1 - x0) * k
        label.y = y0 + lift + (y1 - y0 - lift) * k
        _resize(label, self.size * (1.2 - 0.6 * k))
        label.opacity = int(255 * (1 - 0.5 * k))
        return age >= RISE + FLY


def _resize(label: Any, size: float) -> None:
    """Grow or shrink ``label`` in whole points: a new size lays the text out again (a few
    milliseconds on every frame otherwise), and each size is a font of its own."""
    size = max(1, round(size))
    if label.font_size != size:
        label.font_size = size


class ScoreFlyers:
    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.flyers: list[Flyer] = []
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.flyers)

    def fly(
        self,
        text: str,
        start: tuple[float, float],
        end: tuple[float, float],
        color: Color,
        size: float,
        *,
        delay: float = 0.0,
        pace: float = 1.0,
    ) -> None:
        if not self.flyers:
            self.clock = 0.0
        label = arcade.Text(
            text,
            start[0],
            start[1],
            color,
            size,
            anchor_x="center",
            anchor_y="center",
            bold=True,
            font_name=FONT,
            batch=self.batch,
        )
        label.visible = False
        self.flyers.append(Flyer(label, start, end, size, self.clock + delay * pace, pace))

    def update(self, delta_time: float) -> None:
        if not self.flyers:
            return
        self.clock += delta_time
        arrived = [flyer for flyer in self.flyers if flyer.place(self.clock)]
        for flyer in arrived:
            flyer.label.label.delete()
            self.flyers.remove(flyer)

    def finish(self) -> None:
        for flyer in self.flyers:
            flyer.label.label.delete()
        self.flyers = []
        self.clock = 0.0

    def draw(self) -> None:
        if self.flyers:
            self.batch.draw()
