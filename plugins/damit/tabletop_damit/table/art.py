"""Dam It!'s pictures: the SVG files in its ``assets/pictures`` drawn at the size they are shown
(:mod:`tabletop_core.assets.raster`), with the words a card carries written over them.

Every tree species has its own Okabe–Ito colour *and* its own silhouette (drooping strands,
umbrella crown, dashed white trunk, stacked triangles, pointed leaf, lobed crown, tall oval), so
the cards stay apart for colour-blind eyes and in grey: that is in the files. Here is only what
the code must compute: which picture, at which size, the card's value and name written in the
room its picture leaves for them (the top corners, the strip at its foot), in the reader's
language. No arcade here: the launcher art hook uses these without opening a window.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.assets.raster import Swaps, covering, picture
from tabletop_core.i18n import translator
from tabletop_core.render.picture_text import write
from tabletop_core.render.theme import Palette
from tabletop_damit.cards import GARBAGE, KIND_VALUE, kind_label, upper_first
from tabletop_damit.table.proportions import (
    DAM_HEADER,
    DAM_WORDS,
    ICON_HEIGHT,
    MARGIN,
    NAME_SIZE,
    NAME_STRIP,
    VALUE_BAND,
)

_, ngettext = translator("tabletop_damit")

PACKAGE = "tabletop_damit"
KIND_PICTURE = (
    *(f"tree-{tree}" for tree in ("willow", "acacia", "birch", "pine", "maple", "oak", "beech")),
    "garbage",
    "disposal",
)
"""The picture of each kind of river card, in the order of :data:`tabletop_damit.cards.KIND`."""

INK = Palette.TEXT_DARK[:3]
FACE = Palette.CARD_FACE[:3]

KINDS_KEPT = 64
"""Pictures (and their textures) kept of what comes in many kinds (the cards of each tree, the
dams of each cost and points, the beavers in each seat's colour): every kind at the sizes one
window shows."""
SIZES_KEPT = 8
"""Pictures (and their textures) kept of what comes in one kind: its sizes in a window resized
a few times."""


def drawn(name: str, width: int, height: int, swaps: Swaps = ()) -> Image.Image:
    """Dam It!'s picture ``name`` filling ``width`` × ``height`` pixels, a copy to write on
    (clear when the file cannot be drawn: the one line saying why is in the log)."""
    image = picture(PACKAGE, name, width, height, swaps, stretch=True)
    if image is None:
        return Image.new("RGBA", (max(1, width), max(1, height)), (0, 0, 0, 0))
    return image.copy()


def _font(size: int, bold: bool = True) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _narrow(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    """The condensed bold face of the words on cards: long names (Müllschlucker) fit."""
    try:
        return ImageFont.truetype("DejaVuSansCondensed-Bold.ttf", size)
    except OSError:
        return _font(size)


@lru_cache(maxsize=KINDS_KEPT)
def river_card_image(kind: int, width: int, height: int, words: str = "en") -> Image.Image:
    """A river card: its picture, its building value big in the top corners, its name at the
    foot. ``words`` is the language the name is in (part of the cache key)."""
    image = drawn(KIND_PICTURE[kind], width, height)
    d = ImageDraw.Draw(image)
    ink = FACE if kind == GARBAGE else INK
    value = "−" if kind == GARBAGE else str(KIND_VALUE[kind])
    _label(d, image, upper_first(kind_label(kind)), ink)
    _corner(d, image, value, ink)
    return image


def _corner(d: ImageDraw.ImageDraw, image: Image.Image, text: str, ink: tuple[int, ...]) -> None:
    """The building value big in both top corners (above the picture's panel)."""
    width, height = image.size
    if height < ICON_HEIGHT:
        return
    size = max(12, int(height * 0.16))
    bottom = height * VALUE_BAND
    inset = width * 0.09
    for x, anchor, room in (
        (inset, "la", (0, 0, width / 2, bottom)),
        (width - inset, "ra", (width / 2, 0, width, bottom)),
    ):
        write(d, image, (x, height * 0.015), text, _font, size, room, anchor=anchor, fill=ink)


def _label(d: ImageDraw.ImageDraw, image: Image.Image, text: str, ink: tuple[int, ...]) -> None:
    """The card's name in the strip under its panel, as large as the strip and the card's width
    allow (condensed, so that long names fit whole)."""
    width, height = image.size
    if height < ICON_HEIGHT:
        return
    strip = height * NAME_STRIP
    room = (width * MARGIN, strip, width * (1 - MARGIN), height)
    size = int(min(width * NAME_SIZE[0], height * NAME_SIZE[1]))
    write(d, image, (width / 2, (strip + height) / 2), text, _narrow, size, room, fill=ink)


@lru_cache(maxsize=KINDS_KEPT)
def dam_card_image(cost: int, vp: int, width: int, height: int, words: str = "en") -> Image.Image:
    """A dam card: its wall of logs, its cost in the header, its victory points big."""
    image = drawn("dam-card", width, height)
    d = ImageDraw.Draw(image)
    header, strip = height * DAM_HEADER, height * NAME_STRIP
    margin = width * MARGIN
    small = max(8, int(height * DAM_WORDS))
    big = max(14, int(height * 0.4))
    outlined: dict[str, Any] = {"fill": FACE, "stroke_width": 2, "stroke_fill": INK}
    if height < ICON_HEIGHT:  # a badge in a seat's area: the table writes its points on it
        return image
    cost_words = _("cost {cost}").format(cost=cost)
    room = (margin, 0, width - margin, header)
    write(d, image, (width * 0.1, header / 2), cost_words, _narrow, small, room, anchor="lm",
          fill=FACE)  # fmt: skip
    write(d, image, (width / 2, height * 0.56), str(vp), _font, big,
          (0, header, width, strip), **outlined)  # fmt: skip
    vp_words = _("{vp} VP").format(vp=vp)
    write(d, image, (width / 2, (strip + height) / 2), vp_words, _narrow, small,
          (margin, strip, width - margin, height), fill=FACE)  # fmt: skip
    return image


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher picture, where the key art is not drawn from its file: the key art itself
    (this hook is the launcher's fallback; an empty river-blue tile if even that fails)."""
    image = covering(PACKAGE, "key-art", width, height)
    if image is None:
        return Image.new("RGB", (width, height), Palette.CARD_BACK[:3])
    return image.convert("RGB")
