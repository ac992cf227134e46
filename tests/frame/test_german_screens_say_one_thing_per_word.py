"""German at the table: Undo and Back are different words (the menu bar's "Rückgängig", the
lobby's "Zurück"), and the debug overlay's notice behind the curtain is German too."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.fixture()
def german():
    from tabletop_core.i18n import set_language

    set_language("de")
    yield
    set_language("en")


def _drawn(canvas):
    return [t.text for t in canvas.texts if t.visible and t.text]


def test_undo_and_back_are_different_words(make_shell, driver, german):
    from tabletop_core.replay import SeatSpec

    shell = make_shell(language="de")
    lobby = shell.show_lobby("damit")
    driver.draw()
    back = lobby.back.label
    assert back in _drawn(lobby.canvas)
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("damit", seats, 3, None))
    driver.draw()
    undo = host._undo_button.label
    assert undo in _drawn(host.canvas)
    assert (back, undo) == ("Zurück", "Rückgängig")
    driver.key(key.ESCAPE)  # the menu: its way back and its undo differ too
    driver.draw()
    labels = [control.label for control in host.focus.controls]
    assert labels[0] == "Zurück zum Spiel" and "Rückgängig" not in labels[0]


def test_the_debug_notice_behind_the_curtain_is_german(make_shell, driver, german):
    from tabletop_core.replay import SeatSpec

    shell = make_shell(language="de", debug_overlay=True)
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    host = shell.start_match(shell.new_match("damit", seats, 3, None))
    driver.draw()
    assert host.overlay == "curtain" and host.debug is not None
    driver.key(key.F12)
    driver.draw()
    notice = host.debug.notice
    assert notice.startswith("Keine Debug-Ansicht hinter dem Vorhang")
    assert notice in _drawn(host.debug._notice_canvas)
    assert not {"curtain", "secrets", "would", "behind", "show"} & set(
        notice.lower().replace(":", "").split()
    )
