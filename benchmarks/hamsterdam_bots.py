"""Hamsterdam bot levels against each other: win rates and decision times.

Each match-up is played over seeded games with the seats rotated, so no level profits from
sitting first. A shared win counts as 1/k of a win for each of the k sharing it. Decision times
are those of decisions with a real choice (a lone legal action is answered at once).

    python benchmarks/hamsterdam_bots.py                          # the default match-ups
    python benchmarks/hamsterdam_bots.py hard normal --games 60   # one match-up, 2 players
    python benchmarks/hamsterdam_bots.py hard normal normal       # 3 players
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_hamsterdam.bots import EasyBot, NormalBot, hard_bot
from tabletop_hamsterdam.rules import Hamsterdam

from tabletop_core.bots import RandomBot

LEVELS: dict[str, Callable[[], Any]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": hard_bot,
}
DEFAULT_MATCHUPS: tuple[tuple[tuple[str, ...], int], ...] = (
    (("hard", "normal"), 40),
    (("hard", "normal", "normal"), 21),
    (("hard", "random"), 20),
    (("normal", "random"), 20),
)
"""Match-ups and their game counts (a multiple of the players, so every seat is played alike)."""


class Timed:
    """Wraps a bot to record how long each of its decisions with a real choice takes."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        choices = len(game.legal_actions(view))
        start = time.perf_counter()
        action = self.bot.choose(game, view, rng)
        if choices > 1:
            self.seconds.append(time.perf_counter() - start)
        return action


def play(game: Hamsterdam, seats: Sequence[Timed], seed: int) -> tuple[int, ...]:
    """One game, seat ``i`` played by ``seats[i]``; returns the winners."""
    state = game.new_state(len(seats), seed)
    rngs = [random.Random(seed * 1_000_003 + seat) for seat in range(len(seats))]
    while (seat := game.to_act(state)) is not None:
        game.apply(state, seats[seat].choose(game, game.view(state, seat), rngs[seat]))
    result = game.result(state)
    assert result is not None
    return result.winners


def matchup(levels: Sequence[str], games: int, first_seed: int) -> None:
    game = Hamsterdam()
    count = len(levels)
    names = sorted(set(levels), key=levels.index)
    wins = dict.fromkeys(names, 0.0)
    timers = {name: [] for name in names}
    start = time.perf_counter()
    for number in range(games):
        shift = number % count
        order = [levels[(seat + shift) % count] for seat in range(count)]
        seats = [Timed(LEVELS[level]()) for level in order]
        winners = play(game, seats, first_seed + number)
        for seat, level in enumerate(order):
            timers[level].extend(seats[seat].seconds)
            if seat in winners:
                wins[level] += 1 / len(winners)
    elapsed = time.perf_counter() - start
    print(f"{' vs '.join(levels)}: {games} games, {count} players, {elapsed:.0f} s")
    for name in names:
        seats_held = levels.count(name)
        fair = 100 * seats_held / count
        seconds = timers[name]
        print(
            f"  {name:>7}: wins {wins[name]:5.1f} ({100 * wins[name] / games:5.1f} %, "
            f"an even share is {fair:4.1f} %), decision median {1000 * statistics.median(seconds):6.1f} ms, "
            f"worst {1000 * max(seconds):6.1f} ms over {len(seconds)} decisions"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("levels", nargs="*", help=f"one match-up of: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    matchups = [(tuple(args.levels), args.games)] if args.levels else DEFAULT_MATCHUPS
    for levels, games in matchups:
        if not 2 <= len(levels) <= 4:
            parser.error("a match-up needs 2-4 levels")
        unknown = [level for level in levels if level not in LEVELS]
        if unknown:
            parser.error(f"unknown levels {unknown}: choose from {', '.join(LEVELS)}")
        matchup(levels, games, args.seed)


if __name__ == "__main__":
    main()
