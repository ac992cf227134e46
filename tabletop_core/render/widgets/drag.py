"""Drag and drop for a game table: the window's drag and release events, relayed to the table.

The game host hands a table presses and motion but not ``on_mouse_drag`` or
``on_mouse_release``. A :class:`DragRelay` pushes its own handlers onto the window's event
stack and calls the table's callbacks while the table's host is the window's current view; once
another view is shown it takes its handlers off the window by itself. It holds the callbacks
weakly, so a forgotten table is not kept alive by the window.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

DragCallback = Callable[[float, float], Any]


class DragRelay:
    """Calls ``on_drag(x, y)`` while a button is held and moves, ``on_release(x, y)`` when it
    is let go, for as long as ``host`` is the window's current view."""

    def __init__(
        self, window: Any, host: Any, on_drag: DragCallback, on_release: DragCallback
    ) -> None:
        self.window = window
        self._host = weakref.ref(host)
        self._drag = weakref.WeakMethod(on_drag)  # type: ignore[arg-type]
        self._release = weakref.WeakMethod(on_release)  # type: ignore[arg-type]
        self.attached = True

        def drag(x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int) -> None:
            call = self._live(self._drag)
            if call is not None:
                call(x, y)

        def release(x: float, y: float, button: int, modifiers: int) -> None:
            call = self._live(self._release)
            if call is not None:
                call(x, y)

        self._handlers = {"on_mouse_drag": drag, "on_mouse_release": release}
        window.push_handlers(**self._handlers)

    def _live(self, method: weakref.WeakMethod) -> DragCallback | None:
        call = method()
        host = self._host()
        if call is None or host is None or self.window.current_view is not host:
            self.detach()
            return None
        return call

    def detach(self) -> None:
        if self.attached:
            self.attached = False
            self.window.remove_handlers(**self._handlers)
