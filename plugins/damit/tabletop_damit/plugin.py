"""The plugin module named by the ``tabletop`` entry point: registers the game, its bots, its table and its launcher art."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_core.lazy import LazyGame, lazy_factory
from tabletop_damit.info import INFO
from tabletop_damit.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    register(LazyGame(INFO, "tabletop_damit.rules:DamIt"))


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    register("damit", "easy", lazy_factory("tabletop_damit.bots:EasyBot"))
    register("damit", "normal", lazy_factory("tabletop_damit.bots:NormalBot"))
    register("damit", "hard", lazy_factory("tabletop_damit.bots:hard_bot"))
