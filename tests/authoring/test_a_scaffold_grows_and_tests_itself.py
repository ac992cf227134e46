"""A scaffold for 3 to 7 players, grown the way the No Thanks! author grew theirs (every seat's
pebbles hidden from the others, the fewest points win), passes its own generated tests with the
core's shipped fixtures, in its own folder, outside this repository's conftest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core.authoring.scaffold import create_plugin

REPO = Path(__file__).parents[2]
PACKAGE = "tabletop_hidden_harbour"


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new))


def grow(root: Path) -> None:
    """Hidden pebbles and lowest-wins scoring, as an author would write them."""
    rules = root / PACKAGE / "rules.py"
    edit(rules, 'ranking="highest",', 'ranking="lowest",\n        hidden_information=True,')
    edit(
        rules,
        "    pebbles: list[int]\n",
        '    pebbles: list[int | None]\n    """In a view, the other seats\' pebbles are None."""\n',
    )
    edit(
        rules,
        "        seen.deck = Deck(sorted(state.deck.cards), face_up=False)\n",
        "        seen.deck = Deck(sorted(state.deck.cards), face_up=False)\n"
        "        seen.pebbles = [p if s == seat else None for s, p in enumerate(state.pebbles)]\n",
    )
    edit(
        rules,
        "        state.deck.shuffle(rng)\n",
        "        state.deck.shuffle(rng)\n"
        "        others = [s for s in range(state.players) if s != seat]\n"
        "        known = sum(p for p in state.pebbles if p is not None)\n"
        "        unseen = START_PEBBLES * state.players - known - sum(state.pond.tokens)\n"
        "        for other in others:\n"
        "            state.pebbles[other] = 0\n"
        "        for _ in range(unseen):\n"
        "            state.pebbles[others[rng.randrange(len(others))]] += 1\n",
    )
    edit(
        rules,
        '        "pebbles": float(state.pebbles[seat]),',
        '        "pebbles": float(state.pebbles[seat] or 0),',
    )
    view = root / PACKAGE / "view.py"
    edit(
        view,
        "from tabletop_core.render.widgets import Deck, paint_card, paint_pile",
        "from tabletop_core.render.widgets import Deck, paint_card, paint_hidden_pile, paint_pile",
    )
    edit(
        view,
        '            elif name in ("tokens", "pebbles"):',
        '            elif name == "pebbles" and view.pebbles[int(detail)] is None:\n'
        "                paint_hidden_pile(canvas, sizes, where, PEBBLE)\n"
        '            elif name in ("tokens", "pebbles"):',
    )
    tests = root / "tests" / "test_hidden_harbour.py"
    edit(
        tests,
        "def test_the_greedy_bot_beats",
        "def test_the_fewest_points_win() -> None:\n"
        '    assert GAME.info.ranking == "lowest"\n\n\n'
        "def test_a_seat_sees_only_its_own_pebbles() -> None:\n"
        "    state = GAME.new_state(MIN_PLAYERS, seed=2)\n"
        "    seen = GAME.view(state, 1)\n"
        "    assert seen.pebbles[1] == START_PEBBLES\n"
        "    assert [p for s, p in enumerate(seen.pebbles) if s != 1] == [None] * (MIN_PLAYERS - 1)\n"
        "\n\ndef test_the_greedy_bot_beats",
    )


@pytest.mark.slow
def test_a_grown_scaffold_passes_its_own_tests_with_the_shipped_fixtures(tmp_path: Path) -> None:
    root = create_plugin("Hidden Harbour", tmp_path, players=(3, 7), into=tmp_path / "plugin")
    grow(root)
    subprocess.run(["ruff", "format", "-q", "."], cwd=root, check=True)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(root), str(REPO)])
    env["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "tabletop_core.pytest_plugin",
            "-p",
            "no:cacheprovider",
            "-c",
            os.devnull,
            "--rootdir",
            str(root),
            "--import-mode=importlib",
            "-q",
            "tests",
        ],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    output = done.stdout[-4000:] + done.stderr[-2000:]
    assert done.returncode == 0, output
    assert "14 passed" in done.stdout, output  # the 12 generated tests and the 2 grown ones
    assert str(REPO / "tests") not in done.stdout  # no conftest of this repository took part
    lint = subprocess.run(["ruff", "check", "."], cwd=root, capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout
