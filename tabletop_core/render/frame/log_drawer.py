"""The log drawer (F2, the menu bar's Log): the looking seat's log lines in the side panel, the
newest at the bottom. Closed, the table has the whole width and the latest event shows briefly
over it (:mod:`tabletop_core.render.toast`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import _
from tabletop_core.looking import LOG_ON_SCREEN
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Piece
from tabletop_core.render.theme import Palette, Sizes

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

LINE_GAP = 5.0
"""Pixels between two log lines, at scale 1."""
SIDE_PANEL = 320.0
"""The side panel's width at scale 1 (never more than :data:`SIDE_SHARE` of the window)."""
SIDE_SHARE = 0.3


def side_node(bounds: Rect, sizes: Sizes, shown: bool) -> Piece:
    """The side panel's place in the frame's tree, right of the table: no width while it is
    closed."""
    width = min(SIDE_PANEL * sizes.scale, bounds.width * SIDE_SHARE) if shown else 0.0
    return Piece((width, 0), key="side")


class LogDrawer:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.open = False
        self.shown = LOG_ON_SCREEN
        """Log lines the drawer showed at its last paint (how far back a secret could be read)."""

    def toggle(self) -> None:
        """Open or close the drawer (the table lays itself out again in its new room)."""
        self.open = not self.open
        self.host.toast.clear()
        self.host.refresh()

    def _heading(self) -> float:
        sizes = self.host.sizes
        return max(40 * sizes.scale, sizes.line(sizes.body) + 8 * sizes.scale)

    def holds(self, seat: int | None) -> int:
        """How many of ``seat``'s last log lines the drawer would show if it were opened now
        (what the next person could read with one key, curtain or not)."""
        host = self.host
        sizes = host.sizes
        s = sizes.scale
        from tabletop_core.render.frame.bands import lay_out_bands

        area = lay_out_bands(host.bounds, sizes, side=True).side
        room = area.height - self._heading() - 10 * s
        line = sizes.line(sizes.small)
        shown = 0
        for text in reversed(host.match.log_lines(seat)[-LOG_ON_SCREEN:]):
            needed = Canvas.lines_needed(text, sizes.small, area.width - 28 * s)
            room -= needed * line + LINE_GAP * s
            if room < 0:
                break
            shown += 1
        return shown

    def lines(self) -> list[str]:
        """The looking seat's log, without the lines of events the table has not shown yet."""
        host = self.host
        lines = host.match.log_lines(host.viewer)
        if host.in_order.held:
            lines = lines[: max(0, len(lines) - len(host.in_order.held))]
        return lines

    def paint(self, canvas: Canvas, area: Rect) -> None:
        """Its heading and as many of the latest lines as ``area`` holds, newest lowest."""
        sizes = self.host.sizes
        s = sizes.scale
        heading = self._heading()
        canvas.text(
            _("Log"),
            area.left + 14 * s,
            area.top - heading / 2,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="center",
            bold=True,
        )
        self.shown = 0
        y = area.bottom + 10 * s
        width = area.width - 28 * s
        top = area.top - heading
        for line in reversed(self.lines()[-LOG_ON_SCREEN:]):
            label = canvas.text(
                line,
                area.left + 14 * s,
                y,
                sizes.small,
                Palette.TEXT,
                anchor_y="bottom",
                width=width,
                multiline=True,
            )
            if y + label.content_height > top:
                label.text = ""
                break
            self.shown += 1
            y += label.content_height + LINE_GAP * s

    def paint_side(self, canvas: Canvas, side: Rect, *, seats_in_bar: bool) -> None:
        """The side panel the drawer is part of: the seats the frame lists on top when they
        are not in the menu bar, then the log while the drawer is open."""
        if side.width <= 0:
            return
        strip = self.host.seat_strip
        if not seats_in_bar:
            canvas.rect(side, Palette.PANEL)
        s = self.host.sizes.scale
        if not seats_in_bar and strip.shown():
            side = strip.paint_stacked(canvas, side)
            if self.open:
                edge = Rect(side.left + 10 * s, side.top - 1, side.width - 20 * s, 2)
                canvas.rect(edge, Palette.PANEL_EDGE)
        if self.open:
            self.paint(canvas, side)
