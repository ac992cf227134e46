"""`tabletop list` in an 80-column terminal shows every game's id whole: it is the word a person
types next (`tabletop play mein_lieber_biber`)."""

from __future__ import annotations

import os
import subprocess
import sys

from tabletop_core import plugins


def test_every_id_is_whole_on_its_line() -> None:
    env = dict(os.environ, COLUMNS="80")
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "list"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    first_cells = [line.split("│")[1].strip() for line in lines if line.startswith("│")]
    ids = sorted(plugins.load(autoload=True).games)
    assert "mein_lieber_biber" in ids
    for game_id in ids:
        assert game_id in first_cells, (game_id, first_cells)
    assert not [cell for cell in first_cells if "…" in cell]
