"""Mein lieber Biber pictures drawn in code with PIL: the raft with its spiral of swim rings,
the beavers (top view, tail out to one side), movement cards, card backs, sticks, the launcher
tile (the pond's pictures — dam, level, water — are in :mod:`.pond_art`). No arcade here: the
launcher art hook uses these without a window.

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
from tabletop_mein_lieber_biber.table.sizes import CARD_SYMBOL, CARD_SYMBOLS

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


@lru_cache(maxsize=4)
def _ring_xy() -> tuple[tuple[float, float], ...]:
    from tabletop_core.components import SpiralTrack
    from tabletop_mein_lieber_biber.cards import RING_COLOURS

    track = SpiralTrack(RING_COLOURS)
    return tuple(track.coordinates(ring) for ring in range(RINGS + 1))


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher tile: the raft on its pond with a few beavers."""
    from tabletop_mein_lieber_biber.table.pictures import beaver_image  # they draw on art's inks
    from tabletop_mein_lieber_biber.table.pond_art import water_image

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
