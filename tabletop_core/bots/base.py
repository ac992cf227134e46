"""What the match expects of any bot."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    """Chooses an action for the seat to act in ``view`` (``game.to_act(view)``).

    ``view`` is ``game.view(state, seat)``: the bot never sees the real state, so it cannot cheat.
    All randomness must come from ``rng`` so that a match replays identically.
    """

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any: ...
