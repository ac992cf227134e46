"""`tabletop simulate` as people run it, against a plain random-play loop of the same rules.

The command is run in a subprocess and timed from start to exit (interpreter, plugins, every
process it spreads the games over, every bot asking for its seat's view). The loop, written here,
calls the game's ``new_state``/``to_act``/``legal_actions``/``apply`` directly in this process: no
views, no bots, no match, one RNG. Both play the same number of 3-player Dam It! games in the
same run, alternately, and the pair's ratio (loop seconds / command seconds) says how close the
command comes to the bare rules: above 1, the command is the faster.

    python benchmarks/figures/simulate.py [--games 1000] [--runs 3] [--jobs N]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from harness import Figure  # noqa: E402

GAME = "damit"
PLAYERS = 3


def _tabletop() -> list[str]:
    found = shutil.which("tabletop")
    return [found] if found else [sys.executable, "-m", "tabletop_core.cli"]


def command_seconds(games: int, jobs: int | None = None) -> tuple[float, float]:
    """Wall seconds of `tabletop simulate damit --players 3 --games N` from start to exit, and
    the CPU seconds of all its processes together."""
    args = _tabletop() + ["simulate", GAME, "--players", str(PLAYERS), "--games", str(games)]
    if jobs is not None:
        args += ["--jobs", str(jobs)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True, timeout=600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def loop_seconds(game: Any, games: int) -> tuple[float, float]:
    """Wall and CPU seconds of ``games`` random games straight through the rules, here."""
    rng = random.Random(0)
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(games):
        state = game.new_state(PLAYERS, seed)
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
        game.result(state)
    return time.perf_counter() - start, time.process_time() - cpu


def measure(games: int, runs: int, jobs: int | None = None) -> dict[str, float]:
    """Medians of ``runs`` alternating (loop, command) pairs after one warm-up pair."""
    from tabletop_core import plugins

    game = plugins.load().get(GAME).game
    loop_seconds(game, max(games // 4, 10))
    command_seconds(max(games // 10, 10), jobs)
    loops, commands = [], []
    for _ in range(runs):
        loops.append(loop_seconds(game, games))
        commands.append(command_seconds(games, jobs))
    loop = statistics.median(wall for wall, _cpu in loops)
    command = statistics.median(wall for wall, _cpu in commands)
    return {
        "loop": loop,
        "command": command,
        "ratio": loop / command,
        "loop_cpu": statistics.median(cpu for _wall, cpu in loops),
        "command_cpu": statistics.median(cpu for _wall, cpu in commands),
    }


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    games = 100 if quick else 1000
    got = measure(games, runs=1 if quick else 3)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    out = [
        Figure(
            f"`tabletop simulate damit --players 3 --games {games}` (command, {cores} cores)",
            got["command"],
            "s",
            detail="start to exit, every bot seeing its seat's view",
        ),
        Figure(
            f"plain random-play loop, same {games} games (no views, no match, one core)",
            got["loop"],
            "s",
        ),
        Figure(
            "simulate command, CPU of all its processes (same games)",
            got["command_cpu"],
            "s",
        ),
        Figure("plain random-play loop, CPU", got["loop_cpu"], "s"),
        Figure(
            "simulate command vs plain loop (loop s / command s)",
            got["ratio"],
            "×",
            budget=2.0,
            higher_is_better=True,
        ),
    ]
    return out, []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=None, help="passed to the command")
    args = parser.parse_args()
    got = measure(args.games, args.runs, args.jobs)
    print(
        f"{args.games} games: command {got['command']:.3f} s ({got['command_cpu']:.3f} s CPU), "
        f"loop {got['loop']:.3f} s ({got['loop_cpu']:.3f} s CPU), "
        f"ratio {got['ratio']:.2f}× (loop s / command s)"
    )


if __name__ == "__main__":
    main()
