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
from tabletop_mein_lieber_biber.cards import RINGS, VALUES
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


# --- cards and sticks --------------------------------------------------------------


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


@lru_cache(maxsize=4)
def _ring_xy() -> tuple[tuple[float, float], ...]:
    from tabletop_core.components import SpiralTrack
    from tabletop_mein_lieber_biber.cards import RING_COLOURS

    track = SpiralTrack(RING_COLOURS)
    return tuple(track.coordinates(ring) for ring in range(RINGS + 1))


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher tile: the raft on its pond with a few beavers."""
    from tabletop_mein_lieber_biber.table.pictures import beaver_image, raft_image
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
