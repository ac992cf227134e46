"""How long a damaged save takes to get its one-line answer (the tests check the answer, this the
time): the slowest of a few kinds of damage, each the largest the loader lets in."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from harness import Figure, median_of_runs

ANSWER_BUDGET = 1.0
"""Seconds within which any damaged file gets its answer."""


def _damaged(folder: Path, actions: int) -> dict[str, Path]:
    from tabletop_core.replay import MAX_DEPTH, MAX_FILE_BYTES

    good = {
        "format": "tabletop.replay/1",
        "game": "damit",
        "game_version": "1.0.0",
        "seed": 5,
        "players": 2,
        "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}],
        "options": {},
        "actions": [],
    }
    texts = {
        "truncated": json.dumps(good)[:-7],
        "nested too deep": "[" * (MAX_DEPTH * 4) + "]" * (MAX_DEPTH * 4),
        "too large": " " * (MAX_FILE_BYTES + 1),
        f"{actions:,} actions, the first bogus": json.dumps(
            dict(good, actions=[{"seat": 0, "action": {"type": "nope"}}] * actions)
        ),
    }
    paths = {}
    for name, text in texts.items():
        path = folder / f"{name.replace(' ', '-')}.json"
        path.write_text(text)
        paths[name] = path
    return paths


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    from tabletop_core import plugins
    from tabletop_core.match import Match
    from tabletop_core.replay import SaveError

    registry = plugins.load(autoload=True)
    runs, actions = (1, 2_000) if quick else (5, 200_000)
    slowest, which = 0.0, ""
    with tempfile.TemporaryDirectory() as folder:
        for name, path in _damaged(Path(folder), actions).items():

            def answer(path: Path = path) -> float:
                start = time.perf_counter()
                try:
                    Match.load(path, registry)
                except SaveError:
                    pass
                else:
                    raise RuntimeError(f"{path.name} loaded")
                return time.perf_counter() - start

            seconds, _values = median_of_runs(answer, runs=runs)
            if seconds >= slowest:
                slowest, which = seconds, name
    figure = Figure(
        "damaged save answered, slowest kind", slowest, "s", ANSWER_BUDGET, detail=which
    )
    return [figure], []
