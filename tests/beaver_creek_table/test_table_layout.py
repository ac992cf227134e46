"""The table's rectangles and camera, without a window."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from tabletop_beaver_creek.table.layout import Needs, TableLayout, camera_for, lines_for, up_to

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Sizes, table_scale


def test_the_parts_of_the_table_do_not_overlap_and_scale_with_the_window():
    for rect in (Rect(0, 56, 960, 616), Rect(0, 80, 1440, 924)):
        layout = TableLayout(rect, 5)
        side, scene, stocks = layout.side, layout.scene, layout.stocks
        assert side.right < scene.left and stocks.top < scene.bottom
        for part in (side, scene, stocks):
            assert rect.left <= part.left and part.right <= rect.right
            assert rect.bottom <= part.bottom and part.top <= rect.top
        slots = [layout.tray_slot(i) for i in range(3)]
        assert all(a.bottom > b.top for a, b in zip(slots, slots[1:], strict=False))
        assert slots[-1].bottom > layout.supply.top
        assert layout.stock(4).right <= stocks.right + 0.01
    assert TableLayout(Rect(0, 80, 1440, 924), 2).scale == 1.5


def test_the_camera_maps_both_ways_and_widens_smoothly_as_the_dam_grows():
    scene = Rect(254, 120, 700, 488)
    low = camera_for(scene, up_to(90.0))
    x, y = low.to_screen(-50.0, 60.0)
    assert low.to_world(x, y) == pytest.approx((-50.0, 60.0))
    assert low.to_screen(0.0, 0.0)[0] == scene.center_x
    middling = camera_for(scene, up_to(150.0))
    assert camera_for(scene, up_to(160.0)).k < middling.k < low.k  # each log widens it a little
    high = camera_for(scene, up_to(400.0))
    assert high.k < low.k
    assert high.to_screen(0.0, 400.0 + 80)[1] <= scene.top + 0.01


def _large_type(scale: float) -> Sizes:
    """The table's type at 200 % text, as ``table_sizes`` gives it with that setting."""
    return Sizes(scale, 48 * scale, 32 * scale, 26 * scale, 22 * scale, 10 * scale, 40, text=2.0)


LONG_WORDS = Needs(
    side=330.0,
    supply=290.0,
    how_lines=lambda width: 3 if width > 700 else 6,
    button=330.0,
    caption=60.0,
    stock_name=180.0,
    stock_total=220.0,
    stock_row=150.0,
    ladder_cell=100.0,
    ladder_head=300.0,
    verdict=600.0,
)


def _inside(part: Rect, rect: Rect) -> bool:
    return (
        rect.left - 0.01 <= part.left
        and part.right <= rect.right + 0.01
        and rect.bottom - 0.01 <= part.bottom
        and part.top <= rect.top + 0.01
    )


def _apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


def test_at_100_percent_the_table_keeps_the_places_it_was_designed_with():
    layout = TableLayout(Rect(0, 56, 960, 616), 3)
    assert not layout.banded and layout.how_panel is None
    # the dice area's margins lie on the spacing scale
    assert layout.side.width == 236 and layout.dice_area.height == 128
    assert layout.stocks.height == 104 and layout.side_panel == layout.side
    assert layout.how_area.top < layout.dice_area.bottom < layout.side.top


def test_large_text_lays_the_words_under_the_dice_in_a_band_and_keeps_every_part_apart():
    rect = Rect(0, 100, 960, 552)
    layout = TableLayout(rect, 3, _large_type(table_scale(rect)), LONG_WORDS)
    assert layout.banded
    dice, band = layout.dice_area, layout.how_panel
    assert band is not None and dice.right < band.left and dice.top == band.top
    assert layout.how_words.height >= 3 * layout.small_line  # three lines at the band's width
    assert layout.side.width == 330  # as wide as its words
    parts = [dice, band, layout.side_panel, layout.scene, layout.stocks]
    for part in parts:
        assert _inside(part, rect)
    for a, b in itertools.combinations(parts, 2):
        assert _apart(a, b), (a, b)
    slots = [layout.tray_slot(i) for i in range(3)]
    assert all(slot.height >= 2 * layout.small_line for slot in slots)
    assert layout.tray_title.bottom >= slots[0].top and slots[-1].bottom >= layout.supply.top
    buttons = layout.buttons(3)
    assert buttons[-1].bottom >= layout.supply.top
    assert all(b.height >= 2 * layout.body_line for b in buttons)  # long labels take two lines
    assert layout.scene.height >= 180
    panels = [layout.stock(seat) for seat in range(3)]
    assert len({panel.bottom for panel in panels}) == 1  # one row
    for seat in range(3):
        rows = layout.stock_rows(seat)
        assert rows[0].height >= 2 * layout.small_line - 0.01  # "logs left" wraps
        assert all(row.height >= layout.small_line - 0.01 for row in rows)


