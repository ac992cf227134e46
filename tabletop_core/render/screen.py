"""The base of every shell screen: a canvas rebuilt when something changes, a focus ring."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, focus_width, reading, scale_for
from tabletop_core.render.widgets.buttons import FocusRing

if TYPE_CHECKING:
    from tabletop_core.render.app import Shell


class Screen(arcade.View):
    """A view of the shell. Subclasses fill :meth:`build`; call :meth:`refresh` after changes."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell.window)
        self.shell = shell
        self.canvas = Canvas()
        self.focus = FocusRing()
        self.focus.sound = self.ui_sound
        self.sizes: Sizes = scale_for(self.window.width, self.window.height)
        self._dirty = True

    def ui_sound(self, name: str) -> None:
        """A button's press or refusal, heard within the player's sound settings."""
        from tabletop_core.sound import board

        board().play(name, self.shell.settings)

    @property
    def bounds(self) -> Rect:
        return Rect(0, 0, self.window.width, self.window.height)

    def refresh(self) -> None:
        self._dirty = True

    def needs_frame(self) -> bool:
        """Whether the next frame may differ from the last one drawn (the window skips frames
        while no screen needs one: :mod:`tabletop_core.render.idle`)."""
        return self._dirty

    def build(self, canvas: Canvas) -> None:
        """Paint the screen into ``canvas`` and set ``self.focus`` controls."""
        raise NotImplementedError

    def rebuild_now(self) -> None:
        self.sizes = scale_for(self.window.width, self.window.height)
        self.canvas.clear()
        self.build(self.canvas)
        self._dirty = False

    def on_draw(self) -> None:
        if self._dirty:
            self.rebuild_now()
        self.window.clear(color=Palette.BACKGROUND)
        self.canvas.draw()
        self.draw_dynamic()

    def draw_dynamic(self) -> None:
        """What changes every frame (focus frame, animations) over the canvas."""
        self.focus.draw_highlight(self.sizes.scale)
        if reading.high_contrast:
            draw_strong_focus(self.focus, self.sizes.scale)

    def on_resize(self, width: int, height: int) -> None:
        self.refresh()

    def on_show_view(self) -> None:
        self.refresh()
        self.follow_ambience()

    def follow_ambience(self) -> None:
        """The ambience of the table this screen shows (``self.table.ambience``) loops while it
        shows, if the player has turned ambience on; any other screen stops it: the place's
        sound stays with its table."""
        from tabletop_core.sound import board

        table = getattr(self, "table", None)
        name = getattr(table, "ambience", None) if table is not None else None
        try:
            board().ambience(name, self.shell.settings)
        except KeyError as error:  # a table naming no known ambience: silent, said once
            print(f"tabletop: {error.args[0]}", file=sys.stderr)

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> None:
        self.focus.point(x, y)

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> None:
        if self.focus.press(x, y):
            self.refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == arcade.key.ESCAPE:
            self.on_back()
        elif self.focus.shortcut(symbol, modifiers) or self.focus.key(symbol):
            self.refresh()

    def on_text(self, text: str) -> None:
        if self.focus.text(text):
            self.refresh()

    def on_back(self) -> None:
        """Esc."""


def draw_strong_focus(focus: FocusRing, scale: float) -> None:
    """The high-contrast focus frame: a wide yellow band with a black line inside it."""
    control = focus.focused
    if control is None or not focus.show_focus:
        return
    width = focus_width(scale)
    r = control.rect.inset(-3 * scale - width / 2)
    arcade.draw_lrbt_rectangle_outline(r.left, r.right, r.bottom, r.top, Palette.FOCUS, width)
    inner = control.rect.inset(-2 * scale)
    arcade.draw_lrbt_rectangle_outline(
        inner.left, inner.right, inner.bottom, inner.top, (0, 0, 0, 255), 2
    )
