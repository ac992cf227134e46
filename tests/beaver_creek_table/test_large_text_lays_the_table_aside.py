"""At 200 % text in a 1280×720 window the banded table left the dam a third of its 100 % height,
so the dam, the dice and the stocks' logs were drawn at half their size. Given the scene the
window has at 100 % text, the table is laid out aside: the stocks under the tray, the supply in
the band, and the scene tall enough for the camera to keep the 100 % scale. No window needed."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from tabletop_beaver_creek.table.camera import ground_line
from tabletop_beaver_creek.table.layout import (
    LEAST_HEADROOM,
    LOG_PICTURE,
    Needs,
    TableLayout,
    camera_for,
    up_to,
)
from tabletop_beaver_creek.table.proportions import MOST_SCALE

from tabletop_core.render.geometry import Rect
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import Sizes, set_text_scale, table_scale

WINDOW_AT_200 = Rect(0, 103.07, 1280, 552.4)
"""The table's rect in a 1280×720 window at 200 % text (the frame's bars take the rest)."""


def _large_type(scale: float) -> Sizes:
    return Sizes(scale, 48 * scale, 32 * scale, 26 * scale, 22 * scale, 10 * scale, 40, text=2.0)


WORDS = Needs(
    side=420.0,
    supply=366.0,
    how_lines=lambda width: 2 if width > 600 else 4,
    button=330.0,
    caption=60.0,
    stock_name=180.0,
    stock_total=220.0,
    stock_row=150.0,
    board_heads=(110.0, 80.0, 100.0),
    board_count=36.0,
    board_plain_names=(190.0,) * 5,
    board_names=(215.0,) * 5,
    ladder_cell=100.0,
    ladder_head=300.0,
    verdict=600.0,
    ladder_plain=85.0,
    placed=700.0,
    slot_line=560.0,
)


@pytest.fixture()
def large_text():
    set_text_scale(2.0)
    yield
    set_text_scale(1.0)


def _layout(players: int) -> TableLayout:
    standard = standard_size(lambda rect: TableLayout(rect, players).scene, WINDOW_AT_200)
    sizes = _large_type(table_scale(WINDOW_AT_200))
    return TableLayout(WINDOW_AT_200, players, sizes, WORDS, standard)


def _inside(part: Rect, rect: Rect) -> bool:
    return (
        rect.left - 0.01 <= part.left
        and part.right <= rect.right + 0.01
        and rect.bottom - 0.01 <= part.bottom
        and part.top <= rect.top + 0.01
    )


def _apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


@pytest.mark.parametrize("players", [1, 2, 5])
def test_the_dam_keeps_its_100_percent_scale_with_the_stocks_under_the_tray(large_text, players):
    layout = _layout(players)
    standard = layout.standard_scene
    assert standard is not None and layout.aside and layout.banded
    parts = [layout.dice_area, layout.how_area, layout.supply, layout.tray, layout.stocks]
    parts.append(layout.scene)
    for part in parts:
        assert _inside(part, WINDOW_AT_200)
    for a, b in itertools.combinations(parts, 2):
        assert _apart(a, b), (a, b)
    assert layout.stocks.top <= layout.tray.bottom  # the stocks under the tray, beside the dam
    assert layout.stocks.right < layout.scene.left
    assert _inside(layout.supply, layout.how_panel) and _inside(layout.how_area, layout.how_panel)
    most = MOST_SCALE * layout.scale
    for dam_top in (60.0, 150.0):  # a low and a middling dam
        wanted = camera_for(standard, up_to(dam_top), most=most).k  # 100 %: the usual ground
        assert layout.camera(up_to(dam_top)).k == pytest.approx(wanted)
    assert layout.die_size == pytest.approx(78 * table_scale(standard_rect_of(layout)))
    assert layout.board == (players > 1) and layout.compact == (players == 1)


def standard_rect_of(layout: TableLayout) -> Rect:
    from tabletop_core.render.standard_size import standard_rect

    return standard_rect(layout.rect)


def test_every_slot_takes_one_line_and_the_title_gives_way_only_when_they_need_its_room(
    large_text,
):
    layout = _layout(5)
    assert layout.slot_one_line
    slots = [layout.tray_slot(index) for index in range(3)]
    assert all(slot.height < 2 * layout.small_line for slot in slots)
    assert all(_inside(slot, layout.tray) for slot in slots)
    for a, b in itertools.pairwise(slots):
        assert a.bottom > b.top
    if layout.tray_titled(3):
        assert layout.tray_title.bottom >= slots[0].top - 0.01
    solo = _layout(1)
    assert solo.tray_titled(3)  # solo's strip is lower: the title keeps its place


@pytest.mark.parametrize("players", [1, 4])
def test_each_count_of_the_stocks_has_room_for_its_log_at_100_percent(large_text, players):
    layout = _layout(players)
    log = LOG_PICTURE * layout.piece_scale
    if players == 1:
        _name, counts = layout.strip_stock()
        assert counts[0][0].width >= log - 0.01  # the log's picture heads its count
        assert all(_inside(rect, layout.stocks) for count in counts for rect in count)
        return
    for seat in range(players):
        _name, logs, small, _total = layout.board_cells(seat)
        assert logs.width >= log + WORDS.board_count
        assert small.width >= log * 3 / 4.2 + WORDS.board_count
        assert _inside(layout.stock(seat), layout.stocks)


def test_the_camera_keeps_the_standard_scale_until_the_dam_needs_the_room():
    standard = Rect(310, 160, 962, 488)
    low = Rect(650, 110, 625, 383)
    dam = up_to(150.0)
    assert camera_for(low, dam).k < camera_for(standard, dam).k  # without: smaller pieces
    kept = camera_for(low, dam, standard)
    assert kept.k == camera_for(standard, dam).k
    assert kept.to_screen(0.0, 0.0) == (low.center_x, ground_line(low))
    tall = up_to(420.0)  # too tall a dam: the view gives way, never below
    shown = camera_for(low, tall, standard)
    assert camera_for(low, tall).k <= shown.k < camera_for(standard, tall).k
    assert shown.to_screen(0.0, 420.0 + LEAST_HEADROOM)[1] <= low.top + 0.01


def test_the_tray_keeps_room_for_three_buttons_and_the_board_headings_give_way_first(large_text):
    """Five players after an accident: three buttons (keep, throw a log, throw a small log)
    and five rows of stocks. As the words under the dice take more lines, the table gives way
    in the tree's order: its margins first, then the board's headings, and only then the tray's
    compact form (its buttons' labels in small type); a button never lies on a row."""
    layout = _layout(5)
    buttons = layout.buttons(3, titled=False)
    assert buttons[-1].bottom >= layout.tray.bottom - 0.01
    rows = [layout.stock(seat) for seat in range(5)]
    assert all(_inside(row, layout.stocks) for row in rows)
    heads = layout.board_heads() if layout.board_headed else []
    for button, part in itertools.product(buttons, rows + heads):
        assert _apart(button, part), (button, part)
    forms = []
    for lines in (4, 5, 6):  # words under the dice that take more lines: the band is taller
        tight = TableLayout(
            WINDOW_AT_200,
            5,
            layout.sizes,
            replace(WORDS, how_lines=lambda width, lines=lines: lines),
            layout.standard_scene,
        )
        forms.append((tight.board_headed, tight.button_type == tight.type.small))
        buttons = tight.buttons(3, titled=False)
        assert buttons[-1].bottom >= tight.tray.bottom - 0.01
        rows = [tight.stock(seat) for seat in range(5)]
        assert all(_inside(row, tight.stocks) and _inside(row, tight.rect) for row in rows)
        heads = tight.board_heads() if tight.board_headed else []
        for button, part in itertools.product(buttons, rows + heads):
            assert _apart(button, part)
    assert forms == [(True, False), (False, False), (False, True)]
