"""Dam It! random full games per second, 3 players, one core (budget: >= 1,000, see
docs/architecture.md).

Plays whole games through the public engine only (new_state, to_act, legal_actions, apply,
result) with a uniformly random choice among the legal actions. One warm-up run, then several
timed runs; prints each run and the median. The budget is judged on the process's CPU time (one
core's work): on a shared machine wall time also counts the time other processes hold the core,
so it is printed too but can only understate the rate.

    python benchmarks/damit_playouts.py [--games 2000] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tabletop_damit.rules import DamIt

BUDGET = 1_000


def play(game: DamIt, games: int, first_seed: int) -> tuple[float, float, int]:
    """Play ``games`` random 3-player games; returns (wall seconds, CPU seconds, actions)."""
    rng = random.Random(first_seed)
    actions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(first_seed, first_seed + games):
        state = game.new_state(3, seed)
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        game.result(state)
    return time.perf_counter() - start, time.process_time() - cpu, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2_000, help="games per timed run")
    parser.add_argument("--runs", type=int, default=5, help="timed runs after the warm-up")
    args = parser.parse_args()

    game = DamIt()
    play(game, max(args.games // 4, 50), 10_000_000)
    rates = []
    wall_rates = []
    for run in range(args.runs):
        wall, cpu, actions = play(game, args.games, run * args.games)
        rates.append(args.games / cpu)
        wall_rates.append(args.games / wall)
        print(
            f"run {run + 1}: {args.games} games, {cpu:.2f} s CPU = {rates[-1]:,.0f} games/s "
            f"(wall {wall:.2f} s = {wall_rates[-1]:,.0f} games/s; "
            f"{actions / args.games:.1f} actions/game)"
        )
    median = statistics.median(rates)
    verdict = "met" if median >= BUDGET else "NOT met"
    print(
        f"median: {median:,.0f} games/s on one core, wall {statistics.median(wall_rates):,.0f} "
        f"(budget {BUDGET:,}: {verdict})"
    )


if __name__ == "__main__":
    main()
