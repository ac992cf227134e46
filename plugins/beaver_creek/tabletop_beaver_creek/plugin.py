"""Beaver Creek's entry point: the game and its bot levels."""

from __future__ import annotations

from tabletop_beaver_creek.info import INFO
from tabletop_beaver_creek.views import tabletop_register_art, tabletop_register_views
from tabletop_core import hookimpl
from tabletop_core.lazy import LazyGame, lazy_factory

__all__ = ["tabletop_register_art", "tabletop_register_views"]

LEVELS = ("easy", "normal", "hard")


@hookimpl
def tabletop_register_games(register) -> None:
    register(LazyGame(INFO, "tabletop_beaver_creek.rules:BeaverCreek"))


@hookimpl
def tabletop_register_bots(register) -> None:
    for level in LEVELS:
        register(INFO.id, level, lazy_factory(f"tabletop_beaver_creek.bots:{level}_bot"))
