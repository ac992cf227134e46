"""A painter's wordings of one thing, most wanted first: the first that reads whole in the room
is drawn, the last when none does."""

from __future__ import annotations

import pytest

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.wordings import first_wording

pytestmark = [pytest.mark.gl, pytest.mark.usefixtures("window")]

LONG = "1: the raft tipped · 2: the last card was played · 3: every beaver reached the dam"
SHORT = "3: every beaver reached the dam"


def test_the_full_wording_is_chosen_where_it_reads_whole():
    wide = Canvas.measure(LONG, 12) + 10
    assert first_wording((LONG, SHORT), 12, wide) == LONG


def test_fewer_words_are_chosen_where_the_full_ones_would_be_cut():
    width = Canvas.measure(SHORT, 12) + 10
    assert Canvas.lines_needed(LONG, 12, width) > 1
    assert first_wording((LONG, SHORT), 12, width) == SHORT


def test_more_lines_let_the_full_wording_wrap():
    width = Canvas.measure(SHORT, 12) + 10
    needed = Canvas.lines_needed(LONG, 12, width)
    assert first_wording((LONG, SHORT), 12, width, lines=needed) == LONG
    assert first_wording((LONG, SHORT), 12, width, lines=needed - 1) == SHORT


def test_bold_words_are_measured_bold():
    words = "the dam by the raft"
    regular, bold = Canvas.measure(words, 12), Canvas.measure(words, 12, bold=True)
    width = (regular + bold) / 2 + 2  # the regular words fit on a line, the bold ones do not
    assert Canvas.lines_needed(words, 12, width) == 1
    assert Canvas.lines_needed(words, 12, width, bold=True) == 2
    assert first_wording((words, "dam"), 12, width) == words
    assert first_wording((words, "dam"), 12, width, bold=True) == "dam"


def test_a_word_wider_than_the_room_gives_way():
    word = "JOKER"
    wide = Canvas.measure(word, 10, bold=True)
    assert first_wording((word, "*"), 10, wide, bold=True) == word
    assert first_wording((word, "*"), 10, wide - 1, bold=True) == "*"


def test_the_last_wording_is_drawn_when_none_reads_whole():
    assert first_wording((LONG, SHORT), 12, 5) == SHORT
    with pytest.raises(ValueError):
        first_wording((), 12, 100)
