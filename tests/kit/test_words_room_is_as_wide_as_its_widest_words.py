"""A ``WordsRoom`` is as wide as the widest of its words, measured by the context in force (so in
the language and at the text size in force), never narrower than its least; rows that declare it
with the same words line their later parts up. The fine and aside styles size texts a step
below the small type."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Context, Piece, Row, Text, lay_out
from tabletop_core.render.kit.type_steps import aside, fine
from tabletop_core.render.kit.words_room import WordsRoom
from tabletop_core.render.theme import table_sizes


def by_letters(text: str, size: float, *, bold: bool = False) -> float:
    """A measure a test can follow: each letter half the type size wide (bold: a third more)."""
    return len(text) * size * 0.5 * (4 / 3 if bold else 1.0)


def test_the_room_is_as_wide_as_its_widest_words_and_never_below_its_least():
    ctx = Context(table_sizes(1.0), by_letters)
    names = [Text(name, "small", bold=True) for name in ("Ana", "Maximilian")]
    room = WordsRoom(*names, least=(20, 10))
    widest = by_letters("Maximilian", ctx.type_size("small"), bold=True)
    assert ctx.widths(room) == (widest, widest)
    assert ctx.heights(room, widest) == (ctx.line("small"), ctx.line("small"))
    assert ctx.widths(WordsRoom(Text("a", "small"), least=(200, 40))) == (200, 200)
    assert ctx.heights(WordsRoom(least=(5, 40)), 5) == (40, 40)


@pytest.mark.parametrize("scale", (1.0, 2.0))
def test_rows_declaring_the_same_words_line_their_parts_up(scale):
    ctx = Context(table_sizes(scale), by_letters)
    names = ("Ana", "Maximilian", "Bo")
    rows = []
    for _name in names:  # one row per player, each with room for every name
        room = WordsRoom(*(Text(n, "small") for n in names), key="name")
        rows.append(lay_out(Row(room, Piece((30, 10), key="count")), Rect(0, 0, 500, 30), ctx))
    assert len({row["count"].left for row in rows}) == 1
    assert rows[0]["count"].left == pytest.approx(by_letters("Maximilian", ctx.type_size("small")))


def test_the_fine_and_aside_styles_sit_below_the_small_type():
    ctx = Context(table_sizes(1.0), by_letters)
    small = ctx.type_size("small")
    assert ctx.type_size("fine") == fine(small) and ctx.type_size("aside") == aside(small)
    assert ctx.widths(Text("played", "fine"))[1] < ctx.widths(Text("played", "small"))[1]


@pytest.mark.gl
def test_a_fine_text_is_drawn_at_the_size_it_was_measured_at(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.kit.texts import draw_text

    sizes = table_sizes(1.0)
    canvas = Canvas()
    draw_text(canvas, sizes, Text("played", "fine"), Rect(0, 0, 200, 40))
    draw_text(canvas, sizes, Text("1: the raft tipped", "aside"), Rect(0, 40, 200, 40))
    played, history = canvas.texts
    assert played.font_size == pytest.approx(fine(sizes.small))
    assert history.font_size == pytest.approx(aside(sizes.small))
