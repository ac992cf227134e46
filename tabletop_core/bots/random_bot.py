"""The ``random`` level: any legal action, uniformly."""

from __future__ import annotations

import random
from typing import Any


class RandomBot:
    """Picks uniformly among ``game.legal_actions(view)``, or asks ``game.random_action(view, rng)``
    when the game offers it (games with continuous choices)."""

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        pick = getattr(game, "random_action", None)
        if pick is not None:
            return pick(view, rng)
        legal = game.legal_actions(view)
        if not legal:
            raise ValueError(f"{game.info.id}: no legal action for seat {game.to_act(view)}")
        return legal[rng.randrange(len(legal))]
