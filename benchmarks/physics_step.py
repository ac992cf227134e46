"""Physics step with 50 logs and 30 beavers on the box (budget: ≤ 1 ms a step, see
docs/architecture.md).

Builds Beaver Creek's table (same gravity, step, iterations and sleeping as the game) with a
dam of 30 beavers and 50 logs, then times steps while every body is awake and moving (the worst
case: just built, settling or collapsing) and again once the dam has settled (bodies asleep).
Prints the median of several runs, the budget and ok/not. The verdict is on CPU time (what a
step costs); wall time is printed beside it, since on a busy machine it also counts the time
spent waiting for a core.

    python benchmarks/physics_step.py [--runs 7] [--steps 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from tabletop_beaver_creek.pieces import BEAVER, DENSITY, FRICTION, LOG, OUTLINE, SMALL_LOG
from tabletop_beaver_creek.world import new_table

from tabletop_core.physics import Table

BUDGET_MS = 1.0
BEAVERS, LOGS = 30, 50


def build_dam(want_beavers: int = BEAVERS, want_logs: int = LOGS) -> Table:
    """Layers of four standing beavers, each carrying three rows of two logs."""
    table = new_table()
    beavers = logs = key = 0
    y = 60.0
    while beavers < want_beavers or logs < want_logs:
        for x in (-75.0, -25.0, 25.0, 75.0):
            if beavers < want_beavers:
                table.add_polygon(
                    key, OUTLINE[BEAVER], x, y + 14.0, density=DENSITY, friction=FRICTION
                )
                beavers, key = beavers + 1, key + 1
        y += 28.0
        for row in range(3):
            for x in (-50.0, 50.0):
                if logs < want_logs:
                    kind = LOG if (row + logs) % 3 else SMALL_LOG
                    table.add_polygon(
                        key, OUTLINE[kind], x, y + 5.0, density=DENSITY, friction=FRICTION
                    )
                    logs, key = logs + 1, key + 1
            y += 10.0
    return table


def time_steps(table: Table, steps: int) -> tuple[float, float]:
    """(CPU, wall) milliseconds per step."""
    cpu, wall = time.process_time(), time.perf_counter()
    table.step(steps)
    return (
        (time.process_time() - cpu) / steps * 1000,
        (time.perf_counter() - wall) / steps * 1000,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--steps", type=int, default=200)
    args = parser.parse_args()
    awake, asleep, bodies = [], [], 0
    for _ in range(args.runs):
        table = build_dam()
        bodies = len(list(table.bodies()))
        awake.append(time_steps(table, args.steps))
        table.settle(3000)
        asleep.append(time_steps(table, args.steps))
    cpu = statistics.median(a[0] for a in awake)
    print(
        f"bodies: {bodies} ({BEAVERS} beavers + {LOGS} logs), runs: {args.runs} × {args.steps} steps"
    )
    print(f"load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for name, runs in (("all awake", awake), ("settled", asleep)):
        line = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
        print(f"step, {name:9}: median {line[0]:.3f} ms CPU, {line[1]:.3f} ms wall")
    print(f"budget {BUDGET_MS:.1f} ms (CPU, all awake): {'ok' if cpu <= BUDGET_MS else 'NOT ok'}")


if __name__ == "__main__":
    main()
