"""`tabletop simulate` prints its summary as a plain aligned table, without loading rich."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tabletop_core.text_table import text_table


def test_columns_are_as_wide_as_their_widest_cell_and_numbers_align_right() -> None:
    shown = text_table("pond: 2 games", ("seat", "wins"), [["0: bot:random", "2"], ["1: x", "10"]])
    assert shown.splitlines() == [
        "pond: 2 games",
        "seat           wins",
        "-------------  ----",
        "0: bot:random     2",
        "1: x             10",
    ]


def test_a_cell_with_a_line_break_stays_on_its_row() -> None:
    shown = text_table("t", ("name",), [["two\nlines"]])
    assert shown.splitlines()[-1] == "two lines"


def test_the_command_prints_every_seat_and_never_imports_rich(tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_DATA_DIR=str(tmp_path / "data"))
    code = (
        "import sys\nfrom tabletop_core.cli import app\n"
        "try:\n    app(['simulate', 'damit', '--players', '3', '--games', '6', '--jobs', '1'])\n"
        "except SystemExit as end:\n    assert not end.code, end.code\n"
        "assert 'rich' not in sys.modules, 'rich imported'\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stderr
    summary = json.loads(
        subprocess.run(
            [sys.executable, "-m", "tabletop_core.cli", "simulate", "damit", "--players", "3"]
            + ["--games", "6", "--jobs", "1", "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        ).stdout
    )
    lines = run.stdout.splitlines()
    assert lines[0].startswith("damit: 6 games in ")
    assert lines[1].split("  ")[0] == "seat" and set(lines[2]) <= {"-", " "}
    for seat in range(3):
        cells = lines[3 + seat].split()
        assert cells[:3] == [f"{seat}:", "bot:random", str(summary["wins"][seat])]
        assert cells[3] == f"{summary['mean_score'][seat]:.2f}"
    assert lines[3 + summary["best"]].split()[4] == "★"
    assert "the highest score wins" in run.stdout
    assert f"turns={summary['stats']['turns']}" in run.stdout
