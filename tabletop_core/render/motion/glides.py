"""Glides: a picture travelling from one box to another (centre, size, opacity), eased, along an
arc if asked, after a delay; drawn from one sprite list. For things that move rather than appear
or vanish: a played card flying to where it acts, dice thrown from a seat, a piece deployed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_core.render.canvas import arcade
from tabletop_core.render.motion.easing import Easing, smooth

Box = tuple[float, float, float, float, float]
"""centre x, centre y, width, height, opacity (0-255)."""


@dataclass(slots=True)
class Glide:
    sprite: Any
    start: Box
    end: Box
    begin: float
    duration: float
    easing: Easing
    arc: float
    spin: float
    """Degrees turned on the way (dice tumbling)."""

    def place(self, clock: float) -> bool:
        """Put the sprite where it is at ``clock``; True once it has arrived."""
        sprite = self.sprite
        if clock < self.begin:
            sprite.visible = False
            return False
        t = 1.0 if self.duration <= 0 else min(1.0, (clock - self.begin) / self.duration)
        k = self.easing(t)
        x0, y0, w0, h0, a0 = self.start
        x1, y1, w1, h1, a1 = self.end
        sprite.visible = True
        sprite.center_x = x0 + (x1 - x0) * k
        sprite.center_y = y0 + (y1 - y0) * k + self.arc * 4 * t * (1 - t)
        sprite.width = max(0.5, w0 + (w1 - w0) * k)
        sprite.height = max(0.5, h0 + (h1 - h0) * k)
        sprite.alpha = int(max(0.0, min(255.0, a0 + (a1 - a0) * t)))
        sprite.angle = self.spin * (1 - t)
        return t >= 1.0


class Glides:
    """Every glide under way, on one clock; a glide's sprite goes when it arrives unless kept
    (``stay``) until all of them have."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.glides: list[tuple[Glide, bool]] = []
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def glide(
        self,
        texture: Any,
        start: Box,
        end: Box,
        *,
        duration: float,
        delay: float = 0.0,
        easing: Easing = smooth,
        arc: float = 0.0,
        spin: float = 0.0,
        stay: bool = False,
    ) -> Any:
        if not self.glides:
            self.clock = 0.0
        sprite = arcade.Sprite(texture)
        sprite.visible = False
        self.sprites.append(sprite)
        item = Glide(sprite, start, end, self.clock + delay, duration, easing, arc, spin)
        self.glides.append((item, stay))
        item.place(self.clock)
        return sprite

    def update(self, delta_time: float) -> None:
        if not self.glides:
            return
        self.clock += delta_time
        moving = False
        for item, stay in self.glides:
            arrived = item.place(self.clock)
            moving = moving or not arrived
            if arrived and not stay and item.sprite.visible:
                item.sprite.visible = False
        if not moving:
            self.finish()

    def finish(self) -> None:
        self.glides = []
        if len(self.sprites):  # arcade's clear makes new buffers, even for an empty list
            self.sprites.clear()
        self.clock = 0.0

    def draw(self) -> None:
        if self.glides:
            self.sprites.draw()
