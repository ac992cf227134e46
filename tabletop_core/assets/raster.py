"""Pictures from files as pixels at the size they are drawn: SVG rasterised by resvg, PNG
resampled, each cached by (package, file, width, height) in memory, and an SVG's pixels on disk
between starts too (:mod:`tabletop_core.assets.disk_cache`).

An SVG is drawn anew for every size it is shown at, so it is as sharp at 200 % text or in a
full-screen window as at 100 %; a PNG is resampled from its pixels (make it at least as big as
it is shown). No arcade here: the pictures are PIL images, turned into textures by the
renderer (:mod:`tabletop_core.render.kit.pictures`).
"""

from __future__ import annotations

import io
import logging
import math
import re
from functools import lru_cache

from PIL import Image

from tabletop_core.assets import disk_cache
from tabletop_core.assets.library import Asset, asset

log = logging.getLogger(__name__)

LARGEST = 4096
"""The widest or tallest picture rasterised, in pixels (a bigger request is clamped)."""


class PictureError(ValueError):
    """A picture file that cannot be drawn; the message is one line naming it."""


_told: set[tuple[str, str]] = set()


def _tell(found: Asset, error: PictureError) -> None:
    """Log a picture that cannot be drawn: one line, once per process for each picture (it is
    asked for at every size it is drawn at, and every size falls back the same way)."""
    if found.key not in _told:
        _told.add(found.key)
        log.warning("%s", error)


def _bytes(found: Asset) -> bytes:
    try:
        return found.file.read_bytes()
    except OSError as error:
        raise PictureError(f"{found.package} assets: pictures.{found.name}: {error}") from error


Swaps = tuple[tuple[str, str], ...]
"""Words of an SVG's text replaced before it is drawn, in order: ``(("#FF00FF", "#E69F00"),)``
draws a picture's declared placeholder colour in the colour the code computes."""

_ROOT = re.compile(r"<svg\b[^>]*>", re.DOTALL)
_SIZE = re.compile(r"\s(?:width|height|preserveAspectRatio)\s*=\s*(\"[^\"]*\"|'[^']*')")


def edited(text: str, swaps: Swaps = (), stretch: tuple[int, int] | None = None) -> str:
    """An SVG's ``text`` with ``swaps`` made and, with ``stretch`` (width, height), its root
    sized to fill that box whole (``preserveAspectRatio="none"``) instead of keeping its shape."""
    for old, new in swaps:
        text = text.replace(old, new)
    if stretch is None:
        return text
    root = _ROOT.search(text)
    if root is None:
        return text
    tag = _SIZE.sub("", root.group(0))
    width, height = stretch
    sized = f'{tag[:-1].rstrip("/").rstrip()} width="{width}" height="{height}" preserveAspectRatio="none"'
    sized += "/>" if tag.endswith("/>") else ">"
    return text[: root.start()] + sized + text[root.end() :]


def _svg(
    found: Asset,
    width: int | None,
    height: int | None,
    swaps: Swaps = (),
    stretch: bool = False,
) -> Image.Image:
    import resvg_py

    try:
        text = _bytes(found).decode("utf-8")
        if swaps or stretch:
            size = (width, height) if stretch and width and height else None
            text = edited(text, swaps, size)
        data = text.encode("utf-8")

        def render() -> bytes:
            return bytes(
                resvg_py.svg_to_bytes(
                    svg_string=text, width=width, height=height, skip_system_fonts=True
                )
            )

        if width is None or height is None:  # its own size: asked once per process
            png = render()
        else:  # drawn at a size: kept on disk between starts
            png = disk_cache.png_for(data, width, height, _renderer(), render)
        return Image.open(io.BytesIO(png)).convert("RGBA")
    except (UnicodeDecodeError, ValueError, OSError) as error:
        raise PictureError(
            f"{found.package} assets: pictures.{found.name}: not a drawable SVG ({error})"
        ) from error


def _renderer() -> str:
    import resvg_py

    return f"resvg{getattr(resvg_py, '__version__', '')}"


def _svg_size(found: Asset) -> tuple[int, int]:
    """An SVG's own size (at 96 dpi), kept on disk between starts with its pictures: only a
    drawing of the whole picture at that size tells it."""
    return disk_cache.size_for(_bytes(found), _renderer(), lambda: _svg(found, None, None).size)


def _png(found: Asset) -> Image.Image:
    try:
        image = Image.open(io.BytesIO(_bytes(found)))
        image.load()
    except OSError as error:
        raise PictureError(
            f"{found.package} assets: pictures.{found.name}: not a readable PNG ({error})"
        ) from error
    return image.convert("RGBA")


