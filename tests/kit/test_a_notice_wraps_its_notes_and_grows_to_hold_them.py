"""A notice tells at most two notes, the first bold at the body type and the next at the small
type; each wraps onto the lines its words need at the width given, never more than the most
allowed, and the notice is as tall as its lines plus its edges."""

from __future__ import annotations

import pytest

from tabletop_core.render.kit.notice import NOTES, note_lines, notice_height
from tabletop_core.render.theme import table_sizes

SIZES = table_sizes(1.0)
pytestmark = [pytest.mark.gl, pytest.mark.usefixtures("tabletop_window")]


def test_the_first_note_is_bold_at_the_body_type_and_the_rest_small():
    lines = note_lines("The raft tipped\nBen takes a stick\nnever told", 600, SIZES)
    assert len(lines) == NOTES
    assert (lines[0].size, lines[0].bold) == (SIZES.body, True)
    assert (lines[1].size, lines[1].bold) == (SIZES.small, False)
    assert [line.lines for line in lines] == [1, 1]


def test_a_long_note_wraps_but_never_past_the_most_lines():
    long = " ".join(["splash"] * 60)
    narrow = note_lines(long, 120, SIZES, most=3)
    assert narrow[0].lines == 3
    wider = note_lines(long, 400, SIZES, most=10)
    assert 1 < wider[0].lines < 10


def test_the_notice_is_as_tall_as_its_lines_and_edges():
    lines = note_lines("The raft tipped\n" + " ".join(["water"] * 40), 200, SIZES)
    expected = lines[0].lines * SIZES.line(SIZES.body) + lines[1].lines * SIZES.line(SIZES.small)
    assert notice_height(lines, SIZES, 8.0) == pytest.approx(expected + 16.0)
    assert lines[1].lines > 1
