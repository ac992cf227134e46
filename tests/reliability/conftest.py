"""What the reliability tests share: the installed games, a clean data folder, quick files.

Games are taken from the installed registry (entry points), so a game added to the repository is
covered by every test here without anyone listing it.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from tabletop_core import plugins

_REGISTRY: plugins.Registry | None = None


def _installed() -> plugins.Registry:
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = plugins.load(autoload=True)
    return _REGISTRY


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test taking ``game_id`` runs once for every installed game; the games a module names
    in ``SLOW_GAMES`` run in the slow tier (``pytest -m slow``)."""
    if "game_id" in metafunc.fixturenames:
        slow = getattr(metafunc.module, "SLOW_GAMES", frozenset())
        metafunc.parametrize(
            "game_id",
            [
                pytest.param(game_id, marks=pytest.mark.slow) if game_id in slow else game_id
                for game_id in sorted(_installed().games)
            ],
        )


@pytest.fixture(scope="session")
def installed() -> plugins.Registry:
    """Every installed game, loaded through its entry point exactly as the menu loads it."""
    return _installed()


@pytest.fixture()
def game(installed: plugins.Registry, game_id: str):
    return installed.get(game_id).game


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves and settings go to a temporary folder, never the player's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", raising=False)
    return folder


@pytest.fixture()
def identity():
    """``identity(path)``: compare before and after to prove a file was left untouched."""
    return file_identity


def file_identity(path: Path) -> tuple[int, int, str]:
    """Size, modification time and a hash of the first and last MiB: enough to see a change,
    cheap even for a 100 MB sparse file."""
    stat = path.stat()
    digest = hashlib.sha256()
    with path.open("rb") as file:
        digest.update(file.read(1 << 20))
        if stat.st_size > 2 << 20:
            file.seek(-(1 << 20), os.SEEK_END)
            digest.update(file.read())
    return stat.st_size, stat.st_mtime_ns, digest.hexdigest()
