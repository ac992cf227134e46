"""The panel every overlay sits on, and the row of buttons along its foot."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes
from tabletop_core.render.widgets.buttons import Button, Control


def panel(canvas: Canvas, bounds: Rect, sizes: Sizes, width: float, height: float) -> Rect:
    s = sizes.scale
    panel = Rect(
        bounds.center_x - width * s / 2, bounds.center_y - height * s / 2, width * s, height * s
    )
    canvas.rect(panel, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=2, chamfer=14 * s)
    return panel


def buttons(
    canvas: Canvas,
    panel: Rect,
    sizes: Sizes,
    specs: Sequence[tuple[str, Callable[[], None], bool, str]],
) -> list[Control]:
    """A row of buttons along the panel's foot, each as wide as its words (and key) need when
    the panel has the room; without it, keys go first, then the room is shared out."""
    s = sizes.scale
    gap = 16 * s
    room = panel.width - 40 * s - gap * (len(specs) - 1)
    words = [
        Canvas.measure(label, sizes.body, bold=primary) + 32 * s
        for label, _action, primary, _hint in specs
    ]
    keys = [Canvas.measure(hint, sizes.small) + 8 * s if hint else 0.0 for *_rest, hint in specs]
    widths = [max(200 * s, w + k) for w, k in zip(words, keys, strict=True)]
    if sum(widths) > room:
        widths = [max(160 * s, w) for w in words]
    if sum(widths) > room:
        widths = [w * room / sum(widths) for w in widths]
    x = panel.center_x - (sum(widths) + gap * (len(specs) - 1)) / 2
    buttons: list[Control] = []
    for (label, action, primary, hint), width in zip(specs, widths, strict=True):
        buttons.append(
            Button(
                Rect(x, panel.bottom + 26 * s, width, sizes.button_height),
                label,
                action=action,
                primary=primary,
                hint=hint,
            )
        )
        x += width + gap
    for button in buttons:
        button.paint(canvas, sizes)
    return buttons
