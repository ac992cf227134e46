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


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (
        round(a[0] + (b[0] - a[0]) * k),
        round(a[1] + (b[1] - a[1]) * k),
        round(a[2] + (b[2] - a[2]) * k),
    )


def _ridge(
    draw: ImageDraw.ImageDraw,
    width: int,
    base: float,
    height: float,
    waves: tuple[float, float],
    phase: float,
    fill: tuple[int, int, int],
    bottom: float,
) -> None:
    step = max(4, width // 120)
    points: list[tuple[float, float]] = [(0, bottom)]
    for x in range(0, width + step, step):
        y = base - height * (
            0.6
            + 0.3 * math.sin(x / (width * waves[0]) + phase)
            + 0.2 * math.sin(x / (width * waves[1]) + 2 * phase)
        )
        points.append((x, y))
    points.append((width, bottom))
    draw.polygon(points, fill=fill)


def _fir(
    draw: ImageDraw.ImageDraw, x: float, foot: float, tall: float, fill: tuple[int, int, int]
) -> None:
    wide = tall * 0.32
    for tier in range(3):
        top = foot - tall + tier * tall * 0.22
        low = foot - tall * 0.12 - (2 - tier) * tall * 0.16
        half = wide * (0.55 + 0.25 * tier)
        draw.polygon([(x, top), (x - half, low), (x + half, low)], fill=fill)
    draw.rectangle((x - wide * 0.08, foot - tall * 0.14, x + wide * 0.08, foot), fill=(70, 50, 34))


def creek_image(width: int, height: int, table_y: int) -> Image.Image:
    """The backdrop of the scene, in depth: a sky paling to the horizon, hazy far hills, nearer
    wooded hills, the far bank with its firs, the creek (lighter far off, darker near), and the
    wooden table top from ``table_y`` (pixels from the top) down, lit along its front edge.
    Everything is drawn in proportion to the size (it is drawn larger and scaled down)."""
    image = Image.new("RGB", (width, height), (150, 196, 222))
    draw = ImageDraw.Draw(image)
    line = max(1, round(height / 300))
    sky_top, horizon = (112, 168, 214), (206, 226, 236)
    for y in range(0, table_y):
        draw.line((0, y, width, y), fill=_mix(sky_top, horizon, y / max(1, table_y)))
    bank = table_y * 0.55
    water_top = table_y * 0.72
    haze = (176, 204, 206)
    _ridge(
        draw,
        width,
        bank - table_y * 0.05,
        table_y * 0.2,
        (0.21, 0.09),
        0.7,
        _mix((120, 160, 150), haze, 0.6),
        water_top,
    )
    _ridge(
        draw,
        width,
        bank,
        table_y * 0.12,
        (0.13, 0.05),
        2.1,
        _mix((86, 138, 92), haze, 0.25),
        water_top,
    )
    far = table_y * 0.1
    for index, x in enumerate(range(width // 40, width, max(8, width // 23))):
        _fir(
            draw,
            x + (index * 37) % (width // 40 + 1),
            bank + table_y * 0.02,
            far * (0.8 + 0.4 * ((index * 7) % 5) / 4),
            _mix((60, 108, 74), haze, 0.35),
        )
    draw.polygon(
        [
            (0, bank + table_y * 0.03),
            (width, bank + table_y * 0.01),
            (width, water_top),
            (0, water_top),
        ],
        fill=(78, 128, 80),
    )
    near = table_y * 0.3
    for index, x in enumerate(range(width // 12, width, max(16, width // 6))):
        _fir(
            draw,
            x + (index * 53) % (width // 14 + 1),
            water_top + line,
            near * (0.8 + 0.3 * (index % 3) / 2),
            (44, 92, 60),
        )
    for y in range(int(water_top), table_y):
        k = (y - water_top) / max(1.0, table_y - water_top)
        draw.line((0, y, width, y), fill=_mix((110, 168, 200), (52, 110, 150), k))
    ripple = max(8, width // 22)
    for row, y in enumerate(range(int(water_top) + 3 * line, table_y - 2 * line, 6 * line + 2)):
        k = (y - water_top) / max(1.0, table_y - water_top)
        length = ripple * (0.4 + 0.8 * k)
        for x in range((row * ripple) // 2 % ripple, width, ripple * 2):
            draw.line(
                (x, y, x + length, y), fill=_mix((170, 210, 230), (110, 160, 196), k), width=line
            )
    wood_top, wood_low = (150, 106, 68), (104, 70, 42)
    for y in range(table_y, height):
        draw.line(
            (0, y, width, y),
            fill=_mix(wood_top, wood_low, (y - table_y) / max(1, height - table_y)),
        )
    grain = max(10, (height - table_y) // 7)
    for index, y in enumerate(range(table_y + grain, height, grain)):
        draw.line((0, y, width, y), fill=(96 + 8 * (index % 2), 64, 38), width=line)
    draw.line((0, table_y, width, table_y), fill=(196, 150, 104), width=2 * line)
    draw.line((0, table_y + 2 * line, width, table_y + 2 * line), fill=(82, 54, 30), width=line)
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
