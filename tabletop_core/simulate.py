"""Bots playing many games: the engine behind ``tabletop simulate``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop_core import plugins
from tabletop_core.game import supports
from tabletop_core.replay import SeatSpec

MAX_ACTIONS_PER_GAME = 100_000


class SimulationError(RuntimeError):
    """A game could not be finished; the message names the seed to reproduce it."""


def simulate_games(
    registered: plugins.Registered,
    seats: Sequence[SeatSpec],
    *,
    games: int,
    seed: int = 0,
    replays: Path | None = None,
    progress: bool = False,
    registry: plugins.Registry | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot-only games (game i with seed ``seed + i``) and summarise them.

    Wins count every winner of a shared win. Replays (when asked) hold no timing, so the same
    seed and seats give byte-identical files.
    """
    from tabletop_core.match import Match
    from tabletop_core.replay import dump_replay
    from tabletop_core.storage import atomic_write_text

    registry = registry or plugins.registry()
    game = registered.game
    players = len(seats)
    wins = [0] * players
    score_sums = [0.0] * players
    decision_sums = [0.0] * players
    decision_counts = [0] * players
    decision_max = [0.0] * players
    stats: dict[str, int] = {}
    started = time.perf_counter()

    bar = _progress(progress, games, game.info.title)
    try:
        for index in range(games):
            game_seed = seed + index
            bots = {
                i: registry.make_bot(game.info.id, s.level or "random") for i, s in enumerate(seats)
            }
            match = Match(game, list(seats), game_seed, None, bots=bots)
            for _ in range(MAX_ACTIONS_PER_GAME):
                seat = match.to_act
                if seat is None:
                    break
                t0 = time.perf_counter()
                try:
                    match.bot_step()
                except Exception as error:
                    raise SimulationError(
                        f"game {index} (seed {game_seed}) failed at action {len(match.actions)}: "
                        f"{type(error).__name__}: {error}"
                    ) from error
                spent = time.perf_counter() - t0
                decision_sums[seat] += spent
                decision_counts[seat] += 1
                decision_max[seat] = max(decision_max[seat], spent)
            else:
                raise SimulationError(f"game {index} (seed {game_seed}) did not end")
            result = match.result
            if result is None:
                raise SimulationError(f"game {index} (seed {game_seed}) ended without a result")
            for winner in result.winners:
                wins[winner] += 1
            for i, score in enumerate(result.scores):
                score_sums[i] += score
            if supports(game, "stats"):
                for key, value in game.stats(match.state).items():
                    stats[key] = stats.get(key, 0) + int(value)
            if replays is not None:
                name = f"{game.info.id}-seed{game_seed}.json"
                atomic_write_text(replays / name, dump_replay(match.to_replay()))
            if bar is not None:
                bar[0].advance(bar[1])
    finally:
        if bar is not None:
            bar[0].stop()

    return {
        "game": game.info.id,
        "games": games,
        "players": players,
        "seats": [f"bot:{s.level}" for s in seats],
        "wins": wins,
        "mean_score": [round(s / games, 4) for s in score_sums],
        "decision_seconds": {
            "mean": [
                round(decision_sums[i] / decision_counts[i], 6) if decision_counts[i] else 0.0
                for i in range(players)
            ],
            "max": [round(m, 6) for m in decision_max],
        },
        "stats": stats,
        "seconds": round(time.perf_counter() - started, 3),
    }


def _progress(enabled: bool, total: int, title: str):
    if not enabled:
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    )
    progress.start()
    task = progress.add_task(f"{title}", total=total)
    return progress, task
