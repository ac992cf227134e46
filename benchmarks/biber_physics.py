"""Mein lieber Biber: one physics step of the raft (budget: ≤ 1 ms a step; docs/architecture.md).

A step is one fixed step of the whole raft: both side views (see the plugin's ``raft.py``), with
six beavers spread over the raft and one just dropped, so the raft is rocking (the worst case).
Also reported, without budgets: a whole placement (``wobble``: build, drop, simulate until it
tips or settles) and the hard bot's decision time over a game. Times are CPU time (what the work
costs); on a busy machine wall time also counts waiting for a core.

    python benchmarks/biber_physics.py [--runs 7] [--steps 200] [--games 2]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from tabletop_mein_lieber_biber import MeinLieberBiber, Play
from tabletop_mein_lieber_biber.bots import HardBot
from tabletop_mein_lieber_biber.cards import RING_COLOURS
from tabletop_mein_lieber_biber.raft import LEVEL_POSES, layout, side_views, wobble

from tabletop_core.components import SpiralTrack

BUDGET_MS = 1.0
DECISION_BUDGET_S = 1.0
RINGS = (3, 8, 12, 17, 21, 26)
"""Where the six beavers stand: spread round the raft, nearly balanced, so nothing tips."""


def spread_beavers() -> list:
    track = SpiralTrack(RING_COLOURS)
    for beaver, ring in enumerate(RINGS):
        track.place(beaver, ring)
    placements = [(0.3 * (beaver % 3 - 1), 1.0 * beaver) for beaver in range(6)]
    return layout(track, placements, range(6))


def median_step_ms(*, steps: int = 200, runs: int = 7) -> float:
    """CPU milliseconds per raft step (both side views), median of ``runs``."""
    beavers = spread_beavers()
    values = []
    for _ in range(runs):
        along_x, along_y, _rough = side_views(LEVEL_POSES, beavers, beavers[-1])
        start = time.process_time()
        for _ in range(steps):
            along_x.step()
            along_y.step()
        values.append((time.process_time() - start) / steps * 1000)
    return statistics.median(values)


def median_wobble_ms(*, runs: int = 7, repeat: int = 20) -> float:
    beavers = spread_beavers()
    values = []
    for _ in range(runs):
        start = time.process_time()
        for _ in range(repeat):
            wobble(LEVEL_POSES, beavers, beavers[-1])
        values.append((time.process_time() - start) / repeat * 1000)
    return statistics.median(values)


def hard_decisions(games: int) -> list[float]:
    """CPU seconds of every hard-bot move decision (playing a card, where it simulates) in
    ``games`` 4-player games of hard bots."""
    game = MeinLieberBiber()
    times = []
    for seed in range(games):
        state = game.new_state(4, seed)
        bots = [HardBot() for _ in range(4)]
        rngs = [random.Random(seed * 10 + seat) for seat in range(4)]
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            start = time.process_time()
            action = bots[seat].choose(game, view, rngs[seat])
            if isinstance(action, Play):
                times.append(time.process_time() - start)
            game.apply(state, action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    step = median_step_ms(steps=args.steps, runs=args.runs)
    verdict = "ok" if step <= BUDGET_MS else "OVER BUDGET"
    print(f"raft step (6 beavers, rocking): {step:.4f} ms CPU, median of {args.runs} runs")
    print(f"budget: ≤ {BUDGET_MS} ms — {verdict}")
    print(f"whole placement (build + simulate): {median_wobble_ms(runs=args.runs):.2f} ms CPU")
    if args.games:
        times = hard_decisions(args.games)
        worst = max(times)
        verdict = "ok" if worst <= DECISION_BUDGET_S else "OVER BUDGET"
        print(
            f"hard bot: {len(times)} move decisions, median {statistics.median(times) * 1000:.1f} ms, "
            f"worst {worst * 1000:.1f} ms CPU (budget ≤ {DECISION_BUDGET_S} s — {verdict})"
        )


if __name__ == "__main__":
    main()
