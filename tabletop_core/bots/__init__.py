"""Bots: players that choose actions from what their seat may know.

A bot is handed only ``view = game.view(state, seat)``; the seat it plays is ``game.to_act(view)``.
Levels are registered through the ``tabletop_register_bots`` hook; the core registers ``random``
for every game, and search-capable games usually register :class:`ISMCTSBot` as a harder level.

The names below are imported on first use (PEP 562): ``tabletop simulate`` with random bots never
loads the search.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop_core.bots.arena import play_bots
    from tabletop_core.bots.base import Bot, SearchingBot
    from tabletop_core.bots.ismcts import ISMCTSBot, SearchLine
    from tabletop_core.bots.random_bot import RandomBot

_HOME = {
    "Bot": "base",
    "ISMCTSBot": "ismcts",
    "RandomBot": "random_bot",
    "SearchLine": "ismcts",
    "SearchingBot": "base",
    "play_bots": "arena",
}

__all__ = ["Bot", "ISMCTSBot", "RandomBot", "SearchLine", "SearchingBot", "play_bots"]


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(f"tabletop_core.bots.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
