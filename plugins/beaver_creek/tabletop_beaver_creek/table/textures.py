"""Textures of the Beaver Creek pictures (:mod:`.pictures`), made once per picture and
size and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_beaver_creek.table import pictures
from tabletop_core.render.kit.pictures import texture_of

PX = 4
"""Texture pixels a world unit for the pieces, unless the camera draws them larger."""


def _texture(image: Any, name: str) -> Any:
    return texture_of(image, f"beaver-creek-{name}")


def px_for(k: float) -> int:
    """Texture pixels a world unit for pieces drawn ``k`` window pixels a unit: never fewer
    than :data:`PX`, so a piece is never drawn larger than its picture was made."""
    return max(PX, -int(-k // 1))


@lru_cache(maxsize=16)
def piece_texture(kind: str, px: int = PX) -> Any:
    """A beaver or a log at ``px`` pixels a world unit (sprites shrink it)."""
    return _texture(pictures.piece_image(kind, px), f"{kind}-{px}")


@lru_cache(maxsize=4)
def box_texture(px: int = PX) -> Any:
    return _texture(pictures.box_image(px), f"box-{px}")


@lru_cache(maxsize=4)
def creek_texture(width: int, height: int, table_y: int) -> Any:
    image = pictures.creek_image(width, height, table_y)
    return _texture(image, f"creek-{width}x{height}-{table_y}")


@lru_cache(maxsize=32)
def what_texture(face: tuple[int, int], size: int) -> Any:
    return _texture(pictures.die_face_image(0, face, size), f"what-{face}-{size}")


@lru_cache(maxsize=32)
def how_texture(face: int, size: int) -> Any:
    return _texture(pictures.die_face_image(1, face, size), f"how-{face}-{size}")
