"""Beaver Creek pictures drawn in code with PIL: beavers, logs, the box, the creek, the two
picture dice and the launcher tile. No arcade here (the launcher art hook uses these too).

Pieces are drawn at ``PX`` pixels per world unit and shrunk on screen. Every die face is a
picture (beavers and logs to count; a symbol for each handicap) with its number in a corner,
so nothing on a die depends on reading words or telling colours apart.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFont

from tabletop_beaver_creek.dice import (
    BEAVER_AND_LOG,
    MIRRORED_HAND,
    ON_LAST_LOG,
    ONLY_BEAVERS,
    SCISSOR_GRIP,
    TREMBLING_HAND,
)
from tabletop_beaver_creek.pieces import (
    BEAVER_HEIGHT,
    BEAVER_WIDTH,
    BOX_TOP,
    BOX_WIDTH,
    LOG_LENGTH,
    LOG_THICKNESS,
    SMALL_LOG,
    SPACE_CENTRES,
    SPACE_HALF_WIDTH,
)

RGB = tuple[int, int, int]
PX = 4
"""Texture pixels per world unit."""

FUR: RGB = (122, 78, 44)
FUR_DARK: RGB = (78, 48, 24)
BELLY: RGB = (178, 128, 82)
TOOTH: RGB = (250, 244, 222)
INK: RGB = (20, 24, 31)
BARK: RGB = (120, 82, 50)
BARK_DARK: RGB = (76, 50, 28)
SMALL_BARK: RGB = (150, 108, 64)
CUT: RGB = (232, 198, 140)
RING: RGB = (176, 130, 78)
CARDBOARD: RGB = (190, 150, 96)
CARDBOARD_DARK: RGB = (140, 104, 60)
DANGER: RGB = (213, 94, 0)


def _font(size: int, bold: bool = True) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size=size)


# --- pieces ------------------------------------------------------------------------------------


def _beaver(draw: ImageDraw.ImageDraw, left: float, top: float, w: float, h: float) -> None:
    """A standing beaver meeple filling ``w`` × ``h`` from ``left``, ``top`` (its head up)."""
    c = w * 3 / BEAVER_WIDTH
    outline = [
        (left, top + h),
        (left + w, top + h),
        (left + w, top + c),
        (left + w - c, top),
        (left + c, top),
        (left, top + c),
    ]
    draw.polygon(outline, fill=FUR, outline=FUR_DARK, width=max(1, round(w / 14)))
    draw.ellipse(
        (left + w * 0.2, top + h * 0.42, left + w * 0.8, top + h * 0.92), fill=BELLY
    )  # belly
    eye = max(1.5, w * 0.09)
    for ex in (left + w * 0.32, left + w * 0.68):
        draw.ellipse((ex - eye, top + h * 0.14 - eye, ex + eye, top + h * 0.14 + eye), fill=INK)
    nose = w * 0.14
    draw.ellipse(
        (left + w / 2 - nose, top + h * 0.2, left + w / 2 + nose, top + h * 0.2 + nose), fill=INK
    )
    tooth = w * 0.1
    draw.rectangle(
        (left + w / 2 - tooth, top + h * 0.27, left + w / 2 + tooth, top + h * 0.36), fill=TOOTH
    )
    draw.line(
        (left + w / 2, top + h * 0.27, left + w / 2, top + h * 0.36),
        fill=FUR_DARK,
        width=max(1, round(w / 28)),
    )


def beaver_image() -> Image.Image:
    w, h = round(BEAVER_WIDTH * PX), round(BEAVER_HEIGHT * PX)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _beaver(ImageDraw.Draw(image), 0, 0, w - 1, h - 1)
    return image


def _log(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], small: bool) -> None:
    left, top, right, bottom = box
    h = bottom - top
    bark = SMALL_BARK if small else BARK
    draw.rounded_rectangle(
        box, radius=h * 0.3, fill=bark, outline=BARK_DARK, width=max(1, int(h // 10))
    )
    line = max(1, round(h / 12))
    for k, y in enumerate((0.3, 0.55, 0.78)):
        start = left + h * (0.8 + 0.6 * k)
        draw.line(
            (start, top + h * y, right - h * (1.0 + 0.5 * k), top + h * y),
            fill=BARK_DARK,
            width=line,
        )
    # the cut ends show the rings
    for cx in (left + h * 0.42, right - h * 0.42):
        draw.ellipse(
            (cx - h * 0.36, top + h * 0.12, cx + h * 0.36, bottom - h * 0.12),
            fill=CUT,
            outline=BARK_DARK,
            width=line,
        )
        draw.ellipse(
            (cx - h * 0.18, top + h * 0.32, cx + h * 0.18, bottom - h * 0.32), outline=RING
        )
    if small:  # small logs carry a notch in the middle: size is not the only sign
        mid = (left + right) / 2
        draw.polygon(
            [(mid - h * 0.3, top), (mid + h * 0.3, top), (mid, top + h * 0.35)], fill=BARK_DARK
        )


def log_image(kind: str) -> Image.Image:
    w, h = round(LOG_LENGTH[kind] * PX), round(LOG_THICKNESS * PX)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    _log(ImageDraw.Draw(image), (0, 0, w - 1, h - 1), kind == SMALL_LOG)
    return image


# --- the creek, the table and the box ------------------------------------------------------------


def creek_image(width: int, height: int, table_y: int) -> Image.Image:
    """The backdrop of the scene: sky, far bank, creek water, and the wooden table top from
    ``table_y`` (pixels from the top) down."""
    image = Image.new("RGB", (width, height), (150, 196, 222))
    draw = ImageDraw.Draw(image)
    for y in range(0, table_y):
        k = y / max(1, table_y)
        color = (int(150 + 40 * k), int(196 + 24 * k), int(222 + 10 * k))
        draw.line((0, y, width, y), fill=color)
    bank = int(table_y * 0.55)
    hills: list[tuple[float, float]] = [(0, bank)]
    for i in range(0, width + 40, 40):
        hills.append((i, bank - 18 - 14 * math.sin(i / 70.0) - 8 * math.sin(i / 23.0)))
    hills += [(width, bank), (width, table_y), (0, table_y)]
    draw.polygon(hills, fill=(96, 148, 90))
    water_top = int(table_y * 0.72)
    draw.rectangle((0, water_top, width, table_y), fill=(74, 136, 178))
    for k in range(0, width, 56):
        y = water_top + 10 + (k * 7) % (max(12, table_y - water_top - 6))
        draw.line((k, y, k + 26, y), fill=(140, 190, 220), width=2)
    for tree in range(0, width, 150):
        x = tree + 40
        draw.polygon([(x, bank - 90), (x - 26, bank - 10), (x + 26, bank - 10)], fill=(58, 110, 70))
        draw.rectangle((x - 4, bank - 12, x + 4, bank), fill=(90, 60, 36))
    draw.rectangle((0, table_y, width, height), fill=(126, 88, 56))
    draw.line((0, table_y, width, table_y), fill=(82, 54, 30), width=3)
    for k in range(table_y + 14, height, 18):
        draw.line((0, k, width, k), fill=(112, 78, 48), width=1)
    return image


def box_image() -> Image.Image:
    """The upturned game box with its five marked spaces (numbered 1–5)."""
    w, h = round(BOX_WIDTH * PX), round(BOX_TOP * PX)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, w - 1, h - 1), fill=CARDBOARD, outline=CARDBOARD_DARK, width=PX * 2)
    draw.rectangle((0, 0, w - 1, PX * 3), fill=CARDBOARD_DARK)
    font = _font(PX * 11)
    for index, centre in enumerate(SPACE_CENTRES):
        left = (centre - SPACE_HALF_WIDTH + BOX_WIDTH / 2) * PX
        right = (centre + SPACE_HALF_WIDTH + BOX_WIDTH / 2) * PX
        draw.rectangle((left, PX * 3, right, PX * 7), fill=(245, 232, 200))
        draw.text(
            ((left + right) / 2, h * 0.55),
            str(index + 1),
            fill=CARDBOARD_DARK,
            font=font,
            anchor="mm",
        )
    title = _font(PX * 6)
    draw.text((w / 2, h - PX * 6), "BEAVER CREEK", fill=(120, 86, 46), font=title, anchor="mm")
    return image


# --- the picture dice ------------------------------------------------------------------------


def _face(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def _corner(draw: ImageDraw.ImageDraw, size: int, number: int) -> None:
    draw.text(
        (size * 0.03, size * 0.0), str(number), fill=(110, 110, 110), font=_font(max(8, size // 7))
    )


def _small_log(draw: ImageDraw.ImageDraw, cx: float, cy: float, length: float, thick: float):
    _log(draw, (cx - length / 2, cy - thick / 2, cx + length / 2, cy + thick / 2), False)


def what_face_image(face: tuple[int, int], number: int, size: int) -> Image.Image:
    """Die 1: that many beavers above that many logs."""
    beavers, logs = face
    image, draw = _face(size)
    bw, bh = size * 0.17, size * 0.34
    gap = size * 0.06
    total = beavers * bw + (beavers - 1) * gap
    for i in range(beavers):
        _beaver(draw, size / 2 - total / 2 + i * (bw + gap), size * 0.1, bw, bh)
    for i in range(logs):
        _small_log(draw, size / 2, size * (0.6 + 0.2 * i), size * 0.7, size * 0.13)
    _corner(draw, size, number)
    return image


def how_face_image(face: int, size: int) -> Image.Image:
    """Die 2: a symbol for each way of placing."""
    image, draw = _face(size)
    s = size
    line = max(2, s // 22)
    if face == TREMBLING_HAND:
        # a pinky finger, shaking
        draw.rounded_rectangle(
            (s * 0.42, s * 0.2, s * 0.58, s * 0.8),
            radius=s * 0.08,
            fill=(236, 190, 150),
            outline=INK,
            width=line,
        )
        draw.ellipse((s * 0.45, s * 0.22, s * 0.55, s * 0.3), fill=(250, 230, 220))
        for side in (-1, 1):
            for k in range(3):
                x = s * 0.5 + side * s * (0.17 + 0.08 * k)
                draw.arc(
                    (x - s * 0.06, s * 0.35, x + s * 0.06, s * 0.65),
                    90 - 60 if side > 0 else 90 + 120,
                    90 + 60 if side > 0 else 90 + 240,
                    fill=INK,
                    width=line,
                )
    elif face == SCISSOR_GRIP:
        # two fingers like scissors, a log hanging between their tips
        for angle in (-0.35, 0.35):
            x0, y0 = s * 0.5, s * 0.12
            x1, y1 = x0 + math.sin(angle) * s * 0.55, y0 + math.cos(angle) * s * 0.55
            draw.line((x0, y0, x1, y1), fill=(236, 190, 150), width=int(s * 0.12))
            draw.line((x0, y0, x1, y1), fill=INK, width=line)
        _small_log(draw, s * 0.5, s * 0.75, s * 0.6, s * 0.13)
    elif face == MIRRORED_HAND:
        # left and right swapped: two arrows, opposite ways
        for y, direction in ((0.36, 1), (0.64, -1)):
            x0, x1 = (0.18, 0.82) if direction > 0 else (0.82, 0.18)
            draw.line((s * x0, s * y, s * x1, s * y), fill=INK, width=line * 2)
            tip = s * x1
            back = tip - direction * s * 0.14
            draw.polygon(
                [(tip, s * y), (back, s * y - s * 0.09), (back, s * y + s * 0.09)], fill=INK
            )
    elif face == BEAVER_AND_LOG:
        # one log carrying a beaver standing on it
        _beaver(draw, s * 0.39, s * 0.14, s * 0.22, s * 0.5)
        _small_log(draw, s * 0.5, s * 0.71, s * 0.7, s * 0.13)
    elif face == ON_LAST_LOG:
        # a new log laid on the last one (starred)
        _small_log(draw, s * 0.5, s * 0.72, s * 0.72, s * 0.14)
        _star(draw, s * 0.5, s * 0.72, s * 0.07)
        _small_log(draw, s * 0.56, s * 0.42, s * 0.6, s * 0.14)
        draw.line((s * 0.56, s * 0.08, s * 0.56, s * 0.28), fill=INK, width=line)
        draw.polygon([(s * 0.56, s * 0.33), (s * 0.49, s * 0.24), (s * 0.63, s * 0.24)], fill=INK)
    elif face == ONLY_BEAVERS:
        # a log on two beavers; a second log crossed out
        _small_log(draw, s * 0.5, s * 0.2, s * 0.72, s * 0.13)
        _beaver(draw, s * 0.2, s * 0.28, s * 0.15, s * 0.32)
        _beaver(draw, s * 0.65, s * 0.28, s * 0.15, s * 0.32)
        _small_log(draw, s * 0.5, s * 0.8, s * 0.5, s * 0.12)
        draw.line((s * 0.28, s * 0.68, s * 0.72, s * 0.92), fill=DANGER, width=line * 2)
        draw.line((s * 0.28, s * 0.92, s * 0.72, s * 0.68), fill=DANGER, width=line * 2)
    _corner(draw, size, face)
    return image


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=(240, 228, 66), outline=INK)


# --- the launcher tile -------------------------------------------------------------------------


def tile_art(width: int, height: int) -> Image.Image:
    """A small dam on the box beside the creek."""
    table_y = int(height * 0.78)
    image = creek_image(width, height, table_y).convert("RGBA")
    scale = min(width / 340, height / 190)
    box = box_image()
    bw, bh = int(BOX_WIDTH * scale), int(BOX_TOP * scale)
    left = width // 2 - bw // 2
    image.alpha_composite(box.resize((bw, bh)), (left, table_y - bh))
    beaver = beaver_image()
    pw, ph = int(BEAVER_WIDTH * scale), int(BEAVER_HEIGHT * scale)
    small = beaver.resize((max(1, pw), max(1, ph)))
    top = table_y - bh
    for centre in (-50, 50):
        x = width // 2 + int(centre * scale) - pw // 2
        image.alpha_composite(small, (x, top - ph))
    log = log_image("log").resize(
        (int(LOG_LENGTH["log"] * scale * 1.4), max(1, int(LOG_THICKNESS * scale)))
    )
    image.alpha_composite(log, (width // 2 - log.width // 2, top - ph - log.height))
    x = width // 2 - pw // 2
    image.alpha_composite(small, (x, top - ph - log.height - ph))
    return image.convert("RGB")
