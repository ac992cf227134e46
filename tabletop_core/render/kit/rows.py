"""Rows of text as the canvas counts them when it fits words into a rect.

``Canvas.fitted_text`` wraps a text onto as many rows as its rect holds, each row
:func:`row_height` tall; a table that sizes a header or a badge for its words asks the same
question here instead of repeating the canvas's arithmetic. (``Sizes.line`` is a line with the
air a layout leaves between lines; a row is the tighter height the canvas fits rows at.)
"""

from __future__ import annotations

POINTS = 96 / 72
"""Pixels to a point of type."""
ROW = 1.15
"""A row's height against its type size in pixels, as the canvas fits rows."""
SLACK = 0.05
"""A row short by this share still counts (what the canvas rounds away)."""


def row_height(size: float) -> float:
    """The height of one row of text at ``size`` points."""
    return size * POINTS * ROW


def rows_held(height: float, size: float) -> int:
    """How many rows of text at ``size`` points a rect ``height`` tall holds, as the canvas
    counts them (0 when it holds none)."""
    return int(height / row_height(size) + SLACK)
