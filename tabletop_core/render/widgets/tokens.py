"""Cube, stick and token piles, and a row display: slots with cards and tokens on them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape

PIECE_KINDS = ("cube", "stick", "token")


def paint_pile(
    canvas: Canvas,
    sizes: Sizes,
    area: Rect,
    kind: str,
    count: int,
    color: Any,
    *,
    shape: str = "circle",
    max_shown: int = 12,
    count_at: str = "right",
) -> float:
    """Up to ``max_shown`` pieces in a neat heap inside ``area``, with the exact count beside it:
    at the far right of ``area`` (``count_at="right"``), just after the heap (``"after"``), or
    not at all (``"none"``: the caller writes it). Returns the x where the drawing ends."""
    piece = min(area.height * 0.42, area.width / 6)
    shown = min(count, max_shown)
    per_row = max(1, int((area.width - piece * 1.6) // (piece * 1.05)))
    for i in range(shown):
        row, col = divmod(i, per_row)
        x = area.left + piece / 2 + col * piece * 1.05 + (row % 2) * piece * 0.5
        y = area.bottom + piece / 2 + row * piece * 0.8
        if kind == "cube":
            canvas.rect(
                Rect(x - piece / 2, y - piece / 2, piece * 0.9, piece * 0.9),
                color,
                border=Palette.CARD_EDGE,
                border_width=1,
            )
            canvas.line(
                x - piece / 2,
                y + piece * 0.4,
                x + piece * 0.4,
                y + piece * 0.4,
                (255, 255, 255, 90),
                2,
            )
        elif kind == "stick":
            canvas.rect(
                Rect(x - piece * 0.15, y - piece / 2, piece * 0.3, piece * 1.1),
                color,
                border=Palette.CARD_EDGE,
                border_width=1,
            )
        else:
            canvas.marker(shape, x, y, piece * 0.45, color)
    heap_end = area.left + (min(shown, per_row) * 1.05 + 0.5 * (shown > per_row)) * piece
    if count_at == "none":
        return heap_end
    label = f"×{count}"
    if count_at == "after":
        canvas.text(
            label,
            heap_end + piece * 0.3,
            area.center_y,
            sizes.body,
            Palette.TEXT,
            anchor_x="left",
            anchor_y="center",
            bold=True,
        )
        return heap_end + piece * 0.3 + Canvas.measure(label, sizes.body, bold=True)
    canvas.text(
        label,
        area.right,
        area.center_y,
        sizes.body,
        Palette.TEXT,
        anchor_x="right",
        anchor_y="center",
        bold=True,
    )
    return area.right


class RowDisplay:
    """A row of slots (an offer, a river): each slot may hold a card label and some tokens.

    ``slots[i]`` is ``None`` (empty) or ``(label, suit)``; ``tokens[i]`` lists seats whose
    markers sit on slot i.
    """

    def __init__(
        self, slots: Sequence[tuple[str, int | None] | None], tokens: Sequence[Sequence[int]] = ()
    ) -> None:
        self.slots = list(slots)
        self.tokens = [list(t) for t in tokens] or [[] for _ in self.slots]
        self.rects: list[Rect] = []

    def paint(
        self,
        canvas: Canvas,
        sizes: Sizes,
        area: Rect,
        selected: int | None = None,
        *,
        pitch: float = 0.0,
    ) -> None:
        """Cards as big as ``area`` allows, side by side; ``pitch``: the least distance from one
        card's left edge to the next (room for a label under each card that is wider than it)."""
        from tabletop_core.render.widgets.cards import CARD_ASPECT, _texture

        count = max(1, len(self.slots))
        gap = 10 * sizes.scale
        width = min((area.width - gap * (count - 1)) / count, area.height / CARD_ASPECT * 0.8)
        gap = max(gap, pitch - width)
        width = min(width, (area.width - gap * (count - 1)) / count)
        height = width * CARD_ASPECT
        x0 = area.center_x - (count * width + (count - 1) * gap) / 2
        self.rects = []
        for i, slot in enumerate(self.slots):
            rect = Rect(x0 + i * (width + gap), area.top - height, width, height)
            self.rects.append(rect)
            if slot is None:
                canvas.rect(
                    rect, (0, 0, 0, 50), border=Palette.PANEL_EDGE, border_width=1, chamfer=6
                )
            else:
                label, suit = slot
                canvas.texture(_texture("face", label, suit, int(width), int(height)), rect)
            if selected == i:
                canvas.outline(rect.inset(-4), Palette.FOCUS, 4)
            tokens = self.tokens[i] if i < len(self.tokens) else []
            for j, seat in enumerate(tokens):
                canvas.marker(
                    seat_shape(seat), rect.left + 12 + j * 20, rect.bottom - 14, 8, seat_color(seat)
                )

    def slot_at(self, x: float, y: float) -> int | None:
        for i, rect in enumerate(self.rects):
            if rect.contains(x, y):
                return i
        return None
