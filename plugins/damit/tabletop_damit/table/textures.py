"""arcade textures of the Dam It! pictures, made once per picture and size and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.render.canvas import arcade
from tabletop_damit.cards import DAM_COSTS, KIND
from tabletop_damit.table import art


def _texture(image: Any, name: str) -> Any:
    return arcade.Texture(
        image, hash=f"damit-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
    )


@lru_cache(maxsize=64)
def kind_texture(kind: int, width: int, height: int) -> Any:
    return _texture(art.river_card_image(kind, width, height), f"kind{kind}-{width}x{height}")


def card_texture(card: int, width: int, height: int) -> Any:
    return kind_texture(KIND[card], width, height)


@lru_cache(maxsize=64)
def dam_texture(pile: int, vp: int, width: int, height: int) -> Any:
    cost = DAM_COSTS[pile]
    return _texture(art.dam_card_image(cost, vp, width, height), f"dam{cost}-{vp}-{width}x{height}")


@lru_cache(maxsize=8)
def cube_texture(size: int) -> Any:
    return _texture(art.cube_image(size), f"cube{size}")


@lru_cache(maxsize=8)
def back_texture(width: int, height: int) -> Any:
    return _texture(art.card_back_image(width, height), f"back{width}x{height}")
