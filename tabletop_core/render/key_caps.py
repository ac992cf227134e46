"""A sentence with key caps in it: the prompt bar draws ``[Enter]`` as a small key, inline.

The sentence is written in the markup of :mod:`tabletop_core.keys`. It wraps at spaces like
plain text, a key staying glued to the words it touches ("([1]–[5]" breaks nowhere), and each
key is measured as the cap it becomes, so choosing the wording that fits (:func:`lines_needed`)
counts the caps' real width. A cap is a rounded key of the card face's colour with its name in
dark ink, a darker rim below for its edge and a shadow under it: light on the dark bar, and in
high contrast white on black with a black label.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.keys import pieces, plain
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Color, Palette

Piece = tuple[str, bool]
"""(text, is_key): words, or a key's shown name."""

CAP_TEXT = 0.8
"""A cap's label, in parts of the sentence's type size."""


@dataclass(frozen=True, slots=True)
class CapColors:
    face: Color
    rim: Color
    shadow: Color
    label: Color


def cap_colors() -> CapColors:
    """The caps' colours in the theme in force (high contrast switches :class:`Palette`)."""
    return CapColors(Palette.CARD_FACE, Palette.TEXT_MUTED, Palette.CARD_EDGE, Palette.TEXT_DARK)


def _pixels(size: float) -> float:
    return size * 96 / 72


def cap_height(size: float) -> float:
    """A cap's height beside text of ``size`` points: a little less than the line."""
    return _pixels(size) * 1.12


def _margin(size: float) -> float:
    return max(1.0, _pixels(size) * 0.12)


def cap_width(name: str, size: float) -> float:
    """The room a cap showing ``name`` takes in a line of ``size``-point text, air included."""
    px = _pixels(size)
    inner = Canvas.measure(name, size * CAP_TEXT, bold=True) + 0.6 * px
    return max(cap_height(size) * 0.95, inner) + 2 * _margin(size)


def _atoms(markup: str) -> list[list[Piece]]:
    """The sentence cut at its spaces: each atom is the words and caps between two spaces."""
    atoms: list[list[Piece]] = [[]]
    for text, is_key in pieces(markup):
        if is_key:
            atoms[-1].append((text, True))
            continue
        parts = text.split(" ")
        if parts[0]:
            atoms[-1].append((parts[0], False))
        for part in parts[1:]:
            if atoms[-1]:
                atoms.append([])
            if part:
                atoms[-1].append((part, False))
    return [atom for atom in atoms if atom]


def _joined(atoms: Sequence[list[Piece]]) -> list[Piece]:
    """A line's atoms with a space between them, touching words made one piece."""
    line: list[Piece] = []
    for index, atom in enumerate(atoms):
        for piece in ([(" ", False)] if index else []) + atom:
            if not piece[1] and line and not line[-1][1]:
                line[-1] = (line[-1][0] + piece[0], False)
            else:
                line.append(piece)
    return line


def _width(line: Sequence[Piece], size: float, bold: bool) -> float:
    return sum(
        cap_width(text, size) if is_key else Canvas.measure(text, size, bold=bold)
        for text, is_key in line
    )


def marked_width(markup: str, size: float, *, bold: bool = False) -> float:
    """How wide ``markup`` is on one line, its caps as drawn."""
    return _width(_joined(_atoms(markup)), size, bold)


def _space(size: float, bold: bool) -> float:
    return Canvas.measure("a a", size, bold=bold) - Canvas.measure("aa", size, bold=bold)


def _lines(markup: str, size: float, width: float, bold: bool) -> list[list[list[Piece]]]:
    """The atoms of ``markup`` wrapped greedily into ``width``. Lines are measured atom by
    atom (words recur from prompt to prompt, so their widths are mostly measured already)."""
    room = width - 2
    space = _space(size, bold)
    lines: list[list[list[Piece]]] = []
    used = 0.0
    for atom in _atoms(markup):
        wide = _width(atom, size, bold)
        if lines and used + space + wide <= room:
            lines[-1].append(atom)
            used += space + wide
        else:
            lines.append([atom])
            used = wide
    return lines or [[]]


def lines_needed(markup: str, size: float, width: float, *, bold: bool = False) -> int:
    """How many lines ``markup`` takes wrapped into ``width`` pixels, caps counted as drawn."""
    return len(_lines(markup, size, width, bold))


def paint_cap(canvas: Canvas, name: str, x: float, cy: float, size: float) -> Rect:
    """One key cap showing ``name`` whose room starts at ``x``, centred on ``cy``; its face."""
    colors = cap_colors()
    px = _pixels(size)
    margin = _margin(size)
    height = cap_height(size)
    body = Rect(x + margin, cy - height / 2, cap_width(name, size) - 2 * margin, height)
    edge = max(1.0, px * 0.08)
    radius = height * 0.22
    canvas.polygon(_rounded(Rect(body.left, body.bottom - edge, body.width, height), radius),
                   colors.shadow)  # fmt: skip
    canvas.polygon(_rounded(body, radius), colors.rim)
    face = Rect(body.left + edge, body.bottom + 2 * edge, body.width - 2 * edge,
                height - 3 * edge)  # fmt: skip
    canvas.polygon(_rounded(face, radius * 0.8), colors.face)
    canvas.text(name, face.center_x, face.center_y, size * CAP_TEXT, colors.label,
                anchor_x="center", anchor_y="center", bold=True)  # fmt: skip
    return face


def paint_marked(
    canvas: Canvas,
    markup: str,
    rect: Rect,
    size: float,
    color: Color,
    *,
    bold: bool = False,
    lines: int = 1,
) -> int:
    """``markup`` left-aligned in ``rect`` on up to ``lines`` lines, keys drawn as caps; the
    lines used. What does not fit is cut with an ellipsis and noted in ``canvas.cut``, as
    :meth:`Canvas.fitted_text` does."""
    rows = max(1, min(lines, int(rect.height / (_pixels(size) * 1.15) + 0.05)))
    laid = _lines(markup, size, rect.width, bold)
    if len(laid) > rows or _width(_joined(laid[-1]), size, bold) > rect.width:
        laid = laid[:rows]
        last = laid[-1]
        while (
            len(last) > 1
            and _width(_joined(last), size, bold) + Canvas.measure("…", size, bold=bold)
            > rect.width
        ):
            last.pop()
        last.append([("…", False)])
        canvas.cut.append(plain(markup))
    step = _pixels(size) * 1.3
    top = rect.center_y + (len(laid) - 1) * step / 2
    for row, atoms in enumerate(laid):
        cy = top - row * step
        x = rect.left
        for text, is_key in _joined(atoms):
            if is_key:
                paint_cap(canvas, text, x, cy, size)
                x += cap_width(text, size)
            else:
                canvas.text(text, x, cy, size, color, anchor_y="center", bold=bold)
                x += Canvas.measure(text, size, bold=bold)
    return len(laid)


def _rounded(rect: Rect, radius: float, steps: int = 3) -> list[tuple[float, float]]:
    """A rounded rectangle's outline, counter-clockwise, ``steps`` segments a corner."""
    r = max(0.0, min(radius, rect.width / 2, rect.height / 2))
    corners = (
        (rect.right - r, rect.bottom + r, -90),
        (rect.right - r, rect.top - r, 0),
        (rect.left + r, rect.top - r, 90),
        (rect.left + r, rect.bottom + r, 180),
    )
    points = []
    for cx, cy, start in corners:
        for i in range(steps + 1):
            angle = math.radians(start + 90 * i / steps)
            points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points
