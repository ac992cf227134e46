"""Text nodes are as large as their words, measured in the language and at the text size in
force; what the tree gives them, the canvas draws whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop_core import i18n
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Piece, Row, Text, lay_out
from tabletop_core.render.kit.measure import canvas_measure, drawn_context
from tabletop_core.render.theme import Palette, set_text_scale, table_sizes

_, _n = i18n.translator("tabletop_damit")
DISPOSAL = "disposal"
RULE = "disposing of garbage needs a garbage disposal card in your hand"


@pytest.fixture()
def reading(window) -> Iterator[None]:
    """Restores the language and text size a test changes."""
    before = i18n.language()
    yield
    set_text_scale(1.0)
    i18n.set_language(before)


def context_at(percent: int, language: str):
    i18n.set_language(language)
    set_text_scale(percent / 100)
    return drawn_context(table_sizes(1.0))


def test_german_words_at_200_percent_grow_their_node(reading):
    sizes = {}
    for percent in (100, 200):
        for language in ("en", "de"):
            ctx = context_at(percent, language)
            node = Text(_(DISPOSAL))
            width = ctx.widths(node)[1]
            sizes[percent, language] = (width, ctx.heights(node, width)[1])
            assert width == pytest.approx(canvas_measure(_(DISPOSAL), ctx.sizes.body))
    assert sizes[100, "de"][0] > sizes[100, "en"][0]  # "Müllschlucker" is longer
    for language in ("en", "de"):
        width_100, height_100 = sizes[100, language]
        width_200, height_200 = sizes[200, language]
        assert width_200 > 1.8 * width_100 and height_200 == pytest.approx(2 * height_100)


@pytest.mark.parametrize("percent", [100, 200])
def test_a_label_beside_a_picture_takes_its_words_and_the_picture_gives_way(reading, percent):
    ctx = context_at(percent, "de")
    row = Row(Text(_(DISPOSAL), key="name"), Piece((40, 40), grow=1, key="picture"), gap=8)
    placed = lay_out(row, Rect(0, 0, 400, 120), ctx)
    assert placed["name"].width == pytest.approx(canvas_measure(_(DISPOSAL), ctx.sizes.body))
    assert placed["picture"].width == pytest.approx(400 - 8 - placed["name"].width)
    assert_drawn_whole(placed["name"], _(DISPOSAL), ctx.sizes.body, lines=1)


@pytest.mark.parametrize("percent", [100, 200])
def test_wrapped_words_take_the_narrowest_width_that_holds_them_on_their_lines(reading, percent):
    ctx = context_at(percent, "de")
    rule = Text(_(RULE), "small", lines=3, key="rule")
    least, preferred = ctx.widths(rule)
    assert least < preferred / 2
    assert rule.lines_at(ctx, least) == 3 and rule.lines_at(ctx, least - 1) > 3
    assert ctx.heights(rule, least)[0] == pytest.approx(3 * ctx.line("small"))
    column = Column(Text("·", key="above"), rule, Text("·", key="below"))
    placed = lay_out(column, Rect(0, 0, least, 400), ctx)
    assert placed["rule"].height == pytest.approx(3 * ctx.line("small"))
    assert_drawn_whole(placed["rule"], _(RULE), ctx.sizes.small, lines=3)
    assert placed.fits


def test_words_too_long_for_the_area_are_reported_not_cut(reading):
    ctx = context_at(200, "de")
    placed = lay_out(Row(Text(_(RULE), key="rule")), Rect(0, 0, 200, 60), ctx)
    assert not placed.fits and "needs at least" in placed.problems[0]
    assert placed["rule"].width == pytest.approx(canvas_measure(_(RULE), ctx.sizes.body))


def assert_drawn_whole(rect: Rect, text: str, size: float, *, lines: int) -> None:
    """The canvas draws ``text`` in ``rect`` without cutting it or leaving the rect."""
    from tabletop_core.render.canvas import Canvas

    canvas = Canvas()
    label = canvas.fitted_text(text, rect, size, Palette.TEXT, lines=lines)
    assert canvas.cut == [] and label.text == text
    assert label.content_width <= rect.width + 0.5
    assert label.content_height <= rect.height + 1
