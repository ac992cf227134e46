"""arcade textures of the Hamsterdam pictures, made once per picture and size and kept."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.render.kit.pictures import texture_of
from tabletop_hamsterdam.table import art, shore

PIECE_PIXELS = 64
"""Hamsters and tokens are drawn once at this size and scaled by their sprites."""
WAVE_PIXELS = (512, 128)
"""The flood wave is drawn once at this size and stretched along each dam by its sprite."""
FLOODED = 0.45
"""The share of a flooded card, from its foot, that the standing water covers."""


def _texture(image: Any, name: str) -> Any:
    return texture_of(image, f"hamsterdam-{name}")


@lru_cache(maxsize=64)
def card_texture(number: int, width: int, height: int) -> Any:
    return _texture(art.dam_card_image(number, width, height), f"card{number}-{width}x{height}")


@lru_cache(maxsize=64)
def breached_texture(number: int, width: int, height: int) -> Any:
    return _texture(
        art.breached_card_image(number, width, height), f"breached{number}-{width}x{height}"
    )


@lru_cache(maxsize=8)
def hidden_texture(width: int, height: int) -> Any:
    return _texture(art.hidden_card_image(width, height), f"hidden-{width}x{height}")


@lru_cache(maxsize=16)
def hamster_texture(piece: int) -> Any:
    return _texture(art.hamster_image(piece, PIECE_PIXELS), f"piece{piece}")


@lru_cache(maxsize=1)
def token_texture() -> Any:
    return _texture(art.token_image(PIECE_PIXELS), "token")


@lru_cache(maxsize=1)
def wave_texture() -> Any:
    return _texture(art.wave_image(*WAVE_PIXELS), "wave")


@lru_cache(maxsize=64)
def flood_water_texture(width: int, height: int) -> Any:
    """Sea water standing over a flooded card, ``width`` × ``height`` pixels."""
    return _texture(art.flood_water_image(width, height), f"flood-water-{width}x{height}")


@lru_cache(maxsize=1)
def splash_texture() -> Any:
    return _texture(art.splash_image(), "splash")


@lru_cache(maxsize=1)
def frame_texture() -> Any:
    return _texture(art.frame_image(), "frame")


@lru_cache(maxsize=16)
def sea_texture(width: int, height: int) -> Any:
    return _texture(shore.sea_image(width, height), f"sea-{width}x{height}")


def town_texture(width: int, height: int, town: int) -> Any:
    """The town picture for a flood pile of ``town`` tokens."""
    step = shore.water_step(shore.water_level(town))
    line = shore.water_step(shore.breach_level(town))
    return _town_texture(width, height, step, line)


@lru_cache(maxsize=96)
def _town_texture(width: int, height: int, step: int, line: int) -> Any:
    image = shore.town_image(width, height, step, line)
    return _texture(image, f"town-{width}x{height}-{step}-{line}")


def reservoir_texture(width: int, height: int, full: float) -> Any:
    """The Reservoir ``width`` × ``height``, ``full`` (0-1) of its water left."""
    return _reservoir_texture(width, height, shore.water_step(full))


@lru_cache(maxsize=16)
def _reservoir_texture(width: int, height: int, step: int) -> Any:
    image = shore.reservoir_image(width, height, step)
    return _texture(image, f"reservoir-{width}x{height}-{step}")
