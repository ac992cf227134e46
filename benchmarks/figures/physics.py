"""Physics step time of the dexterity games, and how a step grows with the number of pieces.

Each dexterity game exposes the world its benchmark needs through its own package (it knows its
pieces); this module only times ``space.step``.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from harness import Figure

STEP_BUDGET_MS = 1.0


def time_steps(space: Any, dt: float, steps: int) -> float:
    """Median milliseconds of one ``space.step(dt)`` over ``steps`` steps, in batches of 10."""
    batches = []
    for _ in range(max(1, steps // 10)):
        start = time.perf_counter()
        for _ in range(10):
            space.step(dt)
        batches.append((time.perf_counter() - start) * 100)
    return statistics.median(batches)


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    out: list[Figure] = []
    tables: list[dict] = []
    steps = 100 if quick else 600
    try:
        from tabletop_beaver_creek.bench import busy_world, world_with_pieces
    except ImportError as error:
        out.append(
            Figure("physics: Beaver Creek not measurable", float("nan"), "ms", detail=str(error))
        )
    else:
        space, dt = busy_world(logs=50, beavers=30)
        out.append(
            Figure(
                "physics step: Beaver Creek, 50 logs + 30 beavers",
                time_steps(space, dt, steps),
                "ms",
                STEP_BUDGET_MS,
            )
        )
        rows = []
        for pieces in (10, 25, 50, 100, 200):
            space, dt = world_with_pieces(pieces)
            rows.append([pieces, f"{time_steps(space, dt, steps // 2):.3f}"])
        tables.append(
            {
                "title": "Beaver Creek physics step by number of pieces",
                "columns": ["pieces", "ms/step"],
                "rows": rows,
            }
        )
    try:
        from tabletop_mein_lieber_biber.bench import raft_world
    except ImportError as error:
        out.append(
            Figure(
                "physics: Mein lieber Biber not measurable", float("nan"), "ms", detail=str(error)
            )
        )
    else:
        space, dt = raft_world(beavers=6)
        out.append(
            Figure(
                "physics step: Mein lieber Biber raft, 6 beavers",
                time_steps(space, dt, steps),
                "ms",
                STEP_BUDGET_MS,
            )
        )
    return out, tables
