"""``FittedText`` takes the lines it needs up to its most at the width it is given, and asks no
more width than its widest word: beside a picture in a narrow column it is never pushed past
its room (its painter words it shorter there)."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Context, Piece, Row, Text, lay_out
from tabletop_core.render.kit.fitted_words import FittedText
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.theme import table_sizes

ROLLED = "no roll yet this round"


def _measure(text: str, size: float, *, bold: bool = False) -> float:
    return len(text) * size * 0.6  # a plain measure: each letter 0.6 of the type size


def _ctx() -> Context:
    return Context(table_sizes(1.0), _measure)


def test_it_asks_for_its_widest_word_and_prefers_one_line():
    ctx = _ctx()
    least, preferred = widths_of(FittedText(ROLLED, "small", lines=2), ctx)
    assert least == pytest.approx(_measure("round", ctx.type_size("small")) + 2)
    assert preferred == pytest.approx(_measure(ROLLED, ctx.type_size("small")))
    assert least < widths_of(Text(ROLLED, "small", lines=2), ctx)[0]


def test_it_takes_the_lines_it_needs_up_to_its_most():
    ctx = _ctx()
    line = ctx.line("small")
    words = FittedText(ROLLED, "small", lines=2)
    assert heights_of(words, 1000, ctx)[1] == pytest.approx(line)
    assert words.lines_at(ctx, 50) > 2  # more lines than it takes
    assert heights_of(words, 50, ctx)[1] == pytest.approx(2 * line)


def test_beside_a_picture_it_stays_inside_a_narrow_row():
    ctx = _ctx()
    row = Row(Piece((60, 40), key="dice"), FittedText(ROLLED, "small", lines=2, key="rolled"))
    placed = lay_out(row, Rect(0, 0, 150, 60), ctx)
    assert placed["rolled"].right <= 150 + 1e-6 and placed["rolled"].left >= placed["dice"].right
