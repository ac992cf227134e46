"""Physics step time of the dexterity games, and how a step grows with the number of pieces.

The worlds are the ones the games' own benchmark scripts build (``benchmarks/physics_step.py``,
``benchmarks/biber_physics.py``). Steps are timed in CPU time, like those scripts: on a shared
machine wall time also counts waiting for a core.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from harness import Figure

STEP_BUDGET_MS = 1.0


def cpu_ms_per_step(step: Callable[[int], object], steps: int, runs: int) -> float:
    values = []
    for _ in range(runs):
        start = time.process_time()
        step(steps)
        values.append((time.process_time() - start) / steps * 1000)
    return statistics.median(values)


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    out: list[Figure] = []
    tables: list[dict] = []
    steps, runs = (50, 3) if quick else (200, 7)
    try:
        import physics_step
    except ImportError as error:
        out.append(
            Figure("physics: Beaver Creek is not installed", float("nan"), "ms", detail=str(error))
        )
    else:
        values = [
            cpu_ms_per_step(physics_step.build_dam(30, 50).step, steps, 1) for _ in range(runs)
        ]
        out.append(
            Figure(
                "physics step: Beaver Creek, 50 logs + 30 beavers, all awake",
                statistics.median(values),
                "ms",
                STEP_BUDGET_MS,
            )
        )
        rows = []
        for pieces in (10, 25, 50, 100, 200):
            beavers = max(1, pieces * 3 // 8)
            table = physics_step.build_dam(beavers, pieces - beavers)
            rows.append([pieces, f"{cpu_ms_per_step(table.step, steps, 1):.3f}"])
        tables.append(
            {
                "title": "Beaver Creek: physics step (CPU ms, all awake) by number of pieces",
                "columns": ["pieces", "ms/step"],
                "rows": rows,
            }
        )
    try:
        import biber_physics
    except ImportError as error:
        out.append(
            Figure(
                "physics: Mein lieber Biber is not installed", float("nan"), "ms", detail=str(error)
            )
        )
    else:
        out.append(
            Figure(
                "physics step: Mein lieber Biber raft, 6 beavers",
                biber_physics.median_step_ms(steps=steps, runs=runs),
                "ms",
                STEP_BUDGET_MS,
            )
        )
    return out, tables
