"""Every module of a game's table imports on its own, not only after its neighbours: a cycle
between two table modules (one importing a name the other defines further down) works while
the package happens to load them in the right order and breaks the day a test, a tool or a
plugin author imports the other one first. Each module is imported in a fresh state of its
game's package (the core stays loaded), in one interpreter of its own."""

from __future__ import annotations

import subprocess
import sys

GAMES = (
    "tabletop_damit",
    "tabletop_mein_lieber_biber",
    "tabletop_beaver_creek",
    "tabletop_hamsterdam",
)

_PROBE = """
import importlib, pkgutil, sys, traceback
failed = []
for game in sys.argv[1:]:
    table = importlib.import_module(game + ".table")
    names = sorted(m.name for m in pkgutil.iter_modules(table.__path__, game + ".table."))
    for name in names:
        for loaded in [m for m in sys.modules if m == game or m.startswith(game + ".")]:
            del sys.modules[loaded]
        try:
            importlib.import_module(name)
        except Exception as error:
            failed.append(f"{name}: {type(error).__name__}: {error}")
print("\\n".join(failed))
"""


def _failures(*packages: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *packages],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines() if line]


def test_each_module_of_every_games_table_imports_on_its_own():
    assert _failures(*GAMES) == []


def test_a_cycle_between_two_table_modules_is_found(tmp_path):
    game = tmp_path / "tabletop_cyclic_game"
    table = game / "table"
    table.mkdir(parents=True)
    (game / "__init__.py").write_text("")
    (table / "__init__.py").write_text("")
    (table / "words.py").write_text(
        "from tabletop_cyclic_game.table import room\n\ndef title():\n    return 'x'\n"
    )
    (table / "room.py").write_text("from tabletop_cyclic_game.table.words import title\n")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n" + _PROBE,
            "tabletop_cyclic_game",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [  # room then words works; words alone does not
        "tabletop_cyclic_game.table.words: ImportError: cannot import name 'title' from "
        "partially initialized module 'tabletop_cyclic_game.table.words' (most likely due to "
        f"a circular import) ({table / 'words.py'})"
    ]
