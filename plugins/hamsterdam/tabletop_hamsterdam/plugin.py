"""The plugin module named by the ``tabletop`` entry point: registers the game and its bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_core.lazy import LazyGame, lazy_factory
from tabletop_hamsterdam.info import INFO
from tabletop_hamsterdam.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    register(LazyGame(INFO, "tabletop_hamsterdam.rules:Hamsterdam"))


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    register("hamsterdam", "easy", lazy_factory("tabletop_hamsterdam.bots:EasyBot"))
    register("hamsterdam", "normal", lazy_factory("tabletop_hamsterdam.bots:NormalBot"))
    register("hamsterdam", "hard", lazy_factory("tabletop_hamsterdam.bots:hard_bot"))
