"""Buttons and form controls the shell and games share, with keyboard focus.

A control knows its rectangle and paints itself into a :class:`Canvas`. :class:`FocusRing` keeps
the controls of a screen in order: arrows move the focus, Enter activates, Left/Right change a
value, typing goes into a text field; the mouse clicks whatever is under it. The highlight of
the focused control is drawn every frame on top, so moving the focus never rebuilds the canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, focus_width


@dataclass(eq=False)
class Control:
    """Something on screen that can take the focus."""

    rect: Rect
    label: str = ""
    enabled: bool = True
    on_change: Callable[[], None] | None = None
    caption_above: bool = False
    """The screen draws the label above the control (it would not fit inside beside the value:
    large text, long words); the control then shows its value alone."""
    on_refused: Callable[[], None] | None = None
    """Called when a greyed control is clicked or pressed: the screen says why it is greyed
    (a greyed control never refuses in silence where the screen knows the reason)."""

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        raise NotImplementedError

    def label_fits_inside(self, sizes: Sizes, width: float, height: float) -> bool:
        """Whether label and (longest) value fit side by side in a control this big."""
        return True

    def activate(self) -> None:
        """Enter, space or a click."""

    def adjust(self, step: int) -> bool:
        """Left (-1) or Right (+1); returns True if the value changed."""
        return False

    def click(self, x: float, y: float) -> None:
        self.activate()

    def key(self, symbol: int) -> bool:
        """A key the control uses itself before the ring moves the focus (a scrolling page's
        arrows); returns True if it did."""
        return False

    def scroll(self, notches: float) -> bool:
        """The mouse wheel over the control; returns True if it moved."""
        return False

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def refused(self) -> None:
        """A press on the control while it is greyed."""
        if self.on_refused is not None:
            self.on_refused()


@dataclass(eq=False)
class Button(Control):
    action: Callable[[], object] | None = None
    primary: bool = False
    hint: str = ""
    """A small second line (a key to press, a count)."""

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        if not self.enabled:
            fill, text = Palette.BUTTON_DISABLED, Palette.TEXT_MUTED
        elif self.primary:
            fill, text = Palette.BUTTON_PRIMARY, Palette.TEXT
        else:
            fill, text = Palette.BUTTON, Palette.TEXT
        canvas.rect(
            self.rect, fill, border=Palette.PANEL_EDGE, border_width=1, chamfer=6 * sizes.scale
        )
        label_rect = self.rect.inset(8 * sizes.scale, 0)
        if self.hint:
            hint_width = Canvas.measure(self.hint, sizes.small) + 8 * sizes.scale
            label_width = Canvas.measure(self.label, sizes.body, bold=self.primary)
            if label_width + hint_width <= label_rect.width:  # else the words matter more
                hint_rect, label_rect = label_rect.split_right(hint_width)
                canvas.fitted_text(self.hint, hint_rect, sizes.small, Palette.TEXT_MUTED)
        canvas.fitted_text(self.label, label_rect, sizes.body, text, bold=self.primary)

    def activate(self) -> None:
        if self.enabled and self.action is not None:
            self.action()


@dataclass(eq=False)
class Toggle(Control):
    """On or off; shows a tick box besides its words, not only a colour."""

    value: bool = False

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        box = self.rect.height * 0.6
        left = self.rect.left + 4
        cy = self.rect.center_y
        canvas.rect(
            Rect(left, cy - box / 2, box, box), Palette.PANEL_LIGHT, border=Palette.TEXT_MUTED
        )
        if self.value:
            canvas.line(left + box * 0.2, cy, left + box * 0.42, cy - box * 0.25, Palette.ACCENT, 4)
            canvas.line(
                left + box * 0.42,
                cy - box * 0.25,
                left + box * 0.82,
                cy + box * 0.3,
                Palette.ACCENT,
                4,
            )
        canvas.fitted_text(
            (_("{label}: on") if self.value else _("{label}: off")).format(label=self.label),
            Rect(left + box + 10, self.rect.bottom, self.rect.width - box - 14, self.rect.height),
            sizes.body,
            Palette.TEXT if self.enabled else Palette.TEXT_MUTED,
            align="left",
        )

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self._changed()

    def adjust(self, step: int) -> bool:
        self.activate()
        return True


@dataclass(eq=False)
class Choice(Control):
    """One of a few values, stepped through with ◀ ▶ (or Left/Right)."""

    choices: Sequence[Any] = ()
    index: int = 0
    show: Callable[[Any], str] = str
    wraps: bool = True
    """Whether stepping past the last value comes back to the first; a scale (text size,
    volume, speed) stops at its ends instead."""

    @property
    def value(self) -> Any:
        return self.choices[self.index] if self.choices else None

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        label = "" if self.caption_above else self.label
        _paint_stepper(canvas, sizes, self.rect, label, self.show(self.value), self.enabled)

    def label_fits_inside(self, sizes: Sizes, width: float, height: float) -> bool:
        values = [self.show(choice) for choice in self.choices] or [""]
        return _side_by_side(sizes, width - 2 * arrow_width(height), self.label, values)

    def adjust(self, step: int) -> bool:
        if not self.enabled or len(self.choices) < 2:
            return False
        index = self.index + step
        if not self.wraps:
            index = min(len(self.choices) - 1, max(0, index))
            if index == self.index:
                return False
        self.index = index % len(self.choices)
        self._changed()
        return True

    def activate(self) -> None:
        self.adjust(1)

    def click(self, x: float, y: float) -> None:
        self.adjust(-1 if x < self.rect.left + arrow_width(self.rect.height) else 1)


@dataclass(eq=False)
class Stepper(Control):
    """A whole or decimal number between bounds."""

    value: float = 0
    low: float = 0
    high: float = 100
    step: float = 1

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        shown = f"{self.value:g}"
        label = "" if self.caption_above else self.label
        _paint_stepper(canvas, sizes, self.rect, label, shown, self.enabled)

    def label_fits_inside(self, sizes: Sizes, width: float, height: float) -> bool:
        values = [f"{self.low:g}", f"{self.high:g}"]
        return _side_by_side(sizes, width - 2 * arrow_width(height), self.label, values)

    def adjust(self, step: int) -> bool:
        new = min(self.high, max(self.low, self.value + step * self.step))
        if not self.enabled or new == self.value:
            return False
        self.value = int(new) if float(self.step).is_integer() and float(new).is_integer() else new
        self._changed()
        return True

    def activate(self) -> None:
        self.adjust(1)

    def click(self, x: float, y: float) -> None:
        self.adjust(-1 if x < self.rect.left + arrow_width(self.rect.height) else 1)


@dataclass(eq=False)
class TextField(Control):
    """A line of text typed with the keyboard (letters, digits, space), with a text cursor:
    Left/Right/Home/End move it, typing and Backspace/Delete work where it stands, a click puts
    it under the pointer, and Ctrl+A selects everything (the next key typed replaces it)."""

    text: str = ""
    max_length: int = 24
    allowed: Callable[[str], bool] = field(default=lambda ch: ch.isprintable())
    placeholder: str = ""
    caret: int | None = None
    """Where the cursor stands (characters before it); None: after the last one."""
    all_selected: bool = False
    _text_at: tuple[float, float, float] = (0.0, 0.0, 0.0)
    """(left, centre y, type size) of the text as last painted: where the cursor is drawn."""

    @property
    def position(self) -> int:
        return len(self.text) if self.caret is None else max(0, min(len(self.text), self.caret))

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        canvas.rect(self.rect, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1)
        inner = self.rect.inset(8 * sizes.scale, 0)
        shown = self.text or self.placeholder
        color = Palette.TEXT if self.text else Palette.TEXT_MUTED
        if self.label and not self.caption_above:
            label_rect, inner = _label_and_value(sizes, inner, self.label, shown)
            canvas.fitted_text(
                self.label, label_rect, sizes.small, Palette.TEXT_MUTED, align="left"
            )
        self._text_at = (inner.left, inner.center_y, sizes.body)
        if self.all_selected and self.text:
            width = min(Canvas.measure(self.text, sizes.body), inner.width)
            line = sizes.line(sizes.body)
            canvas.rect(
                Rect(inner.left - 2, inner.center_y - line / 2, width + 4, line),
                (*Palette.ACCENT[:3], 120),
            )
        canvas.fitted_text(shown, inner, sizes.body, color, align="left")

    def caret_x(self) -> float:
        left, _y, size = self._text_at
        return left + Canvas.measure(self.text[: self.position], size) if self.text else left

    def draw_caret(self, scale: float) -> None:
        """The text cursor, a thin upright line, drawn each frame while the field has focus."""
        _left, y, size = self._text_at
        half = size * 96 / 72 * 0.6
        x = self.caret_x() + 1
        arcade.draw_line(x, y - half, x, y + half, Palette.TEXT, max(2.0, 2 * scale))

    def select_all(self) -> bool:
        self.all_selected = bool(self.text)
        self.caret = None
        return True

    def _take_selection(self) -> None:
        if self.all_selected:
            self.text, self.caret, self.all_selected = "", None, False

    def type_text(self, text: str) -> bool:
        added = "".join(ch for ch in text if self.allowed(ch))
        if not added:
            return False
        self._take_selection()
        if len(self.text) >= self.max_length:
            return False
        at = self.position
        added = added[: self.max_length - len(self.text)]
        self.text = self.text[:at] + added + self.text[at:]
        self.caret = at + len(added)
        self._changed()
        return True

    def backspace(self) -> bool:
        if self.all_selected:
            self._take_selection()
            self._changed()
            return True
        at = self.position
        if not at:
            return False
        self.text = self.text[: at - 1] + self.text[at:]
        self.caret = at - 1
        self._changed()
        return True

    def key(self, symbol: int) -> bool:
        key = arcade.key
        at = self.position
        moves = {key.LEFT: at - 1, key.RIGHT: at + 1, key.HOME: 0, key.END: len(self.text)}
        if symbol in moves:
            self.all_selected = False
            self.caret = max(0, min(len(self.text), moves[symbol]))
            return True
        if symbol == key.DELETE:
            if self.all_selected:
                self._take_selection()
            elif at < len(self.text):
                self.text = self.text[:at] + self.text[at + 1 :]
            else:
                return False
            self._changed()
            return True
        return False

    def click(self, x: float, y: float) -> None:
        """The cursor goes between the two letters nearest the pointer."""
        left, _y, size = self._text_at
        self.all_selected = False
        best, distance = 0, abs(x - left)
        for index in range(1, len(self.text) + 1):
            gap = abs(x - (left + Canvas.measure(self.text[:index], size)))
            if gap < distance:
                best, distance = index, gap
        self.caret = best


def arrow_width(height: float) -> float:
    """The width of the ◀ or ▶ end of a stepper or choice ``height`` tall (clicks there step)."""
    return height * 0.75


def _paint_stepper(
    canvas: Canvas, sizes: Sizes, rect: Rect, label: str, shown: str, enabled: bool
) -> None:
    canvas.rect(rect, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1)
    h = rect.height
    end = arrow_width(h)
    arrow = Palette.TEXT if enabled else Palette.TEXT_MUTED
    for left, direction in ((rect.left, -1), (rect.right - end, 1)):
        cx, cy, r = left + end / 2, rect.center_y, h * 0.22
        canvas.polygon(
            [(cx - direction * r, cy - r), (cx + direction * r, cy), (cx - direction * r, cy + r)],
            arrow,
        )
    inner = Rect(rect.left + end, rect.bottom, rect.width - 2 * end, h)
    if label:
        label_rect, value_rect = _label_and_value(sizes, inner, label, shown)
        canvas.fitted_text(label, label_rect, sizes.small, Palette.TEXT_MUTED, align="left")
        canvas.fitted_text(
            shown, value_rect, sizes.body, Palette.TEXT if enabled else Palette.TEXT_MUTED
        )
    else:
        canvas.fitted_text(
            shown, inner, sizes.body, Palette.TEXT if enabled else Palette.TEXT_MUTED
        )


def _side_by_side(sizes: Sizes, width: float, label: str, values: Sequence[str]) -> bool:
    if not label:
        return True
    longest = max(Canvas.measure(value, sizes.body) for value in values)
    return Canvas.measure(label, sizes.small) + 2 + 8 * sizes.scale + longest <= width


def _label_and_value(sizes: Sizes, inner: Rect, label: str, value: str) -> tuple[Rect, Rect]:
    """Room for a control's small label and its value: side by side, each as wide as its words,
    when they fit; else the label above the value when the control is tall enough; else halves."""
    gap = 8 * sizes.scale
    label_width = Canvas.measure(label, sizes.small) + 2
    value_width = Canvas.measure(value, sizes.body)
    if label_width + gap + value_width <= inner.width:
        return (
            Rect(inner.left, inner.bottom, label_width, inner.height),
            Rect(
                inner.left + label_width + gap,
                inner.bottom,
                inner.width - label_width - gap,
                inner.height,
            ),
        )
    if inner.height >= sizes.line(sizes.small) * 0.8 + sizes.line(sizes.body) * 0.8:
        return inner.split_top(inner.height * 0.42)
    half, other = inner.columns(2)
    return half, other


CHANGING = frozenset(
    getattr(arcade.key, name) for name in ("LEFT", "RIGHT", "ENTER", "RETURN", "NUM_ENTER", "SPACE")
)
"""Keys that change or press the focused control (a greyed one says why, if it can)."""


def _pressed(control: Control) -> str:
    """A primary button (start, done, play again) confirms; any other control ticks."""
    return "ui_confirm" if getattr(control, "primary", False) else "ui_press"


class FocusRing:
    """The controls of one screen in keyboard order, and which one has the focus."""

    def __init__(self) -> None:
        self.controls: list[Control] = []
        self.focus = 0
        self.hover: Control | None = None
        self.pointer: tuple[float, float] | None = None
        """Where the mouse was last seen: the hover tint follows the controls under it."""
        self.show_focus = True
        self.sound: Callable[[str], object] | None = None
        """Plays a UI effect by name (``ui_press``, ``ui_confirm``, ``ui_refused``,
        ``ui_focus``); the screen sets it."""

    def set(self, controls: list[Control], keep_focus: bool = True) -> None:
        """The controls of a rebuilt screen. The hover tint is found again under the pointer:
        a tint left on a control that is gone (a closed menu's button) would stay on screen."""
        self.controls = controls
        if not keep_focus:
            self.focus = 0
        self.focus = min(self.focus, max(0, len(controls) - 1))
        self.hover = None if self.pointer is None else self.at(*self.pointer)

    def point(self, x: float, y: float) -> None:
        """The mouse moved to (x, y): tint the control under it."""
        self.pointer = (x, y)
        was, self.hover = self.hover, self.at(x, y)
        if self.hover is not None and self.hover is not was and self.hover.enabled:
            self._sound("ui_focus")  # the pointer reached another control

    @property
    def focused(self) -> Control | None:
        return self.controls[self.focus] if self.controls else None

    def focus_on(self, control: Control) -> None:
        if control in self.controls:
            self.focus = self.controls.index(control)

    def move(self, step: int) -> None:
        if self.controls:
            was = self.focus
            self.focus = (self.focus + step) % len(self.controls)
            if self.focus != was:
                self._sound("ui_focus")

    def at(self, x: float, y: float) -> Control | None:
        for control in self.controls:
            if control.rect.contains(x, y):
                return control
        return None

    def press(self, x: float, y: float) -> bool:
        control = self.at(x, y)
        if control is None:
            return False
        self.focus_on(control)
        if control.enabled:
            self._sound(_pressed(control))
            control.click(x, y)
        else:
            self._sound("ui_refused")
            control.refused()
        return True

    def _sound(self, name: str) -> None:
        if self.sound is not None:
            self.sound(name)

    def key(self, symbol: int) -> bool:
        """The focused control's own keys, then arrows, Tab, Enter, space and Backspace;
        returns True when used."""
        key = arcade.key
        control = self.focused
        if control is not None and control.key(symbol):
            return True
        if symbol in (key.DOWN, key.TAB):
            self.move(1)
        elif symbol == key.UP:
            self.move(-1)
        elif control is None:
            return False
        elif not control.enabled and control.on_refused is not None and symbol in CHANGING:
            self._sound("ui_refused")
            control.refused()
        elif symbol in (key.LEFT, key.RIGHT):
            return control.adjust(-1 if symbol == key.LEFT else 1)
        elif symbol in (key.ENTER, key.RETURN, key.NUM_ENTER) or (
            symbol == key.SPACE and not isinstance(control, TextField)
        ):
            self._sound(_pressed(control) if control.enabled else "ui_refused")
            control.activate()
        elif symbol == key.BACKSPACE and isinstance(control, TextField):
            return control.backspace()
        else:
            return False
        return True

    def scroll(self, x: float, y: float, notches: float) -> bool:
        """The mouse wheel: the control under the mouse scrolls, else the focused one."""
        control = self.at(x, y) or self.focused
        return control is not None and control.scroll(notches)

    def text(self, text: str) -> bool:
        control = self.focused
        if isinstance(control, TextField) and text not in ("\r", "\n"):
            return control.type_text(text)
        return False

    def shortcut(self, symbol: int, modifiers: int) -> bool:
        """Ctrl+A (Cmd+A) selects the whole of a focused text field."""
        control = self.focused
        held = modifiers & (arcade.key.MOD_CTRL | arcade.key.MOD_COMMAND)
        if isinstance(control, TextField) and symbol == arcade.key.A and held:
            return control.select_all()
        return False

    def draw_highlight(self, scale: float) -> None:
        """The focus frame (and a hover tint), drawn each frame above the canvas."""
        if self.hover is not None and self.hover.enabled:
            r = self.hover.rect
            arcade.draw_lrbt_rectangle_filled(r.left, r.right, r.bottom, r.top, (255, 255, 255, 28))
        control = self.focused
        if isinstance(control, TextField) and self.show_focus:
            control.draw_caret(scale)
        if control is not None and self.show_focus:
            width = focus_width(scale)
            r = control.rect.inset(-2 * scale - width / 2)
            arcade.draw_lrbt_rectangle_outline(
                r.left, r.right, r.bottom, r.top, Palette.FOCUS, width
            )
