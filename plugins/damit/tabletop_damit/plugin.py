"""The plugin module named by the ``tabletop`` entry point: registers the game and its bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl


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
