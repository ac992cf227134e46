"""The core and each game distribution declare every package they import, the games depend on a
compatible tabletop-core, and each ships its ``py.typed``."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from functools import cache
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DISTRIBUTIONS = {
    "tabletop_core": ROOT,
    "tabletop_damit": ROOT / "plugins" / "damit",
    "tabletop_mein_lieber_biber": ROOT / "plugins" / "mein_lieber_biber",
    "tabletop_beaver_creek": ROOT / "plugins" / "beaver_creek",
    "tabletop_hamsterdam": ROOT / "plugins" / "hamsterdam",
}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _imported(package: Path) -> set[str]:
    """Top-level names of everything the package's modules import (at any depth)."""
    names: set[str] = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names


@cache
def _providers() -> dict[str, list[str]]:
    """Which installed distributions provide each top-level module: read once for the five
    packages (it reads every installed distribution's file list)."""
    return packages_distributions()


def _declared(project: dict) -> set[str]:
    requirements = list(project.get("dependencies", []))
    for extra in project.get("optional-dependencies", {}).values():
        requirements += extra
    return {_normal(re.match(r"[A-Za-z0-9_.-]+", r).group()) for r in requirements}


@pytest.mark.parametrize("package", sorted(DISTRIBUTIONS))
def test_every_imported_distribution_is_declared(package: str) -> None:
    folder = DISTRIBUTIONS[package]
    project = tomllib.loads((folder / "pyproject.toml").read_text())["project"]
    providers = _providers()
    outside = _imported(folder / package) - set(sys.stdlib_module_names) - {package, "__future__"}
    needed = {_normal(providers[name][0]) for name in outside if name in providers}
    unknown = {name for name in outside if name not in providers}

    assert unknown == set(), f"{package} imports modules no installed distribution provides"
    assert needed - {_normal(project["name"])} <= _declared(project), (
        f"{package} imports {sorted(needed - _declared(project))} without declaring them"
    )


@pytest.mark.parametrize("package", sorted(set(DISTRIBUTIONS) - {"tabletop_core"}))
def test_each_game_depends_on_a_compatible_core(package: str) -> None:
    project = tomllib.loads((DISTRIBUTIONS[package] / "pyproject.toml").read_text())["project"]
    (core,) = [r for r in project["dependencies"] if _normal(r).startswith("tabletop-core")]
    assert re.fullmatch(r"tabletop-core>=0\.1,<0\.2", core.replace(" ", ""))


@pytest.mark.parametrize("package", sorted(DISTRIBUTIONS))
def test_each_package_ships_py_typed(package: str) -> None:
    folder = DISTRIBUTIONS[package]
    data = tomllib.loads((folder / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert (folder / package / "py.typed").is_file()
    assert "py.typed" in data["package-data"][package]
