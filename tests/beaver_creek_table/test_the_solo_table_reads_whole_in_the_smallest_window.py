"""Solo at 200 % text in the smallest window the settings offer (1024×576), the compact strip
under the tray once wrapped its six verdicts onto a second row and ran off the table: the
"46–50" cell and the stock's line ("▶ Ana", "in all 44") lay under the prompt. The side column
now takes the width of the six verdicts in a row and of the strip's words on two lines, and the
room round the tray and the strip gives way first, so the whole strip reads in every language.
(The reading really is made in that window: a headless window is given a new pbuffer of the
size, and the session's window its own size back afterwards.)"""

from __future__ import annotations

import pytest

from tabletop_core.render.reading_check import SMALLEST_WINDOW, table_problems

# slow: a reading check over every state it names in a resized window (4-8 s); the fast tier
# reads the opening window, the slow tier every game in the smallest one as well
pytestmark = [pytest.mark.gl, pytest.mark.slow]


def test_the_solo_table_reads_whole_at_200_percent_in_the_smallest_window(
    window, creek_registry, tmp_path, monkeypatch
):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    made, problems = table_problems(
        creek_registry,
        "beaver_creek",
        players=[1],
        positions=("middle",),
        text_sizes=(200,),
        windows=(SMALLEST_WINDOW,),
    )
    assert made == 3  # the middle of a match, in English, French and German
    assert not problems, "; ".join(problems[:8])
    assert (window.width, window.height) == (1280, 720)  # the session's window gets its size back
