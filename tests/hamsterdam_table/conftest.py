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


@pytest.fixture()
def laid_out_at_every_text_size(
    tabletop_window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch
):
    """``laid_out(match, sizes)``: the match's table laid out as the next frame would draw it,
    in each window size of ``sizes``, in English and German, at 100, 150 and 200 % text; yields
    ``(case, text, host)`` for each, ``host.table.scene.layout`` the layout for that case and
    ``case`` naming it ("1024x600 de 150%"). Nothing is painted, the frame's bars neither: a
    frame's pictures and labels cost ten times the layout, and these tests read only where
    things lie. The language and text size in force before come back after the test."""
    from tabletop_core import i18n
    from tabletop_core.render.theme import scale_for, set_text_scale
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n._language

    def laid_out(match, sizes):
        for width, height in sizes:
            shell = tabletop_shell(hamsterdam_registry, Settings(), settings_path=None)
            # a headless window keeps the size it was made with: the frame reads this one
            monkeypatch.setattr(tabletop_window, "_width", width)
            monkeypatch.setattr(tabletop_window, "_height", height)
            host = shell.start_match(match)
            for language in ("en", "de"):
                i18n.set_language(language)
                for text in (1.0, 1.5, 2.0):
                    set_text_scale(text)
                    host.refresh()
                    host.on_update(0.0)
                    # what a frame does before it paints: the frame's sizes for this text
                    # size (Screen.rebuild_now, without painting the bars), its bands, then
                    # the table's layout in its band
                    host.sizes = scale_for(width, height)
                    host.table.scene.layout_for(host.layout().table)
                    yield f"{width}x{height} {language} {text:.0%}", text, host

    yield laid_out
    i18n._language = before
    set_text_scale(1.0)


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
