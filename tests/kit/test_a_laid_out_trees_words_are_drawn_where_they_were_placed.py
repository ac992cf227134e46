"""The kit draws a laid-out tree's words (``texts.draw_texts``): each placed text in its rect,
at its style's size, bold or not, in the colour given for its key; a text that gave way is not
drawn."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Box, Column, Text, lay_out
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.theme import Palette, table_sizes

pytestmark = pytest.mark.gl


def _tree() -> Box:
    return Box(
        Column(
            Text("Roll again", bold=True, key="label"),
            Text("Rerollster, once a round", "small", key="why", optional=True),
        ),
        valign="center",
    )


def test_each_placed_text_is_drawn_in_its_rect_at_its_size_and_colour(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.kit.texts import draw_texts

    sizes = table_sizes(1.0)
    placed = lay_out(_tree(), Rect(10, 20, 400, 80), drawn_context(sizes))
    canvas = Canvas()
    draw_texts(canvas, sizes, placed, {"why": Palette.TEXT_MUTED})
    label, why = canvas.texts
    assert (label.text, label.font_size, label.bold) == ("Roll again", sizes.body, True)
    assert (why.text, why.font_size, why.bold) == ("Rerollster, once a round", sizes.small, False)
    assert tuple(label.color) == Palette.TEXT and tuple(why.color) == Palette.TEXT_MUTED
    for text, key in ((label, "label"), (why, "why")):
        rect = placed[key]
        assert text.x == pytest.approx(rect.left)  # left-aligned, centred down its rect
        assert text.y == pytest.approx(rect.center_y)
    assert placed["label"].bottom >= placed["why"].top - 1e-6  # the why under the label
    assert not canvas.cut


def test_a_text_that_gave_way_is_not_drawn(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.kit.texts import draw_texts

    sizes = table_sizes(1.0)
    low = sizes.line(sizes.body) + sizes.line(sizes.small) / 2  # a line of label, no more
    placed = lay_out(_tree(), Rect(10, 20, 400, low), drawn_context(sizes))
    canvas = Canvas()
    draw_texts(canvas, sizes, placed)
    assert "why" not in placed
    assert [text.text for text in canvas.texts] == ["Roll again"]
