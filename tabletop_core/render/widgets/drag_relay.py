"""Dragging for game tables: mouse drag, release and wheel events, relayed while the table shows.

The game host hands its table presses, motion and keys, but not drags, releases or the wheel,
which a dexterity table needs (pick a piece up, carry it, turn it, let go). ``DragRelay`` pushes
its own handlers onto the window for those three events and passes them on only while the
table's host is the window's current view with no overlay up; otherwise the events go on down
the stack as if the relay were not there. pyglet holds the handlers weakly, so they vanish with
the table. A handler that raises goes through the host's guard (the error screen), as the
host's own calls into the table do.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Drag = Callable[[float, float, float, float, int, int], bool]
Release = Callable[[float, float, int, int], bool]
Scroll = Callable[[float, float, float, float], bool]


class DragRelay:
    def __init__(
        self,
        window: Any,
        host: Any,
        *,
        on_drag: Drag | None = None,
        on_release: Release | None = None,
        on_scroll: Scroll | None = None,
    ) -> None:
        self.window = window
        self.host = host
        self._drag = on_drag
        self._release = on_release
        self._scroll = on_scroll
        window.push_handlers(
            on_mouse_drag=self.on_mouse_drag,
            on_mouse_release=self.on_mouse_release,
            on_mouse_scroll=self.on_mouse_scroll,
        )

    def active(self) -> bool:
        host = self.host
        return (
            self.window.current_view is host
            and getattr(host, "overlay", None) is None
            and not getattr(host, "failed", False)
        )

    def _relay(self, handler: Callable[..., bool] | None, *args: Any) -> bool:
        if handler is None or not self.active():
            return False
        guard = getattr(self.host, "_guard", None)
        used = bool(guard(handler, *args) if callable(guard) else handler(*args))
        refresh = getattr(self.host, "refresh", None)
        if used and callable(refresh):
            refresh()
        return used

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        return self._relay(self._drag, x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self._relay(self._release, x, y, button, modifiers)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        return self._relay(self._scroll, x, y, scroll_x, scroll_y)

    def detach(self) -> None:
        self.window.remove_handlers(
            on_mouse_drag=self.on_mouse_drag,
            on_mouse_release=self.on_mouse_release,
            on_mouse_scroll=self.on_mouse_scroll,
        )
