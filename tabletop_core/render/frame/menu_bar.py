"""The menu bar: the game's title, the seat strip when the names fit there, and the Menu, Rules,
Undo and Log buttons, each as wide as its own words need."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Piece
from tabletop_core.render.theme import Palette, Sizes, frame_bands
from tabletop_core.render.widgets.buttons import Button, Control

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

BUTTONS = 4
"""Menu, Rules, Undo, Log."""


class BarRoom(NamedTuple):
    """The menu bar's room: the title's, the seat strip's, and each button's width."""

    title: Rect
    strip: Rect
    widths: list[float]


def button_labels() -> tuple[str, ...]:
    return (_("Menu"), _("Rules"), _("Undo"), _("Log"))


def bar_node(sizes: Sizes) -> Piece:
    """The bar's place in the frame's tree: the whole width, as tall as a line of body text
    and the buttons' padding need."""
    return Piece((0, frame_bands(sizes)[0]), key="bar")


class MenuBar:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.undo_button: Button | None = None
        """The bar's Undo: greyed when refused, yet a click on it still says why."""

    def room(self, bar: Rect) -> BarRoom:
        """Each button as wide as its words (sharing what room is spare), the title as wide
        as its words, the seats in what is left (:meth:`seats_fit` says whether they fit)."""
        sizes = self.host.sizes
        s = sizes.scale
        words = Canvas.measure(self.host.title, sizes.heading, bold=True) + 8 * s
        least = [Canvas.measure(label, sizes.body) + 28 * s for label in button_labels()]
        spare = max(0.0, bar.width - 12 * s - 60 * s - words - sum(least)) / BUTTONS
        most = 130 * s * (1 + 0.65 * (sizes.text - 1))
        widths = [max(need, min(most, need + spare)) for need in least]
        buttons_left = bar.right - 12 * s - sum(widths)
        room = buttons_left - bar.left - 40 * s
        title = Rect(bar.left + 20 * s, bar.bottom, min(max(232 * s, words), room), bar.height)
        strip = Rect(
            title.right + 8 * s, bar.bottom, buttons_left - title.right - 28 * s, bar.height
        )
        return BarRoom(title, strip, widths)

    def message_lane(self, bar: Rect) -> Rect | None:
        """The one place passing messages show: the bar's free middle, between the title and
        the buttons (None while the seats fill it)."""
        if self.host.seat_strip.shown() and self.seats_fit(bar):
            return None
        return self.room(bar).strip

    def seats_fit(self, bar: Rect) -> bool:
        """Whether the frame's seat strip fits whole in this bar."""
        return self.host.seat_strip.fits(self.room(bar).strip)

    def paint(self, canvas: Canvas, bar: Rect, *, seats: bool) -> list[Control]:
        """The bar, with the seats in it when ``seats``; its buttons, for the focus ring."""
        host = self.host
        sizes = host.sizes
        s = sizes.scale
        canvas.rect(bar, Palette.PANEL)
        canvas.rect(Rect(bar.left, bar.bottom, bar.width, 2 * s), Palette.ACCENT)
        room = self.room(bar)
        canvas.fitted_text(
            host.title, room.title, sizes.heading, Palette.TEXT, bold=True, align="left", lines=1
        )
        specs = [
            (_("Menu"), host.open_menu, _("Esc")),
            (_("Rules"), host.toggle_rules, "F1"),
            (_("Undo"), host.undo, "U"),
            (_("Log"), host.toggle_log, "F2"),
        ]
        controls: list[Control] = []
        x = bar.right - 12 * s
        for (label, action, hint), width in zip(specs, room.widths, strict=True):
            x -= width
            button = Button(
                Rect(x, bar.bottom + 7 * s, width - 8 * s, bar.height - 14 * s),
                label,
                action=action,
                hint=hint,
            )
            if action == host.undo:
                button.enabled = host.undo_refusal() is None
                self.undo_button = button
            button.paint(canvas, sizes)
            controls.append(button)
        if seats:
            host.seat_strip.paint(canvas, room.strip)
        return controls

    def press_undo(self, x: float, y: float) -> bool:
        """A press on Undo, also when greyed (the focus ring ignores that): it then says why
        not. Whether the press was Undo's."""
        undo = self.undo_button
        if undo is None or not undo.rect.contains(x, y):
            return False
        self.host.ui_sound("ui_press" if undo.enabled else "ui_refused")
        self.host.undo()
        return True
