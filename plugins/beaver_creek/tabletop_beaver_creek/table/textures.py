"""arcade textures of the Beaver Creek pictures, made once per picture (and size) and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_beaver_creek.dice import WHAT_FACES
from tabletop_beaver_creek.table import art
from tabletop_core.render.canvas import arcade
from tabletop_core.render.supersample import drawn_larger


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
    image = drawn_larger(lambda w, h: art.creek_image(w, h, table_y * w // width), width, height)
    return _texture(image, f"creek-{width}x{height}-{table_y}")


@lru_cache(maxsize=32)
def what_texture(face: tuple[int, int], size: int) -> Any:
    number = WHAT_FACES.index(face) + 1
    image = drawn_larger(lambda w, _h: art.what_face_image(face, number, w), size, size)
    return _texture(image, f"what-{number}-{size}")


@lru_cache(maxsize=32)
def how_texture(face: int, size: int) -> Any:
    image = drawn_larger(lambda w, _h: art.how_face_image(face, w), size, size)
    return _texture(image, f"how-{face}-{size}")
