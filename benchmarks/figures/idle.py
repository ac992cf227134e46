"""CPU share of an idle launcher and of each game's idle table, its life at rest on, over ten
seconds (benchmarks/idle_cpu.py); the still table (life off) is given beside for comparison."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from harness import Figure

SCRIPT = Path(__file__).resolve().parents[1] / "idle_cpu.py"
BUDGET = 5.0


def _measure(
    screen: str, seconds: float, every_frame: bool = False, life: bool = True, quick: bool = False
) -> dict:
    """A fresh process, so the CPU time read is the idle window's alone (a quick run settles for
    a short while only: its figures are rough anyway)."""
    settle = ["--settle", "3"] if quick else []
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--screen", screen, "--seconds", str(seconds), "--json"]
        + settle
        + (["--every-frame"] if every_frame else [])
        + ([] if life else ["--life", "off"]),
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
    screens = (
        ("launcher", "launcher"),
        ("damit", "Dam It! table"),
        ("hamsterdam", "Hamsterdam table"),
        ("mein_lieber_biber", "Mein lieber Biber table"),
        ("beaver_creek", "Beaver Creek table"),
    )
    for screen, label in screens:
        try:
            idle = _measure(screen, seconds, quick=quick)
            still = (
                idle if screen == "launcher" else _measure(screen, seconds, life=False, quick=quick)
            )
            before = _measure(screen, seconds, every_frame=True, quick=quick)
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
                detail=f"{idle['frames']} frames in {idle['seconds']:.0f} s, life on; still: "
                f"{still['cpu_percent']:.1f} %; drawing every frame: "
                f"{before['cpu_percent']:.0f} %",
            )
        )
    return found, []
