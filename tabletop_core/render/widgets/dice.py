"""A die with pips (or any face label) and a roll animation that lands on the rolled value.

The animation only shows faces; the value comes from the game (its seeded RNG), never from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes

PIPS = {
    1: [(0, 0)],
    2: [(-1, 1), (1, -1)],
    3: [(-1, 1), (0, 0), (1, -1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
ROLL_SECONDS = 0.7
FACE_CHANGE_SECONDS = 0.07


class DieWidget:
    """One die at ``center`` with ``size`` pixels a side."""

    def __init__(
        self,
        faces: Sequence[Any] = (1, 2, 3, 4, 5, 6),
        value: Any = None,
        color: Any = Palette.CARD_FACE,
    ) -> None:
        self.faces = tuple(faces)
        self.value = value
        self.color = color
        self.rolling = 0.0
        self._shown_index = 0
        self._since_change = 0.0

    @property
    def shown(self) -> Any:
        """The face drawn now: a passing one while rolling, else the value."""
        return self.faces[self._shown_index] if self.rolling > 0 else self.value

    def roll_to(self, value: Any, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.value = value
        self.rolling = 0.0 if reduced_motion else ROLL_SECONDS / speed

    def update(self, delta_time: float) -> bool:
        """Advance the roll; returns True when the face drawn changed (repaint)."""
        if self.rolling <= 0:
            return False
        self.rolling -= delta_time
        self._since_change += delta_time
        if self.rolling <= 0:
            return True
        if self._since_change >= FACE_CHANGE_SECONDS:
            self._since_change = 0.0
            self._shown_index = (self._shown_index + 1 + len(self.faces) // 2) % len(self.faces)
            return True
        return False

    def paint(self, canvas: Canvas, sizes: Sizes, center: tuple[float, float], size: float) -> None:
        cx, cy = center
        tilt = 6 if self.rolling > 0 else 0
        rect = Rect(cx - size / 2 + tilt, cy - size / 2, size, size)
        canvas.rect(
            Rect(rect.left + 3, rect.bottom - 3, size, size), (0, 0, 0, 90), chamfer=size * 0.18
        )
        canvas.rect(rect, self.color, border=Palette.CARD_EDGE, border_width=2, chamfer=size * 0.18)
        face = self.shown
        if isinstance(face, int) and face in PIPS:
            d = size * 0.27
            for px, py in PIPS[face]:
                canvas.circle(
                    rect.center_x + px * d,
                    rect.center_y + py * d,
                    size * 0.085,
                    Palette.TEXT_DARK,
                    segments=12,
                )
        elif face is not None:
            canvas.fitted_text(
                str(face), rect.inset(size * 0.08), sizes.body, Palette.TEXT_DARK, bold=True
            )
