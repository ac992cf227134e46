"""The launcher's game pictures at start-up: drawn afresh (empty cache) and read from the cache.

Each measurement is a fresh process that loads the plugins and asks for every installed game's
tile at a launcher size, as the menu does at its first frame (importing the code that draws a
picture is part of the cost the cache saves). Needs no display: tiles are Pillow images.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

from harness import Figure

SCRIPT = r"""
import time
start = time.perf_counter()
from tabletop_core import plugins
from tabletop_core.render.art import cached_tile_image
registry = plugins.registry()
loaded = time.perf_counter()
for game_id in sorted(registry.games):
    cached_tile_image(registry.get(game_id), 280, 150)
print(time.perf_counter() - loaded)
"""


def tiles_seconds(env: dict[str, str]) -> float:
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=300
    )
    if run.returncode != 0:
        raise RuntimeError(f"the tile probe failed: {run.stderr.strip().splitlines()[-1:]}")
    return float(run.stdout.strip().splitlines()[-1])


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    runs = 1 if quick else 5
    cold, warm = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as data:
            env = dict(os.environ, TABLETOP_DATA_DIR=data)
            cold.append(tiles_seconds(env))
            warm.append(tiles_seconds(env))
    return [
        Figure("launcher pictures of every game, empty tile cache", statistics.median(cold), "s"),
        Figure("launcher pictures of every game, warm tile cache", statistics.median(warm), "s"),
    ], []