@lru_cache(maxsize=128)
def natural_size(package: str, name: str) -> tuple[int, int] | None:
    """The picture's own size in pixels (an SVG's at 96 dpi), or None when it is not there or
    cannot be drawn."""
    found = asset(package, "pictures", name)
    if found is None:
        return None
    try:
        return _svg_size(found) if found.suffix == "svg" else _png(found).size
    except PictureError as error:
        _tell(found, error)
        return None


def aspect(package: str, name: str) -> float | None:
    """The picture's width per height, or None when it is not there."""
    size = natural_size(package, name)
    return None if size is None or size[1] == 0 else size[0] / size[1]


def picture(
    package: str,
    name: str,
    width: int,
    height: int,
    swaps: Swaps = (),
    stretch: bool = False,
) -> Image.Image | None:
    """The picture ``name`` of ``package`` as ``width`` × ``height`` pixels (an SVG keeps its
    shape, centred in that box, unless ``stretch``: then it fills the box whole; a PNG is
    stretched to it: fit the box first), or None when it is not there or cannot be drawn. An
    SVG's text has ``swaps`` made before it is drawn (:func:`edited`)."""
    found = asset(package, "pictures", name)
    if found is None:
        return None
    width, height = (max(1, min(LARGEST, int(round(v)))) for v in (width, height))
    try:
        return rasterised(found, width, height, swaps, stretch)
    except PictureError as error:
        _tell(found, error)
        return None


def covering(package: str, name: str, width: int, height: int) -> Image.Image | None:
    """The picture ``name`` of ``package`` filling ``width`` × ``height`` pixels whole, keeping
    its shape: drawn just large enough to cover the box and cut at the two sides it overflows,
    its middle kept (a launcher tile's picture: key art keeps what matters in its middle). None
    when it is not there or cannot be drawn."""
    found = asset(package, "pictures", name)
    if found is None:
        return None
    width, height = (max(1, min(LARGEST, int(round(v)))) for v in (width, height))
    try:
        return covered(found, width, height)
    except PictureError as error:
        _tell(found, error)
        return None


def stretched(package: str, name: str, width: int, height: int) -> Image.Image | None:
    """The picture ``name`` of ``package`` filling ``width`` × ``height`` pixels whole, its
    shape given up: an SVG is drawn with its view box stretched to the box (a band of water or
    a dashed line as long and as deep as the code says), a PNG resampled. None when it is not
    there or cannot be drawn. The same as :func:`picture` with ``stretch=True``."""
    return picture(package, name, width, height, stretch=True)


@lru_cache(maxsize=64)
def covered(found: Asset, width: int, height: int) -> Image.Image:
    """``found`` drawn to cover ``width`` × ``height`` and cut to it, cached by file and size."""
    own = natural_size(found.package, found.name)  # its own size, read once for every size
    if own is None:  # cannot be drawn: say why
        _svg(found, None, None) if found.suffix == "svg" else _png(found)
        raise PictureError(f"{found.package} assets: pictures.{found.name}: cannot be drawn")
    scale = max(width / own[0], height / own[1])
    wide = min(LARGEST, max(width, math.ceil(own[0] * scale)))
    tall = min(LARGEST, max(height, math.ceil(own[1] * scale)))
    if found.suffix == "svg":
        image = _svg(found, wide, tall)
        if image.size != (wide, tall):  # resvg kept the shape a pixel short: stretch that pixel
            image = image.resize((wide, tall), Image.Resampling.LANCZOS)
    else:
        image = _png(found).resize((wide, tall), Image.Resampling.LANCZOS)
    left, top = (wide - width) // 2, (tall - height) // 2
    return image.crop((left, top, left + width, top + height))


@lru_cache(maxsize=256)
def rasterised(
    found: Asset, width: int, height: int, swaps: Swaps = (), stretch: bool = False
) -> Image.Image:
    """``found`` drawn at ``width`` × ``height``: an SVG rendered at that size (its text edited
    by ``swaps`` and ``stretch``, see :func:`picture`), a PNG resampled; cached by the picture's
    file, the size and the edits (:func:`rasterised.cache_info` counts hits)."""
    if found.suffix == "svg":
        image = _svg(
            found, width, height, swaps, stretch
        )  # resvg keeps the picture's shape inside the box
        if image.size == (width, height):
            return image
        boxed = Image.new("RGBA", (width, height), (0, 0, 0, 0))
        boxed.paste(image, ((width - image.width) // 2, (height - image.height) // 2))
        return boxed
    image = _png(found)
    if image.size == (width, height):
        return image
    return image.resize((width, height), Image.Resampling.LANCZOS)
