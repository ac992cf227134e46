"""Click or drag: how a piece taken with the mouse is carried.

A press on a piece takes it in hand. If the pointer then travels more than :data:`DRAG_START`
pixels before the button comes up, it was a drag and the release puts the piece down; if not, it
was a click and the piece follows the pointer until the next click. Tables keep one
:class:`Gesture` and ask it which of the two a release ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

DRAG_START = 6.0
"""Pixels the pointer travels with the button down before a press counts as a drag."""


@dataclass(slots=True)
class Gesture:
    start: tuple[float, float] | None = None
    """Where the button went down on the piece in hand."""
    dragging: bool = False
    """Whether the button is down on a piece in hand (the pointer carries it)."""

    def press(self, x: float, y: float, *, took: bool = True) -> None:
        """The button went down at (x, y); ``took``: a piece is in hand now."""
        self.start = (x, y)
        self.dragging = took

    def release(self, x: float, y: float) -> bool:
        """The button came up at (x, y): True if that ends a drag (the pointer travelled), False
        for a click (the piece stays in hand and follows the pointer)."""
        start, self.start, self.dragging = self.start, None, False
        return start is not None and math.hypot(x - start[0], y - start[1]) > DRAG_START

    def cancel(self) -> None:
        self.start, self.dragging = None, False
