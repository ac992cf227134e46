"""Random full games per second on one core, for every installed game, and how it scales with players."""

from __future__ import annotations

import random
import time
from typing import Any

from harness import Figure, median_of_runs

from tabletop_core import plugins
from tabletop_core.game import parse_options
from tabletop_core.seats import default_players

DAMIT_BUDGET = 1_000.0


def play_random_games(game: Any, players: int, seconds: float, first_seed: int = 0) -> float:
    """Whole games through the public engine with uniformly random choices; games per second."""
    options = parse_options(game, None)
    pick = getattr(game, "random_action", None)
    rng = random.Random(first_seed)
    seed = first_seed
    games = 0
    start = time.perf_counter()
    while True:
        state = game.new_state(players, seed, options)
        while game.to_act(state) is not None:
            if pick is not None:
                action = pick(state, rng)
            else:
                legal = game.legal_actions(state)
                action = legal[rng.randrange(len(legal))]
            game.apply(state, action)
        game.result(state)
        games += 1
        seed += 1
        spent = time.perf_counter() - start
        if spent >= seconds:
            return games / spent


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    registry = plugins.load()
    seconds = 0.3 if quick else 1.5
    runs = 1 if quick else 3
    out: list[Figure] = []
    rows = []
    for game_id in sorted(registry.games):
        game = registry.get(game_id).game
        players = 3 if game_id == "damit" else default_players(game.info)
        value, _ = median_of_runs(
            lambda game=game, players=players: play_random_games(game, players, seconds),
            runs=runs,
            warmup=1,
        )
        budget = DAMIT_BUDGET if game_id == "damit" else None
        out.append(
            Figure(
                f"{game_id}: random games/s ({players} players, one core)",
                value,
                "games/s",
                budget,
                higher_is_better=True,
            )
        )
        info = game.info
        for count in range(info.min_players, info.max_players + 1):
            rate = play_random_games(game, count, seconds / 3, first_seed=1000)
            rows.append([game_id, count, f"{rate:,.1f}"])
    table = {
        "title": "Random games per second by player count",
        "columns": ["game", "players", "games/s"],
        "rows": rows,
    }
    return out, [table]
