"""Wraps flow parts onto new lines, grids keep equal cells, fitted pieces keep their shape,
layers share one rect and a box keeps room around its part."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Box, Context, Gap, Grid, Piece, Row, Stack, Wrap, lay_out
from tabletop_core.render.theme import table_sizes


def no_text(text: str, size: float, *, bold: bool = False) -> float:
    raise AssertionError("these layouts hold no text")


CTX = Context(table_sizes(1.0), no_text)
CARD = 0.7
"""A playing card's width over its height."""


def chips(count: int) -> list[Piece]:
    return [Piece((30, 20), (40, 20), key=f"chip {n}") for n in range(count)]


def test_a_wrap_goes_on_to_a_new_line_when_the_next_part_would_not_fit():
    wrap = Wrap(*chips(5), gap=10, line_gap=4)
    placed = lay_out(wrap, Rect(0, 0, 150, 100), CTX)
    assert [placed[f"chip {n}"].left for n in range(5)] == [0, 50, 100, 0, 50]
    assert placed["chip 0"].top == 100 and placed["chip 3"].top == 100 - 20 - 4
    assert placed.fits


def test_a_wrap_short_of_height_packs_its_parts_at_their_least():
    wrap = Wrap(*chips(5), gap=Gap(10, 2), line_gap=Gap(4, 0))
    placed = lay_out(wrap, Rect(0, 0, 150, 40), CTX)  # preferred: 3 lines of 20 with gaps
    assert [placed[f"chip {n}"].width for n in range(5)] == [30] * 5
    assert placed["chip 3"].left == 3 * 32 and placed["chip 3"].top == 40
    assert placed["chip 4"].left == 0 and placed["chip 4"].top == 20
    assert placed.fits


def test_a_wrap_is_one_line_by_preference_and_one_part_wide_at_least():
    assert CTX.widths(Wrap(*chips(3), gap=Gap(10, 2))) == (30, 140)


def test_a_grid_keeps_equal_cells_line_by_line_from_the_top_left():
    grid = Grid(*chips(5), columns=3, gap=Gap(10, 2))
    placed = lay_out(grid, Rect(0, 0, 200, 60), CTX)
    cells = [placed[f"chip {n}"] for n in range(5)]
    assert {(cell.width, cell.height) for cell in cells} == {(60, 25)}
    assert [cell.left for cell in cells] == [0, 70, 140, 0, 70]
    assert cells[0].top == 60 and cells[3].top == 60 - 25 - 10
    assert placed.fits


def test_a_grid_gives_its_spacing_before_its_cells():
    grid = Grid(*chips(4), columns=2, gap=Gap(10, 2))
    roomy = lay_out(grid, Rect(0, 0, 86, 40), CTX)
    assert roomy["chip 1"].left - roomy["chip 0"].right == pytest.approx(6)
    assert roomy["chip 0"].width == 40
    short = lay_out(grid, Rect(0, 0, 64, 42), CTX)
    assert short["chip 1"].left - short["chip 0"].right == pytest.approx(2)
    assert short["chip 0"].width == pytest.approx(31) and short.fits
    assert not lay_out(grid, Rect(0, 0, 61, 42), CTX).fits
    assert not lay_out(grid, Rect(0, 0, 64, 41), CTX).fits


def test_a_fitted_piece_keeps_its_shape_inside_any_room():
    card = Piece((35, 50), aspect=CARD, key="card", valign="end")
    wide = lay_out(card, Rect(0, 0, 300, 100), CTX)["card"]
    assert (wide.width, wide.height) == pytest.approx((70, 100))
    assert wide.center_x == 150
    tall = lay_out(card, Rect(0, 0, 70, 300), CTX)["card"]
    assert (tall.width, tall.height, tall.bottom) == pytest.approx((70, 100, 0))


def test_a_fitted_pieces_least_holds_both_ways():
    card = Piece((35, 10), aspect=CARD)
    assert card.least == pytest.approx((35, 50))
    placed = lay_out(Row(card, Piece((20, 20))), Rect(0, 0, 60, 30), CTX)
    assert not placed.fits  # 50 px of height do not go in 30
    drawn = next(p.rect for p in placed.placed if p.node is card)
    assert drawn.width >= 35 and drawn.height >= 50 - 1e-9


def test_a_row_of_cards_is_as_tall_as_the_cards_want_at_their_width():
    row = Row(*(Piece((35, 50), (70, 100), aspect=CARD) for _ in range(3)), gap=10)
    assert CTX.heights(row, 230) == (50, 100)


def test_layers_share_one_rect_and_a_box_places_its_part_inside():
    stack = Stack(
        Piece((100, 60), key="picture"),
        Box(Piece((20, 10), key="badge"), pad=Gap(8, 2), halign="end", valign="start"),
        key="card",
    )
    placed = lay_out(stack, Rect(0, 0, 100, 60), CTX)
    assert placed["picture"] == placed["card"] == Rect(0, 0, 100, 60)
    assert placed["badge"] == Rect(72, 42, 20, 10)
    assert CTX.widths(stack) == (100, 100)
    tight = lay_out(Box(Piece((20, 10), key="badge"), pad=Gap(8, 2)), Rect(0, 0, 26, 30), CTX)
    assert tight["badge"].width == 20 and tight.fits
