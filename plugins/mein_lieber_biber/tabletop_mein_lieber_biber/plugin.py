"""The plugin module named by the ``tabletop`` entry point: registers the game and its bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_mein_lieber_biber.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    from tabletop_mein_lieber_biber.rules import MeinLieberBiber

    register(MeinLieberBiber())


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    from tabletop_mein_lieber_biber.bots import EasyBot, HardBot, NormalBot

    register("mein_lieber_biber", "easy", EasyBot)
    register("mein_lieber_biber", "normal", NormalBot)
    register("mein_lieber_biber", "hard", HardBot)
