"""arcade textures of the Mein lieber Biber pictures (SVG files drawn at the size they are shown:
:mod:`.pictures`), made once per picture and size and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.render.canvas import arcade
from tabletop_core.render.supersample import shadow_under
from tabletop_mein_lieber_biber.table import pictures


def _texture(image: Any, name: str) -> Any:
    return arcade.Texture(
        image, hash=f"biber-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
    )


@lru_cache(maxsize=16)
def beaver_texture(colour: int, size: int) -> Any:
    image = pictures.beaver_image(colour, size)  # an SVG, drawn at the size it is shown
    return _texture(image, f"beaver{colour}-{size}")


@lru_cache(maxsize=128)
def card_texture(card: int, width: int, height: int) -> Any:
    image = pictures.card_image(card, width, height)
    return _texture(image, f"card{card}-{width}x{height}")


@lru_cache(maxsize=8)
def back_texture(width: int, height: int) -> Any:
    return _texture(pictures.card_back_image(width, height), f"back{width}x{height}")


@lru_cache(maxsize=8)
def stick_texture(width: int, height: int) -> Any:
    return _texture(pictures.stick_image(width, height), f"stick{width}x{height}")


@lru_cache(maxsize=4)
def dam_texture(width: int, height: int, way_ashore: bool) -> Any:
    """The dam of sticks and mud, over its own soft shadow (``way_ashore``: with ring 30 and the
    path onto it, while nobody is ashore)."""
    image = pictures.dam_image(width, height, way_ashore)
    # the shadow's softness follows the dam's height: its width grows with the words on its bands
    blur = max(1.5, height / 143)
    image = shadow_under(image, offset=(2, 3), blur=blur, darkness=120)
    return _texture(image, f"dam{width}x{height}-{way_ashore}")


@lru_cache(maxsize=4)
def level_texture(size: int, tip_fraction: float) -> Any:
    """The spirit level, one picture; its green glass ends at ``tip_fraction`` of its radius
    (the SVG is drawn so: see its comment)."""
    return _texture(pictures.drawn("level", size, size), f"level{size}-{tip_fraction:.3f}")


@lru_cache(maxsize=8)
def bubble_texture(size: int) -> Any:
    """The level's air bubble."""
    return _texture(pictures.drawn("bubble", size, size), f"bubble{size}")


@lru_cache(maxsize=8)
def glow_texture(size: int, color: tuple[int, int, int]) -> Any:
    return _texture(pictures.glow_image(size, color), f"glow{size}-{color}")


@lru_cache(maxsize=4)
def splash_texture(size: int) -> Any:
    return _texture(pictures.splash_image(size), f"splash{size}")


@lru_cache(maxsize=4)
def water_texture(width: int, height: int) -> Any:
    return _texture(pictures.water_image(width, height), f"water{width}x{height}")
