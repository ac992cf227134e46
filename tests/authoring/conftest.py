"""Fixtures for the authoring tests: a scaffolded plugin imported in-process, a virtualenv with
the scaffold installed (built once per session, the slow part), and the shared headless window.
"""

from __future__ import annotations

import importlib
import os
import site
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()

REPO = Path(__file__).parents[2]


class Scaffold:
    """A plugin written by ``create_plugin`` and imported from its folder."""

    def __init__(self, root: Path, package: str) -> None:
        self.root = root
        self.package = package

    def module(self, name: str = "plugin") -> ModuleType:
        return importlib.import_module(f"{self.package}.{name}")

    def load_registry(self):
        from tabletop_core import plugins

        return plugins.load(extra_plugins=[self.module()], autoload=False)

    def edit(self, relative: str, old: str, new: str) -> None:
        path = self.root / self.package / relative
        text = path.read_text()
        assert old in text, f"{old!r} not in {path}"
        path.write_text(text.replace(old, new))


def _forget(package: str) -> None:
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]


@pytest.fixture()
def scaffold(tmp_path: Path) -> Iterator[Scaffold]:
    """A fresh scaffold of "Reload Pond" (an id no installed game uses), importable."""
    from tabletop_core.authoring.scaffold import create_plugin

    root = create_plugin("Reload Pond", tmp_path)
    package = "tabletop_reload_pond"
    sys.path.insert(0, str(root))
    _forget(package)
    yield Scaffold(root, package)
    sys.path.remove(str(root))
    _forget(package)


def _outer_site_dirs() -> list[str]:
    """The site-packages of the interpreter running the tests: a virtualenv's own (and its base's
    when it was made with ``--system-site-packages``), the system's, and the user's."""
    dirs = list(site.getsitepackages())
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
    return [d for d in dirs if Path(d).is_dir()]


@pytest.fixture(scope="session")
def venv(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a virtualenv that sees the tabletop-core and arcade the tests run with.

    Made ``--without-pip``, which takes a second instead of half a minute. A ``.pth`` file adds
    the outer interpreter's site-packages after the venv's own (``--system-site-packages`` would
    reach the base interpreter, not an outer virtualenv), so pip, setuptools, the core and its
    dependencies come from there with no download, and what the tutorial installs goes into the
    venv. ``venv/bin/tabletop`` runs the core's CLI with the venv's Python.
    """
    home = tmp_path_factory.mktemp("venv")
    env_dir = home / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True)
    inner_site = subprocess.run(
        [
            str(env_dir / "bin" / "python"),
            "-c",
            "import sysconfig; print(sysconfig.get_path('purelib'))",
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # addsitedir (not a bare path line) so the .pth files there run too: editable installs
    # this checkout's core first, so the tutorial tests the code under test, not another install
    lines = [str(REPO)] + [f"import site; site.addsitedir({d!r})" for d in _outer_site_dirs()]
    (Path(inner_site) / "_tabletop_outer_site.pth").write_text("\n".join(lines) + "\n")
    bin_dir = env_dir / "bin"
    for name, module in (("tabletop", "tabletop_core.cli"), ("pip", "pip"), ("pytest", "pytest")):
        script = bin_dir / name
        script.write_text(f'#!/bin/sh\nexec "{bin_dir / "python"}" -m {module} "$@"\n')
        script.chmod(0o755)
    environment = dict(os.environ)
    outer_bin = Path(sys.executable).parent  # ruff and the other tools of the outer environment
    environment["PATH"] = os.pathsep.join(
        [str(bin_dir), str(outer_bin), environment.get("PATH", "")]
    )
    environment["VIRTUAL_ENV"] = str(env_dir)
    environment["TABLETOP_DATA_DIR"] = str(home / "data")
    environment["PIP_NO_INDEX"] = "1"
    environment["PIP_NO_DEPS"] = "1"
    environment["PIP_NO_BUILD_ISOLATION"] = "0"  # pip reads this inverted: 0 turns isolation off
    environment["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    environment["PIP_QUIET"] = "1"
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    environment.pop("PYTHONPATH", None)
    environment.pop("DISPLAY", None)
    return environment


@pytest.fixture()
def shell_for(tabletop_shell, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Make a shell on the shared window for a registry (saves in tmp_path, settings unsaved)."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))

    def make(registry, **settings):
        return tabletop_shell(registry, settings_path=None, **settings)

    return make
