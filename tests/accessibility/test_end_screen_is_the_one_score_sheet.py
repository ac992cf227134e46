"""The end of a game of Dam It!: the end dialog is the one score sheet. Its tie-break line shows
only when the winners' score was shared; "Look at the table" (Enter, its default) shows the
table without a second sheet over it."""

from __future__ import annotations

import pytest

from tabletop_core.game import Result
from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _play_to_the_end(shell, driver, seed: int):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    host = shell.start_match(shell.new_match("damit", seats, seed, None))
    for _ in range(600):
        if host.match.is_over:
            break
        driver.update()
    assert host.match.is_over and host.overlay == "end"
    driver.draw()
    return host


def test_no_tie_no_tie_break_line_and_the_table_shows_alone(shell, driver):
    from tabletop_core.render.overlays import tie_to_break

    host = _play_to_the_end(shell, driver, 11)
    result = host.match.result
    assert result.tiebreak is not None and not tie_to_break(result), result
    words = [t.text for t in host.overlay_canvas.texts if t.visible]
    assert "Total" in words and "Tie-break" not in words, words
    from tabletop_core.render.driving import Driver

    Driver(driver.window).hold(key.ENTER)  # a deliberate press, the default: look at the table
    assert host.overlay is None and host.match.is_over
    driver.draw()
    table_words = [t.text for c in (host.table.scene.base, host.table.scene.marks) for t in c.texts]
    assert not [w for w in table_words if "wins" in w or w in ("total", "tie-break")]
    assert not [t for t in host.overlay_canvas.texts if t.visible]


def test_the_tie_break_decides_only_between_equal_scores():
    from tabletop_core.render.overlays import tie_to_break

    assert tie_to_break(Result(scores=(30, 30, 12), winners=(1,), tiebreak=(2, 5, 0)))
    assert not tie_to_break(Result(scores=(31, 30, 12), winners=(0,), tiebreak=(2, 5, 0)))
    assert tie_to_break(Result(scores=(-3, -3, 8), winners=(0, 1), tiebreak=(1, 1, 0)))
