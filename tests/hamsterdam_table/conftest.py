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


@pytest.fixture()
def hamsterdam_shell(tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tabletop_shell(hamsterdam_registry)
