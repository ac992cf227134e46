"""Text measured as the canvas draws it, for sizing a layout tree that arcade will draw.

This module imports arcade (through the canvas); the tree itself does not, so a layout can be
sized in a test with any :class:`~tabletop_core.render.kit.layout.Measure`.
"""

from __future__ import annotations

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.tree import Context
from tabletop_core.render.theme import Sizes


def canvas_measure(text: str, size: float, *, bold: bool = False) -> float:
    """How wide ``text`` is drawn on one line at ``size`` points (cached by the canvas)."""
    return Canvas.measure(text, size, bold=bold)


def drawn_context(sizes: Sizes) -> Context:
    """A context that measures text as the canvas draws it, at ``sizes`` (which include the
    text-size setting: build them with ``theme.table_sizes``)."""
    return Context(sizes, canvas_measure)
