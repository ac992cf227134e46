"""A short shake of the table (a tip, an accident): a damped wobble of a few pixels, drawn by
moving the view the table is painted with and clipping to the table's own room."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from pyglet.math import Mat4, Vec3

from tabletop_core.render.canvas import arcade
from tabletop_core.render.geometry import Rect


class Shake:
    """Offsets over time: ``strength`` pixels at first, dying away over ``duration`` seconds."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.duration = 0.0
        self.strength = 0.0

    @property
    def busy(self) -> bool:
        return self.clock < self.duration

    def start(self, strength: float, duration: float) -> None:
        if self.busy:
            strength = max(strength, self.strength * (1 - self.clock / self.duration))
        self.clock, self.duration, self.strength = 0.0, duration, strength

    def update(self, delta_time: float) -> None:
        if self.busy:
            self.clock = min(self.duration, self.clock + delta_time)

    def finish(self) -> None:
        self.clock = self.duration = self.strength = 0.0

    @property
    def offset(self) -> tuple[float, float]:
        if not self.busy:
            return (0.0, 0.0)
        t = self.clock / self.duration
        fade = (1 - t) ** 2 * self.strength
        turn = self.clock * 2 * math.pi
        return (fade * math.sin(turn * 23.0), fade * 0.6 * math.sin(turn * 17.0 + 1.3))


@contextmanager
def shifted(offset: tuple[float, float], room: Rect) -> Iterator[None]:
    """Everything drawn inside moves by ``offset`` and stays inside ``room``."""
    dx, dy = offset
    if dx == 0 and dy == 0:
        yield
        return
    window = arcade.get_window()
    ctx = window.ctx
    view, scissor = ctx.view_matrix, ctx.scissor
    ratio = window.get_pixel_ratio()
    ctx.scissor = (
        int(room.left * ratio),
        int(room.bottom * ratio),
        int(room.width * ratio),
        int(room.height * ratio),
    )
    ctx.view_matrix = view @ Mat4.from_translation(Vec3(round(dx), round(dy), 0))
    try:
        yield
    finally:
        ctx.view_matrix = view
        ctx.scissor = scissor
