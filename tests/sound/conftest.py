"""The four games with their tables, and a shell on them (reduced motion, bots at once)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()

GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


@pytest.fixture
def own_sound_cache(monkeypatch):
    """For the tests of the cache's files themselves (their module uses it): each writes its
    own cache in its data folder, not the suite's shared one (tests/conftest.py), which one of
    them overwrites with silence on purpose. The other tests read the shared cache, kept
    between runs in a folder named after the synth's and the cache's source, instead of
    synthesizing each sound again in each worker: what they judge is what this source makes."""
    from tabletop_core.sound.cache import CACHE_DIR_ENV

    monkeypatch.delenv(CACHE_DIR_ENV, raising=False)


@pytest.fixture(scope="session")
def games_registry():
    import tabletop_beaver_creek.plugin
    import tabletop_damit.plugin
    import tabletop_hamsterdam.plugin
    import tabletop_mein_lieber_biber.plugin

    from tabletop_core import plugins

    found = plugins.load(
        extra_plugins=[
            tabletop_damit.plugin,
            tabletop_hamsterdam.plugin,
            tabletop_mein_lieber_biber.plugin,
            tabletop_beaver_creek.plugin,
        ],
        autoload=False,
    )
    assert set(GAMES) <= set(found.games)
    return found


@pytest.fixture()
def shell(tabletop_shell, games_registry, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")
    return tabletop_shell(games_registry)
