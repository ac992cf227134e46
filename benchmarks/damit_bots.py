"""Dam It! bot levels against each other: win rates, mean scores and decision times.

Each match-up is played over many seeded games with the seats rotated, so no level profits from
sitting first. A shared win counts as 1/k of a win for each of the k sharing it.

    python benchmarks/damit_bots.py                        # the default match-ups
    python benchmarks/damit_bots.py hard normal --games 60 # one match-up, 2 players
    python benchmarks/damit_bots.py hard normal random     # 3 players
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_damit.bots import EasyBot, NormalBot, hard_bot
from tabletop_damit.rules import DamIt

from tabletop_core.bots import RandomBot

LEVELS: dict[str, Callable[[], Any]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": hard_bot,
}
DEFAULT_MATCHUPS = (("hard", "normal"), ("hard", "random"), ("hard", "normal", "random"))


class Timed:
    """Wraps a bot to record how long each of its decisions takes."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(game, view, rng)
        self.seconds.append(time.perf_counter() - start)
        return action


def play(
    game: DamIt, seats: Sequence[Timed], seed: int
) -> tuple[tuple[float, ...], tuple[int, ...]]:
    state = game.new_state(len(seats), seed, {"first_player": 0})
    rngs = [random.Random(seed * 1_000_003 + seat) for seat in range(len(seats))]
    while (seat := game.to_act(state)) is not None:
        game.apply(state, seats[seat].choose(game, game.view(state, seat), rngs[seat]))
    result = game.result(state)
    assert result is not None
    return result.scores, result.winners


def matchup(levels: Sequence[str], games: int, first_seed: int) -> None:
    game = DamIt()
    count = len(levels)
    wins = dict.fromkeys(levels, 0.0)
    scores: dict[str, list[float]] = {level: [] for level in levels}
    timers = {level: Timed(LEVELS[level]()) for level in levels}
    start = time.perf_counter()
    for number in range(games):
        shift = number % count
        order = [levels[(seat + shift) % count] for seat in range(count)]
        seat_scores, winners = play(game, [timers[level] for level in order], first_seed + number)
        for seat, level in enumerate(order):
            scores[level].append(seat_scores[seat])
            if seat in winners:
                wins[level] += 1 / len(winners)
    elapsed = time.perf_counter() - start
    print(f"{' vs '.join(levels)}: {games} games, {count} players, {elapsed:.0f} s")
    for level in levels:
        seconds = timers[level].seconds
        print(
            f"  {level:>7}: wins {wins[level]:5.1f} ({100 * wins[level] / games:5.1f} %), "
            f"mean score {statistics.mean(scores[level]):5.1f}, "
            f"decision mean {1000 * statistics.mean(seconds):6.1f} ms, "
            f"max {1000 * max(seconds):6.1f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", nargs="*", help=f"one match-up of: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    matchups = [tuple(args.levels)] if args.levels else DEFAULT_MATCHUPS
    for levels in matchups:
        if not 2 <= len(levels) <= 4:
            parser.error("a match-up needs 2-4 levels")
        unknown = [level for level in levels if level not in LEVELS]
        if unknown:
            parser.error(f"unknown levels {unknown}: choose from {', '.join(LEVELS)}")
        matchup(levels, args.games, args.seed)


if __name__ == "__main__":
    main()
