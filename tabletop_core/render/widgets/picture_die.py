"""A die whose faces are pictures (Beaver Creek's two picture dice, or any symbol die).

The roll itself is :class:`DieWidget`'s: it lands on the value the game rolled and only shows
passing faces on the way. Each face is drawn by a picture the game supplies, so the die carries
symbols, not words or colours alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.dice import DieWidget

Picture = Callable[[Any, int], Any]
"""``picture(face, pixels)`` -> an arcade texture of that face, square, ``pixels`` a side."""


class PictureDie(DieWidget):
    def paint_picture(
        self, canvas: Canvas, center: tuple[float, float], size: float, picture: Picture
    ) -> Rect:
        """Paint the die at ``center``; returns its rectangle (for clicks and focus frames)."""
        cx, cy = center
        tilt = size * 0.08 if self.rolling > 0 else 0.0
        rect = Rect(cx - size / 2 + tilt, cy - size / 2 + tilt / 2, size, size)
        canvas.rect(
            Rect(rect.left + 3, rect.bottom - 3, size, size), (0, 0, 0, 90), chamfer=size * 0.16
        )
        canvas.rect(rect, self.color, border=Palette.CARD_EDGE, border_width=2, chamfer=size * 0.16)
        face = self.shown
        if face is not None:
            inner = rect.inset(size * 0.08)
            canvas.texture(picture(face, max(8, int(inner.width))), inner)
        return rect
