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


def _apart(a, b) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


@pytest.fixture()
def panel_reads_whole():
    """Checks a table layout's decision panel: the parts it shows (its title, its why, its
    buttons, the "Why?" button) lie inside it, none on another, each button as tall as its
    words whole."""
    from tabletop_hamsterdam.table.panel_words import key_side, needed, offer_words

    from tabletop_core.render.kit import Text
    from tabletop_core.render.kit.sizing import widths_of
    from tabletop_core.render.kit.surfaces import Surfaces

    def check(layout) -> None:
        panel, parts = layout.panel, [layout.panel_title()]
        if layout.panel_words()[1] and layout.panel_help().height > 0:
            parts.append(layout.panel_help())
        decision = layout.words.decision
        offers = decision.buttons if decision is not None else ()
        buttons = layout.buttons(len(offers))
        gap = widths_of(Text("  "), layout.ctx)[1]
        for offer, rect in zip(offers, buttons, strict=True):
            words = offer_words(offer, 99, True, layout.stacked(), gap)
            width = Surfaces(layout.scale).keyed_words(rect.width, key_side(layout))
            assert needed(words, width, layout.ctx) <= rect.height + 1e-6, (offer, rect)
        parts += buttons
        if layout.more_button().width > 0:
            parts.append(layout.more_button())
        for part in parts:
            assert panel.left - 1e-6 <= part.left and part.right <= panel.right + 1e-6, part
            assert panel.bottom - 1e-6 <= part.bottom and part.top <= panel.top + 1e-6, part
        for k, a in enumerate(parts):
            assert all(_apart(a, b) for b in parts[k + 1 :]), (a, parts)

    return check
