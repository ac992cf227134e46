"""Dam It! pictures drawn in code with PIL: river cards, dam cards, wood cubes, the launcher tile.

Every tree species has its own Okabe–Ito colour *and* its own silhouette (drooping strands,
umbrella crown, dashed white trunk, stacked triangles, pointed leaf, lobed crown, tall oval), so
the cards stay apart for colour-blind eyes and in grey. Garbage is a dark, hatched card; the
garbage disposal card is a white card with a recycling ring. No arcade here: the launcher art
hook uses these without opening a window.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.i18n import language, translator
from tabletop_core.render.picture_text import write
from tabletop_core.render.theme import OkabeIto, Palette
from tabletop_damit.cards import DISPOSAL, GARBAGE, KIND_VALUE, kind_label, upper_first

_, ngettext = translator("tabletop_damit")

RGB = tuple[int, int, int]

KIND_COLOR: tuple[RGB, ...] = tuple(
    color[:3]
    for color in (
        OkabeIto.BLUISH_GREEN,  # willow
        OkabeIto.YELLOW,  # acacia
        OkabeIto.SKY_BLUE,  # birch
        OkabeIto.BLUE,  # pine
        OkabeIto.VERMILLION,  # maple
        OkabeIto.ORANGE,  # oak
        OkabeIto.REDDISH_PURPLE,  # beech
        (60, 60, 64),  # garbage
        (250, 250, 250),  # disposal
    )
)
WOOD: RGB = (176, 124, 72)
WOOD_DARK: RGB = (110, 70, 36)
INK: RGB = Palette.TEXT_DARK[:3]
FACE: RGB = Palette.CARD_FACE[:3]


ICON_HEIGHT = 60
"""Pictures shorter than this are icons (a dam card or garbage beside a seat's name): they carry
no words, the table writes what they mean beside them."""


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


def _shade(color: RGB, k: float) -> RGB:
    r, g, b = (max(0, min(255, int(c * k))) for c in color)
    return r, g, b


# --- tree silhouettes ------------------------------------------------------------------------


def _trunk(draw: ImageDraw.ImageDraw, cx: float, top: float, bottom: float, w: float) -> None:
    draw.rectangle((cx - w / 2, top, cx + w / 2, bottom), fill=WOOD_DARK)


def _willow(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    _trunk(d, cx, y0 + h * 0.3, y1, w * 0.08)
    d.ellipse((cx - w * 0.32, y0, cx + w * 0.32, y0 + h * 0.32), fill=ink)
    for i in range(9):
        x = x0 + w * (0.12 + 0.095 * i)
        sag = h * (0.55 + 0.15 * math.sin(i * 1.7))
        d.arc((x - w * 0.06, y0 + h * 0.1, x + w * 0.06, y0 + sag), 200, 340, fill=ink, width=3)
        d.line((x, y0 + h * 0.16, x + (i - 4) * w * 0.012, y0 + sag), fill=ink, width=3)


def _acacia(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    _trunk(d, cx, y0 + h * 0.3, y1, w * 0.07)
    d.line((cx, y0 + h * 0.55, cx - w * 0.25, y0 + h * 0.28), fill=WOOD_DARK, width=4)
    d.line((cx, y0 + h * 0.5, cx + w * 0.28, y0 + h * 0.26), fill=WOOD_DARK, width=4)
    d.ellipse((x0, y0 + h * 0.08, x1, y0 + h * 0.36), fill=ink)
    d.rectangle((x0 + w * 0.05, y0 + h * 0.22, x1 - w * 0.05, y0 + h * 0.3), fill=ink)


def _birch(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    for k, (ox, oy) in enumerate(((-0.22, 0.18), (0.2, 0.1), (0.0, -0.02), (-0.12, 0.36))):
        ex, ey = cx + ox * w, y0 + h * (0.16 + oy)
        d.ellipse((ex - w * 0.17, ey - h * 0.1, ex + w * 0.17, ey + h * 0.1), fill=ink)
        if k == 1:
            d.ellipse((ex - w * 0.1, ey - h * 0.05, ex + w * 0.1, ey + h * 0.05), fill=ink)
    tw = w * 0.13
    d.rectangle((cx - tw / 2, y0 + h * 0.25, cx + tw / 2, y1), fill=(248, 248, 244), outline=INK)
    y = y0 + h * 0.32
    while y < y1 - 4:
        d.line((cx - tw / 2, y, cx + tw * 0.1, y), fill=INK, width=3)
        y += h * 0.11


def _pine(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    _trunk(d, cx, y1 - h * 0.2, y1, w * 0.09)
    for i in range(3):
        top = y0 + h * (0.0 + 0.22 * i)
        half = w * (0.22 + 0.12 * i)
        d.polygon([(cx, top), (cx + half, top + h * 0.36), (cx - half, top + h * 0.36)], fill=ink)


def _maple(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    cy = y0 + h * 0.44
    r_out, r_in = min(w, h) * 0.46, min(w, h) * 0.2
    points = []
    for i in range(10):
        angle = math.radians(-90 + 36 * i)
        r = r_out if i % 2 == 0 else r_in
        if i in (4, 6):
            r = r_out * 0.75
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    d.polygon(points, fill=ink)
    d.line((cx, cy, cx, y1), fill=WOOD_DARK, width=4)


def _oak(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    _trunk(d, cx, y0 + h * 0.45, y1, w * 0.16)
    for ox, oy in ((-0.26, 0.26), (0.26, 0.26), (0.0, 0.12), (-0.15, 0.4), (0.15, 0.4)):
        ex, ey = cx + ox * w, y0 + h * oy
        d.ellipse((ex - w * 0.22, ey - h * 0.14, ex + w * 0.22, ey + h * 0.14), fill=ink)
    # an acorn at the foot
    ax, ay = cx + w * 0.32, y1 - h * 0.1
    d.ellipse((ax - 5, ay - 4, ax + 5, ay + 8), fill=WOOD)
    d.pieslice((ax - 7, ay - 8, ax + 7, ay + 4), 180, 360, fill=WOOD_DARK)


def _beech(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], ink: RGB) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    _trunk(d, cx, y0 + h * 0.5, y1, w * 0.1)
    d.ellipse((cx - w * 0.3, y0, cx + w * 0.3, y0 + h * 0.78), fill=ink)
    for i in range(4):
        y = y0 + h * (0.16 + 0.15 * i)
        d.line((cx, y + h * 0.08, cx - w * 0.15, y), fill=_shade(ink, 0.55), width=2)
        d.line((cx, y + h * 0.08, cx + w * 0.15, y), fill=_shade(ink, 0.55), width=2)


_TREES = (_willow, _acacia, _birch, _pine, _maple, _oak, _beech)


def _garbage(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    x0, y0, x1, y1 = box
    cx, w, h = (x0 + x1) / 2, x1 - x0, y1 - y0
    # a dented tin can and a bottle
    d.rectangle(
        (cx - w * 0.32, y0 + h * 0.35, cx - w * 0.02, y1), fill=(170, 170, 176), outline=INK
    )
    for k in range(3):
        y = y0 + h * (0.45 + 0.18 * k)
        d.line((cx - w * 0.32, y, cx - w * 0.02, y), fill=INK, width=2)
    d.polygon(
        [
            (cx + w * 0.08, y1),
            (cx + w * 0.34, y1),
            (cx + w * 0.34, y0 + h * 0.4),
            (cx + w * 0.25, y0 + h * 0.25),
            (cx + w * 0.25, y0 + h * 0.05),
            (cx + w * 0.17, y0 + h * 0.05),
            (cx + w * 0.17, y0 + h * 0.25),
            (cx + w * 0.08, y0 + h * 0.4),
        ],
        fill=(120, 150, 110),
        outline=INK,
    )


def _disposal(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    r = min(x1 - x0, y1 - y0) * 0.42
    for k in range(3):
        start = 120 * k + 15
        d.arc(
            (cx - r, cy - r, cx + r, cy + r), start, start + 85, fill=INK, width=max(4, int(r / 5))
        )
        angle = math.radians(start + 95)
        tip = (cx + r * math.cos(angle), cy + r * math.sin(angle))
        back = math.radians(start + 80)
        a = (cx + (r - 9) * math.cos(back), cy + (r - 9) * math.sin(back))
        b = (cx + (r + 9) * math.cos(back), cy + (r + 9) * math.sin(back))
        d.polygon([tip, a, b], fill=INK)


# --- cards ------------------------------------------------------------------------------------


@lru_cache(maxsize=128)
def river_card_image(kind: int, width: int, height: int, words: str = "en") -> Image.Image:
    """A river card: big building value in the corners, the species silhouette, its name.

    ``words`` is the language the name is in (part of the cache key: the name is translated).
    """
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4, width // 10)
    edge = max(2, width // 40)
    color = KIND_COLOR[kind]
    if kind == GARBAGE:
        d.rounded_rectangle((0, 0, width - 1, height - 1), radius, fill=(44, 44, 48), outline=INK)
        step = max(8, width // 8)
        for x in range(-height, width, step):
            d.line((x, height, x + height, 0), fill=(214, 94, 0), width=max(2, width // 30))
        inner = (width * 0.1, height * 0.2, width * 0.9, height * 0.8)
        d.rounded_rectangle(inner, radius // 2, fill=(238, 232, 216), outline=INK, width=edge)
        _garbage(d, (width * 0.2, height * 0.3, width * 0.8, height * 0.72))
        _label(d, image, upper_first(kind_label(GARBAGE)), (238, 232, 216))
        _corner(d, image, "−", (238, 232, 216))
        return image
    d.rounded_rectangle((0, 0, width - 1, height - 1), radius, fill=FACE, outline=INK, width=edge)
    panel = (width * 0.08, height * 0.2, width * 0.92, height * 0.82)
    if kind == DISPOSAL:
        for x in range(int(panel[0]) + 4, int(panel[2]), max(7, width // 11)):
            for y in range(int(panel[1]) + 4, int(panel[3]), max(7, width // 11)):
                d.ellipse((x - 1.5, y - 1.5, x + 1.5, y + 1.5), fill=(150, 150, 150))
        d.rounded_rectangle(panel, radius // 2, outline=INK, width=edge)
        _disposal(d, (panel[0] + 6, panel[1] + 6, panel[2] - 6, panel[3] - 6))
        _label(d, image, upper_first(kind_label(DISPOSAL)), INK)
        _corner(d, image, str(KIND_VALUE[kind]), INK)
        return image
    d.rounded_rectangle(panel, radius // 2, fill=_shade(color, 1.0), outline=INK, width=1)
    ink = _shade(color, 0.45) if kind != 3 else _shade(color, 0.35)
    if kind == 3:  # the blue pine: a pale sky so the dark tree reads
        d.rounded_rectangle(panel, radius // 2, fill=(170, 205, 232), outline=INK, width=1)
        ink = color
    pad = width * 0.12
    _TREES[kind](d, (panel[0] + pad, panel[1] + pad * 0.7, panel[2] - pad, panel[3] - 4), ink)
    _label(d, image, upper_first(kind_label(kind)), INK)
    _corner(d, image, str(KIND_VALUE[kind]), INK)
    return image


def _corner(d: ImageDraw.ImageDraw, image: Image.Image, text: str, ink: RGB) -> None:
    """The building value big in both top corners (above the panel)."""
    width, height = image.size
    if height < ICON_HEIGHT:
        return
    size = max(12, int(height * 0.16))
    room_bottom = height * 0.2
    for x, anchor, room in (
        (width * 0.09, "la", (0, 0, width * 0.5, room_bottom)),
        (width * 0.91, "ra", (width * 0.5, 0, width, room_bottom)),
    ):
        write(d, image, (x, height * 0.015), text, _font, size, room, anchor=anchor, fill=ink)


def _label(d: ImageDraw.ImageDraw, image: Image.Image, text: str, ink: RGB) -> None:
    """The card's name in the strip under its panel, as large as the strip and the card's width
    allow (condensed, so that long names fit whole)."""
    width, height = image.size
    if height < ICON_HEIGHT:
        return
    room = (width * 0.04, height * 0.83, width * 0.96, height * 0.99)
    size = int(min(height * 0.13, width * 0.15))
    write(d, image, (width / 2, height * 0.905), text, _narrow, size, room, fill=ink)


def _logs(d: ImageDraw.ImageDraw, width: int, height: int) -> None:
    """Logs stacked across a dam card, staggered left and right like a beaver's dam, each with
    its bark lit along the top and the rings of its cut end showing."""
    rows = 6
    log_h = (height - 6) / rows
    edge = max(1, width // 60)
    for k in range(rows):
        y0 = 3 + k * log_h
        y1 = y0 + log_h - max(1, log_h * 0.08)
        r = (y1 - y0) / 2
        shift = (width * 0.05) * (1 if k % 2 else -1)
        x0, x1 = 3 + max(0.0, shift), width - 4 + min(0.0, shift)
        d.rounded_rectangle((x0, y0, x1, y1), r, fill=WOOD, outline=INK, width=edge)
        d.line((x0 + r, y0 + r * 0.45, x1 - r * 1.2, y0 + r * 0.45), fill=(214, 170, 116),
               width=max(1, int(r * 0.3)))  # fmt: skip
        end = x0 if k % 2 else x1 - 2 * r
        d.ellipse((end, y0, end + 2 * r, y1), fill=(226, 190, 136), outline=INK, width=edge)
        d.ellipse((end + r * 0.45, y0 + r * 0.45, end + r * 1.55, y1 - r * 0.45),
                  outline=WOOD_DARK, width=edge)  # fmt: skip


@lru_cache(maxsize=64)
def dam_card_image(cost: int, vp: int, width: int, height: int, words: str = "en") -> Image.Image:
    """A dam card: a wall of stacked logs, its cost in the header, its victory points big."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4, width // 10)
    d.rounded_rectangle((0, 0, width - 1, height - 1), radius, fill=WOOD_DARK, outline=INK, width=2)
    _logs(d, width, height)
    header = (4, 4, width - 5, int(height * 0.24))
    d.rounded_rectangle(header, radius // 2, fill=_shade(WOOD_DARK, 0.8))
    small = max(8, int(height * 0.13))
    big = max(14, int(height * 0.4))
    if height < ICON_HEIGHT:  # an icon beside a seat's name: its points alone, big
        d.text(
            (width / 2, height * 0.56), str(vp), fill=FACE, font=_font(big), anchor="mm",
            stroke_width=2, stroke_fill=INK,
        )  # fmt: skip
        return image
    write(
        d,
        image,
        (width * 0.1, (header[1] + header[3]) / 2),
        _("cost {cost}").format(cost=cost),
        _narrow,
        small,
        (header[0] + 2, header[1], header[2] - 2, header[3]),
        anchor="lm",
        fill=FACE,
    )
    write(
        d,
        image,
        (width / 2, height * 0.56),
        str(vp),
        _font,
        big,
        (0, header[3], width, height * 0.8),
        fill=FACE,
        stroke_width=2,
        stroke_fill=INK,
    )
    write(
        d,
        image,
        (width / 2, height * 0.9),
        _("{vp} VP").format(vp=vp),
        _narrow,
        small,
        (4, height * 0.8, width - 4, height),
        fill=FACE,
    )
    return image


@lru_cache(maxsize=8)
def card_back_image(width: int, height: int) -> Image.Image:
    """A river card's back (for hand sizes): waves on blue."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle(
        (0, 0, width - 1, height - 1), max(3, width // 10), fill=(46, 94, 140), outline=INK, width=2
    )
    step = max(5, height // 8)
    for y in range(step, height - 3, step):
        points = [(x, y + (2 if (x // 5) % 2 else -2)) for x in range(4, width - 4, 5)]
        if len(points) > 1:
            d.line(points, fill=(150, 200, 235), width=1)
    return image


@lru_cache(maxsize=8)
def cube_image(size: int) -> Image.Image:
    """A wood cube seen slightly from above: lit top, darker sides, an edge."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    t = size * 0.28
    d.polygon(
        [(0, t), (size - t, t), (size - t, size - 1), (0, size - 1)],
        fill=(214, 160, 92),
        outline=INK,
    )
    d.polygon([(0, t), (t, 0), (size - 1, 0), (size - t, t)], fill=(240, 198, 132), outline=INK)
    d.polygon(
        [(size - t, t), (size - 1, 0), (size - 1, size - t), (size - t, size - 1)],
        fill=(160, 110, 58),
        outline=INK,
    )
    return image


# --- the launcher tile -------------------------------------------------------------------------


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher picture: a river with three cards drifting and a dam on the bank."""
    image = Image.new("RGB", (width, height), (33, 68, 63))
    d = ImageDraw.Draw(image)
    band_top, band_bottom = height * 0.45, height * 0.85
    d.rectangle((0, band_top, width, band_bottom), fill=(46, 94, 140))
    step = max(10, width // 20)
    for row in range(3):
        y = band_top + (row + 1) * (band_bottom - band_top) / 4
        points = [(x, y + (4 if (x // step) % 2 else -4)) for x in range(0, width + step, step)]
        d.line(points, fill=(130, 185, 225), width=2)
    card_h = int(height * 0.5)
    card_w = int(card_h / 1.45)
    for i, kind in enumerate((3, 5, 4)):
        card = river_card_image(kind, card_w, card_h, language()).rotate((i - 1) * -10, expand=True)
        x = int(width * 0.28 + i * card_w * 0.85 - card.width / 2)
        y = int(height * 0.42 - card.height / 2 + abs(i - 1) * 8)
        image.paste(card, (x, y), card)
    dam = dam_card_image(11, 17, int(card_w * 0.9), int(card_w * 1.1))
    image.paste(dam, (int(width * 0.8 - dam.width / 2), int(height * 0.2)), dam)
    cube = cube_image(max(10, height // 12))
    for k in range(3):
        image.paste(
            cube,
            (int(width * 0.74 + k * cube.width * 1.1), int(height * 0.2 + dam.height + 8)),
            cube,
        )
    return image
