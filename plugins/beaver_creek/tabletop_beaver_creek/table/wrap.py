"""How many lines words take when wrapped at spaces, measured with the table's font."""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect


def wrapped_lines(text: str, size: float, width: float, *, bold: bool = False) -> int:
    """Lines ``text`` takes when wrapped at spaces into ``width`` pixels (as pyglet wraps)."""
    room = width - 2
    count = 0
    for paragraph in text.split("\n"):
        count += 1
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line else word
            if line and Canvas.measure(trial, size, bold=bold) > room:
                count += 1
                line = word
            else:
                line = trial
    return count


def line_height(size: float) -> float:
    """A line of ``size`` points as the layout counts it (:meth:`Sizes.line`)."""
    return size * 96 / 72 * 1.3


def fit_words(
    canvas: Canvas,
    text: str,
    rect: Rect,
    size: float,
    color: Any,
    *,
    lines: int = 2,
    bold: bool = False,
    align: str = "left",
) -> Any:
    """``text`` in ``rect`` on as many lines as ``rect`` has room for (at most ``lines``).

    ``Canvas.fitted_text`` accepts a wrapped label only if it is a little shorter than pyglet
    draws such lines (1.67 against 1.69 times the size a line), so a text that truly needs two
    lines would be cut; it is handed room for one line more, around the same centre, which
    still keeps one line more than ``rect`` holds from passing.
    """
    rows = max(1, min(lines, int((rect.height + 0.5) // line_height(size))))
    if rows == 1:
        return canvas.fitted_text(text, rect, size, color, bold=bold, align=align)
    room = (rows + 1) * size * 96 / 72 * 1.2 + 1
    if rect.height < room:
        rect = Rect(rect.left, rect.center_y - room / 2, rect.width, room)
    return canvas.fitted_text(text, rect, size, color, bold=bold, align=align, lines=rows + 1)
