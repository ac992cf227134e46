"""While the rules (F1) or the menu (Esc) is open, the prompt bar says what the overlay is for
and the way back, never a list of the legal moves ("play green 1 · … (or 32 more)")."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _prompt_words(host) -> list[str]:
    _bar, _table, _log, prompt = host.layout()
    return [
        t.text
        for t in host.canvas.texts
        if t.visible and t.text and prompt.contains(t.x + 1, t.y + 1)
    ]


@pytest.mark.parametrize("game", ["mein_lieber_biber", "damit"])
def test_the_bar_names_the_overlay_not_the_moves(shell, driver, game):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match(game, seats, 4, None))
    for _ in range(200):
        if host.match.to_act == 0:
            break
        driver.update()
    assert host.match.to_act == 0
    driver.draw()
    driver.key(key.F1)
    driver.draw()
    words = " ".join(_prompt_words(host))
    assert "Reading the rules" in words and "F1" in words, words
    assert " · " not in words and "more)" not in words, words
    driver.key(key.ESCAPE)
    driver.key(key.ESCAPE)
    driver.draw()
    assert host.overlay == "menu"
    words = " ".join(_prompt_words(host))
    assert "Esc" in words and " · " not in words and "more)" not in words, words
