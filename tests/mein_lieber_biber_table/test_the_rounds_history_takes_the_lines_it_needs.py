"""The round's header measures its history itself: beside the round's number while it fits
there, on a line under it when it does not, and (compact, above the raft) on as many lines as the
longest way a round can end needs, from the first round on, so that the raft does not jump."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber.state import END_DAM, END_LAST_CARD, END_TIPPED
from tabletop_mein_lieber_biber.table.sizes import biber_sizes
from tabletop_mein_lieber_biber.table.words import ROUND_ENDS, history_words

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Text
from tabletop_core.render.theme import set_text_scale, table_scale

ROOMY = Rect(0, 52, 960, 616)
"""The table of a 1280×720 window at 100 % text: the round's header atop the column."""
CRAMPED = Rect(0, 103, 960, 552)
"""The table at 200 % text: the column compact, the header above the raft."""


def test_the_history_stands_beside_the_number_until_it_needs_a_line_of_its_own(wordings):
    nudge = 1e-6
    for _wording, lay_out in wordings():
        first = lay_out(ROOMY, 2, rounds=(1, 3)).round_header.words()
        assert "title" in first and "history" not in first
        short = lay_out(ROOMY, 2, round_ends=(END_TIPPED,), rounds=(2, 3))
        assert not short.compact
        words = short.round_header.words()
        title, beside = words["title"], words["history"]
        assert beside.left >= title.right and beside.bottom < title.top < beside.top + title.height
        ends = (END_DAM, END_LAST_CARD, END_TIPPED)
        long = lay_out(ROOMY, 2, round_ends=ends, rounds=(3, 3))
        assert not long.compact
        words = long.round_header.words()
        title, under = words["title"], words["history"]
        assert under.top <= title.bottom + nudge and under.left == pytest.approx(title.left)
        assert under.height >= long.words.line("aside") - nudge
        header = long.round_header.rect
        assert header.contains(under.left, under.bottom + nudge)
        assert header.contains(under.right, under.top - nudge)


def test_a_compact_header_keeps_room_for_the_longest_round_end_from_the_start(wordings):
    set_text_scale(2.0)
    try:
        for _wording, lay_out in wordings():
            layout = lay_out(CRAMPED, 6, biber_sizes(table_scale(CRAMPED)), rounds=(1, 3))
            assert layout.compact and not layout.raft_first
            header = layout.round_header.rect
            room = header.height - layout.body_line
            for end in ROUND_ENDS:
                text = Text(history_words([end] * 3, True), "aside")
                lines = text.lines_at(layout.words, header.width)
                assert lines * layout.words.line("aside") <= room + 1e-6, end
                later = lay_out(
                    CRAMPED, 6, biber_sizes(table_scale(CRAMPED)), round_ends=(end,), rounds=(2, 3)
                )
                assert later.round_header.rect == header  # the raft does not jump
                history = later.round_header.words()["history"]
                assert history.top <= later.round_header.words()["title"].bottom + 1e-6
    finally:
        set_text_scale(1.0)
