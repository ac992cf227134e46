"""The table at rest: its living touches (:mod:`tabletop_core.render.kit.life`), their clock, and
the kept picture a life frame draws them over (:mod:`tabletop_core.render.still`).

A frame the pacer allows for life alone (``FramePacer.life_only``) draws the kept picture and the
touches, never the table; any other frame draws everything and, while the window is idle and
life shows, takes the picture anew (awake, it is forgotten: it would not stay true).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_core.render import unseen
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch
from tabletop_core.render.life_layer import LifeLayer, boxes_of
from tabletop_core.render.still import Still

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class Resting:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.life = LifeLayer()
        """The table's living touches, drawn over its picture (:meth:`lives`)."""
        self.still = Still()
        """The idle table's picture, which a life frame draws back instead of the table."""
        self.clock = 0.0
        """Seconds the window's updates have counted: the clock life moves by (never the wall
        clock, so a test drives it)."""

    def tick(self, delta_time: float) -> None:
        self.clock += delta_time

    def lives(self) -> bool:
        """Whether the table's life at rest shows now: the table declares some, the person has
        not asked for reduced motion, no overlay covers the table and the window is not
        hidden (the pacer then draws a few frames a second while idle)."""
        host = self.host
        return (
            host.parts is not None
            and type(host.parts).life is not None
            and not host.failed
            and not host.settings.reduced_motion
            and host.overlay is None
            and not host.shell.sight.hidden
        )

    def life_frame(self) -> bool:
        """Draw a frame for life alone when the pacer allowed one and the kept picture is
        fresh; False (nothing drawn) when the whole window must be drawn."""
        host = self.host
        pacer = getattr(host.window, "pacer", None)
        if pacer is None:
            return False
        life_only, pacer.life_only = pacer.life_only, False  # one frame's word: a direct
        # draw (a screenshot) draws everything
        if not life_only or host.parts is None or not self.still.show(host.window, self.life.boxes):
            return False
        self.draw_life(host.layout().table)
        unseen.lift_scissor(host.window)
        return True

    def after_full_frame(self, table: Rect) -> None:
        """The whole window was drawn: keep its picture while idle, then the touches over it."""
        host = self.host
        if host.parts is None or host.failed:
            return
        touches = self.touches(table)
        pacer = getattr(host.window, "pacer", None)
        if touches and pacer is not None and pacer.idle:
            boxes = boxes_of([touch.rect for touch in touches])
            self.still.take(host.window, boxes)  # what life frames draw from
        else:
            self.still.forget()
        self._paint(touches)

    def draw_life(self, table: Rect) -> None:
        self._paint(self.touches(table))

    def touches(self, table: Rect) -> list[Touch]:
        """The touches the table declares now, less any under a message: none while life does
        not show."""
        host = self.host
        parts = host.parts
        life = type(parts).life if parts is not None else None
        if parts is None or life is None or not self.lives():
            return []
        touches: Any = host._guard(life, parts.scene, table) or ()
        notes = [*(host._guard(parts.scene.notices) or ()), host.toast.rect]
        clear = [note for note in notes if note is not None]
        # never over a message: a touch under the toast or a note of the table's waits
        return [t for t in touches if not any(t.rect.overlaps(note) for note in clear)]

    def _paint(self, touches: list[Touch]) -> None:
        if touches:
            self.life.draw(touches, self.clock)
        else:
            self.life.forget()
