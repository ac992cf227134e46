"""The core and the four games stay in small parts: no module over 600 lines and no class over
30 methods (properties counted) in ``tabletop_core`` and the games' packages, the scaffold's
templates excepted (they are text an author starts from, not code Tabletop runs).

The goal is an empty list of known offenders. ``KNOWN_LONG_MODULES`` and ``KNOWN_BIG_CLASSES``
list the ones not yet split; the check asserts the offenders are EXACTLY these, so the lists can
only shrink: a new offender fails, and so does a split that forgets to strike its entry.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import tabletop_core

MOST_LINES = 600
MOST_METHODS = 30
ROOT = Path(tabletop_core.__file__).resolve().parent.parent
PACKAGES = [
    ROOT / "tabletop_core",
    ROOT / "plugins" / "damit" / "tabletop_damit",
    ROOT / "plugins" / "mein_lieber_biber" / "tabletop_mein_lieber_biber",
    ROOT / "plugins" / "hamsterdam" / "tabletop_hamsterdam",
    ROOT / "plugins" / "beaver_creek" / "tabletop_beaver_creek",
]
TEMPLATES = ROOT / "tabletop_core" / "authoring" / "templates"

# Modules over MOST_LINES, by path from the repository's root. Strike an entry when you split it.
KNOWN_LONG_MODULES: set[str] = set()

# Classes over MOST_METHODS, as "path:Class". Strike an entry when you split it.
KNOWN_BIG_CLASSES: set[str] = set()


def _modules() -> list[Path]:
    return [
        module
        for package in PACKAGES
        for module in sorted(package.rglob("*.py"))
        if not module.is_relative_to(TEMPLATES)
    ]


def _name(module: Path) -> str:
    return module.relative_to(ROOT).as_posix()


def _methods(tree: ast.AST) -> dict[str, int]:
    return {
        node.name: sum(
            isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef) for part in node.body
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_the_walk_sees_the_core_and_the_four_games():
    modules = _modules()
    for package in PACKAGES:
        assert package.is_dir(), package
        assert any(m.is_relative_to(package) for m in modules), package
    assert not any(m.is_relative_to(TEMPLATES) for m in modules)


def test_no_new_module_over_600_lines():
    long = {
        _name(module)
        for module in _modules()
        if len(module.read_text(encoding="utf-8").splitlines()) > MOST_LINES
    }
    assert long - KNOWN_LONG_MODULES == set(), "split these into modules with one job each"
    assert KNOWN_LONG_MODULES - long == set(), "these are small now: strike them from the list"


def _classes_that_may_be_big(module: Path) -> dict[str, int]:
    """``_methods`` of the module; a module with no more ``def`` words than ``MOST_METHODS`` in
    all its text (docstrings and comments included) cannot hold a class over the limit, so it
    is not parsed (most are not: parsing is nearly all of the test's time)."""
    source = module.read_text(encoding="utf-8")
    if len(re.findall(r"\bdef\b", source)) <= MOST_METHODS:
        return {}
    return _methods(ast.parse(source))


def test_no_new_class_over_30_methods():
    big = {
        f"{_name(module)}:{name}"
        for module in _modules()
        for name, count in _classes_that_may_be_big(module).items()
        if count > MOST_METHODS
    }
    assert big - KNOWN_BIG_CLASSES == set(), "move a coherent group of methods into a collaborator"
    assert KNOWN_BIG_CLASSES - big == set(), "these are small now: strike them from the list"
