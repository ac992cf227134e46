"""What Mein lieber Biber's pictures share: each colour's shade and symbol, the sizes of the
raft, its rings and a beaver as drawn (in raft radii), and the launcher's painted tile composed
of the SVG pictures (:mod:`.pictures` draws them). No arcade here: the launcher art hook uses
these without a window.

Every colour has an Okabe–Ito shade *and* a symbol (circle, square, triangle, diamond, star,
cross) that appears on its rings, its cards and its beaver's back, so nothing is told by colour
alone.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image

from tabletop_core.render.theme import OkabeIto, Palette, rgba
from tabletop_mein_lieber_biber.cards import RINGS
from tabletop_mein_lieber_biber.raft import BEAVER_SIZE, RAFT_RADIUS, TAIL_REACH

RGB = tuple[int, int, int]

COLOUR_RGB: tuple[RGB, ...] = (
    rgba("#CC202C")[:3],  # red: a red a child calls red (the palette's vermillion reads orange)
    rgba("#F08000")[:3],  # orange: a true orange (the palette's orange reads gold)
    OkabeIto.YELLOW[:3],  # yellow
    OkabeIto.BLUISH_GREEN[:3],  # green
    OkabeIto.BLUE[:3],  # blue
    rgba("#8040B0")[:3],  # purple (the palette's reddish purple reads pink)
)
"""Each beaver's colour as its name says; every piece also carries its colour's symbol, so the
colours need not be told apart by colour alone."""
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")
"""One symbol per colour, in the order of ``cards.COLOURS``."""
WOOD: RGB = rgba("#C4945C")[:3]
INK: RGB = Palette.TEXT_DARK[:3]
FACE: RGB = Palette.CARD_FACE[:3]
HOLE: RGB = rgba("#ECE2C8")[:3]
"""The cream of a swim ring's hole, the ground its colour's symbol stands on."""

BEAVER_HALF = (BEAVER_SIZE / RAFT_RADIUS) / 2 * 1.3
"""Raft radii: half the body of a beaver as drawn (a little plumper than the physics' box, so
that it reads at table size)."""
BEAVER_PICTURE = TAIL_REACH + 0.07
"""Raft radii from a beaver picture's centre (the beaver's) to its edge."""
RAFT_PICTURE = 1.12
"""Raft radii from the raft picture's centre to its edge."""
LEAST_BEAVER = 16
"""Pixels: a beaver's picture is never painted smaller."""


RING_HOLE = 0.64
"""A swim ring's hole, where its colour's symbol is, as a share of the ring's radius."""


def ring_radius(ring: int) -> float:
    """Raft radii: the swim rings grow outwards along the spiral."""
    return 0.052 + 0.05 * (ring - 1) / (RINGS - 1)


@cache
def _ring_xy() -> tuple[tuple[float, float], ...]:
    from tabletop_core.components import SpiralTrack
    from tabletop_mein_lieber_biber.cards import RING_COLOURS

    track = SpiralTrack(RING_COLOURS)
    return tuple(track.coordinates(ring) for ring in range(RINGS + 1))


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher tile: the raft on its pond with a few beavers."""
    from tabletop_mein_lieber_biber.table.pictures import beaver_image, raft_image, water_image

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
