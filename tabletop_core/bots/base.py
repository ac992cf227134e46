"""What the match expects of any bot."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    """Chooses an action for the seat to act in ``view`` (``game.to_act(view)``).

    ``view`` is ``game.view(state, seat)``: the bot never sees the real state, so it cannot cheat.
    All randomness must come from ``rng`` so that a match replays identically.
    """

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any: ...


@runtime_checkable
class DecidingBot(Bot, Protocol):
    """A bot that may also be asked through a :class:`tabletop_core.bots.decision.Decision`.

    A match asks ``decide`` when the bot has it, ``choose`` otherwise. The decision makes the
    seat's view, its legal actions and the RNG only when the bot reads them, so a bot that needs
    just the legal actions and one number (the random bot) pays for no view. ``decide`` must
    choose what ``choose`` would with ``decision.view`` and ``decision.rng``. A subclass that
    overrides ``choose`` alone is asked through its ``choose``
    (:func:`tabletop_core.bots.decision.decides`).
    """

    def decide(self, decision: Any) -> Any: ...


@runtime_checkable
class SearchingBot(Bot, Protocol):
    """A bot that can say what it considered (the debug overlay's Bot tab reads this).

    After each ``choose``: ``last_search`` lists the root's actions as
    :class:`tabletop_core.bots.SearchLine` ``(action, visits, mean_reward)``, most visited first
    (empty when nothing was searched), and ``last_iterations`` counts the work done. A bot that
    wraps another (a house rule over the search bot) forwards both, e.g. as properties.
    """

    @property
    def last_search(self) -> Sequence[Any]: ...

    @property
    def last_iterations(self) -> int: ...
