"""Bots playing a whole game against each other (tests, simulations, benchmarks)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tabletop_core.bots.base import Bot
from tabletop_core.game import Game, parse_options


def play_bots(
    game: Game,
    bots: Sequence[Bot],
    seed: int,
    options: Any = None,
    *,
    max_steps: int = 100_000,
) -> tuple[Any, list[Any]]:
    """Play one game, seat ``i`` played by ``bots[i]``; returns (final state, actions taken).

    Each bot sees only its seat's view and draws from its own RNG derived from ``seed``, so the
    game is reproducible when the bots are (every built-in bot counts its work, not seconds).
    """
    state = game.new_state(len(bots), seed, parse_options(game, options))
    rngs = [random.Random(seed * 1_000_003 + seat) for seat in range(len(bots))]
    actions: list[Any] = []
    for _ in range(max_steps):
        seat = game.to_act(state)
        if seat is None:
            return state, actions
        action = bots[seat].choose(game, game.view(state, seat), rngs[seat])
        game.apply(state, action)
        actions.append(action)
    raise RuntimeError(f"{game.info.id}: no end after {max_steps} actions")
