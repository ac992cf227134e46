"""The hardest bot's decision time per game, and how the bots' strength changes with player count."""

from __future__ import annotations

import random
import statistics
import time

from harness import Figure

from tabletop_core import plugins
from tabletop_core.game import parse_options
from tabletop_core.seats import default_players

DECISION_BUDGET = 1.0


def hardest_level(registry: plugins.Registry, game_id: str) -> str:
    levels = registry.bot_levels(game_id)
    for level in ("hard", "normal", "easy"):
        if level in levels:
            return level
    return levels[-1]


def decision_times(
    registry: plugins.Registry,
    game_id: str,
    level: str,
    decisions: int,
    seed: int,
    seconds: float = 20.0,
) -> list[float]:
    """Seat 0 is the bot under test, the others random; time each of seat 0's real choices
    (up to ``decisions`` of them, for at most ``seconds``: whole games, not just their openings)."""
    game = registry.get(game_id).game
    players = default_players(game.info)
    times: list[float] = []
    started = time.perf_counter()
    while len(times) < decisions and time.perf_counter() - started < seconds:
        bots = [registry.make_bot(game_id, level)] + [
            registry.make_bot(game_id, "random") for _ in range(players - 1)
        ]
        state = game.new_state(players, seed, parse_options(game, None))
        rng = random.Random(seed)
        while (
            len(times) < decisions
            and time.perf_counter() - started < seconds
            and (seat := game.to_act(state)) is not None
        ):
            view = game.view(state, seat)
            start = time.perf_counter()
            action = bots[seat].choose(game, view, rng)
            spent = time.perf_counter() - start
            if seat == 0 and len(game.legal_actions(view)) > 1:  # a real choice, not a forced roll
                times.append(spent)
            game.apply(state, action)
        seed += 1
    return times


def win_rate(
    registry: plugins.Registry, game_id: str, level: str, players: int, games: int
) -> float:
    """Share of games the ``level`` bot in seat 0 wins (shared wins count) against random bots."""
    game = registry.get(game_id).game
    wins = 0.0
    for seed in range(games):
        bots = [registry.make_bot(game_id, level)] + [
            registry.make_bot(game_id, "random") for _ in range(players - 1)
        ]
        state = game.new_state(players, seed, parse_options(game, None))
        rng = random.Random(seed)
        while (seat := game.to_act(state)) is not None:
            game.apply(state, bots[seat].choose(game, game.view(state, seat), rng))
        result = game.result(state)
        if 0 in result.winners:
            wins += 1 / len(result.winners)
    return wins / games


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    registry = plugins.load()
    decisions = 3 if quick else 80
    out: list[Figure] = []
    rows = []
    for game_id in sorted(registry.games):
        level = hardest_level(registry, game_id)
        times = decision_times(registry, game_id, level, decisions, seed=7)
        median_ms, worst_ms = statistics.median(times) * 1000, max(times) * 1000
        budget_ms = DECISION_BUDGET * 1000
        out.append(Figure(f"{game_id}: {level} bot decision, median", median_ms, "ms", budget_ms))
        out.append(Figure(f"{game_id}: {level} bot decision, worst", worst_ms, "ms", budget_ms))
        info = registry.get(game_id).info
        quality_level = "normal" if "normal" in registry.bot_levels(game_id) else level
        games = 4 if quick else 30
        for players in range(max(2, info.min_players), info.max_players + 1):
            share = win_rate(registry, game_id, quality_level, players, games)
            rows.append([game_id, quality_level, players, f"{share:.0%}", f"{1 / players:.0%}"])
    table = {
        "title": "Bot strength by player count (seat 0 against random bots)",
        "columns": ["game", "level", "players", "win share", "chance level"],
        "rows": rows,
    }
    return out, [table]
