"""Hamsterdam's pictures, drawn from the SVG files in ``assets/pictures`` (see the manifest):
each rasterised at the size it is shown through the core's asset pipeline, so an artist changes
a picture by changing its file. What the code still decides is only what the rules say: which
card shows which number, how many pips and dots, where they sit.

Colour is never the only signal. Orange dots (a hamster) are discs, blue dots (a special
hamster draw) are diamonds. Every special hamster is its own picture, holding or wearing what
it does (a die, a life ring, a bucket...), with a scarf in its kind's colour. A flood token is
a drop with wave lines. A breached card is a burst dark wall with the sea pouring through. No
arcade here: the launcher art hook uses these without a window.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.assets.raster import covering, picture
from tabletop_core.render.theme import Palette
from tabletop_hamsterdam.pieces import (
    BAILER,
    BLUE_DOTS,
    ENGINEER,
    FLIPSTER,
    HAMSTER,
    LIFEGUARD,
    LOOKOUT,
    MEDIC,
    NUDGESTER,
    ORANGE_DOTS,
    RECRUITER,
    REROLLSTER,
    ROLL_WAYS,
    SCOUT,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)

PACKAGE = "tabletop_hamsterdam"
RGB = tuple[int, int, int]

INK: RGB = Palette.TEXT_DARK[:3]
FACE: RGB = Palette.CARD_FACE[:3]
FAINT: RGB = (196, 204, 216)
"""A breached card's number: still readable on the burst wall."""

PICTURES: dict[int, str] = {
    HAMSTER: "hamster",
    TWINSTER: "hamster-twinster",
    NUDGESTER: "hamster-nudgester",
    FLIPSTER: "hamster-flipster",
    REROLLSTER: "hamster-rerollster",
    SCOUT: "hamster-scout",
    LIFEGUARD: "hamster-lifeguard",
    SPLASHSTER: "hamster-splashster",
    BAILER: "hamster-bailer",
    MEDIC: "hamster-medic",
    RECRUITER: "hamster-recruiter",
    ENGINEER: "hamster-engineer",
    LOOKOUT: "hamster-lookout",
}
"""The picture of each kind of hamster, by its name in the manifest."""

# Where the card's marks sit, as shares of the card (the plaque in the card picture's top part).
NUMBER_Y, NUMBER_SIZE = 0.16, 0.2
PIPS_Y, PIP = 0.3, 0.05
DOTS_Y, DOT = 0.38, 0.13


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.truetype("DejaVuSans-Bold.ttf", size)
    except OSError:
        return ImageFont.load_default(size=size)


def _picture(name: str, width: int, height: int) -> Image.Image:
    """The picture ``name`` at ``width`` × ``height``; a blank one when its file is missing or
    broken (the pipeline has logged one line saying which)."""
    found = picture(PACKAGE, name, width, height)
    return found.copy() if found is not None else Image.new("RGBA", (width, height))


def _row(card: Image.Image, name: str, count: int, y: float, size: float, gap: float) -> None:
    """``count`` copies of the picture ``name`` side by side, centred on the card at ``y``."""
    w = card.width
    side = max(2, round(w * size))
    x0 = w / 2 - (count - 1) * w * gap / 2
    mark = _picture(name, side, side)
    for i in range(count):
        cx = x0 + i * w * gap
        card.alpha_composite(mark, (round(cx - side / 2), round(card.height * y - side / 2)))


def _number(card: Image.Image, text: str, y: float, size: float, fill: RGB) -> None:
    draw = ImageDraw.Draw(card)
    font = _font(max(6, round(card.height * size)))
    draw.text((card.width / 2, card.height * y), text, font=font, fill=fill, anchor="mm")


@lru_cache(maxsize=32)
def dam_card_image(number: int, width: int, height: int) -> Image.Image:
    """A dam card: the wall picture with its number, how often two dice roll it (pips) and its
    dots on the plaque; the wall below is left for the hamster stack."""
    card = _picture("dam-card", width, height)
    _number(card, str(number), NUMBER_Y, NUMBER_SIZE, INK)
    _row(card, "pip", ROLL_WAYS[number], PIPS_Y, PIP, PIP * 1.4)
    dots = ORANGE_DOTS[number] + BLUE_DOTS[number]
    side = DOT
    x_gap = side * 1.4
    w = card.width
    x0 = w / 2 - (dots - 1) * w * x_gap / 2
    for i in range(dots):
        name = "dot-hamster" if i < ORANGE_DOTS[number] else "dot-special"
        px = max(2, round(w * side))
        mark = _picture(name, px, px)
        card.alpha_composite(
            mark, (round(x0 + i * w * x_gap - px / 2), round(card.height * DOTS_Y - px / 2))
        )
    return card


@lru_cache(maxsize=32)
def breached_card_image(number: int, width: int, height: int) -> Image.Image:
    """A breached card: the burst wall with the sea pouring through, its number faint."""
    card = _picture("dam-card-breached", width, height)
    _number(card, str(number), NUMBER_Y, NUMBER_SIZE, FAINT)
    return card


@lru_cache(maxsize=8)
def hidden_card_image(width: int, height: int) -> Image.Image:
    """The back of a dam card nobody may see yet (while the others arrange their dams)."""
    card = _picture("dam-card-hidden", width, height)
    _number(card, "?", 0.5, 0.3, INK)
    return card


@lru_cache(maxsize=64)
def hamster_image(piece: int, size: int = 64) -> Image.Image:
    """The hamster ``piece`` (plain or special) as a ``size`` square picture."""
    kind = TWINSTER if piece == TWINSTER_SIDEWAYS else piece
    return _picture(PICTURES[kind], size, size)


@lru_cache(maxsize=8)
def token_image(size: int = 64) -> Image.Image:
    """A flood token: a drop of sea water with white wave lines."""
    return _picture("flood-token", size, size)


@lru_cache(maxsize=8)
def wave_image(width: int = 256, height: int = 64) -> Image.Image:
    """The flood running along a dam: a wall of water, its crest breaking on its right."""
    return _picture("flood-wave", width, height)


@lru_cache(maxsize=64)
def flood_water_image(width: int, height: int) -> Image.Image:
    """Sea water standing over a flooded card: the hamsters on it wade."""
    return _stretched("flood-water", width, height)


@lru_cache(maxsize=8)
def splash_image(size: int = 96) -> Image.Image:
    """A splash where the water strikes a card."""
    return _picture("splash", size, size)


@lru_cache(maxsize=8)
def frame_image(width: int = 64, height: int = 84) -> Image.Image:
    """A glowing frame: where a dragged hamster would land."""
    return _picture("drop-frame", width, height)


def _stretched(name: str, width: int, height: int) -> Image.Image:
    from tabletop_core.assets.raster import stretched

    found = stretched(PACKAGE, name, width, height)
    return found.copy() if found is not None else Image.new("RGBA", (width, height))


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher picture: the key art, covering the tile."""
    found = covering(PACKAGE, "key-art", width, height)
    return found.convert("RGB") if found is not None else Image.new("RGB", (width, height))
