"""The session's headless window, the real registry of the four games, and a shell with the
settings a test asks for (animations on, when a test watches them play)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(scope="session")
def games_registry():
    from tabletop_core.plugins import registry

    found = registry()
    assert {"damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"} <= set(found.games)
    return found


@pytest.fixture()
def make_shell(window, games_registry, tmp_path, monkeypatch):
    """``make_shell(**settings)``: a shell on the real registry (no bot pacing and reduced
    motion unless a test says otherwise)."""
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.driving import make_shell as shell_on
    from tabletop_core.render.theme import set_high_contrast, set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    yield lambda **settings: shell_on(window, games_registry, tmp_path / "s.json", **settings)
    window.show_view(load_arcade().View(window))
    set_text_scale(1.0)
    set_high_contrast(False)
