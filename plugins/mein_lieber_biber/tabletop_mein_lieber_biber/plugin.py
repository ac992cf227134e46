"""The plugin module named by the ``tabletop`` entry point: registers the game and its bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_core.lazy import LazyGame, lazy_factory
from tabletop_mein_lieber_biber.info import INFO
from tabletop_mein_lieber_biber.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    register(LazyGame(INFO, "tabletop_mein_lieber_biber.rules:MeinLieberBiber"))


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    register("mein_lieber_biber", "easy", lazy_factory("tabletop_mein_lieber_biber.bots:EasyBot"))
    register(
        "mein_lieber_biber", "normal", lazy_factory("tabletop_mein_lieber_biber.bots:NormalBot")
    )
    register("mein_lieber_biber", "hard", lazy_factory("tabletop_mein_lieber_biber.bots:HardBot"))
