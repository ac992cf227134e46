"""The form every online screen is: a header, captioned fields in columns, notes and a footer of
buttons, Enter submitting it."""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.launcher_tile import fit_to_height
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import (
    Button,
    Control,
    TextField,
)


class FormScreen(Screen):
    """A header, two columns of captioned rows and a footer with buttons (both screens')."""

    heading = ""
    message = ""

    def header(self, canvas: Canvas) -> Rect:
        sizes = self.sizes
        s = sizes.scale
        height = max(64 * s, sizes.line(sizes.title) + 16 * s)
        header = Rect(0, self.bounds.top - height, self.bounds.width, height)
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        canvas.fitted_text(
            self.heading,
            header.inset(28 * s, 4 * s),
            sizes.title,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        return header

    def section(self, canvas: Canvas, title: str, column: Rect, top: float) -> float:
        sizes = self.sizes
        height = sizes.line(sizes.heading)
        canvas.fitted_text(
            title,
            Rect(column.left, top - height, column.width, height),
            sizes.heading,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        canvas.line(column.left, top - height, column.right, top - height, Palette.PANEL_EDGE, 1)
        return top - height - 8 * sizes.scale

    def caption_above(self, control: Control, column: Rect, row_h: float) -> bool:
        """Whether ``control``'s caption goes above it (it does not fit inside beside the
        value)."""
        sizes = self.sizes
        if not control.label:
            return False
        if isinstance(control, TextField):
            words = Canvas.measure(control.label, sizes.small) + Canvas.measure(
                control.text or control.placeholder, sizes.body
            )
            return words + 40 * sizes.scale > column.width
        return not control.label_fits_inside(sizes, column.width, row_h)

    def caption_height(self, control: Control, column: Rect, row_h: float) -> float:
        if not self.caption_above(control, column, row_h):
            return 0.0
        sizes = self.sizes
        width = column.width - 4 * sizes.scale
        return min(2, Canvas.lines_needed(control.label, sizes.small, width)) * sizes.line(
            sizes.small
        )

    def captioned(
        self, canvas: Canvas, control: Control, column: Rect, top: float, row_h: float
    ) -> float:
        """``control`` a row high under ``top``, its caption inside when it fits, else above."""
        sizes = self.sizes
        s = sizes.scale
        control.caption_above = self.caption_above(control, column, row_h)
        if control.caption_above:
            lines = min(2, Canvas.lines_needed(control.label, sizes.small, column.width - 4 * s))
            caption = lines * sizes.line(sizes.small)
            canvas.fitted_text(
                control.label,
                Rect(column.left + 4 * s, top - caption, column.width - 4 * s, caption),
                sizes.small,
                Palette.TEXT_MUTED,
                align="left",
                lines=lines,
            )
            top -= caption
        control.rect = Rect(column.left, top - row_h, column.width, row_h)
        control.paint(canvas, sizes)
        return top - row_h - 8 * s

    def note(self, canvas: Canvas, words: str, area: Rect, color: Any, size: float) -> None:
        label = canvas.text(
            words,
            area.left,
            area.top,
            size,
            color,
            anchor_y="top",
            width=area.width,
            multiline=True,
        )
        fit_to_height(label, area.height)

    def footer(self, canvas: Canvas, buttons: list[Button]) -> Rect:
        """The footer with ``buttons`` from the right; returns the room left for a message."""
        sizes = self.sizes
        s = sizes.scale
        row_h = sizes.button_height
        footer = Rect(0, 0, self.bounds.width, max(72 * s, row_h + 24 * s))
        canvas.rect(footer, Palette.PANEL)
        right = footer.right - 28 * s
        for button in buttons:
            width = Canvas.measure(button.label, sizes.body, bold=True) + 48 * s
            button.rect = Rect(right - width, footer.center_y - row_h / 2, width, row_h)
            button.paint(canvas, sizes)
            right -= width + 16 * s
        room = Rect(
            footer.left + 28 * s, footer.bottom + 4 * s, right - 44 * s, footer.height - 8 * s
        )
        if self.message:
            label = canvas.text(
                self.message,
                room.left,
                room.center_y,
                sizes.small,
                Palette.ACCENT,
                anchor_y="center",
                width=max(10.0, room.width),
                multiline=True,
            )
            fit_to_height(label, room.height)
        return footer

    def say(self, message: str) -> None:
        self.message = message
        self.refresh()

    def submit(self) -> None:
        """What Enter in one of the form's text fields does: the screen's main button."""

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN) and isinstance(
            self.focus.focused, TextField
        ):
            self.submit()
            return
        super().on_key_press(symbol, modifiers)
