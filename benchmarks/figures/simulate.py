"""`tabletop simulate` as people run it, against a plain random-play loop of the same rules.

The command is run in a subprocess and timed from start to exit (interpreter, plugins, every
process it spreads the games over, every bot asking for its seat's view). The loop, written here,
calls the game's ``new_state``/``to_act``/``legal_actions``/``apply`` directly: no views, no bots,
no match, one RNG. It too runs in a fresh interpreter each time (this file with ``--loop``), timed
from its first game to its last only: in the measuring process its second run would find Dam
It!'s cache of builds per hand already filled by the first (the same seeds, the same hands) and
take some 40 % less CPU, an advantage a command that starts afresh never has. Both play the same number of 3-player Dam It! games in the
same run, alternately, and the pair's ratio (loop seconds / command seconds) says how close the
command comes to the bare rules: above 1, the command is the faster. The command runs twice per
round: with its default ``--jobs`` (every core) and with ``--jobs 1``, whose CPU seconds set
against the loop's say what each costs per game whatever the machine's load.

The packages the command imports are byte-compiled first, as an installed Tabletop has them (a
checkout run with ``PYTHONDONTWRITEBYTECODE`` would compile every module from source at each
start, some 60 ms that no installed command pays).

    python benchmarks/figures/simulate.py [--games 10000] [--runs 3] [--jobs N]

Wall and CPU seconds swell with whatever else the machine runs. ``--instructions`` counts the
instructions both sides execute instead (valgrind's cachegrind, ``--trace-children=yes``), which
no load changes: the command's start (one game), each further game through the command with
``--jobs 1``, and each game of the loop, so two versions of the code compare exactly.
``--processes`` splits the command with its default ``--jobs`` by process: what the parent
spends on each game (collecting and summing the outcomes) and what the workers spend on each,
from two runs of N and 2N games (a forked worker's count starts from its parent's at the fork,
so only differences between runs are the workers' own).
"""

from __future__ import annotations

import argparse
import compileall
import importlib.util
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
    """The installed ``tabletop`` script of this interpreter (what a virtualenv's user runs;
    not a version manager's shim in front of it), else the first on the PATH."""
    beside = Path(sys.executable).parent / "tabletop"
    found = str(beside) if beside.is_file() else shutil.which("tabletop")
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


def compile_bytecode() -> None:
    """Byte-compile the core and the game once, as ``pip install`` does."""
    for package in ("tabletop_core", "tabletop_damit"):
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.submodule_search_locations:
            for folder in spec.submodule_search_locations:
                compileall.compile_dir(folder, quiet=1)


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


def fresh_loop_seconds(games: int) -> tuple[float, float]:
    """:func:`loop_seconds` in a fresh interpreter (nothing cached from an earlier run)."""
    run = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--loop", str(games)],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    wall, cpu = run.stdout.split()
    return float(wall), float(cpu)


def measure(games: int, runs: int, jobs: int | None = None) -> dict[str, float]:
    """Medians of ``runs`` alternating rounds (loop, command with ``jobs``, command with one
    process) after one warm-up round."""
    compile_bytecode()
    fresh_loop_seconds(max(games // 10, 10))
    command_seconds(max(games // 10, 10), jobs)
    loops, commands, alone = [], [], []
    for _ in range(runs):
        loops.append(fresh_loop_seconds(games))
        commands.append(command_seconds(games, jobs))
        alone.append(command_seconds(games, 1))
    loop = statistics.median(wall for wall, _cpu in loops)
    command = statistics.median(wall for wall, _cpu in commands)
    return {
        "loop": loop,
        "command": command,
        "ratio": loop / command,
        "loop_cpu": statistics.median(cpu for _wall, cpu in loops),
        "command_cpu": statistics.median(cpu for _wall, cpu in commands),
        "alone": statistics.median(wall for wall, _cpu in alone),
        "alone_cpu": statistics.median(cpu for _wall, cpu in alone),
    }


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    games = 100 if quick else 10_000  # the scale people simulate at (start-up is then ~1 %)
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
            f"plain random-play loop, same {games} games (no views, no match, one core, "
            "a fresh interpreter)",
            got["loop"],
            "s",
        ),
        Figure(
            "simulate command, CPU of all its processes (same games)",
            got["command_cpu"],
            "s",
        ),
        Figure("plain random-play loop, CPU", got["loop_cpu"], "s"),
        Figure("simulate command with `--jobs 1`, start to exit", got["alone"], "s"),
        Figure("simulate command with `--jobs 1`, CPU", got["alone_cpu"], "s"),
        Figure(
            "simulate command vs plain loop in CPU, one process (loop CPU s / command CPU s)",
            got["loop_cpu"] / got["alone_cpu"],
            "×",
        ),
        Figure(
            "simulate command vs plain loop (loop s / command s)",
            got["ratio"],
            "×",
            budget=2.0,
            higher_is_better=True,
        ),
    ]
    return out, []


def instructions(args: list[str]) -> int:
    """Instructions executed by ``args`` and every process it starts (valgrind's count)."""
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--trace-children=yes"]
        + ["--cachegrind-out-file=/dev/null", *args],
        capture_output=True,
        text=True,
        timeout=3600,
        check=True,
    )
    counts = [
        int(line.split(":")[1].replace(",", ""))
        for line in run.stderr.splitlines()
        if "I   refs:" in line or "I refs:" in line
    ]
    if not counts:
        raise RuntimeError("valgrind printed no instruction count")
    return sum(counts)


def instructions_by_process(args: list[str]) -> tuple[int, list[int]]:
    """Instructions of the first process of ``args`` and of each process it started."""
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--trace-children=yes"]
        + ["--cachegrind-out-file=/dev/null", *args],
        capture_output=True,
        text=True,
        timeout=3600,
        check=True,
    )
    first: str | None = None
    counts: dict[str, int] = {}
    for line in run.stderr.splitlines():
        if not line.startswith("=="):
            continue
        pid = line.split("==")[1]
        first = first or pid
        if "I   refs:" in line or "I refs:" in line:
            counts[pid] = int(line.split(":")[1].replace(",", ""))
    if first is None or first not in counts:
        raise RuntimeError("valgrind printed no instruction count")
    return counts.pop(first), list(counts.values())


