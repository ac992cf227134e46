"""The bots that stand in for people: one plays an away person's seat, the weakest plays the
default move of a person whose turn clock ran out (the first legal move for a game without
bots)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core.match import Match


class StandIns:
    """The stand-in bots of one match, made when first needed and kept."""

    def __init__(self) -> None:
        self.bots: dict[int, Any] = {}

    def choice(
        self,
        match: Match,
        seat: int,
        make_bot: Callable[[bool], Any] | None,
        *,
        weakest: bool = False,
    ) -> Any:
        """What the stand-in for ``seat`` plays now, from that seat's view."""
        from tabletop_core.decision_rng import bot_rng

        key = -1 - seat if weakest else seat
        bot = self.bots.get(key)
        if bot is None and make_bot is not None:
            bot = self.bots[key] = make_bot(weakest)
        if bot is None:
            return match.legal_actions()[0]
        view = match.game.view(match.state, seat)
        return bot.choose(match.game, view, bot_rng(match.seed, seat, len(match.actions)))
