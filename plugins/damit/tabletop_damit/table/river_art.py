"""The river's current drawn in code with PIL: seamless tiles of current lines and chevrons
that the table slides over the water (the water itself is a picture, ``assets/pictures/
water.svg``), computed from the river's size so that the tiles join.

Everything is drawn supersampled (three times larger, scaled down) so that edges are soft like
the felt around them. The water flows towards river place 1, where cards leave the river (the
left): its current lines are thick at their heads and thin out behind them, with a chevron at
each head, so the picture itself shows which way the river runs. No arcade here.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image, ImageDraw

from tabletop_core.render.supersample import SUPERSAMPLE, smoothed

RGBA = tuple[int, int, int, int]

BANK = 7
"""How many pixels the water takes to fade out at its banks."""


def _current(
    d: ImageDraw.ImageDraw,
    head_x: float,
    y: float,
    length: float,
    thick: float,
    color: RGBA,
    wave: float,
    chevron: bool = True,
) -> None:
    """One current line flowing left: a tapered, gently waving streak whose head (left) is
    thickest, with a small chevron opening to the right in front of it (``chevron``)."""
    steps = 10
    top, bottom = [], []
    for k in range(steps + 1):
        t = k / steps
        x = head_x + t * length
        cy = y + wave * math.sin(t * math.pi * 1.5)
        half = thick * (1 - t) ** 1.4 / 2 + 0.3
        top.append((x, cy - half))
        bottom.append((x, cy + half))
    d.polygon(top + bottom[::-1], fill=color)
    if not chevron:
        return
    arm = thick * 2.2
    tip = head_x - thick * 1.6
    d.line(
        [(tip + arm, y - arm), (tip, y), (tip + arm, y + arm)],
        fill=color,
        width=max(1, int(thick * 0.7)),
        joint="curve",
    )


CURRENT_LINE: RGBA = (176, 222, 246, 220)
"""The current lines of the moving water, blended over its body."""
FLOW: RGBA = (190, 230, 250, 235)
"""The chevrons on the line under the river cards."""


@lru_cache(maxsize=8)
def current_tile_image(period: int, height: int, calm: tuple[int, int] = (0, 0)) -> Image.Image:
    """The water's current lines alone on clear ground, ``period`` px of the river ``height``
    px high: tiles laid side by side join without a seam (a line running off the right edge
    comes back in at the left), so the table slides the current along the river instead of
    drawing the water again. ``calm`` as for :func:`water_image`."""
    f = SUPERSAMPLE
    w, h = period * f, height * f
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    rng = random.Random(23)
    top, bottom = calm[0] * f, h - calm[1] * f
    lines = max(1, int((bottom - top) / f / 20))
    for i in range(lines):
        y = top + (bottom - top) * (i + 0.5 + rng.uniform(-0.25, 0.25)) / lines
        first = x = rng.uniform(0.0, 1.0) * 60 * f
        while True:
            length = rng.uniform(40, 80) * f
            if x + length + 30 * f > first + w:
                break
            thick = rng.uniform(1.8, 3.0) * f
            wave = rng.uniform(-1.5, 1.5) * f
            for shift in (0, -w):
                _current(d, x + shift, y, length, thick, CURRENT_LINE, wave, chevron=False)
            x += length + rng.uniform(40, 90) * f
    return smoothed(image, period, height)


def flow_period(width: float, height: int) -> int:
    """How wide a tile of :func:`flow_tile_image` (two chevrons) is for a line ``width`` ×
    ``height``: chevrons about as far apart as the line is high, and a whole number of them
    on the line, so that before the water first flows none is cut short at its end."""
    step = max(height * 2.6, 40)
    chevrons = max(1, round(width / step))
    return max(2, round(2 * width / chevrons))


@lru_cache(maxsize=8)
def flow_tile_image(width: int, height: int) -> Image.Image:
    """Two chevrons with their streaks, heading left, on ``width`` px (a
    :func:`flow_period`): laid side by side, the tiles make a row of chevrons that slides
    along with the water."""
    f = SUPERSAMPLE
    w, h = width * f, height * f
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    thick = max(2.0, h * 0.2)
    step = w / 2
    for k in range(2):
        wave = h * 0.08 * (1 if k % 2 else -1)
        _current(d, thick * 3 + k * step, h / 2, step * 0.62, thick, FLOW, wave)
    return smoothed(image, width, height)