def process_figures(games: int) -> dict[str, float]:
    """Millions of instructions per game through the command with its default ``--jobs``: in
    the parent, in all the workers together."""
    compile_bytecode()
    simulate = [*_tabletop(), "simulate", GAME, "--players", str(PLAYERS)]
    parent_n, workers_n = instructions_by_process([*simulate, "--games", str(games)])
    parent_2n, workers_2n = instructions_by_process([*simulate, "--games", str(2 * games)])
    return {
        "workers": len(workers_2n),
        "parent_game": (parent_2n - parent_n) / games / 1e6,
        "workers_game": (sum(workers_2n) - sum(workers_n)) / games / 1e6,
    }


def instruction_figures(games: int) -> dict[str, float]:
    """Millions of instructions: the command's start, a game through it, a game of the loop."""
    compile_bytecode()
    simulate = [*_tabletop(), "simulate", GAME, "--players", str(PLAYERS), "--jobs", "1"]
    start = instructions([*simulate, "--games", "1"])
    many = instructions([*simulate, "--games", str(games + 1)])
    here = [sys.executable, str(Path(__file__).resolve()), "--loop"]
    loop = instructions([*here, str(games + 1)]) - instructions([*here, "1"])
    return {
        "start": start / 1e6,
        "command_game": (many - start) / games / 1e6,
        "loop_game": loop / games / 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=None, help="passed to the command")
    parser.add_argument("--loop", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions with valgrind instead"
    )
    parser.add_argument(
        "--processes",
        action="store_true",
        help="count the parent's and the workers' instructions per game (valgrind)",
    )
    args = parser.parse_args()
    if args.processes:
        got = process_figures(args.games)
        print(
            f"instructions per game with the default jobs ({got['workers']:.0f} workers): "
            f"the parent {got['parent_game'] * 1e3:.0f} k, the workers {got['workers_game']:.2f} M"
        )
        return
    if args.instructions:
        got = instruction_figures(args.games)
        print(
            f"instructions: the command's start {got['start']:.0f} M, a game through the command "
            f"{got['command_game']:.2f} M, a game of the loop {got['loop_game']:.2f} M "
            f"({got['command_game'] / got['loop_game']:.2f}× the loop's)"
        )
        return
    if args.loop is not None:  # one fresh loop run, for fresh_loop_seconds
        from tabletop_core import plugins

        wall, cpu = loop_seconds(plugins.load().get(GAME).game, args.loop)
        print(wall, cpu)
        return
    load = os.getloadavg()[0]
    got = measure(args.games, args.runs, args.jobs)
    print(
        f"load average (1 min) {load:.1f} before, {os.getloadavg()[0]:.1f} after "
        f"on {os.cpu_count()} cores"
    )
    print(
        f"{args.games} games: command {got['command']:.3f} s ({got['command_cpu']:.3f} s CPU), "
        f"loop {got['loop']:.3f} s ({got['loop_cpu']:.3f} s CPU), "
        f"ratio {got['ratio']:.2f}× (loop s / command s); "
        f"with --jobs 1: {got['alone']:.3f} s ({got['alone_cpu']:.3f} s CPU)"
    )


if __name__ == "__main__":
    main()
