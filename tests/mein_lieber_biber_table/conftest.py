"""One headless window for the session (shared with other GL tests), a shell on a registry
holding Mein lieber Biber with its table, and a driver sending real window events (presses,
drags, the wheel, keys)."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def biber_registry():
    import tabletop_mein_lieber_biber.plugin as biber_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[biber_plugin], autoload=False)


@pytest.fixture()
def make_shell(window, biber_registry, tmp_path, monkeypatch):
    """A shell on the session window; ``reduced_motion`` as the test needs."""
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)

    def make(reduced_motion: bool = True):
        return Shell(
            window,
            biber_registry,
            Settings(bot_pacing=0.0, reduced_motion=reduced_motion),
            settings_path=tmp_path / "settings.json",
            on_quit=lambda: None,
        )

    yield make
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

    def hover(self, x: float, y: float) -> None:
        self._send("on_mouse_motion", int(x), int(y), 0, 0)

    def press(self, x: float, y: float) -> None:
        self._send("on_mouse_press", int(x), int(y), self.arcade.MOUSE_BUTTON_LEFT, 0)

    def drag_to(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6):
        left = self.arcade.MOUSE_BUTTON_LEFT
        (x0, y0), (x1, y1) = start, end
        px, py = x0, y0
        for i in range(1, steps + 1):
            x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
            self._send("on_mouse_drag", x, y, x - px, y - py, left, 0)
            px, py = x, y

    def release(self, x: float, y: float) -> None:
        self._send("on_mouse_release", x, y, self.arcade.MOUSE_BUTTON_LEFT, 0)

    def scroll(self, x: float, y: float, notches: float) -> None:
        self._send("on_mouse_scroll", int(x), int(y), 0.0, notches)

    def update(self, delta_time: float = 1 / 60, frames: int = 1) -> None:
        for _ in range(frames):
            self._send("on_update", delta_time)

    def draw(self) -> None:
        self.window.current_view.on_draw()

    def frame(self):
        """Draw one frame and read it back (origin top-left)."""
        self.draw()
        return self.arcade.get_image(0, 0, self.window.width, self.window.height).convert("RGB")


@pytest.fixture()
def driver(window):
    return Driver(window)
