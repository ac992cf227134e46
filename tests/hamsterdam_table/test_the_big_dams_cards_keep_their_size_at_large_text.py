"""At 150 and 200 % text the big dam's cards are at least as large as at 100 % in the same window,
language and player count (#31: "at 200 % text every piece is at least as large as at 100 %").
Before, at 1024×600 the shared column beside the big dam was as wide as its words on one line
(the dice beside what they rolled, the tray's title, the specials' longest wording) and the cards
were 62-65 px against 67 px at 100 %: now the column's words take a second line, the dice stand
over what they rolled and the big dam's sea and town narrow before its cards do."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl

SIZES = ((1024, 600), (1280, 720))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_big_dams_cards_are_as_large_at_large_text_as_at_100_percent(
    tabletop_window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, players
):
    from tabletop_core import i18n
    from tabletop_core.render.screenshot import _match_at
    from tabletop_core.render.theme import set_text_scale
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n._language
    smaller: list[str] = []
    try:
        match = _match_at(hamsterdam_registry, "hamsterdam", 3, None, players)
        for width, height in SIZES:
            shell = tabletop_shell(hamsterdam_registry, Settings(), settings_path=None)
            # a headless window keeps the size it was made with: the frame reads this one
            monkeypatch.setattr(tabletop_window, "_width", width)
            monkeypatch.setattr(tabletop_window, "_height", height)
            host = shell.start_match(match)
            for language in ("en", "de"):
                i18n.set_language(language)
                seen: dict[float, float] = {}
                for text in (1.0, 1.5, 2.0):
                    set_text_scale(text)
                    host.refresh()
                    host.on_update(0.0)
                    host.on_draw()
                    seen[text] = host.table.scene.layout.card(-1, 0).width
                for text in (1.5, 2.0):
                    if seen[text] < seen[1.0] - 1e-6:
                        smaller.append(
                            f"{width}x{height} {language} {text:.0%}: {seen[text]:.1f} px"
                            f" against {seen[1.0]:.1f} px at 100 %"
                        )
    finally:
        i18n._language = before
        set_text_scale(1.0)
    assert smaller == []


def test_the_hand_to_arrange_keeps_its_cards_size_at_large_text(
    tabletop_window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch
):
    """While a player arranges the hand into the dam, the hand's cards in the decision panel
    are at least as large at 150 and 200 % as at 100 % (the panel keeps their height; the
    smaller dams, empty while the round starts, fold to make it)."""
    from tabletop_hamsterdam.state import ARRANGE

    from tabletop_core import i18n
    from tabletop_core.render.screenshot import _match_at
    from tabletop_core.render.theme import set_text_scale
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n._language
    smaller: list[str] = []
    try:
        match = _match_at(hamsterdam_registry, "hamsterdam", 3, 40, 4)
        assert match.state.stage == ARRANGE
        for width, height in SIZES:
            shell = tabletop_shell(hamsterdam_registry, Settings(), settings_path=None)
            monkeypatch.setattr(tabletop_window, "_width", width)
            monkeypatch.setattr(tabletop_window, "_height", height)
            host = shell.start_match(match)
            for language in ("en", "de"):
                i18n.set_language(language)
                seen: dict[float, float] = {}
                for text in (1.0, 1.5, 2.0):
                    set_text_scale(text)
                    host.refresh()
                    host.on_update(0.0)
                    host.on_draw()
                    seen[text] = host.table.scene.layout.hand_card(0, 9).width
                smaller += [
                    f"{width}x{height} {language} {text:.0%}: {seen[text]:.1f} px"
                    for text in (1.5, 2.0)
                    if seen[text] < seen[1.0] - 1e-6
                ]
    finally:
        i18n._language = before
        set_text_scale(1.0)
    assert smaller == []
