"""`benchmarks/run.py --quick` runs every figure, so the harness cannot rot.

The numbers of a quick run are rough and the machine may be busy: this test checks that every
figure is measured and reported in the documented shape, never whether a budget is met.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_a_quick_run_reports_every_figure_with_its_budget() -> None:
    env = dict(os.environ)
    env.setdefault("ARCADE_HEADLESS", "1")
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    run = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout)
    figures = {f["name"]: f for f in report["figures"]}
    for figure in figures.values():
        assert set(figure) >= {"name", "value", "unit", "budget", "ok"}
        if figure["value"] is None:
            assert figure["detail"], f"{figure['name']} was not measured and does not say why"
        else:
            assert math.isfinite(figure["value"]) and figure["value"] >= 0
    games = sorted(plugins.load(autoload=True).games)
    names = " | ".join(figures)
    for game_id in games:
        assert f"{game_id}: random games/s" in names
        assert f"frame: {game_id} table" in names
        assert f"frame: {game_id} table, 200 % text" in names
        assert any(n.startswith(f"{game_id}: ") and "bot decision, worst" in n for n in figures)
    assert figures["damit: random games/s (3 players, one core)"]["budget"] == 1000
    assert "frame: launcher" in figures
    assert any(n.startswith("physics step: Beaver Creek") for n in figures)
    assert any(n.startswith("physics step: Mein lieber Biber") for n in figures)
    assert "`tabletop list --json`" in figures
    assert any("peak memory" in n for n in figures)
    assert figures["simulate command vs plain loop (loop s / command s)"]["budget"] == 2.0
    assert any(n.startswith("`tabletop simulate damit --players 3") for n in figures)
    assert any(n.startswith("plain random-play loop, same") for n in figures)
    assert "launcher pictures of every game, warm tile cache" in figures
    titles = [table["title"] for table in report["scaling"]]
    assert any("player count" in t for t in titles)
    assert any("number of pieces" in t for t in titles)
    assert set(report["machine"]) >= {"cpu", "cores", "python", "renderer"}
