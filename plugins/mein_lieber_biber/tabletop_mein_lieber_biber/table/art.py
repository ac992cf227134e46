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

from PIL import Image, ImageDraw

from tabletop_core.render.theme import OkabeIto, Palette
from tabletop_mein_lieber_biber.cards import RINGS
from tabletop_mein_lieber_biber.raft import BEAVER_SIZE, RAFT_RADIUS, TAIL_REACH

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
