"""What a key means to the frame (F1 rules, F2 log, U undo, Esc the menu or back, F12 the debug
overlay; any other key is the table's, or moves the focus on an overlay), and the deliberate
hold a guarded overlay (the curtain, the end dialog and its questions) takes instead of a press:
a key or a button held down until its bar fills (:mod:`tabletop_core.render.deliberate`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.canvas import arcade
from tabletop_core.render.deliberate import POINTER, Deliberate
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import Control

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

GUARDED = ("curtain", "end", "again", "restart")
"""The overlays that guard a secret or end something: they take only a deliberate press, never
one meant for the screen before."""
FOCUS_KEYS = frozenset(getattr(arcade.key, name) for name in ("UP", "DOWN", "LEFT", "RIGHT", "TAB"))
"""Keys that only move the focus on an overlay: they confirm nothing, so need no hold."""


class FrameKeys:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.gate = Deliberate()
        """Keys and buttons down, and the hold a guarded overlay waits for."""

    @property
    def guarded(self) -> bool:
        """Whether the overlay up takes only a deliberate press."""
        return self.host.overlay in GUARDED

    # -- the window's events ----------------------------------------------------------------

    def press(self, symbol: int, modifiers: int) -> None:
        """A key goes down: on a guarded overlay it starts a hold (F12 shows nothing secret, a
        focus key only moves the focus); elsewhere it counts at once."""
        host = self.host
        if host.failed:
            return
        if self.guarded and symbol != arcade.key.F12:
            if self.gate.press(symbol) and symbol in FOCUS_KEYS:
                self.gate.cancel()  # moving the focus confirms nothing: it needs no hold
                if host.focus.key(symbol):
                    host.refresh()
            elif self.gate.holding is not None:
                host.refresh()  # the button starts to fill
            return
        self.gate.press(symbol)
        self.key(symbol, modifiers)

    def release(self, symbol: int, modifiers: int = 0) -> None:
        if self.gate.holding == symbol:
            self.host.refresh()  # let go too soon: the button empties
        self.gate.release(symbol)

    def press_pointer(self, x: float, y: float) -> bool:
        """The mouse button goes down: on a guarded overlay a button is held, not clicked
        (whether the press was taken so)."""
        if self.guarded:
            self.gate.press(POINTER, (x, y))
            self.host.refresh()
            return True
        self.gate.press(POINTER)
        return False

    def release_pointer(self) -> None:
        self.gate.release(POINTER)

    def tick(self, delta_time: float) -> None:
        """Each frame: the hold on a guarded overlay grows, and once long enough it confirms
        (the key's own meaning there, or the button the pointer holds)."""
        host = self.host
        if not self.guarded:
            return
        confirmed = self.gate.tick(delta_time)
        if self.gate.holding is not None:
            host.refresh()  # the filling bar
        if confirmed is not None and host._dirty:
            host._guard(host.rebuild_now)  # the overlay's buttons, as the next frame shows them
        if confirmed == POINTER and self.gate.where is not None:
            if host.focus.press(*self.gate.where):
                host.refresh()
        elif confirmed is not None:
            self.key(confirmed, 0)

    # -- what a key means ---------------------------------------------------------------------

    def key(self, symbol: int, modifiers: int) -> None:
        """What a key does once it counts (at once, or after its hold on a guarded overlay)."""
        key = arcade.key
        host = self.host
        overlay = host.overlay
        if symbol == key.F12 and host.debug is not None:
            host.debug.toggle()
        elif symbol == key.F1 and overlay != "curtain":
            host.toggle_rules()
        elif symbol == key.ESCAPE:
            self.escape()
        elif overlay is None and symbol == key.U:
            host.undo()
        elif overlay is None and symbol == key.F2:
            host.toggle_log()
        elif (
            overlay is None
            and host.parts is not None
            and host._guard(host.parts.controller.on_key_press, symbol, modifiers)
        ) or (overlay is not None and host.focus.key(symbol)):
            host.telling.release(0.0)  # a key may have skipped the animation (Space)
            host.refresh()

    def escape(self) -> None:
        """Esc: one step back (a question to what asked it, an overlay to the table, a finished
        table to its result); at the table, the menu."""
        host = self.host
        overlay = host.overlay
        if overlay == "again":
            host.end_dialog.reopen()
        elif overlay == "restart":
            host.open_menu()
        elif overlay in ("menu", "rules", "end"):
            host.close_overlay()
        elif overlay is None and host.match.is_over:
            host.end_dialog.reopen()
        elif overlay is None:
            host.open_menu()

    # -- the hold, drawn ----------------------------------------------------------------------

    def hold_progress(self) -> tuple[Control | None, float]:
        """The control a hold will confirm and how far the hold is (0 to 1)."""
        gate, focus = self.gate, self.host.focus
        if not self.guarded or gate.holding is None:
            return None, 0.0
        if gate.holding == POINTER:
            where = gate.where
            control = None if where is None else focus.at(*where)
        else:
            control = focus.focused
        return control, gate.progress

    def draw_hold(self) -> None:
        """The held button fills from the left as the hold grows."""
        control, progress = self.hold_progress()
        if control is not None and progress > 0:
            r = control.rect.inset(3 * self.host.sizes.scale)
            band = max(4.0, r.height * 0.18)
            arcade.draw_lrbt_rectangle_filled(
                r.left, r.left + r.width * progress, r.bottom, r.bottom + band, Palette.ACCENT
            )
