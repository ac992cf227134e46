"""One headless window for the session (shared with other GL tests), a shell on a registry
holding Mein lieber Biber with its table, and a driver sending real window events (presses,
drags, the wheel, keys)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def biber_registry():
    import tabletop_mein_lieber_biber.plugin as biber_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[biber_plugin], autoload=False)


@pytest.fixture()
def make_shell(window, biber_registry, tmp_path, monkeypatch):
    """A shell on the session window; ``reduced_motion`` as the test needs."""
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)

    def make(reduced_motion: bool = True):
        return Shell(
            window,
            biber_registry,
            Settings(bot_pacing=0.0, reduced_motion=reduced_motion),
            settings_path=tmp_path / "settings.json",
            on_quit=lambda: None,
        )

    yield make
    window.show_view(load_arcade().View(window))
