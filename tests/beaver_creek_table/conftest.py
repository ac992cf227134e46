"""One headless window for the session (shared with other GL tests), a shell on a registry
holding Beaver Creek with its table, and a driver sending real window events, drags included."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def creek_registry():
    import tabletop_beaver_creek.plugin as creek_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[creek_plugin], autoload=False)


@pytest.fixture()
def creek_shell(tabletop_shell, creek_registry, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tabletop_shell(creek_registry)
