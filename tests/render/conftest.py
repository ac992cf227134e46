"""One headless arcade window for the whole session, a shell on a test registry per test.

The registry holds the example game (hidden hands, no view: the generic table), a game whose
table raises, and a plugin that fails to load, so every screen has something to show.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()

EXAMPLE_GAME = Path(__file__).parents[1] / "core" / "example_game.py"


def _load_module(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _crashing_plugin(example: ModuleType) -> ModuleType:
    """A second game, Beaver Bids under another id, whose table raises when drawn."""
    from tabletop_core import hookimpl
    from tabletop_core.render import GameTable

    plugin = ModuleType("crashing_plugin")

    class CrashingGame(example.ExampleGame):
        info = example.ExampleGame.info.model_copy(
            update={"id": "crashy", "title": "Crashy", "hidden_information": False}
        )

    class BrokenTable(GameTable):
        def draw(self, rect):
            raise RuntimeError("the table fell over")

    @hookimpl
    def tabletop_register_games(register):
        register(CrashingGame())

    @hookimpl
    def tabletop_register_views(register):
        register("crashy", BrokenTable)

    plugin.tabletop_register_games = tabletop_register_games
    plugin.tabletop_register_views = tabletop_register_views
    return plugin


def _broken_plugin() -> ModuleType:
    from tabletop_core import hookimpl

    plugin = ModuleType("broken_plugin")

    @hookimpl
    def tabletop_register_games(register):
        raise ImportError("needs the beaver module, which is not installed")

    plugin.tabletop_register_games = tabletop_register_games
    return plugin


@pytest.fixture(scope="session")
def registry():
    from tabletop_core import plugins

    example = _load_module("render_example_game", EXAMPLE_GAME)
    return plugins.load(
        extra_plugins=[example, _crashing_plugin(example), _broken_plugin()], autoload=False
    )


@pytest.fixture()
def shell(window, tabletop_shell, registry, tmp_path, monkeypatch):
    """A fresh shell on the shared window, saving into a temporary data folder."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    quits: list[bool] = []
    shell = tabletop_shell(registry, on_quit=lambda: quits.append(True))
    shell.quits = quits
    yield shell
    window.show_view(_blank_view(window))


def _blank_view(window):
    from tabletop_core.render._arcade import load_arcade

    return load_arcade().View(window)


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Render tests load their own games; installed plugins must not change what they see."""
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")
