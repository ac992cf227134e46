"""Stacks: things piled on top of each other (tiles, discs), with the count shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes


def paint_stack(
    canvas: Canvas,
    sizes: Sizes,
    base: tuple[float, float],
    layers: Sequence[Any],
    *,
    width: float = 60,
    layer_height: float = 10,
    max_shown: int = 12,
    labels: Sequence[str] | None = None,
) -> Rect:
    """Layers bottom to top (each a colour); returns the rectangle the stack covers."""
    x, y = base
    shown = list(layers)[-max_shown:]
    for i, color in enumerate(shown):
        rect = Rect(x - width / 2, y + i * layer_height, width, layer_height - 1)
        canvas.rect(rect, color, border=Palette.CARD_EDGE, border_width=1)
        if labels is not None and i < len(labels):
            canvas.fitted_text(labels[i], rect, sizes.small * 0.8, Palette.TEXT_DARK)
    top = y + len(shown) * layer_height
    canvas.text(
        str(len(layers)),
        x,
        top + sizes.small,
        sizes.small,
        Palette.TEXT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    return Rect(x - width / 2, y, width, top - y)
