"""Mein lieber Biber pictures drawn in code with PIL: the raft with its spiral of swim rings,
the beavers (top view, tail out to one side), movement cards, card backs, sticks, the spirit
level, the launcher tile. No arcade here: the launcher art hook uses these without a window.

Every colour has an Okabe–Ito shade *and* a symbol (circle, square, triangle, diamond, star,
cross) that appears on its rings, its cards and its beaver's back, so nothing is told by colour
alone.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.render.theme import OkabeIto, Palette
from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS, VALUES
from tabletop_mein_lieber_biber.raft import BEAVER_SIZE, RAFT_RADIUS, TAIL_REACH
from tabletop_mein_lieber_biber.table.layout import CARD_SYMBOL, CARD_SYMBOLS

RGB = tuple[int, int, int]

COLOUR_RGB: tuple[RGB, ...] = (
    (204, 32, 44),  # red: a red a child calls red (the palette's vermillion reads orange)
    (240, 128, 0),  # orange: a true orange (the palette's orange reads gold)
    OkabeIto.YELLOW[:3],  # yellow
    OkabeIto.BLUISH_GREEN[:3],  # green
    OkabeIto.BLUE[:3],  # blue
    (128, 64, 176),  # purple (the palette's reddish purple reads pink)
)
"""Each beaver's colour as its name says; every piece also carries its colour's symbol, so the
colours need not be told apart by colour alone."""
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")
"""One symbol per colour, in the order of ``cards.COLOURS``."""
WOOD: RGB = (196, 148, 92)
WOOD_DARK: RGB = (128, 86, 46)
FUR: RGB = (104, 64, 34)
FUR_DARK: RGB = (62, 36, 18)
HALO: RGB = (255, 244, 220)
INK: RGB = Palette.TEXT_DARK[:3]
FACE: RGB = Palette.CARD_FACE[:3]
WATER: RGB = (38, 96, 128)
HOLE: RGB = (236, 226, 200)
"""The cream of a swim ring's hole, the ground its colour's symbol stands on."""

BEAVER_HALF = (BEAVER_SIZE / RAFT_RADIUS) / 2 * 1.3
"""Raft radii: half the body of a beaver as drawn (a little plumper than the physics' box, so
that it reads at table size)."""
BEAVER_PICTURE = TAIL_REACH + 0.07
"""Raft radii from a beaver picture's centre (the beaver's) to its edge."""
RAFT_PICTURE = 1.12
"""Raft radii from the raft picture's centre to its edge."""


RING_HOLE = 0.64
"""A swim ring's hole, where its colour's symbol is, as a share of the ring's radius."""


def ring_radius(ring: int) -> float:
    """Raft radii: the swim rings grow outwards along the spiral."""
    return 0.052 + 0.05 * (ring - 1) / (RINGS - 1)


def _font(size: int, bold: bool = True) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _shade(color: RGB, k: float) -> RGB:
    r, g, b = (max(0, min(255, int(c * k))) for c in color)
    return r, g, b


def symbol(
    draw: ImageDraw.ImageDraw,
    kind: str,
    cx: float,
    cy: float,
    r: float,
    fill: RGB | tuple[int, int, int, int],
    outline: RGB | tuple[int, int, int, int] | None = None,
) -> None:
    """A colour's symbol of radius ``r`` (y down, as PIL draws)."""
    width = max(1, int(r / 4))
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
        if outline is not None:  # a bullseye: a small circle and a square look alike otherwise
            dot = r * 0.38
            draw.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=outline)
        return
    if kind == "cross":
        w = r * 0.26  # slim arms: a fat cross reads as a diamond on a small swim ring
        for box in ((cx - r, cy - w, cx + r, cy + w), (cx - w, cy - r, cx + w, cy + r)):
            draw.rectangle(box, fill=fill)
        if outline is not None:
            points = [
                (cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w),
            ]  # fmt: skip
            draw.polygon(points, outline=outline, width=width)
        return
    if kind == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    else:
        corners, start, k = {
            "square": (4, 45, 1.2),
            "triangle": (3, -90, 1.15),
            "diamond": (4, 0, 1.1),
        }[kind]
        points = [
            (
                cx + r * k * math.cos(math.radians(start + 360 * i / corners)),
                cy
                + r * k * math.sin(math.radians(start + 360 * i / corners))
                + (r * 0.18 if kind == "triangle" else 0),
            )
            for i in range(corners)
        ]
    draw.polygon(points, fill=fill, outline=outline, width=width)


