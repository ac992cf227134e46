"""Launcher tile pictures: the game's key art (a picture file it ships), else the picture its
art hook paints, else one generated from its id."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from tabletop_core.messages import one_line
from tabletop_core.render.theme import SEAT_COLORS, SEAT_SHAPES, Palette

log = logging.getLogger(__name__)


def fallback_art(game_id: str, tags: tuple[str, ...], width: int, height: int) -> Image.Image:
    """A tile for a game without art: a colour field, a pattern and shapes picked from its id."""
    digest = hashlib.sha256(game_id.encode()).digest()
    base = SEAT_COLORS[digest[0] % 7]
    second = SEAT_COLORS[(digest[0] % 7 + 1 + digest[1] % 6) % 7]
    image = Image.new("RGB", (width, height), tuple(int(c * 0.45) for c in base[:3]))
    draw = ImageDraw.Draw(image)
    stripe = max(8, width // 24)
    for x in range(-height, width, stripe * 2):
        draw.polygon(
            [(x, height), (x + stripe, height), (x + stripe + height, 0), (x + height, 0)],
            fill=tuple(int(c * 0.55) for c in base[:3]),
        )
    motif = "cards" if "cards" in tags else "dice" if "dice" in tags else "shapes"
    cx, cy = width / 2, height / 2
    if motif == "cards":
        for i in range(3):
            angle = (i - 1) * 14
            _card(
                draw,
                cx + (i - 1) * width * 0.12,
                cy,
                height * 0.36,
                angle,
                second if i == 1 else base,
            )
    elif motif == "dice":
        for i, pips in enumerate((digest[2] % 6 + 1, digest[3] % 6 + 1)):
            _die(
                draw, cx + (i - 0.5) * height * 0.55, cy, height * 0.22, pips, second if i else base
            )
    else:
        for i in range(3):
            shape = SEAT_SHAPES[(digest[4 + i]) % 6]
            _shape(
                draw,
                shape,
                cx + (i - 1) * width * 0.2,
                cy,
                height * 0.17,
                SEAT_COLORS[(digest[0] + i) % 7],
            )
    return image


def _card(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, h: float, angle: float, color: Any
) -> None:
    w = h * 0.68
    corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    a = math.radians(angle)
    points = [
        (cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a))
        for x, y in corners
    ]
    draw.polygon(points, fill=Palette.CARD_FACE[:3], outline=Palette.CARD_EDGE[:3], width=3)
    draw.ellipse((cx - w * 0.22, cy - w * 0.22, cx + w * 0.22, cy + w * 0.22), fill=color[:3])


def _die(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, pips: int, color: Any) -> None:
    draw.rounded_rectangle(
        (cx - r, cy - r, cx + r, cy + r),
        radius=r * 0.25,
        fill=Palette.CARD_FACE[:3],
        outline=color[:3],
        width=4,
    )
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[pips]
    d = r * 0.5
    for sx, sy in spots:
        draw.ellipse(
            (
                cx + sx * d - r * 0.14,
                cy + sy * d - r * 0.14,
                cx + sx * d + r * 0.14,
                cy + sy * d + r * 0.14,
            ),
            fill=(30, 30, 30),
        )


def _shape(
    draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, color: Any
) -> None:
    sides = {"triangle": 3, "square": 4, "diamond": 4, "pentagon": 5, "hexagon": 6}.get(shape)
    if sides is None:
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), fill=color[:3], outline=(20, 20, 20), width=3
        )
        return
    start = {"square": 45}.get(shape, 90)
    points = [
        (
            cx + r * math.cos(math.radians(start + 360 * i / sides)),
            cy - r * math.sin(math.radians(start + 360 * i / sides)),
        )
        for i in range(sides)
    ]
    draw.polygon(points, fill=color[:3], outline=(20, 20, 20), width=3)


KEY_ART = "key-art"
"""The picture a game ships for its tile (``assets/pictures/key-art.svg``, named ``key-art`` in
its ``assets/manifest.toml``)."""


def key_art(registered: Any, width: int, height: int) -> Image.Image | None:
    """The game's key art covering ``width`` × ``height``, or None when it ships none or the
    file cannot be drawn (that is logged as one line naming the file; the tile falls back to
    the picture the game paints in code)."""
    from tabletop_core.assets import raster

    try:
        return raster.covering(registered.package, KEY_ART, width, height)
    except Exception as error:  # its package does not import: the art hook or fallback says why
        log.warning("%s: no key art (%s)", registered.info.id, one_line(error))
        return None


def tile_image(registered: Any, width: int, height: int) -> tuple[Image.Image, str | None]:
    """The game's tile picture and, when its art failed, why (then the fallback is used and
    the game is marked unavailable with the reason)."""
    info = registered.info
    art = key_art(registered, width, height)
    if art is not None:
        return art, None
    draw = getattr(registered, "art", None)
    if draw is not None:
        try:
            image = draw(width, height)
            if not isinstance(image, Image.Image):
                raise TypeError(f"art returned {type(image).__name__}, not a PIL image")
            return image.convert("RGBA"), None
        except Exception as error:
            broken = getattr(registered, "broken", None)
            if callable(broken):  # like rules or a bot that fail to load: the game is out
                broken(f"its art cannot be drawn: {one_line(error)}")
            return fallback_art(info.id, tuple(info.tags), width, height).convert(
                "RGBA"
            ), f"art: {error}"
    return fallback_art(info.id, tuple(info.tags), width, height).convert("RGBA"), None


def _source_stamp(registered: Any) -> int:
    """The newest modification time of the source that draws the tile: the package holding the
    game's art function (its code, pictures and rules text), or this module for the fallback.

    Part of a cached tile's name, so an author who edits their art sees it at the next start
    (editable installs keep their version number while the code changes).
    """
    assets = _assets_stamp(registered)
    draw = registered.art
    if draw is None:
        files = [Path(__file__), Path(__file__).with_name("theme.py")]
        return max(assets, *(_mtime(path) for path in files))
    name = getattr(draw, "__module__", None) or type(draw).__module__
    module = sys.modules.get(name.partition(".")[0]) or sys.modules.get(name)
    path = getattr(module, "__file__", None)
    if not path:
        return assets
    if not hasattr(module, "__path__"):  # a single-module plugin
        return max(assets, _mtime(Path(path)))
    return max(assets, _newest(Path(path).parent))


def _newest(root: Path) -> int:
    """The newest modification time of the code, pictures and text under ``root``."""
    newest = 0
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("__pycache__", "locale")]
        for file in names:
            if file.endswith((".py", ".png", ".svg", ".toml", ".md")):
                newest = max(newest, _mtime(Path(folder, file)))
    return newest


def _assets_stamp(registered: Any) -> int:
    """The newest file of the game's assets folder (its key art and manifest): an artist who
    replaces the picture sees it at the next start."""
    from tabletop_core.assets.library import folder

    try:
        root = folder(registered.package)
    except Exception:  # a broken plugin's package: its tile is the generated one anyway
        return 0
    if not isinstance(root, Path) or not root.is_dir():
        return 0  # in a zip: it changes with the version, which names the cached tile too
    return _newest(root)


def _mtime(path: Path) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def tile_cache_path(registered: Any, width: int, height: int) -> Path:
    """Where the tile is kept: named by game, distribution and version, language, size and the
    source stamp, so any of them changing draws it afresh."""
    from tabletop_core.i18n import language
    from tabletop_core.storage import cache_dir

    origin = re.sub(r"[^A-Za-z0-9_.]+", "_", f"{registered.distribution}-{registered.version}")
    stamp = _source_stamp(registered)
    name = f"{registered.info.id}-{origin}-{language()}-{width}x{height}-{stamp}.png"
    return cache_dir() / "tiles" / name


def cached_tile_image(registered: Any, width: int, height: int) -> Image.Image:
    """:func:`tile_image`, kept on disk between starts: drawing four tiles (and importing the
    code that draws them) is a good part of the time from `tabletop` to the first menu frame."""
    path = tile_cache_path(registered, width, height)
    with contextlib.suppress(OSError, ValueError), Image.open(path) as cached:
        return cached.convert("RGBA")
    image, problem = tile_image(registered, width, height)
    if problem is None and not path.name.endswith("-0.png"):
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            image.save(temporary, format="PNG", compress_level=1)  # a tenth of the time
            os.replace(temporary, path)
            _forget_older(path)
    return image


def _forget_older(path: Path) -> None:
    """Remove the tiles this one replaces (same game, language and size, older source)."""
    game_id = path.name.partition("-")[0]
    size_part = path.name.rsplit("-", 1)[0].rsplit("-", 2)[1:]
    for other in path.parent.glob(f"{game_id}-*.png"):
        if other != path and other.name.rsplit("-", 1)[0].rsplit("-", 2)[1:] == size_part:
            with contextlib.suppress(OSError):
                other.unlink()
