"""The hardest bot's decision time per game, how much stronger it is than the level below, and
how the bots' strength changes with player count.

Every bot counts its effort in work (iterations, simulated placements), never in seconds, so the
games played here are the same on any machine; only the times differ."""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import NamedTuple

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
    cpu: list[float] | None = None,
) -> list[float]:
    """Seat 0 is the bot under test, the others random; time each of seat 0's real choices
    (up to ``decisions`` of them, for at most ``seconds``: whole games, not just their openings).
    ``cpu``, when given, collects the same decisions' CPU time (the process's own, which other
    work on a shared machine does not inflate)."""
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
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(game, view, rng)
            spent, spent_cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if seat == 0 and len(game.legal_actions(view)) > 1:  # a real choice, not a forced roll
                times.append(spent)
                if cpu is not None:
                    cpu.append(spent_cpu)
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


def level_below(registry: plugins.Registry, game_id: str, level: str) -> str:
    """The level registered just before ``level`` (``random`` for the lowest)."""
    levels = [name for name in registry.bot_levels(game_id) if name != level]
    for below in ("normal", "easy", "random"):
        if below in levels:
            return below
    return levels[0]


class Duel(NamedTuple):
    """How ``upper`` fared against ``lower``: its share of the wins (a shared win counts 1/k),
    the standard error of that share over the games, its real choices' CPU seconds, and the
    games it won, shared and lost."""

    share: float
    error: float
    cpu: list[float]
    won: int = 0
    shared: int = 0
    lost: int = 0

    @property
    def interval(self) -> tuple[float, float]:
        """The share's 95 % confidence interval (normal approximation)."""
        return self.share - 1.96 * self.error, self.share + 1.96 * self.error

    @property
    def p_value(self) -> float:
        """Two-sided sign test on the games one side won outright (shared wins left out): the
        chance of a split at least this uneven between two equally strong levels."""
        return sign_test(self.won, self.lost)


def sign_test(won: int, lost: int) -> float:
    decided = won + lost
    if decided == 0:
        return 1.0
    tail = sum(math.comb(decided, k) for k in range(min(won, lost) + 1)) / 2**decided
    return min(1.0, 2 * tail)


def head_to_head(
    registry: plugins.Registry, game_id: str, upper: str, lower: str, games: int, seed: int = 100
) -> Duel:
    """Two players, ``upper`` against ``lower``, the seats swapping every game. Decision cost is
    the process's CPU time, which other work on a shared machine does not inflate."""
    game = registry.get(game_id).game
    shares: list[float] = []
    cpu: list[float] = []
    for number in range(games):
        upper_seat = number % 2
        bots = [registry.make_bot(game_id, lower), registry.make_bot(game_id, lower)]
        bots[upper_seat] = registry.make_bot(game_id, upper)
        state = game.new_state(2, seed + number, parse_options(game, None))
        rngs = [random.Random(seed * 1_000_003 + number * 2 + s) for s in range(2)]
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            start = time.process_time()
            action = bots[seat].choose(game, view, rngs[seat])
            if seat == upper_seat and len(game.legal_actions(view)) > 1:
                cpu.append(time.process_time() - start)
            game.apply(state, action)
        result = game.result(state)
        assert result is not None, "the game ended without a result"
        shares.append(1 / len(result.winners) if upper_seat in result.winners else 0.0)
    share = statistics.fmean(shares)
    error = statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
    won, lost = shares.count(1.0), shares.count(0.0)
    return Duel(share, error, cpu or [0.0], won, len(shares) - won - lost, lost)


HEAD_TO_HEAD_GAMES = {"damit": 40, "hamsterdam": 60, "mein_lieber_biber": 60, "beaver_creek": 120}
"""Games per head-to-head (an even number, so each level sits first as often); 30 for others.
Beaver Creek's dice and accidents are luck enough that fewer than about a hundred games cannot
tell its levels apart."""


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    registry = plugins.load()
    decisions = 3 if quick else 80
    out: list[Figure] = []
    rows = []
    for game_id in sorted(registry.games):
        level = hardest_level(registry, game_id)
        cpu: list[float] = []
        times = decision_times(registry, game_id, level, decisions, seed=7, cpu=cpu)
        median_ms, worst_ms = statistics.median(times) * 1000, max(times) * 1000
        budget_ms = DECISION_BUDGET * 1000
        out.append(Figure(f"{game_id}: {level} bot decision, median", median_ms, "ms", budget_ms))
        out.append(Figure(f"{game_id}: {level} bot decision, worst", worst_ms, "ms", budget_ms))
        out.append(
            Figure(f"{game_id}: {level} bot decision, worst CPU", max(cpu) * 1000, "ms", budget_ms)
        )
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
    duels = []
    for game_id in sorted(registry.games):
        upper = hardest_level(registry, game_id)
        lower = level_below(registry, game_id, upper)
        games = 2 if quick else HEAD_TO_HEAD_GAMES.get(game_id, 30)
        duel = head_to_head(registry, game_id, upper, lower, games)
        median_ms, worst_ms = 1000 * statistics.median(duel.cpu), 1000 * max(duel.cpu)
        low, high = duel.interval
        duels.append(
            [
                game_id,
                upper,
                lower,
                games,
                f"{duel.share:.0%} ± {duel.error:.0%} (95 %: {low:.0%}–{high:.0%})",
                f"{duel.won}/{duel.shared}/{duel.lost}, p = {duel.p_value:.2g}",
                f"{median_ms:.0f} ms",
                f"{worst_ms:.0f} ms",
            ]
        )
    duel_table = {
        "title": "The hardest level against the level below (2 players, seats alternating)",
        "columns": [
            "game",
            "level",
            "against",
            "games",
            "win share ± standard error (95 % interval)",
            "won/shared/lost, sign test",
            "median decision CPU",
            "worst decision CPU",
        ],
        "rows": duels,
    }
    return out, [table, duel_table]
