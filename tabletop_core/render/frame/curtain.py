"""The pass-the-device curtain of a hot-seat game: closed when the device must change hands
before the next person may look (:func:`tabletop_core.looking.needs_handover`), it hides the
whole table and opens only on a deliberate hold (:mod:`tabletop_core.render.deliberate`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.overlays import paint_curtain
from tabletop_core.render.widgets.buttons import Control

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class Curtain:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.seat: int | None = None
        """Whom the device is passed to while the curtain is closed."""

    @property
    def closed(self) -> bool:
        return self.host.overlay == "curtain"

    def close_for(self, seat: int | None) -> None:
        """Close the curtain until ``seat`` has the device."""
        self.seat = seat
        self.host.overlay = "curtain"

    def reveal(self) -> None:
        """The person the device was passed to is ready: the table shows."""
        self.host.overlay = None
        self.seat = None
        self.host.refresh()

    def paint(self, canvas: Canvas) -> list[Control]:
        """The curtain over the whole window; its one button."""
        host = self.host
        seat = self.seat if self.seat is not None else 0
        return paint_curtain(
            canvas, host.bounds, host.sizes, seat, host.match.names[seat], self.reveal
        )
