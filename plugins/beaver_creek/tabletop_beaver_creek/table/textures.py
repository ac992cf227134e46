"""arcade textures of the Beaver Creek pictures, made once per picture (and size) and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_beaver_creek.dice import WHAT_FACES
from tabletop_beaver_creek.table import art
from tabletop_core.render.canvas import arcade


def _texture(image: Any, name: str) -> Any:
    return arcade.Texture(
        image, hash=f"beaver-creek-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
    )


@lru_cache(maxsize=8)
def piece_texture(kind: str) -> Any:
    """A beaver or a log at ``art.PX`` pixels per world unit (sprites shrink it)."""
    image = art.beaver_image() if kind == "beaver" else art.log_image(kind)
    return _texture(image, kind)


@lru_cache(maxsize=2)
def box_texture() -> Any:
    return _texture(art.box_image(), "box")


@lru_cache(maxsize=4)
def creek_texture(width: int, height: int, table_y: int) -> Any:
    return _texture(art.creek_image(width, height, table_y), f"creek-{width}x{height}-{table_y}")


@lru_cache(maxsize=32)
def what_texture(face: tuple[int, int], size: int) -> Any:
    number = WHAT_FACES.index(face) + 1
    return _texture(art.what_face_image(face, number, size), f"what-{number}-{size}")


@lru_cache(maxsize=32)
def how_texture(face: int, size: int) -> Any:
    return _texture(art.how_face_image(face, size), f"how-{face}-{size}")
