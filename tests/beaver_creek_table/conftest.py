"""One headless window for the session (shared with other GL tests), a shell on a registry
holding Beaver Creek with its table, and a driver sending real window events, drags included."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def creek_registry():
    import tabletop_beaver_creek.plugin as creek_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[creek_plugin], autoload=False)


@pytest.fixture()
def creek_shell(window, creek_registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    shell = Shell(
        window,
        creek_registry,
        Settings(bot_pacing=0.0, reduced_motion=True),
        settings_path=tmp_path / "settings.json",
        on_quit=lambda: None,
    )
    yield shell
    window.show_view(load_arcade().View(window))


class Driver:
    """Real window events (queued by pyglet, then dispatched), frames drawn on demand."""

    def __init__(self, window):
        from tabletop_core.render._arcade import load_arcade

        self.window = window
        self.arcade = load_arcade()

    def _send(self, *events) -> None:
        for name, *args in events:
            self.window.dispatch_event(name, *args)
        self.window.dispatch_events()

    def key(self, symbol: int, modifiers: int = 0) -> None:
        self._send(("on_key_press", symbol, modifiers), ("on_key_release", symbol, modifiers))

    def click(self, x: float, y: float) -> None:
        left = self.arcade.MOUSE_BUTTON_LEFT
        x, y = int(x), int(y)
        self._send(
            ("on_mouse_motion", x, y, 0, 0),
            ("on_mouse_press", x, y, left, 0),
            ("on_mouse_release", x, y, left, 0),
        )

    def click_rect(self, rect) -> None:
        self.click(rect.center_x, rect.center_y)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        """Press at ``start``, move with the button held, release at ``end``."""
        left = self.arcade.MOUSE_BUTTON_LEFT
        x0, y0 = int(start[0]), int(start[1])
        self._send(("on_mouse_motion", x0, y0, 0, 0), ("on_mouse_press", x0, y0, left, 0))
        px, py = x0, y0
        for step in range(1, steps + 1):
            x = int(start[0] + (end[0] - start[0]) * step / steps)
            y = int(start[1] + (end[1] - start[1]) * step / steps)
            self._send(("on_mouse_drag", x, y, x - px, y - py, left, 0))
            px, py = x, y
        self._send(("on_mouse_release", px, py, left, 0))

    def scroll(self, x: float, y: float, clicks: float) -> None:
        self._send(("on_mouse_scroll", int(x), int(y), 0, clicks))

    def update(self, delta_time: float = 1 / 60, frames: int = 1) -> None:
        for _ in range(frames):
            self._send(("on_update", delta_time))

    def draw(self) -> None:
        self.window.current_view.on_draw()

    def frame(self):
        """Draw one frame and read it back (origin top-left)."""
        self.draw()
        return self.arcade.get_image(0, 0, self.window.width, self.window.height).convert("RGB")


@pytest.fixture()
def driver(window):
    return Driver(window)
