"""The pond's pictures, drawn in code with PIL: the dam of gnawed sticks with its way ashore, the
spirit level's face and bubble, the glow of a lit ring, a splash and the water. No arcade here."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS
from tabletop_mein_lieber_biber.table.art import INK, RGB, WATER, swim_ring


def _shade(color: RGB, k: float) -> RGB:
    r, g, b = (max(0, min(255, int(c * k))) for c in color)
    return r, g, b


MUD: RGB = (82, 58, 36)


MUD_LIGHT: RGB = (108, 78, 48)


BARK: RGB = (54, 34, 18)


STICK_WOODS: tuple[RGB, ...] = ((170, 118, 62), (150, 102, 54), (186, 134, 76), (138, 94, 50))
"""The sticks' bark, lighter and darker (``stick_image``'s colour among them)."""


GNAWED: RGB = (228, 196, 140)


PATH: RGB = (236, 214, 170)
"""The cream of the raft's spiral path, which the way ashore continues."""


def dam_image(width: int, height: int, way_ashore: bool) -> Image.Image:
    """The beaver dam from above, ``width`` × ``height``: sticks stacked across it in three
    layers, woven at angles, with mud packed between them, lit from the top left.
    ``way_ashore``: ring 30's swim ring at the dam's edge towards the raft, with the spiral's
    path running from it onto the dam (a move past ring 30 goes ashore here). Seeded: the same
    dam at every size."""
    from random import Random

    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    rng = Random(30)
    w, h = float(width), float(height)
    # the mud bank: a rounded heap with a ragged edge
    edge = []
    corners = 28
    for i in range(corners):
        a = 2 * math.pi * i / corners
        c, s = math.cos(a), math.sin(a)
        # a squarish ellipse (superellipse) nearly filling the picture
        x = math.copysign(abs(c) ** 0.45, c)
        y = math.copysign(abs(s) ** 0.45, s)
        k = 0.9 + 0.07 * rng.random()
        edge.append((w / 2 + x * k * w / 2, h / 2 + y * k * h / 2))
    draw.polygon(edge, fill=MUD, outline=BARK, width=max(1, int(w / 60)))
    # as thick as on a dam of the standard shape (a wider dam holds longer sticks, not thicker)
    thick = max(3.0, min(w, h * 0.28) * 0.085)
    rows = max(4, int(h / (thick * 1.15)))

    def stick(x0: float, y0: float, x1: float, y1: float, t: float) -> None:
        wood = STICK_WOODS[rng.randrange(len(STICK_WOODS))]
        draw.line((x0, y0, x1, y1), fill=BARK, width=int(t + max(2, t * 0.3)))
        draw.line((x0, y0, x1, y1), fill=wood, width=int(t))
        lift = t * 0.22
        draw.line(
            (x0 + t * 0.4, y0 - lift, x1 - t * 0.4, y1 - lift),
            fill=_shade(wood, 1.25),
            width=max(1, int(t / 4)),
        )
        if rng.random() < 0.55:  # a gnawed end, pale wood
            end = t * 0.5
            ex, ey = (x1, y1) if rng.random() < 0.5 else (x0, y0)
            draw.ellipse((ex - end, ey - end, ex + end, ey + end), fill=GNAWED, outline=BARK)

    def mud_dabs(count: int) -> None:
        for _ in range(count):
            x, y = w * (0.15 + 0.7 * rng.random()), h * (0.06 + 0.88 * rng.random())
            rx, ry = w * (0.06 + 0.08 * rng.random()), thick * (0.35 + 0.4 * rng.random())
            draw.ellipse(
                (x - rx, y - ry, x + rx, y + ry), fill=MUD_LIGHT if rng.random() < 0.4 else MUD
            )

    margin = thick * 0.8
    for layer, (lean, t) in enumerate(((0.10, thick), (0.45, thick * 0.8), (0.3, thick * 0.6))):
        count = rows if layer == 0 else max(3, rows * 2 // 3)
        for row in range(count):
            y = h * (0.07 + 0.86 * (row + 0.5 * (layer % 2) + 0.3 * rng.random()) / count)
            drift = (rng.random() * 2 - 1) * lean * w
            x0 = margin + rng.random() * w * (0.12 if layer == 0 else 0.3)
            x1 = w - margin - rng.random() * w * (0.12 if layer == 0 else 0.3)
            y0 = min(h - margin, max(margin, y - drift / 2))
            y1 = min(h - margin, max(margin, y + drift / 2))
            stick(x0, y0, x1, y1, t)
        mud_dabs(rows // 2 if layer < 2 else rows // 4)
    if way_ashore:
        _way_ashore(draw, w, h, thick)
    return _lit(image)


def _way_ashore(draw: ImageDraw.ImageDraw, w: float, h: float, thick: float) -> None:
    """Ring 30's swim ring on the dam's edge towards the raft, and the raft's cream path running
    from it onto the dam, ending in an arrowhead."""
    ring = RINGS
    colour = RING_COLOUR[ring]
    outer = min(w * 0.3, h * 0.12)
    cx, cy = w - outer - max(2.0, w * 0.04), h / 2
    path = max(3, int(outer * 0.42))
    tip = w * 0.12
    head = outer * 0.95
    draw.line((cx, cy, tip + head * 0.8, cy), fill=BARK, width=path + max(2, path // 2))
    draw.line((cx, cy, tip + head * 0.8, cy), fill=PATH, width=path)
    arrow = [(tip, cy), (tip + head, cy - head * 0.75), (tip + head, cy + head * 0.75)]
    draw.polygon(arrow, fill=PATH, outline=BARK, width=max(1, path // 3))
    line = max(1, int(outer / 9))
    swim_ring(draw, cx, cy, outer, colour, line, hole_line=line)


def _lit(image: Image.Image) -> Image.Image:
    """A little light from the top left over the picture's own pixels, darker to the bottom
    right."""
    w, h = image.size
    ramp = Image.linear_gradient("L").resize((w, h))
    across = Image.linear_gradient("L").rotate(90).resize((w, h))
    light = Image.blend(ramp, across, 0.5)  # 0 at the top left, 255 at the bottom right
    dark = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    dark.putalpha(light.point(lambda v: v * 70 // 255))
    bright = Image.new("RGBA", (w, h), (255, 240, 210, 0))
    bright.putalpha(light.point(lambda v: (255 - v) * 40 // 255))
    shaded = image.copy()
    shaded.alpha_composite(dark)
    shaded.alpha_composite(bright)
    shaded.putalpha(image.getchannel("A"))
    return shaded


def level_image(size: int, tip_fraction: float) -> Image.Image:
    """A round spirit level: its edge is where the raft tips; ``tip_fraction`` of the radius
    marks the tip as drawn (the rest is the red zone)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    half = size / 2
    draw.ellipse((1, 1, size - 2, size - 2), fill=(150, 40, 20, 255), outline=INK, width=2)
    for i in range(0, size * 2, max(5, size // 10)):
        draw.line((i - size, size, i, 0), fill=(190, 70, 40, 255), width=2)
    tip = half * tip_fraction
    draw.ellipse(
        (half - tip, half - tip, half + tip, half + tip), fill=(214, 232, 206), outline=INK, width=2
    )
    for ring in (0.33, 0.66):
        r = tip * ring
        draw.ellipse((half - r, half - r, half + r, half + r), outline=(120, 150, 120), width=1)
    draw.line((half - tip, half, half + tip, half), fill=(120, 150, 120), width=1)
    draw.line((half, half - tip, half, half + tip), fill=(120, 150, 120), width=1)
    return image


def bubble_image(size: int, color: RGB, ring: bool = False) -> Image.Image:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if ring:
        draw.ellipse((2, 2, size - 3, size - 3), outline=(*color, 255), width=max(2, size // 7))
        return image
    draw.ellipse((1, 1, size - 2, size - 2), fill=(*color, 255), outline=INK, width=2)
    draw.ellipse((size * 0.25, size * 0.2, size * 0.5, size * 0.42), fill=(255, 255, 255, 200))
    return image


def glow_image(size: int, color: RGB) -> Image.Image:
    """A halo marking a ring a beaver may be put on."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    width = max(3, size // 9)
    draw.ellipse((width, width, size - width, size - width), outline=(*color, 255), width=width)
    draw.ellipse((0, 0, size - 1, size - 1), outline=(*color, 110), width=max(2, width // 2))
    return image


def splash_image(size: int) -> Image.Image:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for k, alpha in ((0.95, 200), (0.65, 150), (0.35, 110)):
        r = size / 2 * k
        draw.ellipse(
            (size / 2 - r, size / 2 - r, size / 2 + r, size / 2 + r),
            outline=(235, 245, 250, alpha),
            width=max(2, size // 24),
        )
    return image


def water_image(width: int, height: int) -> Image.Image:
    """The pond the raft floats on, with soft ripples (drawn once per size)."""
    image = Image.new("RGBA", (width, height), (*WATER, 255))
    draw = ImageDraw.Draw(image)
    step = max(14, height // 22)
    for row, y in enumerate(range(step // 2, height, step)):
        offset = (row % 2) * step
        for x in range(-step + offset, width, step * 3):
            draw.arc((x, y, x + step * 2, y + step), 200, 340, fill=(70, 134, 166, 255), width=2)
    return image
