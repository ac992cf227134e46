"""arcade textures of the Dam It! pictures, made once per picture and size and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.i18n import language
from tabletop_core.render.canvas import arcade
from tabletop_damit.cards import DAM_COSTS, KIND
from tabletop_damit.table import art


def _texture(image: Any, name: str) -> Any:
    return arcade.Texture(
        image, hash=f"damit-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
    )


def kind_texture(kind: int, width: int, height: int) -> Any:
    return _kind_texture(kind, width, height, language())


@lru_cache(maxsize=64)
def _kind_texture(kind: int, width: int, height: int, words: str) -> Any:
    image = art.river_card_image(kind, width, height, words)
    return _texture(image, f"kind{kind}-{width}x{height}-{words}")


def card_texture(card: int, width: int, height: int) -> Any:
    return kind_texture(KIND[card], width, height)


def dam_texture(pile: int, vp: int, width: int, height: int) -> Any:
    return _dam_texture(pile, vp, width, height, language())


@lru_cache(maxsize=64)
def _dam_texture(pile: int, vp: int, width: int, height: int, words: str) -> Any:
    cost = DAM_COSTS[pile]
    image = art.dam_card_image(cost, vp, width, height, words)
    return _texture(image, f"dam{cost}-{vp}-{width}x{height}-{words}")


@lru_cache(maxsize=8)
def cube_texture(size: int) -> Any:
    return _texture(art.cube_image(size), f"cube{size}")


@lru_cache(maxsize=8)
def back_texture(width: int, height: int) -> Any:
    return _texture(art.card_back_image(width, height), f"back{width}x{height}")
