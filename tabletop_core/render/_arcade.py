"""The one place that imports arcade for the shell, headless or not (docs/architecture.md,
"Headless rendering").

Two traps of arcade 3.3.3 live here and nowhere else:

- ``ARCADE_HEADLESS=1`` must be in the environment *before* arcade is first imported; without a
  display we set it ourselves so that pyglet opens an EGL context on Mesa's software renderer.
- ``import arcade.gui`` fails headless unless ``pyglet.window.xlib`` is imported first and
  ``arcade.ControllerManager`` is set from ``arcade.controller``.

Game plugins that want ``arcade.gui`` call :func:`load_arcade_gui` instead of importing it.
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType

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
