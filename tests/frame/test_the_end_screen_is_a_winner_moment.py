"""An ending: one end screen, as tall as its rows, with the winner's portrait, what they built
and the totals counting up (the final state at once with reduced motion); Beaver
Creek's total reads as the logs dealt less the logs still held."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_move
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
key = load_arcade().key


def _to_the_end(shell, driver, game: str, seed: int):
    seats = [SeatSpec.bot(name, "random") for name in ("Otto", "Tina", "Hugo")]
    host = shell.start_match(shell.new_match(game, seats, seed, None))
    while not host.match.is_over:
        bot_move(host)  # waits for a bot thinking on its worker thread, whatever the load
    for _ in range(600):
        if host.overlay == "end":
            break
        driver.update()
    assert host.match.is_over and host.overlay == "end"
    return host


def _words(host) -> list[str]:
    return [t.text for t in host.overlay_canvas.texts if t.visible and t.text]


def _played_out(shell, game: str, seed: int):
    """The match ``_to_the_end`` starts, played to its end without a window: a finished match
    opens on its result, so only the end screen needs the table (the moves do not depend on
    what is drawn, and a Beaver Creek game drawn move by move costs several times its physics)."""
    seats = [SeatSpec.bot(name, "random") for name in ("Otto", "Tina", "Hugo")]
    match = shell.new_match(game, seats, seed, None)
    while not match.is_over:
        match.bot_step()
    return match


def test_beaver_creek_counts_up_to_totals_it_explains(make_shell, driver):
    shell = make_shell(reduced_motion=True)
    # seed 4: 60 placements to its end (seed 2 took 105, four times the physics), ended as
    # seed 2's was (the last log placed without an accident), one winner on 10 logs
    finished = _played_out(shell, "beaver_creek", 4)
    shell.settings.reduced_motion = False
    host = shell.start_match(finished)  # a finished match opens on its result
    result = host.match.result
    driver.draw()
    assert host.counted < 1
    words = _words(host)
    assert "logs at the start" in words and "logs still in hand (taken off)" in words
    for seat, sheet in enumerate(result.breakdown):
        in_hand = sheet["logs still in hand (taken off)"]
        assert sheet["logs at the start"] - in_hand == result.scores[seat] and in_hand >= 0
    best = max(result.scores)
    assert f"{best:g}  ★" not in words, "the winner's total is still counting"
    shown = {key for key, _rect in host.overlay_canvas.pieces}
    assert {"ending:portrait:0", "ending:built"} <= shown, "the winner's beaver and the dam"
    driver.update(0.1, frames=14)
    driver.draw()
    assert host.counted == 1
    winner = result.winners[0]
    assert f"{result.scores[winner]:g}  ★" in _words(host)
    panel_shapes = host.overlay_canvas.shapes
    assert len(panel_shapes)
    # the panel is sized to its content: far less than the 560 px it used to take at least
    buttons = [c for c in host.focus.controls]
    assert buttons[0].label == "Look at the table"
    top = max(t.top for t in host.overlay_canvas.texts if t.visible)
    assert top - buttons[0].rect.bottom < 420


def test_with_reduced_motion_the_end_shows_its_totals_at_once(make_shell, driver):
    host = _to_the_end(make_shell(reduced_motion=True), driver, "damit", 11)
    driver.draw()
    assert host.counted == 1
    result = host.match.result
    winner = result.winners[0]
    assert f"{result.scores[winner]:g}  ★" in _words(host)
    driver.hold(key.ENTER)  # the default still looks at the table
    assert host.overlay is None and host.match.is_over
