"""Hamsterdam pictures drawn in code with PIL: dam cards, hamsters, flood tokens, the launcher tile.

Colour is never the only signal. Orange dots (a hamster) are discs, blue dots (a special
hamster draw) are diamonds. Every special hamster has a glyph as well as the colour of its kind
of ability (roll: sky blue, strike: vermillion, round end: green, the rest: purple); a plain
hamster is a face with no glyph. A flood token is a drop with wave lines. A breached card is
a dark, hatched, cracked back. No arcade here: the launcher art hook uses these without a window.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.render.theme import OkabeIto, Palette
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

RGB = tuple[int, int, int]

INK: RGB = Palette.TEXT_DARK[:3]
FACE: RGB = Palette.CARD_FACE[:3]
FUR: RGB = (222, 170, 104)
FUR_DARK: RGB = (150, 98, 50)
WATER: RGB = OkabeIto.BLUE[:3]
WATER_LIGHT: RGB = OkabeIto.SKY_BLUE[:3]
ORANGE: RGB = OkabeIto.ORANGE[:3]

GLYPHS: dict[int, str] = {
    TWINSTER: "2",
    NUDGESTER: "±",
    FLIPSTER: "⇅",
    REROLLSTER: "⚄",
    SCOUT: "➜",
    LIFEGUARD: "◎",
    SPLASHSTER: "≈",
    BAILER: "⇑",
    MEDIC: "✚",
    RECRUITER: "★",
    ENGINEER: "⚒",
    LOOKOUT: "⇄",
}
"""A symbol per special hamster: it tells them apart without colour (and without words)."""

ROLL_COLOR: RGB = OkabeIto.SKY_BLUE[:3]
STRIKE_COLOR: RGB = OkabeIto.VERMILLION[:3]
ROUND_END_COLOR: RGB = OkabeIto.BLUISH_GREEN[:3]
OTHER_COLOR: RGB = OkabeIto.REDDISH_PURPLE[:3]

KIND_COLOR: dict[int, RGB] = {
    TWINSTER: STRIKE_COLOR,
    LIFEGUARD: STRIKE_COLOR,
    SPLASHSTER: STRIKE_COLOR,
    NUDGESTER: ROLL_COLOR,
    FLIPSTER: ROLL_COLOR,
    REROLLSTER: ROLL_COLOR,
    SCOUT: ROLL_COLOR,
    BAILER: ROUND_END_COLOR,
    MEDIC: ROUND_END_COLOR,
    RECRUITER: ROUND_END_COLOR,
    ENGINEER: OTHER_COLOR,
    LOOKOUT: OTHER_COLOR,
}


def _font(size: int, bold: bool = True) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _shade(color: RGB, k: float) -> RGB:
    r, g, b = (max(0, min(255, int(c * k))) for c in color)
    return r, g, b


def _centered(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font, fill) -> None:
    draw.text(xy, text, font=font, fill=fill, anchor="mm")


# --- dam cards -------------------------------------------------------------------------------


def _dot(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, blue: bool) -> None:
    if blue:
        points = [(cx, cy - r * 1.2), (cx + r * 1.2, cy), (cx, cy + r * 1.2), (cx - r * 1.2, cy)]
        draw.polygon(points, fill=WATER, outline=INK)
        draw.polygon(
            [(cx, cy - r * 0.5), (cx + r * 0.5, cy), (cx, cy + r * 0.5), (cx - r * 0.5, cy)],
            fill=(255, 255, 255),
        )
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ORANGE, outline=INK)


@lru_cache(maxsize=32)
def dam_card_image(number: int, width: int, height: int) -> Image.Image:
    """A dam card: its number, how often two dice roll it (pips), and its dots in the top part;
    the lower part is left plain for the hamster stack."""
    w, h = width * 2, height * 2
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4, w // 10)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=FACE, outline=INK, width=max(2, w // 40))
    band = int(h * 0.42)
    d.rounded_rectangle(
        (w * 0.05, h * 0.035, w * 0.95, band), radius * 0.7, fill=(236, 222, 196), outline=None
    )
    hot = ROLL_WAYS[number]
    _centered(d, (w * 0.5, h * 0.15), str(number), _font(int(h * 0.2)), INK)
    pip_r = max(2.0, w * 0.026)
    pip_gap = pip_r * 2.8
    x0 = w * 0.5 - (hot - 1) * pip_gap / 2
    for i in range(hot):
        x = x0 + i * pip_gap
        d.ellipse((x - pip_r, h * 0.275 - pip_r, x + pip_r, h * 0.275 + pip_r), fill=INK)
    dots = [False] * ORANGE_DOTS[number] + [True] * BLUE_DOTS[number]
    r = w * 0.065
    gap = r * 2.9
    x0 = w * 0.5 - (len(dots) - 1) * gap / 2
    for i, blue in enumerate(dots):
        _dot(d, x0 + i * gap, h * 0.36, r, blue)
    # a wooden sill at the bottom: the dam
    d.rectangle((w * 0.08, h * 0.9, w * 0.92, h * 0.93), fill=_shade(FUR_DARK, 1.1))
    return image.resize((width, height), Image.Resampling.LANCZOS)


@lru_cache(maxsize=32)
def breached_card_image(number: int, width: int, height: int) -> Image.Image:
    """A flipped (breached) card: dark, hatched, cracked, its number faint."""
    w, h = width * 2, height * 2
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4, w // 10)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=(52, 58, 70), outline=INK, width=3)
    step = max(6, w // 7)
    for x in range(-h, w, step):
        d.line((x, h, x + h, 0), fill=(72, 80, 96), width=max(2, w // 40))
    crack = [
        (w * 0.55, 0),
        (w * 0.42, h * 0.22),
        (w * 0.6, h * 0.4),
        (w * 0.38, h * 0.62),
        (w * 0.56, h * 0.8),
        (w * 0.45, h),
    ]
    d.line(crack, fill=WATER_LIGHT, width=max(3, w // 18))
    _centered(d, (w * 0.5, h * 0.5), str(number), _font(int(h * 0.16)), (140, 150, 168))
    return image.resize((width, height), Image.Resampling.LANCZOS)


@lru_cache(maxsize=8)
def hidden_card_image(width: int, height: int) -> Image.Image:
    """The back of a dam card nobody may see yet (while the others arrange their dams)."""
    w, h = width * 2, height * 2
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    radius = max(4, w // 10)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=(120, 84, 48), outline=INK, width=3)
    for y in range(int(h * 0.12), h, max(6, h // 9)):
        d.line((w * 0.08, y, w * 0.92, y), fill=(150, 108, 64), width=max(2, h // 60))
    _centered(d, (w / 2, h / 2), "?", _font(int(h * 0.3)), (236, 222, 196))
    return image.resize((width, height), Image.Resampling.LANCZOS)


# --- hamsters and tokens ---------------------------------------------------------------------


@lru_cache(maxsize=16)
def hamster_image(piece: int, size: int = 64) -> Image.Image:
    """A hamster seen from above: round ears, a face; a special one wears its kind's colour and
    glyph on its face."""
    s = size * 2
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    edge = max(2, s // 28)
    ear = s * 0.17
    for ex in (s * 0.26, s * 0.74):
        d.ellipse((ex - ear, s * 0.1 - ear * 0.4, ex + ear, s * 0.1 + ear * 1.6), fill=FUR_DARK)
        d.ellipse(
            (ex - ear * 0.5, s * 0.1 + ear * 0.1, ex + ear * 0.5, s * 0.1 + ear * 1.1),
            fill=(236, 160, 160),
        )
    body = (s * 0.07, s * 0.16, s * 0.93, s * 0.97)
    kind = TWINSTER if piece == TWINSTER_SIDEWAYS else piece
    if kind == HAMSTER:
        d.ellipse(body, fill=FUR, outline=INK, width=edge)
        d.ellipse((s * 0.22, s * 0.55, s * 0.78, s * 0.95), fill=(250, 240, 222))
        for ex in (s * 0.35, s * 0.65):
            d.ellipse((ex - s * 0.05, s * 0.42, ex + s * 0.05, s * 0.52), fill=INK)
        d.ellipse((s * 0.45, s * 0.56, s * 0.55, s * 0.63), fill=(200, 90, 110))
        return image.resize((size, size), Image.Resampling.LANCZOS)
    color = KIND_COLOR[kind]
    d.ellipse(body, fill=FUR, outline=INK, width=edge)
    inner = (s * 0.16, s * 0.25, s * 0.84, s * 0.91)
    d.ellipse(inner, fill=color, outline=(255, 255, 255), width=max(2, s // 30))
    glyph = GLYPHS[kind]
    font = _font(int(s * (0.42 if len(glyph) == 1 else 0.3)))
    cx, cy = (inner[0] + inner[2]) / 2, (inner[1] + inner[3]) / 2
    _centered(d, (cx + s * 0.012, cy + s * 0.012), glyph, font, (0, 0, 0))
    _centered(d, (cx, cy), glyph, font, (255, 255, 255))
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=4)
def token_image(size: int = 64) -> Image.Image:
    """A flood token: a blue drop with white wave lines (a shape as well as a colour)."""
    s = size * 2
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    cx = s / 2
    d.polygon([(cx, s * 0.04), (s * 0.2, s * 0.55), (s * 0.8, s * 0.55)], fill=WATER)
    d.ellipse((s * 0.18, s * 0.3, s * 0.82, s * 0.95), fill=WATER, outline=(255, 255, 255), width=3)
    for y in (0.58, 0.74):
        points = [(s * (0.3 + 0.08 * i), s * (y + (0.03 if i % 2 else -0.03))) for i in range(6)]
        d.line(points, fill=(255, 255, 255), width=max(2, s // 26))
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=2)
def wave_image(width: int = 256, height: int = 64) -> Image.Image:
    """The flood wave sweeping along a dam: a translucent band with a white crest on its right."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    for x in range(width):
        k = x / width
        alpha = int(40 + 170 * k**1.3)
        d.line((x, 0, x, height), fill=(*WATER_LIGHT, alpha))
    crest = width - max(6, width // 20)
    for y in range(0, height, max(4, height // 8)):
        d.ellipse((crest - 6, y - 3, crest + 6, y + 9), fill=(255, 255, 255, 210))
    return image


@lru_cache(maxsize=2)
def splash_image(size: int = 96) -> Image.Image:
    """A splash ring where the water strikes a card."""
    s = size
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    d.ellipse((4, 4, s - 4, s - 4), outline=(255, 255, 255, 230), width=max(3, s // 14))
    d.ellipse((s * 0.22, s * 0.22, s * 0.78, s * 0.78), outline=(*WATER_LIGHT, 220), width=3)
    return image


@lru_cache(maxsize=2)
def frame_image(width: int = 64, height: int = 84) -> Image.Image:
    """A glowing frame: where a dragged hamster would land."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    yellow = OkabeIto.YELLOW[:3]
    d.rounded_rectangle((2, 2, width - 3, height - 3), 8, outline=(*yellow, 255), width=5)
    d.rounded_rectangle((8, 8, width - 9, height - 9), 5, fill=(*yellow, 50))
    return image


# --- the launcher tile -----------------------------------------------------------------------


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher picture: a dam of cards with hamsters on it, the sea rising on the left."""
    image = Image.new("RGB", (width, height), (33, 68, 63))
    d = ImageDraw.Draw(image)
    d.rectangle((0, height * 0.62, width, height), fill=(46, 94, 140))
    step = max(10, width // 18)
    for row in range(3):
        y = height * (0.7 + row * 0.09)
        points = [(x, y + (4 if (x // step) % 2 else -4)) for x in range(0, width + step, step)]
        d.line(points, fill=(130, 185, 225), width=2)
    card_w = max(20, int(width / 7.5))
    card_h = int(card_w * 1.34)
    numbers = (5, 6, 7, 8, 9)
    left = int(width / 2 - len(numbers) * card_w * 0.55)
    for i, number in enumerate(numbers):
        card = dam_card_image(number, card_w, card_h)
        x = left + int(i * card_w * 1.1)
        y = int(height * 0.62 - card_h * 0.78)
        image.paste(card, (x, y), card)
        pieces = [HAMSTER] * (1 + i % 3)
        if i == 2:
            pieces.append(LIFEGUARD)
        if i == 4:
            pieces.append(SCOUT)
        size = int(card_w * 0.62)
        for k, piece in enumerate(pieces):
            ham = hamster_image(piece, size)
            image.paste(
                ham,
                (x + (card_w - size) // 2, y + card_h - size - 6 - int(k * size * 0.34)),
                ham,
            )
    drop = token_image(max(12, card_w // 2))
    image.paste(drop, (left - drop.width - 6, int(height * 0.5)), drop)
    return image
