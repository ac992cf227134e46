"""A tree whose least does not fit its area says so, and lays its parts out at their least
past the area's edge rather than on each other; the tree is plain data without arcade."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import (
    Column,
    Context,
    DoesNotFit,
    Gap,
    Grid,
    Piece,
    Row,
    Text,
    lay_out,
)
from tabletop_core.render.theme import table_sizes


def no_text(text: str, size: float, *, bold: bool = False) -> float:
    raise AssertionError("these layouts hold no text")


CTX = Context(table_sizes(1.0), no_text)


def test_a_row_too_short_for_its_least_says_so_and_overlaps_nothing():
    row = Row(Piece((50, 50), (100, 50), key="a"), Piece((50, 50), key="b"), gap=Gap(20, 5))
    placed = lay_out(row, Rect(0, 0, 100, 60), CTX)
    assert not placed.fits
    assert placed.problems == ["Row needs at least 105×50 px; the area is 100×60"]
    assert placed["a"].width == 50 and placed["b"].left == 55 and placed["b"].right == 105
    with pytest.raises(DoesNotFit, match="105×50"):
        placed.require()


def test_a_column_too_short_reaches_below_the_area():
    column = Column(Piece((10, 40), key="top"), Piece((10, 40), key="bottom"), gap=4, key="seats")
    placed = lay_out(column, Rect(0, 100, 50, 60), CTX)
    assert placed.problems and placed.problems[0].startswith("seats needs at least 10×80")
    assert (
        placed["top"].top == 160 and placed["bottom"].top == 160 - 40
    )  # a plain gap gives way to nothing
    assert placed["bottom"].bottom < 100


def test_a_part_too_tall_for_its_row_is_kept_whole_and_reported():
    inner = Row(Piece((30, 90), key="tall"), key="inner")
    outer = Column(Piece((30, 20), key="title"), Row(inner, Piece((30, 30))), gap=0)
    placed = lay_out(outer, Rect(0, 0, 100, 80), CTX)
    assert placed["tall"].height == 90 and not placed.fits
    assert placed["title"].bottom >= placed["tall"].top


def test_a_grid_that_cannot_hold_its_cells_says_so():
    grid = Grid(*(Piece((30, 30)) for _ in range(6)), columns=3, gap=Gap(6, 2), key="hand")
    placed = lay_out(grid, Rect(0, 0, 80, 80), CTX)
    assert not placed.fits and "hand needs at least 94×62" in placed.problems[0]


def test_a_layout_that_fits_passes_require():
    placed = lay_out(Row(Piece((50, 50), key="a")), Rect(0, 0, 60, 60), CTX)
    assert placed.require() is placed and placed.problems == []


def test_two_parts_with_one_name_are_refused_in_one_line():
    with pytest.raises(ValueError, match="two parts of the layout are named 'card'"):
        lay_out(Row(Piece((5, 5), key="card"), Piece((5, 5), key="card")), Rect(0, 0, 50, 9), CTX)


def test_the_tree_is_plain_data_without_arcade():
    script = (
        "import sys; import tabletop_core.render.kit, tabletop_core.render.kit.layout; "
        "print(sorted(m for m in ('arcade', 'pyglet') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_a_wordless_tree_needs_no_context_and_words_ask_for_one():
    placed = lay_out(
        Row(Piece((10, 10), key="a"), Piece((10, 10), key="b", grow=1)), Rect(0, 0, 50, 10)
    )
    assert placed["b"] == Rect(10, 0, 40, 10)
    with pytest.raises(ValueError, match="holds words .'Dams'.: lay it out with a Context"):
        lay_out(Row(Text("Dams")), Rect(0, 0, 50, 10))


def test_a_gap_whose_least_is_more_than_its_preferred_is_refused_in_one_line():
    with pytest.raises(ValueError, match="from its preferred width down to its least"):
        Gap(4, 10)
