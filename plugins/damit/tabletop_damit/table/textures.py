"""arcade textures of the Dam It! pictures, made once per picture and size and kept; drawn at
twice the size and scaled down, for smooth edges."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.i18n import language
from tabletop_core.render.canvas import arcade
from tabletop_core.render.supersample import drawn_larger
from tabletop_damit.cards import DAM_COSTS, KIND
from tabletop_damit.table import art, river_art


def _texture(image: Any, name: str) -> Any:
    return arcade.Texture(
        image, hash=f"damit-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
    )


def _factor(height: int) -> int:
    """Twice the size, except for icons: the art decides by its height whether a picture is
    an icon (no words), which drawing it larger would change."""
    return 1 if height < art.ICON_HEIGHT else 2


def kind_texture(kind: int, width: int, height: int) -> Any:
    return _kind_texture(kind, width, height, language())


@lru_cache(maxsize=64)
def _kind_texture(kind: int, width: int, height: int, words: str) -> Any:
    image = drawn_larger(
        lambda w, h: art.river_card_image.__wrapped__(kind, w, h, words),
        width,
        height,
        _factor(height),
    )
    return _texture(image, f"kind{kind}-{width}x{height}-{words}")


def card_texture(card: int, width: int, height: int) -> Any:
    return kind_texture(KIND[card], width, height)


def dam_texture(pile: int, vp: int, width: int, height: int) -> Any:
    return _dam_texture(pile, vp, width, height, language())


@lru_cache(maxsize=64)
def _dam_texture(pile: int, vp: int, width: int, height: int, words: str) -> Any:
    cost = DAM_COSTS[pile]
    image = drawn_larger(
        lambda w, h: art.dam_card_image.__wrapped__(cost, vp, w, h, words),
        width,
        height,
        _factor(height),
    )
    return _texture(image, f"dam{cost}-{vp}-{width}x{height}-{words}")


@lru_cache(maxsize=8)
def cube_texture(size: int) -> Any:
    image = drawn_larger(lambda w, _h: art.cube_image.__wrapped__(w), size, size)
    return _texture(image, f"cube{size}")


@lru_cache(maxsize=8)
def back_texture(width: int, height: int) -> Any:
    image = drawn_larger(art.card_back_image.__wrapped__, width, height)
    return _texture(image, f"back{width}x{height}")


@lru_cache(maxsize=4)
def water_texture(width: int, height: int, high_contrast: bool) -> Any:
    """The river's body without its current (which slides over it)."""
    image = river_art.water_image(width, height, high_contrast, current=False)
    return _texture(image, f"water{width}x{height}-{high_contrast}")


@lru_cache(maxsize=4)
def current_texture(period: int, height: int, calm: tuple[int, int]) -> Any:
    image = river_art.current_tile_image(period, height, calm)
    return _texture(image, f"current{period}x{height}-{calm}")


@lru_cache(maxsize=8)
def flow_texture(period: int, height: int) -> Any:
    return _texture(river_art.flow_tile_image(period, height), f"flow{period}x{height}")


@lru_cache(maxsize=8)
def dam_site_texture(width: int, height: int) -> Any:
    return _texture(river_art.dam_site_image(width, height), f"site{width}x{height}")


@lru_cache(maxsize=16)
def beaver_texture(size: int, color: tuple[int, int, int]) -> Any:
    return _texture(river_art.beaver_image(size, color), f"beaver{size}-{color}")
