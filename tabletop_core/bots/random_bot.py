"""The ``random`` level: any legal action, uniformly."""

from __future__ import annotations

import random
from typing import Any

from tabletop_core.bots.decision import PICKS_ANY_LEGAL_ACTION, Decision


class RandomBot:
    """Picks uniformly among ``game.legal_actions(view)``, or asks ``game.random_action(view, rng)``
    when the game offers it (games with continuous choices). In a match it ``decide``s: the same
    pick without the view it does not need."""

    _game: Any = None
    _pick: Any = None

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        if game is not self._game:  # looked up once per game: a missing attribute costs a raise
            self._game, self._pick = game, getattr(game, "random_action", None)
        pick = self._pick
        if pick is not None:
            return pick(view, rng)
        legal = game.legal_actions(view)
        if not legal:
            raise ValueError(f"{game.info.id}: no legal action for seat {game.to_act(view)}")
        return rng.choice(legal)  # the same draw as legal[rng.randrange(len(legal))]

    def decide(self, decision: Decision) -> Any:
        """The same pick as :meth:`choose`, asking only for what it needs: the seat's legal
        actions and one number (no view, no RNG object, unless the game picks its own).

        ``Match.bot_step`` makes this very pick itself for a plain ``RandomBot`` (not a
        subclass: :data:`PICKS_ANY_LEGAL_ACTION`), without making the Decision: a change here
        is a change there too
        (``tests/core/test_bots_decide_from_what_they_ask_for.py`` plays the same games both
        ways)."""
        game = decision.game
        if game is not self._game:
            self._game, self._pick = game, getattr(game, "random_action", None)
        pick = self._pick
        if pick is not None:
            return pick(decision.view, decision.rng)
        return decision.any_legal_action()


PICKS_ANY_LEGAL_ACTION.add(RandomBot)  # its decide, in a game without random_action
