"""The session's headless window (tests/conftest.py), a shell on a registry holding Hamsterdam
with its table, and a driver sending real window events: keys, clicks and drags.
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
def hamsterdam_registry():
    import tabletop_hamsterdam.plugin as hamsterdam_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[hamsterdam_plugin], autoload=False)


def make_shell(window, registry, tmp_path, **settings):
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    return Shell(
        window,
        registry,
        Settings(bot_pacing=0.0, **{"reduced_motion": True, **settings}),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )


@pytest.fixture()
def hamsterdam_shell(window, hamsterdam_registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = make_shell(window, hamsterdam_registry, tmp_path)
    yield shell
    window.show_view(load_arcade().View(window))


class Driver:
    """Real window events (queued by pyglet, then dispatched), frames drawn on demand."""

    def __init__(self, window):
        from tabletop_core.render._arcade import load_arcade

        self.window = window
        self.arcade = load_arcade()
        self.rng = random.Random(2024)

    def _send(self, *event) -> None:
        self.window.dispatch_event(*event)
        self.window.dispatch_events()

    def key(self, symbol: int, modifiers: int = 0) -> None:
        self.window.dispatch_event("on_key_press", symbol, modifiers)
        self.window.dispatch_event("on_key_release", symbol, modifiers)
        self.window.dispatch_events()

    def type(self, text: str) -> None:
        self._send("on_text", text)

    def click(self, x: float, y: float) -> None:
        left = self.arcade.MOUSE_BUTTON_LEFT
        self.window.dispatch_event("on_mouse_motion", int(x), int(y), 0, 0)
        self.window.dispatch_event("on_mouse_press", int(x), int(y), left, 0)
        self.window.dispatch_event("on_mouse_release", int(x), int(y), left, 0)
        self.window.dispatch_events()

    def click_rect(self, rect) -> None:
        self.click(rect.center_x, rect.center_y)

    def drag(self, start, end, steps: int = 4) -> None:
        """Press at ``start``, move with the button held in a few steps, release at ``end``."""
        left = self.arcade.MOUSE_BUTTON_LEFT
        x0, y0 = int(start[0]), int(start[1])
        x1, y1 = int(end[0]), int(end[1])
        self.window.dispatch_event("on_mouse_motion", x0, y0, 0, 0)
        self.window.dispatch_event("on_mouse_press", x0, y0, left, 0)
        px, py = x0, y0
        for k in range(1, steps + 1):
            x = x0 + (x1 - x0) * k // steps
            y = y0 + (y1 - y0) * k // steps
            self.window.dispatch_event("on_mouse_drag", x, y, x - px, y - py, left, 0)
            px, py = x, y
        self.window.dispatch_event("on_mouse_release", x1, y1, left, 0)
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
def driver(window):
    return Driver(window)
