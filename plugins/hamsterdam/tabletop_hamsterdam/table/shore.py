"""What lies at a dam's two ends, drawn in code with PIL: the sea on its left, where the flood
comes from (the wave sweeps in from there), and the town behind its right end, whose water rises
with the tokens in its flood pile.

The town's water and the breach line share one scale, so the water never sinks when a breach
raises the next breach's number: the picture is five tokens tall (more once a town holds five),
the breach line marks the next breach (3, then 5, then every token after). Both pictures are
drawn larger and scaled down (:mod:`tabletop_core.render.supersample`). No arcade here.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from tabletop_core.render.supersample import supersampled
from tabletop_core.render.theme import OkabeIto, Palette
from tabletop_hamsterdam.pieces import next_breach_at

RGB = tuple[int, int, int]

DEEP: RGB = (22, 70, 120)
SHALLOW: RGB = (48, 124, 180)
FOAM: RGB = (225, 240, 250)
WATER: RGB = OkabeIto.BLUE[:3]
CREST: RGB = OkabeIto.SKY_BLUE[:3]
WALL: RGB = Palette.CARD_FACE[:3]
ROOF: RGB = (172, 84, 52)
INK: RGB = Palette.TEXT_DARK[:3]
SKY: RGB = (150, 190, 220)
DANGER: RGB = OkabeIto.VERMILLION[:3]
WATER_TOP = 0.9
"""The share of the town's height that the whole scale (five tokens, or more) reaches."""
WATER_ALPHA = 190
"""How much the town's water hides the houses under it (0-255)."""
LEVELS = 48
"""Water heights are drawn in this many steps of the scale (textures are cached per step)."""


def _scale(town: int) -> int:
    return max(5, next_breach_at(town))


def water_level(town: int) -> float:
    """How high the water stands in a town of ``town`` tokens (0 dry, 1 the picture's top
    scale mark); it only ever rises as tokens come."""
    return town / _scale(town)


def breach_level(town: int) -> float:
    """Where the next breach's line lies on the same scale as :func:`water_level`."""
    return next_breach_at(town) / _scale(town)


def water_step(level: float) -> int:
    return max(0, min(LEVELS, round(level * LEVELS)))


def water_height(level: float, height: float) -> float:
    """The water's height in pixels in a town picture ``height`` tall."""
    return water_step(level) / LEVELS * WATER_TOP * height


@lru_cache(maxsize=16)
def sea_image(width: int, height: int) -> Image.Image:
    """A strip of sea: deep water lightening towards the dam, rows of wave crests, foam where
    it meets the dam on its right."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        steps = max(2, int(w))
        for x in range(steps):
            t = x / steps
            color = tuple(int(a + (b - a) * t) for a, b in zip(DEEP, SHALLOW, strict=True))
            d.line((x, 0, x, h), fill=(*color, 255))
        rows = max(3, int(height / 9))
        for row in range(rows):
            y = (row + 0.5) * h / rows
            shift = (row % 2) * w * 0.25
            points = [
                (shift + i * w / 4, y + (k * 1.2 if i % 2 else -k * 1.2)) for i in range(-1, 6)
            ]
            d.line(points, fill=(*CREST, 200), width=max(1, int(k * 1.2)))
        foam = w - k * 2.2
        for row in range(rows * 2):
            y = (row + 0.5) * h / (rows * 2)
            r = k * (1.2 + (row % 3) * 0.35)
            d.ellipse((foam - r, y - r, foam + r, y + r), fill=(*FOAM, 230))

    return supersampled(width, height, paint)


def _house(d: ImageDraw.ImageDraw, x: float, w: float, ground: float, wall: float, k: float):
    roof = wall + w * 0.5
    line = max(1, int(k * 0.8))
    d.rectangle(
        (x, ground - wall, x + w, ground), fill=(*WALL, 255), outline=(*INK, 255), width=line
    )
    d.polygon(
        [(x - w * 0.12, ground - wall), (x + w / 2, ground - roof), (x + w * 1.12, ground - wall)],
        fill=(*ROOF, 255),
        outline=(*INK, 255),
    )
    window = w * 0.3
    wx, wy = x + w / 2 - window / 2, ground - wall * 0.72
    d.rectangle((wx, wy, wx + window, wy + window), fill=(240, 200, 90, 255))


@lru_cache(maxsize=96)
def town_image(width: int, height: int, step: int, line: int) -> Image.Image:
    """A town of three small houses, the water standing ``step`` of :data:`LEVELS` high over
    them (translucent: the houses show through) and the next breach's dashed line at ``line``
    of :data:`LEVELS` (the same scale)."""

    def houses(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        ground = h - k * 1.5
        bands = 12
        for band in range(bands):  # a sky lightening towards the horizon
            alpha = int(20 + 70 * band / (bands - 1))
            d.rectangle((0, h * band / bands, w, h * (band + 1) / bands), fill=(*SKY, alpha))
        d.rectangle((0, ground, w, h), fill=(92, 120, 64, 255))
        wall = min(h * 0.28, w * 0.7)
        _house(d, w * 0.30, w * 0.40, ground - wall * 0.55, wall, k)
        _house(d, w * 0.05, w * 0.42, ground, wall * 0.95, k)
        _house(d, w * 0.53, w * 0.42, ground, wall * 0.8, k)

    def water(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        depth = step / LEVELS * WATER_TOP * h
        if depth > 0:
            top = h - depth
            d.rectangle((0, top, w, h), fill=(*WATER, WATER_ALPHA))
            crest = [(i * w / 6, top + (k if i % 2 else -k)) for i in range(7)]
            d.line(crest, fill=(*CREST, 255), width=max(1, int(k * 1.4)))
        mark = h - line / LEVELS * WATER_TOP * h
        dash = max(2.0, w / 9)
        x = 0.0
        while x < w:
            d.line((x, mark, min(w, x + dash * 0.6), mark), fill=(*DANGER, 255), width=int(k * 1.6))
            x += dash

    picture = supersampled(width, height, houses)
    picture.alpha_composite(supersampled(width, height, water))
    return picture