def test_stock_panels_that_would_not_fit_in_one_row_become_a_board_with_a_row_per_player():
    rect = Rect(0, 80, 1440, 924)
    needs = Needs(
        stock_row=320.0, board_heads=(90.0, 70.0, 80.0), board_count=30.0, board_names=(150.0,) * 5
    )
    layout = TableLayout(rect, 5, None, needs)
    assert layout.board
    rows = [layout.stock(seat) for seat in range(5)]
    assert all(a.bottom >= b.top - 0.01 for a, b in itertools.pairwise(rows))  # top to bottom
    assert all(_inside(row, layout.stocks) for row in rows)
    heads = layout.board_heads()
    assert all(head.bottom >= rows[0].top - 0.01 for head in heads)
    assert all(head.width >= 90 for head in heads)
    for seat, row in enumerate(rows):
        name, *counts = layout.board_cells(seat)
        assert row.height >= layout.small_line and name.width >= 150
        assert [cell.left for cell in counts] == [head.left for head in heads]
        for a, b in itertools.pairwise([name, *counts]):
            assert a.right <= b.left + 0.01
        x, y, _r = layout.stock_marker(seat)
        assert row.contains(x, y)
    assert layout.scene.height > layout.stocks.height  # the dam keeps the room


def test_on_the_board_a_name_too_long_for_one_line_takes_two_in_its_own_row_only():
    rect = Rect(0, 100, 960, 552)
    widths = (120.0, 900.0, 120.0, 120.0)
    needs = Needs(stock_row=400.0, board_heads=(100.0,) * 3, board_count=30.0, board_names=widths)
    layout = TableLayout(rect, 4, _large_type(table_scale(rect)), needs)
    heights = [layout.stock(seat).height for seat in range(4)]
    assert heights[1] >= 2 * layout.small_line > heights[0] == heights[2] == heights[3]


def test_at_100_percent_five_players_keep_a_panel_each_in_one_row():
    layout = TableLayout(Rect(0, 56, 960, 616), 5)
    assert not layout.board
    panels = [layout.stock(seat) for seat in range(5)]
    assert len({panel.bottom for panel in panels}) == 1


def test_solo_gives_the_verdict_ladder_the_room_its_cells_need():
    rect = Rect(0, 80, 1440, 924)  # a large window: the scene keeps room beside the ladder
    needs = replace(LONG_WORDS, verdict=900.0)
    layout = TableLayout(rect, 1, _large_type(table_scale(rect)), needs)
    assert not layout.compact
    head, line, cells = layout.ladder_parts()
    assert all(cell.width >= 100 for cell in cells)
    assert line.height >= 2 * layout.small_line  # the verdict wraps
    assert all(_inside(cell, layout.ladder) for cell in cells)
    for a, b in itertools.combinations(cells, 2):
        assert _apart(a, b)
    assert layout.stock(0).right < layout.ladder.left


SOLO_WORDS = replace(
    LONG_WORDS,
    ladder_plain=85.0,
    placed=700.0,
    board_heads=(109.0, 77.0, 98.0),
    board_count=36.0,
    board_names=(111.0,),
)


def test_solo_at_large_text_folds_verdicts_and_stock_into_a_low_strip_under_a_tall_scene():
    rect = Rect(0, 100, 960, 552)
    layout = TableLayout(rect, 1, _large_type(table_scale(rect)), SOLO_WORDS)
    assert layout.compact and not layout.board
    assert layout.scene.height >= layout.banner_room  # the longest banner fits over the dam
    words, cells, stock = layout.strip_parts()
    assert words.height >= 2 * layout.small_line - 0.01  # the verdict wraps
    assert len({cell.bottom for cell in cells}) == 1  # the six verdicts in one row
    assert all(cell.width >= 85 for cell in cells)
    name, counts = layout.strip_stock()
    parts = [words, *cells, name, *(rect for count in counts for rect in count)]
    assert all(_inside(part, layout.stocks) for part in parts)
    for a, b in itertools.combinations(parts, 2):
        assert _apart(a, b), (a, b)
    assert stock.height < 1.5 * layout.small_line  # the stock on one line
    assert layout.stock(0) == stock
    x, y, _r = layout.stock_marker(0)
    assert name.contains(x, y)


def test_a_compact_solo_strip_puts_the_counts_under_a_name_too_long_to_share_their_line():
    rect = Rect(0, 100, 960, 552)
    needs = replace(SOLO_WORDS, board_names=(300.0,))
    layout = TableLayout(rect, 1, _large_type(table_scale(rect)), needs)
    name, counts = layout.strip_stock()
    assert all(head.top <= name.bottom + 0.01 for head, _number in counts)
    assert all(_inside(number, layout.stocks) for _head, number in counts)


def test_at_100_percent_solo_keeps_its_stock_panel_beside_the_ladder():
    layout = TableLayout(Rect(0, 56, 960, 616), 1)
    assert not layout.compact
    assert layout.stock(0).right < layout.ladder.left


def test_words_longer_than_their_room_count_extra_lines():
    assert lines_for(100, 200) == 1
    assert lines_for(300, 200) == 2
    assert lines_for(390, 200) == 3  # wrapping wastes the ends of lines
