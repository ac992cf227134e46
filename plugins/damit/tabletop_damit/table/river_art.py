"""The river's world drawn in code with PIL: the water under the river cards, its current, the
empty dam sites on the bank and the beavers at the seats.

Everything is drawn supersampled (three times larger, scaled down) so that edges are soft like
the felt around them. The water flows towards river place 1, where cards leave the river (the
left): its current lines are thick at their heads and thin out behind them, with a chevron at
each head, so the picture itself shows which way the river runs. No arcade here.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from tabletop_core.render.supersample import SUPERSAMPLE, smoothed

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

DEEP: RGB = (28, 78, 118)
"""The river's body: a deep blue that white words on it still read against."""
SHALLOW: RGB = (52, 116, 160)
"""The lit middle of the stream."""
FOAM: RGBA = (176, 222, 246, 120)
"""Current lines and ripples."""
INK: RGB = (20, 24, 31)
FUR: RGB = (124, 78, 42)
FUR_DARK: RGB = (84, 50, 26)
MUZZLE: RGB = (206, 166, 120)
WOOD: RGB = (176, 124, 72)

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


@lru_cache(maxsize=8)
def water_image(
    width: int,
    height: int,
    high_contrast: bool = False,
    calm: tuple[int, int] = (0, 0),
    current: bool = True,
) -> Image.Image:
    """The river as a band of water ``width`` × ``height``: a deep body fading out at its soft
    banks, lit in the middle, with current lines all flowing left; ``calm`` (pixels at the top,
    at the bottom) is left without them, so that words written there read on quiet water.
    Without ``current`` the body alone (the table slides :func:`current_tile_image` over it)."""
    f = SUPERSAMPLE
    w, h = width * f, height * f
    deep = (8, 36, 64) if high_contrast else DEEP
    shallow = (16, 56, 92) if high_contrast else SHALLOW
    body = Image.new("RGBA", (w, h), (*deep, 255))
    d = ImageDraw.Draw(body)
    for row in range(h):
        k = 1 - abs(row / max(1, h - 1) - 0.55) / 0.55
        k = max(0.0, k) ** 1.5
        c = tuple(round(a + (b - a) * k) for a, b in zip(deep, shallow, strict=True))
        d.line((0, row, w, row), fill=(*c, 255))
    rng = random.Random(23)
    top, bottom = calm[0] * f, h - calm[1] * f
    lines = max(1, int((bottom - top) / f / 20)) if current else 0
    for i in range(lines):
        y = top + (bottom - top) * (i + 0.5 + rng.uniform(-0.25, 0.25)) / lines
        x = rng.uniform(0.0, 1.0) * 60 * f
        while x < w:
            length = rng.uniform(40, 80) * f
            thick = rng.uniform(1.8, 3.0) * f
            _current(d, x, y, length, thick, FOAM, rng.uniform(-1.5, 1.5) * f, chevron=False)
            x += length + rng.uniform(40, 90) * f
    # soft banks: the alpha fades in from every edge
    mask = Image.new("L", (w, h), 0)
    edge = max(2, min(BANK * f, min(w, h) // 4))
    ImageDraw.Draw(mask).rounded_rectangle(
        (edge // 2, edge // 2, w - 1 - edge // 2, h - 1 - edge // 2), radius=edge * 2, fill=235
    )
    body.putalpha(mask.filter(ImageFilter.GaussianBlur(edge / 2)))
    return smoothed(body, width, height)


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


@lru_cache(maxsize=16)
def dam_site_image(width: int, height: int) -> Image.Image:
    """An empty dam site: two stakes driven into the bank, the logs still to come drawn as
    faint dashed outlines between them, water lapping at their foot. The top fifth is left
    dark and plain for the site's cost, written over it by the table."""
    f = SUPERSAMPLE
    w, h = width * f, height * f
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4 * f, w // 10)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=(0, 0, 0, 60))
    d.rounded_rectangle((0, 0, w - 1, int(h * 0.24)), radius, fill=(0, 0, 0, 70))
    water_top = h * 0.8
    d.rounded_rectangle((0, water_top, w - 1, h - 1), radius, fill=(*DEEP, 200))
    for k in range(2):
        y = water_top + (h - water_top) * (0.35 + 0.3 * k)
        _current(d, w * (0.2 + 0.3 * k), y, w * 0.35, 1.6 * f, FOAM, 0.0)
    stake = max(3 * f, w * 0.07)
    for x in (w * 0.14, w * 0.86 - stake):
        d.rounded_rectangle(
            (x, h * 0.3, x + stake, h * 0.92), stake / 3, fill=(*WOOD, 230), outline=(*INK, 200)
        )
        d.polygon([(x, h * 0.3), (x + stake / 2, h * 0.26), (x + stake, h * 0.3)], fill=WOOD)
    logs = 3
    top, bottom = h * 0.33, water_top - 2 * f
    log_h = (bottom - top) / logs
    dash = max(3 * f, w * 0.06)
    for k in range(logs):
        y0 = top + k * log_h + f
        box = (w * 0.14 + stake + f, y0, w * 0.86 - stake - f, y0 + log_h - 2 * f)
        _dashed_log(d, box, dash, (235, 205, 160, 150), max(1, f))
    return smoothed(image, width, height)


def _dashed_log(
    d: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    dash: float,
    color: RGBA,
    width: int,
) -> None:
    """A log's outline in dashes: a long rounded body and its end grain, a ring at the left."""
    x0, y0, x1, y1 = box
    r = (y1 - y0) / 2
    cy = (y0 + y1) / 2
    d.rounded_rectangle(box, r, fill=(color[0], color[1], color[2], color[3] // 4))
    x = x0 + r
    while x < x1 - r:
        end = min(x + dash, x1 - r)
        d.line((x, y0, end, y0), fill=color, width=width)
        d.line((x, y1, end, y1), fill=color, width=width)
        x += dash * 2
    d.ellipse((x0, y0, x0 + 2 * r, y1), outline=color, width=width)
    d.ellipse((x0 + r * 0.5, cy - r * 0.5, x0 + r * 1.5, cy + r * 0.5), outline=color, width=1)
    d.arc((x1 - 2 * r, y0, x1, y1), -90, 90, fill=color, width=width)


@lru_cache(maxsize=16)
def beaver_image(size: int, color: RGB) -> Image.Image:
    """A beaver's portrait ``size`` px square on a disc of its seat's ``color``: round head and
    ears, a pale muzzle, a dark nose and the two big front teeth, and a neckerchief in the
    seat's colour too, so the seat reads from the beaver even where the disc is hidden."""
    f = SUPERSAMPLE
    s = size * f
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    edge = max(2, s // 18)
    d.ellipse((0, 0, s - 1, s - 1), fill=(*color, 255), outline=(*INK, 255), width=edge)
    head = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    h = ImageDraw.Draw(head)
    u = s / 100
    for ex in (24, 76):  # ears
        h.ellipse((ex * u - 11 * u, 16 * u, ex * u + 11 * u, 38 * u), fill=FUR_DARK)
        h.ellipse((ex * u - 6 * u, 21 * u, ex * u + 6 * u, 33 * u), fill=MUZZLE)
    h.ellipse((18 * u, 22 * u, 82 * u, 86 * u), fill=FUR, outline=FUR_DARK, width=edge)
    h.pieslice((14 * u, 68 * u, 86 * u, 124 * u), 180, 360, fill=(*color, 255), outline=INK)
    h.ellipse((33 * u, 52 * u, 67 * u, 78 * u), fill=MUZZLE)
    for ex in (37, 63):  # eyes with a glint
        h.ellipse((ex * u - 5 * u, 40 * u, ex * u + 5 * u, 50 * u), fill=INK)
        h.ellipse((ex * u - 1 * u, 41 * u, ex * u + 2.5 * u, 44.5 * u), fill=(255, 255, 255))
    h.ellipse((42 * u, 52 * u, 58 * u, 62 * u), fill=INK)  # nose
    h.rounded_rectangle(
        (40 * u, 66 * u, 60 * u, 84 * u), 2 * u, fill=(250, 246, 232), outline=INK, width=f
    )
    h.line((50 * u, 66 * u, 50 * u, 84 * u), fill=INK, width=f)
    disc = Image.new("L", (s, s), 0)
    ImageDraw.Draw(disc).ellipse((edge, edge, s - 1 - edge, s - 1 - edge), fill=255)
    image.paste(head, (0, 0), ImageChops.multiply(head.getchannel("A"), disc))
    return smoothed(image, size, size)
