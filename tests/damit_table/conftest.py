"""One headless window for the session (shared with other GL tests if one is open), a shell on
a registry holding Dam It! with its table, and a driver sending real window events.

The Dam It! plugin module (which carries the table and art hooks) is passed as an extra plugin.
"""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def damit_registry():
    import tabletop_damit.plugin as damit_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[damit_plugin], autoload=False)


@pytest.fixture(scope="session")
def gl_window(window):
    return window


@pytest.fixture()
def damit_shell(gl_window, damit_registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    if (gl_window.width, gl_window.height) != (1280, 720):
        gl_window.set_size(1280, 720)
    shell = Shell(
        gl_window,
        damit_registry,
        Settings(bot_pacing=0.0, reduced_motion=True),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )
    yield shell
    gl_window.show_view(load_arcade().View(gl_window))


class Driver:
    """Real window events (queued by pyglet, then dispatched), frames drawn on demand."""

    def __init__(self, window):
        from tabletop_core.render._arcade import load_arcade

        self.window = window
        self.arcade = load_arcade()
        self.rng = random.Random(2024)

    def key(self, symbol: int, modifiers: int = 0) -> None:
        self.window.dispatch_event("on_key_press", symbol, modifiers)
        self.window.dispatch_event("on_key_release", symbol, modifiers)
        self.window.dispatch_events()

    def type(self, text: str) -> None:
        self.window.dispatch_event("on_text", text)
        self.window.dispatch_events()

    def click(self, x: float, y: float) -> None:
        left = self.arcade.MOUSE_BUTTON_LEFT
        self.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
        self.window.dispatch_event("on_mouse_press", int(x), int(y), left, 0)
        self.window.dispatch_event("on_mouse_release", int(x), int(y), left, 0)
        self.window.dispatch_events()

    def click_rect(self, rect) -> None:
        self.click(rect.center_x, rect.center_y)

    def hover(self, x: float, y: float) -> None:
        self.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
        self.window.dispatch_events()

    def update(self, delta_time: float = 1 / 60, frames: int = 1) -> None:
        for _ in range(frames):
            self.window.dispatch_event("on_update", delta_time)
            self.window.dispatch_events()

    def draw(self) -> None:
        self.window.current_view.on_draw()

    def frame(self):
        """Draw one frame and read it back (origin top-left)."""
        self.draw()
        return self.arcade.get_image(0, 0, self.window.width, self.window.height).convert("RGB")


@pytest.fixture()
def driver(gl_window):
    return Driver(gl_window)
