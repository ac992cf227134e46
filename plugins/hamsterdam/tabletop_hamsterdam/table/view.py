"""The Hamsterdam table: three parts with one job each, composed behind the host's hooks.

- the scene (:mod:`.scene`): the seat's view → what to draw, a picture repainted only when
  something changes and cached as a still image;
- the choreography (:mod:`.choreography`): the events of an action → animations played over the
  picture from before it; it says when the table is busy, what it has shown, how long bots wait;
- the controller (:mod:`.controller`): drags, clicks and keys → an action the decision offers.

They share the seat's :class:`~tabletop_hamsterdam.table.cursor.Cursor` (the decision asked, the
focus, the hamster in hand). Each frame draws the picture, then the animation, then the hamster
being dragged.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render import GameTable, Host, Rect
from tabletop_hamsterdam.table.choreography import Choreography
from tabletop_hamsterdam.table.controller import HamsterdamController
from tabletop_hamsterdam.table.cursor import Cursor
from tabletop_hamsterdam.table.forward import Forward
from tabletop_hamsterdam.table.scene import HamsterdamScene
from tabletop_hamsterdam.table.sounds import SOUNDS


class HamsterdamTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    # read-only windows on the parts (what tests and benchmarks look at)
    view = Forward("drawing")
    layout = Forward("drawing")
    scene = Forward("drawing", "shown")
    hits = Forward("drawing")
    still = Forward("drawing")
    fx = Forward("choreography")
    dice = Forward("choreography")
    ask = Forward("cursor")
    focus = Forward("cursor")
    held = Forward("cursor")
    target = Forward("cursor")
    picked = Forward("cursor")
    hover_piece = Forward("cursor")
    hover_town = Forward("cursor")
    items = Forward("cursor")
    focused = Forward("cursor")
    _ensure_synced = Forward("controller", "ensure_synced")
    _settle = Forward("controller", "settle")

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.cursor = Cursor()
        self.choreography = Choreography(host)
        self.drawing = HamsterdamScene(host, self.cursor, self.choreography.dice)
        self.controller = HamsterdamController(host, self.cursor, self.drawing, self.choreography)
        self.regions = self.drawing.regions
        """The picture's regions, each a key and the canvases painted for it."""

    def draw(self, rect: Rect) -> None:
        self.controller.ensure_synced()
        drawing, choreography = self.drawing, self.choreography
        layout = drawing.laid_out(rect, self.controller.synced_for)
        if self.seat != drawing.painted_seat:
            # another person's eyes: never show them the last one's animation or picture
            choreography.finish()
            drawing.dirty = True
        drawing.refresh(layout, choreography.busy, rolling=choreography.fx.rolling > 0)
        drawing.draw(rect)
        choreography.draw(layout)
        self.controller.carry.draw()

    def prompt(self) -> str | tuple[str, ...]:
        return self.controller.prompt()

    def on_events(self, events: list[Any]) -> None:
        drawing, controller = self.drawing, self.controller
        controller.turned_to(self.seat)
        painted = drawing.painted_seat == self.seat
        self.choreography.play(
            events,
            drawing.layout if painted else None,
            drawing.shown,
            deploy_from=controller.deploy_from,
        )
        controller.deploy_from = None
        self.cursor.hover_piece = self.cursor.hover_town = None
        drawing.dirty = True

    def on_update(self, delta_time: float) -> None:
        self.controller.update(delta_time)
        if self.choreography.update(delta_time):
            self.drawing.dirty = True

    def on_reset(self) -> None:
        self.controller.reset()
        self.choreography.finish()
        self.drawing.forget()

    def on_viewer_changed(self, seat: int | None) -> None:
        """Somebody else looks: their cursor starts fresh, never on the last person's choice,
        and straight from one person to the other (no curtain between) keys wait a moment."""
        self.controller.turned_to(seat)
        self.controller.fresh_cursor(seat)

    @property
    def busy(self) -> bool:
        return self.choreography.busy

    def reached(self, event: Any) -> bool:
        return self.choreography.reached(event)

    def bot_pause(self, standard: float) -> float:
        return self.choreography.bot_pause(standard)

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.controller.press(x, y)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        return self.controller.drag(x, y)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.controller.release(x, y)

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.controller.motion(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.controller.key(symbol, modifiers)


__all__ = ["HamsterdamTable"]
