"""The plugin module named by the ``tabletop`` entry point: registers the game and its bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl
from tabletop_hamsterdam.views import tabletop_register_art, tabletop_register_views

__all__ = ["tabletop_register_art", "tabletop_register_views"]


@hookimpl
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    from tabletop_hamsterdam.rules import Hamsterdam

    register(Hamsterdam())


@hookimpl
def tabletop_register_bots(register: Callable[..., None]) -> None:
    from tabletop_hamsterdam.bots import EasyBot, NormalBot, hard_bot

    register("hamsterdam", "easy", EasyBot)
    register("hamsterdam", "normal", NormalBot)
    register("hamsterdam", "hard", hard_bot)
