"""The river's row of the Dam It! table is declared on the core's layout tree (four places,
the draw gap, the draw pile's place, each column as wide as its card or its caption needs) and
lies exactly where the former arithmetic put it: the same columns, cards and captions for every
player count, text size, language and table size, and the same pixels on screen."""

from __future__ import annotations

import pytest
from tabletop_damit.table.layout import DRAW, RIVER_SLOTS, TableLayout

from tabletop_core.render.geometry import Rect


def designed_column(layout: TableLayout, position: int) -> Rect:
    """Where a river place's column lay before the tree: the former arithmetic."""
    s = layout.scale
    row = layout.river_row
    left = row.left + 4 * s
    for place, width in enumerate(layout._column_widths(layout.card_size[0])):
        if place == DRAW:
            left += layout.draw_gap
        if place == position:
            return Rect(left, row.bottom, width, row.height)
        left += width
    raise IndexError(position)


def _same(got: Rect, meant: Rect) -> None:
    for side in ("left", "bottom", "width", "height"):
        assert getattr(got, side) == pytest.approx(getattr(meant, side), abs=1e-9)


def test_every_river_place_lies_where_the_arithmetic_put_it(table_layouts):
    tight_seen = set()
    for layout in table_layouts():
        tight_seen.add(layout.room.tight)
        for position in range(RIVER_SLOTS + 1):
            _same(layout._river_column(position), designed_column(layout, position))
            column = designed_column(layout, position)
            slot = layout.river_slot(position)
            assert slot.center_x == pytest.approx(
                column.left + (column.width - layout.river_gap) / 2, abs=1e-9
            )
            assert layout.river_caption(position).left == pytest.approx(column.left, abs=1e-9)
    assert tight_seen == {False, True}, "the river is checked with its spacing given way too"


@pytest.mark.gl
@pytest.mark.parametrize(("players", "text_size", "language"), [(2, 100, "en"), (4, 200, "de")])
def test_the_river_is_drawn_pixel_for_pixel_as_before(
    table_shot, monkeypatch, players, text_size, language
):
    on_the_tree, _ = table_shot(players, text_size, language)
    monkeypatch.setattr(TableLayout, "_river_column", designed_column)
    by_arithmetic, _ = table_shot(players, text_size, language)
    assert by_arithmetic.tobytes() == on_the_tree.tobytes()

    def nudged(layout: TableLayout, position: int) -> Rect:
        column = designed_column(layout, position)
        return Rect(column.left + 2, column.bottom, column.width, column.height)

    monkeypatch.setattr(TableLayout, "_river_column", nudged)
    moved, _ = table_shot(players, text_size, language)
    assert moved.tobytes() != on_the_tree.tobytes(), "the comparison sees the river"