# --- the raft ------------------------------------------------------------------------------


RING_NUMBER_PX = 10
"""The ring numbers' least size in window pixels at 100 % text (they grow with the setting)."""


def raft_image(
    size: int, ring_xy: tuple[tuple[float, float], ...], text: float = 1.0
) -> Image.Image:
    """The raft from above, ``size`` pixels across for ``RAFT_PICTURE`` raft radii each way:
    planks, the spiral path, thirty lifebuoy rings (colour and white, the colour's symbol in the
    hole, the ring number beside) and the arrow on ring 1. ``ring_xy``: ring centres, index 0
    the middle; ``text``: the text-size setting, which the ring numbers grow with."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    half = size / 2
    k = half / RAFT_PICTURE

    def px(x: float, y: float) -> tuple[float, float]:
        return half + x * k, half - y * k

    radius = k
    draw.ellipse((half - radius, half - radius, half + radius, half + radius), fill=WOOD)
    plank = radius / 4.5
    for i in range(-5, 6):
        x = half + i * plank
        draw.line((x, half - radius, x, half + radius), fill=WOOD_DARK, width=max(1, size // 260))
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).ellipse(
        (half - radius, half - radius, half + radius, half + radius), fill=255
    )
    clipped = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    clipped.paste(image, (0, 0), mask)
    image = clipped
    draw = ImageDraw.Draw(image)
    rim = max(3, size // 70)
    draw.ellipse(
        (half - radius, half - radius, half + radius, half + radius), outline=WOOD_DARK, width=rim
    )
    # the spiral path joining the rings, from the middle outwards
    path = [px(0, 0)]
    for ring in range(1, RINGS + 1):
        (x0, y0), (x1, y1) = ring_xy[ring - 1], ring_xy[ring]
        for t in (0.33, 0.66, 1.0):
            a0, a1 = math.atan2(y0, x0), math.atan2(y1, x1)
            if a1 < a0:
                a1 += math.tau
            r0, r1 = math.hypot(x0, y0), math.hypot(x1, y1)
            if ring == 1:
                a0, r0 = a1 - math.radians(30), 0.05
            a, r = a0 + (a1 - a0) * t, r0 + (r1 - r0) * t
            path.append(px(r * math.cos(a), r * math.sin(a)))
    draw.line(path, fill=(236, 214, 170, 255), width=max(2, size // 90), joint="curve")
    # grown less than the text itself: between the rings of a raft that large text leaves
    # smaller, full-grown numbers would run into the next ring
    font = _font(max(round(RING_NUMBER_PX * text**0.75), size // 52))
    for ring in range(1, RINGS + 1):
        x, y = ring_xy[ring]
        colour = RING_COLOUR[ring]
        cx, cy = px(x, y)
        outer = ring_radius(ring) * k
        draw.ellipse(
            (cx - outer - 2, cy - outer - 2, cx + outer + 2, cy + outer + 2), fill=(90, 60, 30, 110)
        )
        swim_ring(draw, cx, cy, outer, colour, max(1, size // 400), hole_line=1)
        # the number outside the ring, away from the middle
        bearing = math.atan2(y, x)
        nx, ny = px(
            x + (ring_radius(ring) + 0.045) * math.cos(bearing),
            y + (ring_radius(ring) + 0.045) * math.sin(bearing),
        )
        draw.text((nx, ny), str(ring), fill=INK, font=font, anchor="mm")
    # the arrow on ring 1, pointing along the spiral
    x, y = ring_xy[1]
    bearing = math.atan2(y, x) + math.pi / 2
    cx, cy = px(x * 0.55, y * 0.55)
    length = 0.07 * k
    tip = (cx + length * math.cos(bearing), cy - length * math.sin(bearing))
    left = (
        cx + length * 0.6 * math.cos(bearing + 2.5),
        cy - length * 0.6 * math.sin(bearing + 2.5),
    )
    right = (
        cx + length * 0.6 * math.cos(bearing - 2.5),
        cy - length * 0.6 * math.sin(bearing - 2.5),
    )
    draw.polygon([tip, left, right], fill=(250, 250, 246), outline=INK)
    return image


# --- a beaver ------------------------------------------------------------------------------


def beaver_image(colour: int, size: int) -> Image.Image:
    """A beaver seen from above, ``size`` pixels across for ``BEAVER_PICTURE`` raft radii from
    its middle; its flat tail points right (+x), its head left. It wears its colour as a life
    vest with the colour's symbol on the back."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    half = size / 2
    k = half / BEAVER_PICTURE
    body = BEAVER_HALF * k
    # tail: a flat scaly paddle reaching TAIL_REACH from the middle
    tx = half + TAIL_REACH * k
    tail_w, tail_h = 0.07 * k, 0.045 * k
    draw.line((half, half, tx, half), fill=FUR_DARK, width=max(2, int(tail_h * 0.8)))
    draw.ellipse(
        (tx - tail_w, half - tail_h, tx + tail_w, half + tail_h),
        fill=(70, 56, 50),
        outline=INK,
        width=2,
    )
    for i in range(-2, 3):
        x = tx + i * tail_w * 0.35
        draw.line((x, half - tail_h * 0.7, x, half + tail_h * 0.7), fill=(105, 88, 80), width=1)
    # a shadow on the raft, then body and head with a light rim that stands out on the wood
    shadow = body * 0.2
    draw.ellipse(
        (
            half - body * 1.05 + shadow,
            half - body * 0.85 + shadow,
            half + body * 1.05 + shadow,
            half + body * 0.85 + shadow,
        ),
        fill=(40, 24, 10, 110),
    )
    rim = max(2, size // 45)
    draw.ellipse(
        (half - body * 1.05, half - body * 0.85, half + body * 1.05, half + body * 0.85),
        fill=FUR,
        outline=HALO,
        width=rim,
    )
    hx = half - body * 1.05
    head = body * 0.55
    draw.ellipse(
        (hx - head, half - head, hx + head, half + head), fill=FUR, outline=HALO, width=rim
    )
    for side in (-1, 1):
        ex, ey = hx + head * 0.2, half + side * head * 0.85
        draw.ellipse(
            (ex - head * 0.28, ey - head * 0.28, ex + head * 0.28, ey + head * 0.28), fill=FUR_DARK
        )
        draw.ellipse(
            (
                hx - head * 0.2 - 2,
                half + side * head * 0.42 - 2,
                hx - head * 0.2 + 2,
                half + side * head * 0.42 + 2,
            ),
            fill=INK,
        )
    draw.ellipse(
        (hx - head * 0.98, half - head * 0.2, hx - head * 0.62, half + head * 0.2), fill=INK
    )
    # the life vest in its colour, with a white rim and the symbol
    vest = body * 0.78
    draw.ellipse(
        (half - vest, half - vest * 0.82, half + vest * 0.9, half + vest * 0.82),
        fill=COLOUR_RGB[colour],
        outline=(250, 250, 246),
        width=max(2, size // 40),
    )
    symbol(draw, SYMBOLS[colour], half - vest * 0.05, half, vest * 0.5, (250, 250, 246), INK)
    return image


# --- cards, sticks, the level --------------------------------------------------------------


def card_image(card: int, width: int, height: int) -> Image.Image:
    """A movement card: its colour as a frame and a band, the value large, the symbol in the
    corners and the beaver's colour named, so the card reads in grey too."""
    colour, value = card // VALUES, card % VALUES + 1
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge = max(2, width // 22)
    r = max(4, width // 9)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), r, fill=COLOUR_RGB[colour], outline=INK,
        width=max(2, width // 40),
    )  # fmt: skip
    inner = (edge * 2, edge * 2, width - 1 - edge * 2, height - 1 - edge * 2)
    draw.rounded_rectangle(inner, max(2, r - edge), fill=FACE)
    number_font = _font(int(height * 0.42))
    draw.text((width / 2, height * 0.5), str(value), fill=INK, font=number_font, anchor="mm")
    sym = width * CARD_SYMBOL
    for sx, sy in CARD_SYMBOLS:
        symbol(draw, SYMBOLS[colour], width * sx, height * sy, sym, COLOUR_RGB[colour], INK)
    pip = max(2.0, width / 45)
    for i in range(value):
        x = width * 0.5 + (i - (value - 1) / 2) * width * 0.085
        draw.ellipse(
            (x - pip, height * 0.74 - pip, x + pip, height * 0.74 + pip), fill=COLOUR_RGB[colour]
        )
    return image


def card_back_image(width: int, height: int) -> Image.Image:
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    r = max(4, width // 9)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1), r, fill=(46, 94, 140), outline=INK, width=2
    )
    for i in range(-height, width + height, max(6, width // 6)):
        draw.line((i, 0, i + height * 0.6, height), fill=(70, 124, 170), width=2)
    cx, cy = width / 2, height / 2
    ring = width * 0.3
    draw.ellipse(
        (cx - ring, cy - ring, cx + ring, cy + ring), fill=(213, 94, 0), outline=INK, width=2
    )
    for quarter in range(4):
        start = 45 + 90 * quarter - 14
        draw.pieslice(
            (cx - ring, cy - ring, cx + ring, cy + ring), start, start + 28, fill=(250, 250, 246)
        )
    hole = ring * 0.55
    draw.ellipse((cx - hole, cy - hole, cx + hole, cy + hole), fill=(46, 94, 140), outline=INK)
    return image


def stick_image(width: int, height: int) -> Image.Image:
    """A gnawed stick lying across (for the stick supply and the players' heaps)."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    y = height / 2
    draw.rounded_rectangle(
        (1, y - height * 0.28, width - 2, y + height * 0.28),
        int(height * 0.25),
        fill=(170, 118, 62),
        outline=INK,
        width=1,
    )
    draw.line(
        (width * 0.15, y - height * 0.05, width * 0.8, y - height * 0.08),
        fill=(206, 160, 100),
        width=1,
    )
    draw.ellipse(
        (width - height * 0.55, y - height * 0.26, width - 3, y + height * 0.26),
        fill=(228, 196, 140),
        outline=INK,
    )
    return image


# --- the dam ---------------------------------------------------------------------------------

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


def swim_ring(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    outer: float,
    colour: int,
    line: int,
    *,
    hole_line: int,
) -> None:
    """A swim ring of ``colour`` centred on (cx, cy): four white bands, the hole with the
    colour's symbol, inked with ``line`` round the rim and ``hole_line`` round the hole."""
    box = (cx - outer, cy - outer, cx + outer, cy + outer)
    draw.ellipse(box, fill=COLOUR_RGB[colour])
    for quarter in range(4):
        start = 45 + 90 * quarter - 14
        draw.pieslice(box, start, start + 28, fill=(250, 250, 246))
    draw.ellipse(box, outline=INK, width=line)
    inner = outer * RING_HOLE
    draw.ellipse(
        (cx - inner, cy - inner, cx + inner, cy + inner), fill=HOLE, outline=INK, width=hole_line
    )
    symbol(draw, SYMBOLS[colour], cx, cy, inner * 0.8, COLOUR_RGB[colour], INK)


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


@lru_cache(maxsize=4)
def _ring_xy() -> tuple[tuple[float, float], ...]:
    from tabletop_core.components import SpiralTrack
    from tabletop_mein_lieber_biber.cards import RING_COLOURS

    track = SpiralTrack(RING_COLOURS)
    return tuple(track.coordinates(ring) for ring in range(RINGS + 1))


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher tile: the raft on its pond with a few beavers."""
    image = water_image(width, height).convert("RGBA")
    size = int(min(width, height) * 0.92)
    raft = raft_image(size, _ring_xy())
    image.alpha_composite(raft, ((width - size) // 2, (height - size) // 2))
    k = size / 2 / RAFT_PICTURE
    for colour, ring, tail in ((0, 7, 1.0), (2, 15, 2.4), (4, 22, 4.0), (3, 11, 5.5)):
        x, y = _ring_xy()[ring]
        beaver = beaver_image(colour, int(BEAVER_PICTURE * 2 * k)).rotate(
            math.degrees(tail), expand=False
        )
        cx = width / 2 + x * k - beaver.width / 2
        cy = height / 2 - y * k - beaver.height / 2
        image.alpha_composite(beaver, (int(cx), int(cy)))
    return image
