"""At a hot-seat table, U takes back only the looking person's own move: after Ana's move, Ben
(behind the curtain, then at the table) is told why he cannot, and the Undo button is grey."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_the_next_person_pressing_u_is_told_it_is_not_their_move(shell, driver):
    from tabletop_core.replay import SeatSpec

    match = shell.new_match("beaver_bids", [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 7, None)
    host = shell.start_match(match)
    first = match.to_act
    driver.draw()
    driver.hold(key.ENTER)  # the first person takes the device
    driver.draw()
    host.send(match.legal_actions()[0])
    assert host.overlay == "curtain" and host.curtain_for == 1 - first
    driver.draw()
    driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    assert host.viewer == 1 - first
    driver.draw()
    undo_button = next(c for c in host.focus.controls if getattr(c, "label", "") == "Undo")
    assert not undo_button.enabled
    driver.key(key.U)
    driver.draw()
    assert len(match.actions) == 1
    shown = [t.text for t in host.canvas.texts if t.visible and t.text.startswith("No undo")]
    assert shown == ["No undo: there is no move of yours to take back."]
