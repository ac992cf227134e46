"""A note over the board telling what just happened (a piece fell, a round ended): up to
:data:`NOTES` notes, the first in bold at the body type, the next at the small type, each
wrapped onto the lines it needs (up to ``most``), on a dense dark ground framed in the focus
colour, or in the danger colour for an alarm.

:func:`note_lines` wraps the notes and :func:`notice_height` says how tall the box must be, so
the table places it (over the board's top, growing downwards); :func:`paint_notice` draws it.
Text is measured as the canvas draws it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.strokes import MARKED
from tabletop_core.render.kit.veils import veil
from tabletop_core.render.theme import Palette, Sizes

NOTES = 2
"""Notes told at once: what happened, and what follows from it."""
MOST_LINES = 3
"""A note wraps onto at most this many lines unless the table says otherwise."""


@dataclass(frozen=True, slots=True)
class NoteLine:
    """One note as drawn: its words, type size, weight and the lines it wraps onto."""

    text: str
    size: float
    bold: bool
    lines: int


def note_lines(
    notes: str, width: float, sizes: Sizes, *, most: int = MOST_LINES
) -> tuple[NoteLine, ...]:
    """The first :data:`NOTES` lines of ``notes`` as drawn ``width`` pixels wide: the first
    bold at the body type, the others at the small type, each on 1 to ``most`` lines."""
    told = []
    for index, text in enumerate(notes.split("\n")[:NOTES]):
        size, bold = (sizes.body, True) if index == 0 else (sizes.small, False)
        lines = min(most, Canvas.lines_needed(text, size, width, bold=bold))
        told.append(NoteLine(text, size, bold, max(1, lines)))
    return tuple(told)


def notice_height(lines: Sequence[NoteLine], sizes: Sizes, edge: float) -> float:
    """How tall a notice of ``lines`` is, ``edge`` pixels above and below its words."""
    return sum(line.lines * sizes.line(line.size) for line in lines) + 2 * edge


def paint_ground(canvas: Canvas, box: Rect, *, alarm: bool, corner: float) -> None:
    """A notice's ground: dense and dark, framed in the danger colour for an alarm, else in
    the focus colour, its corners cut by ``corner`` pixels."""
    frame = Palette.DANGER if alarm else Palette.FOCUS
    ground = veil(Palette.TEXT_DARK, "dense")
    canvas.rect(box, ground, border=frame, border_width=MARKED, chamfer=corner)


def paint_notice(
    canvas: Canvas,
    box: Rect,
    lines: Sequence[NoteLine],
    sizes: Sizes,
    *,
    alarm: bool,
    side: float,
    edge: float,
) -> None:
    """Draw ``lines`` in ``box`` on its ground (:func:`paint_ground`, corners cut by
    ``edge``), ``side`` pixels in from its left and right and ``edge`` below its top."""
    paint_ground(canvas, box, alarm=alarm, corner=edge)
    top = box.top - edge
    for line in lines:
        height = line.lines * sizes.line(line.size)
        row = Rect(box.left + side, top - height, box.width - 2 * side, height)
        canvas.fitted_text(
            line.text, row, line.size, Palette.TEXT, bold=line.bold, lines=line.lines
        )
        top -= height
