"""SVG pictures rasterised once per file and size, kept as PNG files between starts.

A picture drawn at a size is written to ``<cache>/pictures/<key>.png``, the key made of the
SVG's own bytes (a replaced file is a new picture), the size and the rasteriser's version. The
cache folder is the one the sounds use: platformdirs' user cache folder, or
``<TABLETOP_DATA_DIR>/cache``, or ``TABLETOP_CACHE_DIR``. A file is written to a temporary name
and renamed, so a crash never leaves half a picture; a cache that cannot be written or read is
only slower (the picture is rasterised again). At most :data:`KEPT` pictures are kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from tabletop_core.storage import CACHE_DIR_ENV as CACHE_DIR_ENV  # the name tests set
from tabletop_core.storage import cache_dir

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
KEPT = 300
"""The most pictures kept: a window dragged through many sizes draws one at each, so the oldest
go (by when they were written) once there are more."""


def picture_dir() -> Path:
    """Where rasterised pictures are kept."""
    return cache_dir() / "pictures"


def picture_path(svg: bytes, width: int, height: int, renderer: str) -> Path:
    """The file the picture ``svg`` drawn at ``width`` × ``height`` by ``renderer`` is kept in."""
    digest = hashlib.sha256(svg).hexdigest()[:32]
    return picture_dir() / f"{digest}-{width}x{height}-{renderer}.png"


def png_for(
    svg: bytes, width: int, height: int, renderer: str, render: Callable[[], bytes]
) -> bytes:
    """The PNG of ``svg`` at ``width`` × ``height``: read from the cache, else ``render()``-ed
    and kept (a render that raises keeps nothing)."""
    path = picture_path(svg, width, height, renderer)
    with contextlib.suppress(OSError):
        kept = path.read_bytes()
        if kept.startswith(PNG_SIGNATURE):
            return kept
    png = render()
    _write(path, png)
    with contextlib.suppress(OSError):
        _forget_oldest(path.parent)
    return png


def size_path(svg: bytes, renderer: str) -> Path:
    """The file the own size of the picture ``svg`` (as ``renderer`` draws it) is kept in."""
    digest = hashlib.sha256(svg).hexdigest()[:32]
    return picture_dir() / f"{digest}-size-{renderer}.txt"


def size_for(svg: bytes, renderer: str, measure: Callable[[], tuple[int, int]]) -> tuple[int, int]:
    """The own size of ``svg`` in pixels: read from the cache, else ``measure()``-d and kept (a
    measure that raises keeps nothing). Finding it means drawing the whole picture at that size,
    often far larger than it is shown: the costliest drawing of a start, for two numbers."""
    path = size_path(svg, renderer)
    with contextlib.suppress(OSError, ValueError):
        width, height = (int(part) for part in path.read_text(encoding="ascii").split())
        if width > 0 and height > 0:
            return width, height
    width, height = measure()
    _write(path, f"{width} {height}\n".encode("ascii"))
    return width, height


def _write(path: Path, data: bytes) -> None:
    """``data`` to ``path`` through a temporary file (never half a file); a cache that cannot be
    written is only slower."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(prefix=".picture.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
            os.replace(temporary, path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _forget_oldest(folder: Path, keep: int | None = None) -> None:
    """Remove the oldest pictures beyond the newest ``keep`` (:data:`KEPT`)."""
    keep = KEPT if keep is None else keep
    files = list(folder.glob("*.png"))
    if len(files) <= keep:
        return
    by_age = sorted(files, key=lambda file: _written(file))
    for file in by_age[: len(files) - keep]:
        with contextlib.suppress(OSError):
            file.unlink()


def _written(file: Path) -> int:
    try:
        return file.stat().st_mtime_ns
    except OSError:
        return 0
