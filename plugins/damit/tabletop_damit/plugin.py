"""The plugin module named by the ``tabletop`` entry point: registers the game, its bots, its table and its launcher art."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_damit.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    from tabletop_damit.rules import DamIt

    register(DamIt())


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    from tabletop_damit.bots import EasyBot, NormalBot, hard_bot

    register("damit", "easy", EasyBot)
    register("damit", "normal", NormalBot)
    register("damit", "hard", hard_bot)
