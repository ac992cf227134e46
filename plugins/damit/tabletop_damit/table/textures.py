"""arcade textures of the Dam It! pictures, made once per picture and size and kept: each
drawn from its SVG at the size it is shown (:mod:`tabletop_damit.table.art`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.i18n import language
from tabletop_core.render.kit.pictures import texture_of
from tabletop_damit.cards import DAM_COSTS, KIND
from tabletop_damit.table import art, river_art
from tabletop_damit.table.art import KINDS_KEPT, SIZES_KEPT

SEAT_COLOUR = "#FF00FF"
"""The placeholder colour the beaver's SVG declares for its seat's colour."""
WATER = ("#1C4E76", "#3474A0")
"""The water's deep and lit blues, as its SVG declares them."""
WATER_HIGH_CONTRAST = ("#082440", "#10385C")
"""What they become in high contrast: darker, so white words on the river read stronger."""


def _texture(image: Any, name: str) -> Any:
    return texture_of(image, f"damit-{name}")


def hex_colour(color: tuple[int, ...]) -> str:
    return "#{:02X}{:02X}{:02X}".format(*color[:3])


def kind_texture(kind: int, width: int, height: int) -> Any:
    return _kind_texture(kind, width, height, language())


@lru_cache(maxsize=KINDS_KEPT)
def _kind_texture(kind: int, width: int, height: int, words: str) -> Any:
    image = art.river_card_image(kind, width, height, words)
    return _texture(image, f"kind{kind}-{width}x{height}-{words}")


def card_texture(card: int, width: int, height: int) -> Any:
    return kind_texture(KIND[card], width, height)


def dam_texture(pile: int, vp: int, width: int, height: int) -> Any:
    return _dam_texture(pile, vp, width, height, language())


@lru_cache(maxsize=KINDS_KEPT)
def _dam_texture(pile: int, vp: int, width: int, height: int, words: str) -> Any:
    cost = DAM_COSTS[pile]
    image = art.dam_card_image(cost, vp, width, height, words)
    return _texture(image, f"dam{cost}-{vp}-{width}x{height}-{words}")


def cube_texture(size: int) -> Any:
    """A cube ``size`` px wide, never drawn under 8 px (it would no longer read as one)."""
    return _cube_texture(max(8, size))


@lru_cache(maxsize=SIZES_KEPT)
def _cube_texture(size: int) -> Any:
    return _texture(art.drawn("cube", size, size), f"cube{size}")


@lru_cache(maxsize=SIZES_KEPT)
def back_texture(width: int, height: int) -> Any:
    return _texture(art.drawn("card-back", width, height), f"back{width}x{height}")


@lru_cache(maxsize=SIZES_KEPT)
def water_texture(width: int, height: int, high_contrast: bool) -> Any:
    """The river's body without its current (which slides over it)."""
    swaps = tuple(zip(WATER, WATER_HIGH_CONTRAST, strict=True)) if high_contrast else ()
    image = art.drawn("water", width, height, swaps)
    return _texture(image, f"water{width}x{height}-{high_contrast}")


@lru_cache(maxsize=SIZES_KEPT)
def current_texture(period: int, height: int) -> Any:
    image = river_art.current_tile_image(period, height)
    return _texture(image, f"current{period}x{height}")


@lru_cache(maxsize=SIZES_KEPT)
def flow_texture(period: int, height: int) -> Any:
    return _texture(river_art.flow_tile_image(period, height), f"flow{period}x{height}")


@lru_cache(maxsize=SIZES_KEPT)
def dam_site_texture(width: int, height: int) -> Any:
    return _texture(art.drawn("dam-site", width, height), f"site{width}x{height}")


@lru_cache(maxsize=KINDS_KEPT)
def worker_texture(width: int, height: int, color: tuple[int, int, int]) -> Any:
    """The player's beaver at work by the river, in a neckerchief of the seat's colour."""
    image = art.drawn("beaver-at-work", width, height, ((SEAT_COLOUR, hex_colour(color)),))
    return _texture(image, f"worker{width}x{height}-{color}")


@lru_cache(maxsize=KINDS_KEPT)
def beaver_texture(size: int, color: tuple[int, int, int]) -> Any:
    """A seat's beaver: the picture's placeholder colour made the seat's own."""
    image = art.drawn("beaver", size, size, ((SEAT_COLOUR, hex_colour(color)),))
    return _texture(image, f"beaver{size}-{color}")
