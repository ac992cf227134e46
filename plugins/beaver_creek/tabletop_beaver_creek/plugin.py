"""Beaver Creek's entry point: the game and its bot levels."""

from __future__ import annotations

from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.views import tabletop_register_art, tabletop_register_views
from tabletop_core import hookimpl

__all__ = ["tabletop_register_art", "tabletop_register_views"]

GAME = BeaverCreek()


@hookimpl
def tabletop_register_games(register) -> None:
    register(GAME)


@hookimpl
def tabletop_register_bots(register) -> None:
    from tabletop_beaver_creek.bots import LEVELS

    for level, factory in LEVELS.items():
        register(GAME.info.id, level, factory)
