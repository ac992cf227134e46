"""Games do not import arcade: every module of a game's table (``plugins/*/tabletop_*/table/``)
and every Python file the scaffold writes declares its scene, pieces and layers through the kit,
so the scene stays plain data another renderer could walk.

Read as code (``ast``), not as text: an ``import arcade`` (or of a part of it), the core's
``load_arcade`` (``tabletop_core.render._arcade``), the canvas's ``arcade`` re-export, or the
name ``arcade`` used anywhere (an annotation such as ``arcade.SpriteList``) counts; the word in
a docstring does not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tabletop_core.authoring.names import names_for
from tabletop_core.authoring.scaffold import fill
from tabletop_core.authoring.templates import TEMPLATES

ROOT = Path(__file__).parents[2]
TABLES = sorted(ROOT.glob("plugins/*/tabletop_*/table/*.py"))
ARCADE_MODULES = ("arcade", "tabletop_core.render._arcade")
"""Modules a table must not import (nor any part of them)."""
RE_EXPORTS = {"tabletop_core.render.canvas": "arcade"}
"""A name other modules hand on that is arcade itself."""


def _arcade_module(name: str | None) -> bool:
    return name is not None and any(
        name == module or name.startswith(module + ".") for module in ARCADE_MODULES
    )


def arcade_uses(source: str, filename: str) -> list[str]:
    """Where ``source`` reaches arcade, as ``file:line: what``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source, filename)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            found += [
                f"{filename}:{line}: import {alias.name}"
                for alias in node.names
                if _arcade_module(alias.name)
            ]
        elif isinstance(node, ast.ImportFrom):
            if _arcade_module(node.module):
                found.append(f"{filename}:{line}: from {node.module} import ...")
            elif node.module in RE_EXPORTS:
                found += [
                    f"{filename}:{line}: from {node.module} import {alias.name}"
                    for alias in node.names
                    if alias.name == RE_EXPORTS[node.module]
                ]
        elif isinstance(node, ast.Name) and node.id == "arcade":
            found.append(f"{filename}:{line}: the name arcade")
        elif isinstance(node, ast.Attribute) and node.attr == "load_arcade":
            found.append(f"{filename}:{line}: load_arcade")
    return found


def test_there_are_game_tables_to_look_at() -> None:
    games = {path.parts[-4] for path in TABLES}
    assert games >= {"damit", "beaver_creek", "hamsterdam", "mein_lieber_biber"}, games


@pytest.mark.parametrize("path", TABLES, ids=lambda p: str(p.relative_to(ROOT / "plugins")))
def test_a_game_table_module_does_not_import_arcade(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert arcade_uses(source, str(path.relative_to(ROOT))) == []


def _scaffold_modules() -> list[object]:
    """Each module of the game package every template writes (its own tests aside: a test may
    drive a window), filled in for a game called Otter Pond."""
    names = names_for("Otter Pond")
    return [
        pytest.param(fill(text, names), id=f"{template}:{fill(name, names)}")
        for template, files in TEMPLATES.items()
        for name, text in files.items()
        if name.startswith("{{PACKAGE}}/") and name.endswith(".py")
    ]


@pytest.mark.parametrize("source", _scaffold_modules())
def test_a_scaffolded_module_does_not_import_arcade(source: str) -> None:
    assert arcade_uses(source, "scaffold") == []


@pytest.mark.parametrize(
    "source",
    [
        "import arcade\n",
        "import arcade.gui as gui\n",
        "from arcade import SpriteList\n",
        "from tabletop_core.render.canvas import Canvas, arcade\n",
        "from tabletop_core.render._arcade import load_arcade\n",
        "import tabletop_core.render._arcade\n",
        "def f(x: 'int') -> None:\n    sprites: arcade.SpriteList = x\n",
    ],
)
def test_each_way_of_reaching_arcade_is_seen(source: str) -> None:
    assert arcade_uses(source, "example.py"), source


def test_the_word_in_a_docstring_or_a_kit_import_is_not_counted() -> None:
    source = (
        '"""Drawn with no arcade: arcade.Sprite is not used."""\n'
        "from tabletop_core.render.canvas import Canvas\n"
        "from tabletop_core.render.kit.pieces import Pieces, TablePiece\n"
    )
    assert arcade_uses(source, "example.py") == []
