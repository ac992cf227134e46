"""The one place that imports arcade for the shell, headless or not (docs/architecture.md,
"Headless rendering").

Three traps of arcade 3.3.3 (and its pyglet) live here and nowhere else:

- ``ARCADE_HEADLESS=1`` must be in the environment *before* arcade is first imported; without a
  display we set it ourselves so that pyglet opens an EGL context on Mesa's software renderer.
- ``import arcade.gui`` fails headless unless ``pyglet.window.xlib`` is imported first and
  ``arcade.ControllerManager`` is set from ``arcade.controller``.

- A headless window ignores ``set_size``: its pixels are an EGL pbuffer made once at its first
  size. :func:`resize_window` gives it a new one.

Game plugins that want ``arcade.gui`` call :func:`load_arcade_gui` instead of importing it.
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType
from typing import Any

HEADLESS_ENV = "ARCADE_HEADLESS"


def display_available() -> bool:
    """Whether a window can be shown on a screen (X11 or Wayland, or not Linux at all)."""
    if sys.platform != "linux":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def want_headless() -> None:
    """Ask for headless rendering when there is no display; call before arcade is imported."""
    if "arcade" not in sys.modules and not display_available():
        os.environ.setdefault(HEADLESS_ENV, "1")
    if "arcade" not in sys.modules and os.environ.get(HEADLESS_ENV):
        os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")  # no one listens to a headless run


def load_arcade() -> ModuleType:
    """Import arcade (headless when there is no display) with ``arcade.gui`` made importable."""
    want_headless()
    import arcade

    if arcade.headless and not hasattr(arcade, "ControllerManager"):
        # the order matters: pyglet.input (imported by arcade.controller) needs the xlib module
        importlib.import_module("pyglet.window.xlib")
        controller = importlib.import_module("arcade.controller")
        arcade.ControllerManager = controller.ControllerManager  # type: ignore[misc]  # a class in the stubs; headless arcade leaves it out
    return arcade


def load_arcade_gui() -> ModuleType:
    """``arcade.gui``, importable headless too."""
    load_arcade()
    import arcade.gui

    return arcade.gui


def resize_window(window: Any, size: tuple[int, int]) -> None:
    """Give ``window`` the ``size`` (width, height) in pixels, headless too: there pyglet's
    ``set_size`` does nothing, so the window gets a new pbuffer of that size and the old one is
    freed."""
    window.set_size(*size)
    if (window.width, window.height) == size or not hasattr(window, "_egl_surface"):
        return
    from pyglet.libs.egl import egl

    old = window._egl_surface
    window._width, window._height = size
    window._egl_surface = None
    window._create()  # a pbuffer of the new size, attached and announced by a resize event
    egl.eglDestroySurface(window._egl_display_connection, old)
