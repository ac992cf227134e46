"""Dam It! random full games per second, 3 players, one core (DESIGN §7 budget: >= 1,000).

Plays whole games through the public engine only (new_state, to_act, legal_actions, apply,
result) with a uniformly random choice among the legal actions. One warm-up run, then several
timed runs; prints each run and the median.

    python benchmarks/damit_playouts.py [--games 2000] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tabletop_damit.rules import DamIt

BUDGET = 1_000


def play(game: DamIt, games: int, first_seed: int) -> tuple[float, int]:
    """Play ``games`` random 3-player games; returns (seconds, total actions)."""
    rng = random.Random(first_seed)
    actions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        state = game.new_state(3, seed)
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        game.result(state)
    return time.perf_counter() - start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2_000, help="games per timed run")
    parser.add_argument("--runs", type=int, default=5, help="timed runs after the warm-up")
    args = parser.parse_args()

    game = DamIt()
    play(game, max(args.games // 4, 50), 10_000_000)
    rates = []
    for run in range(args.runs):
        seconds, actions = play(game, args.games, run * args.games)
        rate = args.games / seconds
        rates.append(rate)
        print(
            f"run {run + 1}: {args.games} games in {seconds:.2f} s = {rate:,.0f} games/s "
            f"({actions / args.games:.1f} actions/game)"
        )
    median = statistics.median(rates)
    verdict = "met" if median >= BUDGET else "NOT met"
    print(f"median: {median:,.0f} games/s (budget {BUDGET:,}: {verdict})")


if __name__ == "__main__":
    main()
