"""One headless window for the session (shared with other GL tests if one is open), a shell on
a registry holding Dam It! with its table, and a driver sending real window events.

The Dam It! plugin module (which carries the table and art hooks) is passed as an extra plugin.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def damit_registry():
    import tabletop_damit.plugin as damit_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[damit_plugin], autoload=False)


@pytest.fixture(scope="session")
def gl_window(window):
    return window


@pytest.fixture()
def damit_shell(gl_window, damit_registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    if (gl_window.width, gl_window.height) != (1280, 720):
        gl_window.set_size(1280, 720)
    shell = Shell(
        gl_window,
        damit_registry,
        Settings(bot_pacing=0.0, reduced_motion=True),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )
    yield shell
    gl_window.show_view(load_arcade().View(gl_window))
