"""A band is sized by the tree it holds: its least and preferred room before it is laid out."""

from __future__ import annotations

import pytest

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import heights_of, widths_of


def _tray() -> kit.Node:
    kinds = (kit.Piece((40, 40), key=f"kind {n}") for n in range(5))
    return kit.Column(
        kit.Piece((0, 20), key="title"),
        kit.Wrap(*kinds, gap=10, line_gap=kit.Gap(6, 3)),
        kit.Piece((0, 18), (0, 36), key="words"),
        gap=kit.Gap(4, 2),
    )


def test_a_band_is_as_tall_as_the_rows_its_parts_wrap_into():
    # 150 px across holds three 40 px pieces with 10 px between them: two lines of pieces
    least, preferred = heights_of(_tray(), 150)
    assert preferred == pytest.approx(20 + 4 + (40 + 6 + 40) + 4 + 36)
    assert least == pytest.approx(20 + 2 + (40 + 3 + 40) + 2 + 18)
    # wide enough for all five on one line, it needs one line less
    assert heights_of(_tray(), 300)[1] == pytest.approx(20 + 4 + 40 + 4 + 36)


def test_laid_out_at_its_preferred_height_every_part_is_placed_whole():
    tree = _tray()
    height = heights_of(tree, 150)[1]
    placed = kit.lay_out(tree, Rect(0, 0, 150, height))
    assert placed.fits and not placed.dropped
    assert placed["words"].height == pytest.approx(36)
    assert placed["kind 3"].top == pytest.approx(placed["kind 0"].bottom - 6)


def test_the_widths_are_those_of_what_it_holds():
    assert widths_of(_tray()) == (40.0, 5 * 40 + 4 * 10)


def test_a_tree_with_words_needs_a_context_to_be_sized():
    with pytest.raises(ValueError, match="measures them"):
        heights_of(kit.Column(kit.Text("hello")), 100)
