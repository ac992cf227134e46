"""Particle bursts: a handful of small sprites thrown out from a point, falling and fading.

A burst is one of three kinds (wood chips, droplets, sparkles), drawn from a seeded
``random.Random`` so the same events give the same frames; every particle's place is a function
of the burst's clock alone (thrown, pulled down, fading), so nothing accumulates between frames.
All bursts share one sprite list: one draw call however many are flying.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from tabletop_core.render.canvas import arcade
from tabletop_core.render.supersample import supersampled

CHIPS = "chips"
DROPLETS = "droplets"
SPARKLES = "sparkles"


@dataclass(frozen=True, slots=True)
class Kind:
    """How a kind of particle flies: speed (px/s at scale 1), gravity, life, size, spin."""

    speed: tuple[float, float]
    gravity: float
    life: tuple[float, float]
    size: tuple[float, float]
    spin: float
    spread: float
    """Half the cone of directions, in degrees around straight up (180: every way)."""


KINDS: dict[str, Kind] = {
    CHIPS: Kind((170, 340), 900, (0.5, 0.75), (8, 13), 720, 70),
    DROPLETS: Kind((140, 300), 1000, (0.4, 0.65), (6, 10), 0, 55),
    SPARKLES: Kind((60, 170), 0, (0.4, 0.75), (7, 12), 180, 180),
}

_WOOD = ((222, 170, 110), (196, 140, 80), (240, 204, 150))
_WATER = ((86, 180, 233), (160, 214, 245), (0, 114, 178))
_GOLD = ((255, 236, 140), (255, 255, 255), (240, 200, 60))


def _chip(color: tuple[int, int, int]) -> Image.Image:
    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        d.polygon([(2 * s, 5 * s), (14 * s, 2 * s), (14 * s, 9 * s), (3 * s, 12 * s)], fill=color)
        d.line([(3 * s, 7 * s), (13 * s, 5 * s)], fill=(90, 58, 30), width=max(1, int(s)))

    return supersampled(16, 14, paint)


def _droplet(color: tuple[int, int, int]) -> Image.Image:
    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        d.polygon([(8 * s, 1 * s), (3 * s, 9 * s), (13 * s, 9 * s)], fill=color)
        d.ellipse((3 * s, 5 * s, 13 * s, 15 * s), fill=color)
        d.ellipse((5.5 * s, 8 * s, 8 * s, 10.5 * s), fill=(255, 255, 255, 200))

    return supersampled(16, 16, paint)


def _sparkle(color: tuple[int, int, int]) -> Image.Image:
    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        c, r, w = 8 * s, 7.5 * s, 1.6 * s
        d.polygon(
            [
                (c, c - r),
                (c + w, c - w),
                (c + r, c),
                (c + w, c + w),
                (c, c + r),
                (c - w, c + w),
                (c - r, c),
                (c - w, c - w),
            ],
            fill=color,
        )

    return supersampled(16, 16, paint)


_PAINTERS = {CHIPS: (_chip, _WOOD), DROPLETS: (_droplet, _WATER), SPARKLES: (_sparkle, _GOLD)}


@lru_cache(maxsize=16)
def particle_texture(kind: str, shade: int) -> Any:
    painter, colors = _PAINTERS[kind]
    return arcade.Texture(
        painter(colors[shade % len(colors)]),
        hash=f"tabletop-particle-{kind}-{shade}",
        hit_box_algorithm=arcade.hitbox.algo_bounding_box,
    )


@dataclass(slots=True)
class Particle:
    sprite: Any
    x: float
    y: float
    vx: float
    vy: float
    gravity: float
    life: float
    spin: float
    size: float
    delay: float


class Bursts:
    """Every particle in flight, on one clock."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.particles: list[Particle] = []
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.particles)

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
        pace: float = 1.0,
    ) -> None:
        """Throw ``count`` particles of ``kind`` from (x, y) after ``delay`` seconds.

        ``pace`` divides every time (the animation speed); ``seed`` makes the burst repeatable.
        """
        if not self.particles:
            self.clock = 0.0
        spec = KINDS[kind]
        rng = random.Random(seed)
        for index in range(count):
            angle = math.radians(90 + rng.uniform(-spec.spread, spec.spread))
            speed = rng.uniform(*spec.speed) * scale / pace
            sprite = arcade.Sprite(particle_texture(kind, index))
            size = rng.uniform(*spec.size) * scale
            sprite.width = sprite.height = size
            sprite.visible = False
            self.sprites.append(sprite)
            self.particles.append(
                Particle(
                    sprite,
                    x,
                    y,
                    speed * math.cos(angle),
                    speed * math.sin(angle),
                    spec.gravity * scale / (pace * pace),
                    rng.uniform(*spec.life) * pace,
                    rng.uniform(-spec.spin, spec.spin) / pace,
                    size,
                    self.clock + delay * pace,
                )
            )

    def update(self, delta_time: float) -> None:
        if not self.particles:
            return
        self.clock += delta_time
        alive: list[Particle] = []
        for particle in self.particles:
            age = self.clock - particle.delay
            sprite = particle.sprite
            if age >= particle.life:
                self.sprites.remove(sprite)
                continue
            alive.append(particle)
            if age < 0:
                continue
            share = age / particle.life
            sprite.visible = True
            sprite.center_x = particle.x + particle.vx * age
            sprite.center_y = particle.y + particle.vy * age - 0.5 * particle.gravity * age * age
            sprite.angle = particle.spin * age
            sprite.alpha = int(255 * (1 - share * share))
            size = particle.size * (1 - 0.4 * share)
            sprite.width = sprite.height = size
        self.particles = alive

    def finish(self) -> None:
        self.particles = []
        if len(self.sprites):  # arcade's clear makes new GL buffers, even for an empty list
            self.sprites.clear()
        self.clock = 0.0

    def draw(self) -> None:
        if self.particles:
            self.sprites.draw()
