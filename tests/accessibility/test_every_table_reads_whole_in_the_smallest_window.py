"""Every shipped table reads whole in the smallest window the settings offer, as `tabletop check`
reads it: every player count, text size and language of the check, at the start, the middle and
the end of a match; no word cut, too small, out of its area or under a later panel.

`tabletop check` only warns about this window for a release (plugins that read whole at the
opening window keep passing); the four games that ship are held to it here. Each of them once
failed it: Beaver Creek's solo ladder ran off the table, Hamsterdam's empty tray and specials
line were cut, Dam It!'s hand header ran under the prompt and its dam badges shrank to
unreadable numbers."""

from __future__ import annotations

import pytest

from tabletop_core.render.reading_check import SMALLEST_WINDOW, table_problems

pytestmark = [pytest.mark.gl, pytest.mark.slow]


@pytest.mark.parametrize("game", ["damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"])
def test_the_table_reads_whole_in_the_smallest_window(
    game, window, games_registry, reading_reset, language_reset, tmp_path, monkeypatch
):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    made, problems = table_problems(games_registry, game, windows=(SMALLEST_WINDOW,))
    assert made > 0
    assert not problems, f"{len(problems)} problems in {made} readings: " + "; ".join(problems[:8])
    assert (window.width, window.height) == (1280, 720)  # the session's window gets its size back
