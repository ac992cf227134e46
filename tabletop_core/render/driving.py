"""Driving the window in headless tests: real input events, frames read back.

Outside pyglet's event loop ``window.dispatch_event`` only queues an event; ``dispatch_events``
delivers the queue (docs/architecture.md, "Headless rendering"). Every method here does both, so
a test reads like a person at the table: ``driver.click_rect(button.rect)``, ``driver.drag(card, ring)``, ``driver.key(key.ENTER)``.
Game authors use it for their own table tests (see docs/authoring.md).
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render import unseen
from tabletop_core.render._arcade import load_arcade

Point = tuple[float, float]


class Driver:
    """Sends real window events to whatever view the window shows, and draws frames on demand.

    Clicks land on whole pixels, as a mouse's do; pointer moves and drags keep the coordinates
    given, so a test can aim at an exact spot inside a ring or a card.
    """

    def __init__(self, window: Any) -> None:
        self.window = window
        self.arcade = load_arcade()

    def _send(self, *events: tuple[Any, ...]) -> None:
        for name, *args in events:
            self.window.dispatch_event(name, *args)
        self.window.dispatch_events()

    @property
    def _left(self) -> int:
        return self.arcade.MOUSE_BUTTON_LEFT

    def key(self, symbol: int, modifiers: int = 0) -> None:
        self._send(("on_key_press", symbol, modifiers), ("on_key_release", symbol, modifiers))

    def key_down(self, symbol: int, modifiers: int = 0) -> None:
        self._send(("on_key_press", symbol, modifiers))

    def key_up(self, symbol: int, modifiers: int = 0) -> None:
        self._send(("on_key_release", symbol, modifiers))

    def hold(self, symbol: int, seconds: float | None = None, settle: bool = True) -> None:
        """A deliberate press, as a guarded screen (the curtain, the end dialog) asks for it:
        after the screen has settled, ``symbol`` held down for ``seconds`` of frame time (the
        screen's hold and a frame more by default), then released."""
        from tabletop_core.render.deliberate import HOLD, SETTLE

        if settle:
            self.update(SETTLE)
        self.key_down(symbol)
        self._hold_for(HOLD + 1 / 30 if seconds is None else seconds)
        self.key_up(symbol)

    def hold_rect(self, rect: Any, seconds: float | None = None, settle: bool = True) -> None:
        """The mouse's deliberate press: the left button held on ``rect`` (see :meth:`hold`)."""
        from tabletop_core.render.deliberate import HOLD, SETTLE

        if settle:
            self.update(SETTLE)
        x, y = int(rect.center_x), int(rect.center_y)
        self.hover(x, y)
        self.press(x, y)
        self._hold_for(HOLD + 1 / 30 if seconds is None else seconds)
        self.release(x, y)

    def _hold_for(self, seconds: float) -> None:
        step = 1 / 60
        while seconds > 1e-9:
            self.update(min(step, seconds))
            seconds -= step

    def type(self, text: str) -> None:
        self._send(("on_text", text))

    def hover(self, x: float, y: float) -> None:
        self._send(("on_mouse_motion", x, y, 0, 0))

    def click(self, x: float, y: float) -> None:
        """Move there, press and release the left button."""
        x, y = int(x), int(y)
        self._send(
            ("on_mouse_motion", x, y, 0, 0),
            ("on_mouse_press", x, y, self._left, 0),
            ("on_mouse_release", x, y, self._left, 0),
        )

    def click_rect(self, rect: Any) -> None:
        self.click(rect.center_x, rect.center_y)

    def press(self, x: float, y: float) -> None:
        self._send(("on_mouse_press", x, y, self._left, 0))

    def drag_to(self, start: Point, end: Point, steps: int = 6) -> None:
        """Move from ``start`` to ``end`` in ``steps`` with the button held (no press, no release)."""
        px, py = start
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            self._send(("on_mouse_drag", x, y, x - px, y - py, self._left, 0))
            px, py = x, y

    def release(self, x: float, y: float) -> None:
        self._send(("on_mouse_release", x, y, self._left, 0))

    def drag(self, start: Point, end: Point, steps: int = 6) -> None:
        """Press at ``start``, move with the button held, release at ``end``."""
        self.hover(*start)
        self.press(*start)
        self.drag_to(start, end, steps)
        self.release(*end)

    def scroll(self, x: float, y: float, clicks: float) -> None:
        self._send(("on_mouse_scroll", int(x), int(y), 0.0, clicks))

    def update(self, delta_time: float = 1 / 60, frames: int = 1) -> None:
        for _ in range(frames):
            self._send(("on_update", delta_time))

    def draw(self) -> None:
        """Draw one frame (without pixels on a window drawing unseen: :mod:`.unseen`)."""
        unseen.draw_frame(self.window)

    def frame(self) -> Any:
        """Draw one frame with every pixel and read it back as a PIL image (origin top-left)."""
        with unseen.seen(self.window):
            self.draw()
        return self.arcade.get_image(0, 0, self.window.width, self.window.height).convert("RGB")


def make_shell(window: Any, registry: Any, settings_path: Any, **settings: Any) -> Any:
    """A shell on ``window`` for tests: 1280×720, no bot pacing, reduced motion unless asked."""
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    values = {"bot_pacing": 0.0, "reduced_motion": True, **settings}
    return Shell(
        window, registry, Settings(**values), settings_path=settings_path, on_quit=lambda: None
    )


def bot_move(host: Any) -> list[Any]:
    """Play the bot's move at ``host``'s table to the end and return its events.

    ``host.step_bot()`` alone returns nothing while a bot thinks on its worker thread (which a
    bot does once a decision took longer than a frame or two, as on a busy machine): a test that
    plays a game through it would count spins, not moves. This waits for the thought, bounded by
    the watchdog like the window's own polling.
    """
    import time

    played = len(host.match.actions)
    while True:
        events = host.step_bot()
        if events or len(host.match.actions) != played or host.match.is_over or host.failed:
            return events
        if host.thinker.pending:
            time.sleep(0.002)


def bot_frame(driver: Driver, host: Any) -> None:
    """One frame of the window while a bot is to move, then the wait for its thought if the bot
    is thinking on its worker thread.

    A frame in a test takes no time, so a loop of frames spins as often as the machine is slow
    while a thought runs: on a loaded machine a bounded game loop ran out of frames before the
    game ended. The window keeps drawing while a bot thinks; a test waits for the thought instead
    (bounded by the watchdog, as every thought is), and the next frame plays the move.
    """
    driver.update()
    host.thinker.wait_for_thought()
