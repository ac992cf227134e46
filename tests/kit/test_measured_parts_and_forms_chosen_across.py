"""``Measured`` is as large as its part and places only itself (so copies of a part with the
same keys stand in one tree); ``whole`` keeps its optional parts' height. ``FittingAcross``
reads as tall as the first form that fits across the width, and still gives way to a shorter
form where the room is short."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Piece, Text, lay_out
from tabletop_core.render.kit.first_fitting import FirstFitting
from tabletop_core.render.kit.measured import FittingAcross, Measured
from tabletop_core.render.kit.tree import Context
from tabletop_core.render.theme import table_sizes


def _ctx() -> Context:
    """Every character 10 px wide at any size: words measured without a window."""
    return Context(table_sizes(1.0), lambda text, size, bold=False: 10.0 * len(text))


def _cell() -> Column:
    return Column(Piece((40, 20), key="icon"), Piece((40, 30), key="why", optional=True))


def test_copies_of_a_part_with_the_same_keys_stand_in_one_tree():
    tree = Column(*(Measured(_cell(), key=f"cell {n}") for n in range(3)))
    placed = lay_out(tree, Rect(0, 0, 100, 150), _ctx())
    assert placed.fits and "icon" not in placed
    assert [placed[f"cell {n}"].height for n in range(3)] == [50, 50, 50]
    with pytest.raises(ValueError, match="two parts"):
        lay_out(Column(_cell(), _cell()), Rect(0, 0, 100, 150), _ctx())


def test_a_measured_part_gives_way_unless_whole():
    ctx = _ctx()
    assert ctx.heights(Measured(_cell()), 100) == (20, 50)
    assert ctx.heights(Measured(_cell(), whole=True), 100) == (50, 50)
    squeezed = lay_out(Column(Measured(_cell(), key="c")), Rect(0, 0, 100, 30), ctx)
    assert squeezed.fits and squeezed["c"].height == pytest.approx(30)
    assert not lay_out(Column(Measured(_cell(), whole=True)), Rect(0, 0, 100, 30), ctx).fits


def test_forms_chosen_across_read_as_tall_as_the_form_shown():
    ctx = _ctx()
    line = Text("one two three four", "heading", key="line")  # 180 px on one line
    wrapped = Text("one two three four", "small", lines=9, key="wrapped")
    short = Text("one", "small", key="short")
    across = FittingAcross(line, wrapped, short)
    plain = FirstFitting(line, wrapped, short)
    # 100 px wide: the line does not fit across, the wrapped form is shown
    assert ctx.heights(across, 100)[1] == pytest.approx(ctx.heights(wrapped, 100)[1])
    assert ctx.heights(plain, 100)[1] == pytest.approx(ctx.line("heading"))
    assert ctx.heights(across, 100)[0] == pytest.approx(ctx.line("small"))
    placed = lay_out(Column(across), Rect(0, 0, 100, ctx.line("small")), ctx)
    assert "short" in placed  # short of height, a shorter form still
