"""CPU share of an idle launcher and an idle table over ten seconds (benchmarks/idle_cpu.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from harness import Figure

SCRIPT = Path(__file__).resolve().parents[1] / "idle_cpu.py"
BUDGET = 5.0


def _measure(screen: str, seconds: float, every_frame: bool = False) -> dict:
    """A fresh process, so the CPU time read is the idle window's alone."""
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--screen", screen, "--seconds", str(seconds), "--json"]
        + (["--every-frame"] if every_frame else []),
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=120 + seconds,
    )
    if run.returncode != 0:
        raise RuntimeError(run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "failed")
    return json.loads(run.stdout.strip().splitlines()[-1])


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    seconds = 2.0 if quick else 10.0
    found: list[Figure] = []
    for screen, label in (("launcher", "launcher"), ("table", "Dam It! table")):
        try:
            idle = _measure(screen, seconds)
            before = _measure(screen, seconds, every_frame=True)
        except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
            found.append(
                Figure(f"idle {label}: CPU", float("nan"), "% of a core", BUDGET, detail=str(error))
            )
            continue
        found.append(
            Figure(
                f"idle {label}: CPU",
                idle["cpu_percent"],
                "% of a core",
                BUDGET,
                detail=f"{idle['frames']} frames in {idle['seconds']:.0f} s; drawing every frame: "
                f"{before['cpu_percent']:.0f} %",
            )
        )
    return found, []
