"""The seat strip: a tab per seat (its marker, its name, a frame around the seat to act), side by
side in the menu bar, or one under the other in the side panel when the names do not fit there.
A table that lists the seats itself (``Table.lists_seats``) is not given a second list."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, seat_color, seat_shape

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

ROW_LINES = 2
"""Lines a seat's name may take in the side panel."""


class SeatStrip:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.markers: list[Rect] = []
        """Where each seat's marker sits, as last drawn (for checks of colour-blind safety)."""

    def labels(self) -> list[str]:
        """Each seat's name as the strip shows it."""
        match = self.host.match
        return [
            name + (_(" (bot)") if match.is_bot(seat) else "")
            for seat, name in enumerate(match.names)
        ]

    def table_lists_seats(self) -> bool:
        """Whether the game's table shows the seats itself (``Table.lists_seats``): then
        the frame does not list them a second time."""
        parts = self.host.parts
        return parts is not None and parts.lists_seats

    def shown(self) -> bool:
        """Whether the frame lists the seats at all."""
        return not self.host.table_lists_seats()

    def fits(self, strip: Rect) -> bool:
        """Whether every seat's name fits whole in its tab of ``strip`` (the menu bar's room)."""
        sizes = self.host.sizes
        cell = strip.width / max(1, len(self.host.match.names)) - 36 * sizes.scale
        return all(Canvas.measure(label, sizes.small, bold=True) <= cell for label in self.labels())

    def row_heights(self, width: float) -> list[float]:
        """The height of each seat's row in the side panel: a line, or two for a long name."""
        sizes = self.host.sizes
        s = sizes.scale
        line = sizes.line(sizes.small)
        return [
            min(ROW_LINES, Canvas.lines_needed(label, sizes.small, width - 30 * s, bold=True))
            * line
            + 4 * s
            for label in self.labels()
        ]

    def paint_stacked(self, canvas: Canvas, panel: Rect) -> Rect:
        """The seats one under the other at the top of the side ``panel``; the room left
        under them."""
        s = self.host.sizes.scale
        heights = self.row_heights(panel.width - 16 * s)
        seats, rest = panel.split_top(sum(heights) + 4 * s * (len(heights) - 1) + 12 * s)
        self.paint(canvas, seats.inset(8 * s, 6 * s), stacked=heights)
        return rest

    def paint(self, canvas: Canvas, area: Rect, *, stacked: list[float] | None = None) -> None:
        """A tab per seat, side by side in ``area`` (or one under the other, ``stacked``
        giving each row's height)."""
        sizes = self.host.sizes
        s = sizes.scale
        labels = self.labels()
        self.markers = []
        if area.width <= 0:
            return
        if stacked:
            cells, top = [], area.top
            for height in stacked:
                cells.append(Rect(area.left, top - height, area.width, height))
                top -= height + 4 * s
        else:
            cells = [
                Rect(cell.left, cell.bottom + 8 * s, cell.width - 6 * s, cell.height - 16 * s)
                for cell in area.columns(len(labels))
            ]
        to_act = self.host.match.to_act
        for seat, (label, cell) in enumerate(zip(labels, cells, strict=True)):
            if seat == to_act:
                canvas.rect(
                    cell,
                    Palette.PANEL_LIGHT,
                    border=seat_color(seat),
                    border_width=2,
                    chamfer=5 * s,
                )
            marker = min(7 * s, cell.height * 0.32)
            canvas.marker(
                seat_shape(seat), cell.left + 14 * s, cell.center_y, marker, seat_color(seat)
            )
            self.markers.append(
                Rect(cell.left + 14 * s - 9 * s, cell.center_y - 9 * s, 18 * s, 18 * s)
            )
            canvas.fitted_text(
                label,
                Rect(cell.left + 26 * s, cell.bottom, cell.width - 30 * s, cell.height),
                sizes.small,
                Palette.TEXT if seat == to_act else Palette.TEXT_MUTED,
                align="left",
                bold=seat == to_act,
                lines=ROW_LINES,
            )
