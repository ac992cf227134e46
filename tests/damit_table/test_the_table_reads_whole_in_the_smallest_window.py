"""In the smallest window the settings offer (1024×576), at 200 % text, the Dam It! table once
did not read whole: in German the hand's header ran under the prompt (no form of the table held
the hand up beside the dam piles with the discard there too), and late in a four-player match a
player area's dam badges shrank to numbers a few pixels tall that lay on each other. Now the hand
can lie up with the discard beside the piles (its least width counts the key badges on its
cards), and the dam badges keep the finest type that reads at 100 %, so every reading of the
core's check is whole: two to four players, the start, the middle and the end of a match, in
English and German."""

from __future__ import annotations

import pytest

from tabletop_core.render.reading_check import SMALLEST_WINDOW, table_problems

# slow: a reading check over every state it names in a resized window (4-8 s); the fast tier
# reads the opening window, the slow tier every game in the smallest one as well
pytestmark = [pytest.mark.gl, pytest.mark.slow]


def test_the_table_reads_whole_at_200_percent_in_the_smallest_window(
    window, damit_registry, tmp_path, monkeypatch
):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    made, problems = table_problems(
        damit_registry,
        "damit",
        players=[2, 3, 4],
        text_sizes=(200,),
        languages=("en", "de"),
        windows=(SMALLEST_WINDOW,),
    )
    assert made == 18  # 2-4 players, at the start, the middle and the end, in English and German
    assert not problems, "; ".join(problems[:8])
    assert (window.width, window.height) == (1280, 720)  # the session's window gets its size back
