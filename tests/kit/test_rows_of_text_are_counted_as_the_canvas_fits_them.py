"""A table sizing a rect for its words counts rows as the canvas fits them: a rect as tall as
``rows_held`` says takes the words whole, one row shorter cuts them (the kit's rows)."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.rows import row_height, rows_held

pytestmark = pytest.mark.gl

WORDS = "The river carries every card past the beavers and the dams they build along it"


@pytest.mark.parametrize("size", [11.0, 14.0, 22.0])
def test_a_rect_holding_the_rows_the_words_need_shows_them_whole(window, size):
    from tabletop_core.render.canvas import Canvas

    width = 260.0
    needed = Canvas.lines_needed(WORDS, size, width)
    assert needed >= 2
    tall = row_height(size) * needed
    assert rows_held(tall, size) == needed
    whole = Canvas()
    whole.fitted_text(WORDS, Rect(0, 0, width, tall), size, (255, 255, 255, 255), lines=needed)
    assert not whole.cut
    short = tall - row_height(size)
    assert rows_held(short, size) == needed - 1
    cut = Canvas()
    cut.fitted_text(WORDS, Rect(0, 0, width, short), size, (255, 255, 255, 255), lines=needed)
    assert cut.cut == [WORDS]


def test_a_rect_lower_than_a_row_holds_none_and_rows_grow_with_the_type():
    assert rows_held(row_height(12) * 0.5, 12) == 0
    assert row_height(24) == pytest.approx(2 * row_height(12))
