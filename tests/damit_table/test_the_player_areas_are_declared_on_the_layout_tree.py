"""The player areas of the Dam It! table are declared on the core's layout tree (a column of
areas, one a seat, each with its name line and two or three rows under it) and lie exactly
where the former arithmetic put them: the same areas and rows for every player count, text
size, language and table size, and the same pixels on screen."""

from __future__ import annotations

import pytest
from tabletop_damit.table.areas import PlayerAreas

from tabletop_core.render.geometry import Rect


def designed_panel(layout: PlayerAreas, seat: int) -> Rect:
    """Where a seat's area lay before the tree: the former arithmetic."""
    col = layout.column
    s = layout.scale
    gap = 8 * s
    most = max(168 * s, layout.panel_head + layout.panel_rows * layout.small_line + 8 * s)
    height = min(most, (col.height - gap * (layout.players - 1)) / layout.players)
    return Rect(col.left, col.top - (seat + 1) * height - seat * gap, col.width, height)


def designed_row(layout: PlayerAreas, seat: int, row: int) -> Rect:
    """Where row ``row`` under a seat's name lay before the tree."""
    panel = designed_panel(layout, seat)
    s = layout.scale
    top = panel.top - layout.panel_head
    height = (top - panel.bottom - 6 * s) / layout.panel_rows
    return Rect(panel.left + 10 * s, top - (row + 1) * height, panel.width - 20 * s, height)


def _same(got: Rect, meant: Rect) -> None:
    for side in ("left", "bottom", "width", "height"):
        assert getattr(got, side) == pytest.approx(getattr(meant, side), abs=1e-9)


def test_every_area_and_row_lies_where_the_arithmetic_put_it(table_layouts):
    rows_seen, shared_seen = set(), set()
    for layout in table_layouts():
        rows_seen.add(layout.panel_rows)
        shared_seen.add(designed_panel(layout, 0).height < 168 * layout.scale)
        for seat in range(layout.players):
            _same(layout.panel(seat), designed_panel(layout, seat))
            for row in range(layout.panel_rows):
                _same(layout._panel_row(seat, row), designed_row(layout, seat, row))
    assert rows_seen == {2, 3}, "areas with two rows and with three are checked"
    assert shared_seen == {False, True}, "areas at their full height and sharing a short column"


@pytest.mark.gl
@pytest.mark.parametrize(("players", "text_size", "language"), [(2, 100, "en"), (4, 200, "de")])
def test_the_player_areas_are_drawn_pixel_for_pixel_as_before(
    table_shot, monkeypatch, players, text_size, language
):
    on_the_tree, layout = table_shot(players, text_size, language)
    monkeypatch.setattr(PlayerAreas, "panel", designed_panel)
    monkeypatch.setattr(PlayerAreas, "_panel_row", designed_row)
    by_arithmetic, _ = table_shot(players, text_size, language)
    assert by_arithmetic.tobytes() == on_the_tree.tobytes()

    def nudged(layout: PlayerAreas, seat: int, row: int) -> Rect:
        meant = designed_row(layout, seat, row)
        return Rect(meant.left + 2, meant.bottom, meant.width, meant.height)

    monkeypatch.setattr(PlayerAreas, "_panel_row", nudged)
    moved, _ = table_shot(players, text_size, language)
    assert moved.tobytes() != on_the_tree.tobytes(), "the comparison sees the player areas"
