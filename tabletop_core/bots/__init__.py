"""Bots: players that choose actions from what their seat may know.

A bot is handed only ``view = game.view(state, seat)``; the seat it plays is ``game.to_act(view)``.
Levels are registered through the ``tabletop_register_bots`` hook; the core registers ``random``
for every game, and search-capable games usually register :class:`ISMCTSBot` as a harder level.
"""

from tabletop_core.bots.arena import play_bots
from tabletop_core.bots.base import Bot, SearchingBot
from tabletop_core.bots.ismcts import ISMCTSBot, SearchLine
from tabletop_core.bots.random_bot import RandomBot

__all__ = ["Bot", "ISMCTSBot", "RandomBot", "SearchLine", "SearchingBot", "play_bots"]
