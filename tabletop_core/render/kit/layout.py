"""The layout tree: a table declared as rows, columns, layers, wraps and grids of what it shows.

A layout is a declaration, read top to bottom::

    tree = Column(
        Text(_("The dams"), "heading", key="title"),
        Row(*(Piece(CARD, aspect=CARD_ASPECT, key=f"dam {n}") for n in range(5)), gap=Gap(12, 4)),
        Text(_("Click a dam to build on it"), "small", key="hint", optional=True),
        gap=8,
    )
    placed = lay_out(tree, table_rect, Context(sizes, canvas_measure))
    placed["dam 0"]  # the Rect where the first dam is drawn

Every node knows the least and the preferred room it needs from what it holds: a text from its
words, measured at the type size the context's :class:`~tabletop_core.render.theme.Sizes` gives
its style (so in the language and at the text size in force); a piece from the least size its
words and pictures need, declared once; a picture from a file likewise, grown with the text; a container from its parts and its spacing. Legibility
then holds by construction, and the tree decides what gives way when the room is short. Each
container gives way in one order:

1. its spacing shrinks, from each :class:`Gap`'s preferred width down to its least;
2. its optional parts are dropped, the last declared first;
3. its parts shrink from their preferred size towards their least (a container among them gives
   way in turn, the same way, inside).

Nothing is ever made smaller than its least. When even the least does not fit, the layout says
so in :attr:`Layout.problems` and lays the parts out at their least, reaching past the area's
edge, never on top of each other.

The tree and its result are plain data: no arcade, so a table is laid out in a test, and
another renderer could walk the same :attr:`Layout.placed` list. Text is measured by the
:class:`Measure` the context carries (``tabletop_core.render.kit.measure.canvas_measure`` for
what arcade draws).
"""

from __future__ import annotations

from tabletop_core.render.kit.first_fitting import FirstFitting
from tabletop_core.render.kit.lines import Column, Grid, Line, Row, Wrap
from tabletop_core.render.kit.parts import Box, Picture, Piece, Space, Stack, Text
from tabletop_core.render.kit.tree import (
    Align,
    Context,
    DoesNotFit,
    Gap,
    Justify,
    Layout,
    Measure,
    Node,
    Placed,
    Share,
    Span,
    Style,
    lay_out,
    share,
)

__all__ = [
    "Align",
    "Box",
    "Column",
    "Context",
    "DoesNotFit",
    "FirstFitting",
    "Gap",
    "Grid",
    "Justify",
    "Layout",
    "Line",
    "Measure",
    "Node",
    "Picture",
    "Piece",
    "Placed",
    "Row",
    "Share",
    "Space",
    "Span",
    "Stack",
    "Style",
    "Text",
    "Wrap",
    "lay_out",
    "share",
]
