"""Drawing a laid-out tree's words: each :class:`~tabletop_core.render.kit.parts.Text` in the
rect the tree gave it, at its style's size, bold or not, on up to its lines.

This module imports arcade (through the canvas); the tree does not. A table declares its words
as :class:`~tabletop_core.render.kit.parts.Text` nodes, lays the tree out with
:func:`~tabletop_core.render.kit.measure.drawn_context` (so the tree measures as the canvas
draws) and draws them here: the sizes it draws at are the ones it was measured at.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.parts import Text
from tabletop_core.render.kit.tree import Layout
from tabletop_core.render.kit.type_steps import style_size
from tabletop_core.render.theme import Color, Palette, Sizes


def draw_text(
    canvas: Canvas,
    sizes: Sizes,
    node: Text,
    rect: Rect,
    colour: Color | None = None,
    *,
    align: Literal["left", "center"] = "left",
) -> None:
    """Draw ``node``'s words in ``rect`` at the size ``sizes`` gives its style, wrapped onto up
    to its lines (cut with an ellipsis, and noted in the canvas's ``cut``, only if they still
    do not fit); in the theme's text colour unless ``colour`` is given."""
    size = style_size(sizes, node.style)
    ink = Palette.TEXT if colour is None else colour  # read now: the theme may have changed
    canvas.fitted_text(node.text, rect, size, ink, bold=node.bold, align=align, lines=node.lines)


def draw_texts(
    canvas: Canvas,
    sizes: Sizes,
    layout: Layout,
    colours: Mapping[str, Color] | None = None,
    *,
    align: Literal["left", "center"] = "left",
) -> None:
    """Draw every text of ``layout`` where it was placed (the parts that gave way are not
    there): a text keyed ``key`` in ``colours[key]`` when given, else in the text colour."""
    for placed in layout.placed:
        node = placed.node
        if isinstance(node, Text):
            colour = (colours or {}).get(node.key or "")
            draw_text(canvas, sizes, node, placed.rect, colour, align=align)
