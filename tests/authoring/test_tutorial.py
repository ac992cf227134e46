"""The tutorial of docs/authoring.md, run as written in a fresh virtualenv: scaffold, install,
list, check, test; then the table reads whole at every player count in English, French and
German, and the end screen renders. Its ``sh tutorial`` blocks are the script, so the guide cannot rot."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image

GUIDE = Path(__file__).parents[2] / "docs" / "authoring.md"


def tutorial_script() -> str:
    blocks = re.findall(r"^```sh tutorial\n(.*?)^```", GUIDE.read_text(), flags=re.M | re.S)
    assert len(blocks) >= 4, "the guide lost its tutorial blocks"
    return "".join(blocks)


def run(env: dict[str, str], cwd: Path, script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow
def test_the_tutorial_scaffolds_installs_lists_checks_and_tests_a_game(
    venv: dict[str, str], tmp_path: Path
) -> None:
    script = tutorial_script()
    assert 'tabletop new "Otter Pond"' in script and 'pip install -e ".[dev]"' in script

    done = run(venv, tmp_path, script)

    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "otter_pond" in done.stdout and "Otter Pond" in done.stdout  # tabletop list
    assert "otter_pond: " in done.stdout and ": ok" in done.stdout  # tabletop check
    assert "FAIL" not in done.stdout
    assert "passed" in done.stdout or re.search(r"^\.+ +\[100%\]", done.stdout, re.M)

    listed = run(venv, tmp_path, "tabletop list --json")
    games = {g["id"]: g for g in json.loads(listed.stdout)["games"]}
    assert games["otter_pond"]["distribution"] == "tabletop-otter-pond"

    again = run(venv, tmp_path, 'tabletop new "Otter Pond" --dir elsewhere')
    assert again.returncode != 0
    assert again.stderr.strip() == (
        "tabletop: a game with the id 'otter_pond' is already installed; choose another title"
    )

    # the table reads whole at every player count in English, French and German: the languages
    # the scaffold ships, read by the same check as `tabletop check` (which ran above too)
    reading = run(
        venv,
        tmp_path,
        "python -c 'from tabletop_core import plugins; "
        "from tabletop_core.render.reading_check import shipped_languages; "
        "from tabletop_core.testing import table_reading_problems; "
        'print(shipped_languages(plugins.registry().get("otter_pond").game)); '
        'print(table_reading_problems("otter_pond", players=[2, 3, 4], '
        'languages=["en", "fr", "de"]))\'',
    )
    assert reading.returncode == 0, reading.stderr[-3000:]
    assert reading.stdout.splitlines() == ["['en', 'fr', 'de']", "[]"], reading.stdout

    end = tmp_path / "otter_pond-end.png"
    shot = run(venv, tmp_path, f"tabletop screenshot otter_pond --end --out {end}")
    assert shot.returncode == 0, shot.stderr
    assert end.is_file()

    picture = tmp_path / "otter_pond.png"
    shot = run(venv, tmp_path, f"tabletop screenshot otter_pond --out {picture}")
    assert shot.returncode == 0, shot.stderr
    with Image.open(picture) as image:
        assert image.size == (1280, 720)
        assert len(image.convert("RGB").getcolors(maxcolors=1 << 16) or range(1 << 16)) > 500
