"""The French lobby at 200 % text: its key hints are French ("Entrée", "Échap"), and with no
saved match it still says so, even where the heading and its note would not both fit."""

from __future__ import annotations

import pytest

from tabletop_core.render.legibility import reading_problems
from tabletop_core.render.theme import apply_settings

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("game", ["damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"])
def test_hints_in_french_and_the_empty_saves_said(shell, driver, language_reset, game):
    from tabletop_core.i18n import set_language

    set_language("fr")
    shell.settings.text_size = 200
    apply_settings(shell.settings)
    lobby = shell.show_lobby(game)
    driver.draw()
    words = [t.text for t in lobby.canvas.texts if t.visible and t.text]
    assert "Enter" not in words and "Esc" not in words, words
    assert "Entrée" in words  # ("Échap" gives way to its button's word when room is short)
    assert not lobby.resumes
    said = [w for w in words if w in ("Aucune pour l'instant.", "Aucune partie sauvegardée.")]
    assert said, words
    assert not reading_problems([lobby.canvas], lobby.bounds)
