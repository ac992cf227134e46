"""The session's headless window (tests/conftest.py), a shell on a registry holding Hamsterdam
with its table, and a driver sending real window events: keys, clicks and drags.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def hamsterdam_registry():
    import tabletop_hamsterdam.plugin as hamsterdam_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[hamsterdam_plugin], autoload=False)


def make_shell(window, registry, tmp_path, **settings):
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    return Shell(
        window,
        registry,
        Settings(bot_pacing=0.0, **{"reduced_motion": True, **settings}),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )


@pytest.fixture()
def hamsterdam_shell(window, hamsterdam_registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = make_shell(window, hamsterdam_registry, tmp_path)
    yield shell
    window.show_view(load_arcade().View(window))
