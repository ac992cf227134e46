"""The Mein lieber Biber table: the raft from above, and turning drags, the wheel and keys into
Play, LayDown, Reward and Draw.

Three parts, each with one job, share the seat's view (:class:`.seat.Seat`):

- the scene (:mod:`.scene`): the seat's view → what to draw;
- the choreography (:mod:`.choreography`): events → animations; it owns "busy", "reached" and
  the pause between rounds;
- the controller (:mod:`.controller`, keys in :mod:`.keys`): input → an action, asking the
  rules only for their legal moves and why a card may not be played.

:class:`BiberTable` composes them and hands each of the host's hooks to the part it belongs to.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render import GameTable, Host, Rect
from tabletop_mein_lieber_biber.events import BeaverLifted
from tabletop_mein_lieber_biber.state import BiberState
from tabletop_mein_lieber_biber.table.aim import Aim
from tabletop_mein_lieber_biber.table.choreography import BiberChoreography
from tabletop_mein_lieber_biber.table.controller import BiberController
from tabletop_mein_lieber_biber.table.keys import on_key_press
from tabletop_mein_lieber_biber.table.layout import RaftCamera, TableLayout
from tabletop_mein_lieber_biber.table.meter import Meter
from tabletop_mein_lieber_biber.table.motion import Picture
from tabletop_mein_lieber_biber.table.prompt import prompt_for
from tabletop_mein_lieber_biber.table.scene import BiberScene
from tabletop_mein_lieber_biber.table.seat import Seat
from tabletop_mein_lieber_biber.table.sounds import SOUNDS

LEAST_SPEED = 0.1
"""The slowest animation speed the settings can ask for."""


class BiberTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        settings = host.settings
        self.seated = Seat(host)
        self.scene = BiberScene(self.seated)
        speed = max(LEAST_SPEED, float(settings.animation_speed))
        self.choreography = BiberChoreography(
            self.seated, self.scene, speed, bool(settings.reduced_motion)
        )
        self.controller = BiberController(self.seated, self.scene, self._skip_show)
        self.scene.follow(self.controller, self.choreography)
        self.show = self.choreography.show
        self.flourish = self.choreography.flourish

    # --- what the parts know, for the host and the checks ----------------------------------

    @property
    def view(self) -> BiberState:
        return self.seated.view

    @property
    def layout(self) -> TableLayout | None:
        return self.scene.layout

    @property
    def held(self) -> Aim | None:
        """The beaver in hand, once it is over one of its target rings (or carried by keys)."""
        return self.controller.held

    @property
    def held_card(self) -> int | None:
        return self.controller.held_card

    @property
    def chosen(self) -> int | None:
        return self.controller.chosen

    @property
    def seats_open(self) -> bool:
        return self.controller.seats_open

    @property
    def meter(self) -> Meter | None:
        return self.scene.meter

    @property
    def banner(self) -> str:
        return self.choreography.banner

    def playable_cards(self) -> frozenset[int]:
        return self.seated.playable_cards()

    def jokers(self) -> frozenset[int]:
        return self.seated.jokers()

    def picture(self) -> Picture:
        return self.scene.picture()

    def camera(self, picture: Picture | None = None) -> RaftCamera:
        return self.scene.camera(picture)

    def dam_point(self, beaver: int) -> tuple[float, float] | None:
        return self.controller.dam_point(beaver)

    # --- the host's hooks ------------------------------------------------------------------

    def draw(self, rect: Rect) -> None:
        self.scene.draw(rect)

    def notices(self) -> tuple[Rect, ...]:
        return self.scene.notices()

    def prompt(self) -> tuple[str, ...]:
        return prompt_for(self.controller)

    @property
    def busy(self) -> bool:
        return self.choreography.busy

    def reached(self, event: Any) -> bool:
        return self.choreography.reached(event)

    def on_events(self, events: list[Any]) -> None:
        self.choreography.on_events(events)
        if not any(isinstance(event, BeaverLifted) for event in events):
            self.controller.drop_hand()
        self.controller.chosen = None

    def on_reset(self) -> None:
        self.seated.forget()
        self.choreography.reset()
        self.controller.drop_hand()
        self.controller.chosen = None
        self.scene.synced = None
        self.scene.dirty = True

    def on_update(self, delta_time: float) -> None:
        self.choreography.update(delta_time)
        carry = self.controller.carry
        carry.tick(delta_time)
        if carry.lowering is not None:
            self.scene.dirty = True

    def _skip_show(self) -> None:
        if self.choreography.skip():
            self.on_update(0.0)

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.controller.on_mouse_press(x, y, button, modifiers)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        return self.controller.on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.controller.on_mouse_release(x, y, button, modifiers)

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.controller.on_mouse_motion(x, y)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        return self.controller.on_mouse_scroll(x, y, scroll_x, scroll_y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return on_key_press(self.controller, symbol, modifiers)
