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
    """Everything drawn inside moves by ``offset`` (whole pixels) and stays inside ``room``."""
    dx, dy = offset
    if dx == 0 and dy == 0:
        yield
        return
    with slid(round(dx), round(dy), room):
        yield


@contextmanager
def slid(dx: float, dy: float, clip: Rect) -> Iterator[None]:
    """What is drawn inside moves by ``(dx, dy)`` pixels and shows only within ``clip`` (and
    within any clip already set, such as a shaking table's)."""
    window = arcade.get_window()
    ctx = window.ctx
    view, scissor = ctx.view_matrix, ctx.scissor
    ratio = window.get_pixel_ratio()
    x0, y0 = int(clip.left * ratio), int(clip.bottom * ratio)
    x1, y1 = int(clip.right * ratio), int(clip.top * ratio)
    if scissor is not None:
        sx, sy, sw, sh = scissor
        x0, y0, x1, y1 = max(x0, sx), max(y0, sy), min(x1, sx + sw), min(y1, sy + sh)
    ctx.scissor = (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    ctx.view_matrix = view @ Mat4.from_translation(Vec3(dx, dy, 0))
    try:
        yield
    finally:
        ctx.view_matrix = view
        ctx.scissor = scissor
