"""The players' rows in the column: one per player (the viewer's first and the others folded
under a line that opens them, when the raft comes first with many players), each with its
marker, name, hand of cards, sticks and last card played. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT, SeatParts

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout


class SeatRows:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    def seat_row(self, seat: int) -> Rect:
        s = self.layout.scale
        pitch = self.layout._plan.seat_pitch
        top = (self.layout.column.top if self.layout.compact else self.layout.header.bottom) - 4 * s
        if self.layout.raft_first:
            top = self.layout._first("seats").top
            if self.layout.seats_folded:
                # the viewer's row first; opened, the others follow under the fold's line
                first = self.first_seat
                order = [first] + [other for other in range(self.layout.players) if other != first]
                index = order.index(seat)
                if index:
                    index += 1
                return Rect(self.layout.column.left, top - (index + 1) * pitch, self.layout.column.width,
                            pitch - 2 * s)  # fmt: skip
        if self.layout.played_above:
            top -= self.layout.played_heading_height
        return Rect(
            self.layout.column.left,
            top - (seat + 1) * pitch,
            self.layout.column.width,
            pitch - 2 * s,
        )

    @property
    def seat_lines(self) -> int:
        return self.layout._plan.seat_lines

    def seat_parts(self, seat: int) -> SeatParts:
        s = self.layout.scale
        w = self.layout.words
        row = self.seat_row(seat)
        lines = self.seat_lines
        line_h = (row.height - 4 * s) / lines
        first = Rect(row.left, row.top - 2 * s - line_h, row.width, line_h)
        last = Rect(row.left, row.bottom + 2 * s, row.width, line_h)
        name_width = max(120 * s, w.name) if lines == 1 else row.width - 30 * s
        name = Rect(row.left + 26 * s, first.bottom, name_width, first.height)
        left = name.right + 8 * s if lines == 1 else row.left + 26 * s
        icon = min(20 * s, line_h - 2 * s)
        back = Rect(left, last.center_y - icon / 2, icon * 0.7, icon)
        count = Rect(back.right + 3 * s, last.bottom, max(18 * s, w.count), last.height)
        stick_h = min(10 * s, icon / 2)
        stick = Rect(count.right + 6 * s, last.center_y - stick_h / 2, 26 * s, stick_h)
        sticks = Rect(stick.right + 3 * s, last.bottom, max(34 * s, w.sticks), last.height)
        card_h = (
            min(row.height, self.layout.small_line + 8 * s, max(34 * s, line_h + 8 * s)) - 6 * s
        )
        card = Rect(row.right - 2 * s - card_h / CARD_ASPECT, last.center_y - card_h / 2,
                    card_h / CARD_ASPECT, card_h)  # fmt: skip
        played_w = 0.0 if self.layout.played_above else max(44 * s, w.played)
        played = Rect(card.left - 2 * s - played_w, last.bottom, played_w, last.height)
        return SeatParts((row.left + 13 * s, first.center_y), name, back, count, stick, sticks,
                         played, card)  # fmt: skip

    @property
    def seats_fold(self) -> Rect | None:
        """The line under the viewer's row that opens the others' rows (``None``: not folded)."""
        if not self.layout.seats_folded:
            return None
        s = self.layout.scale
        area = self.layout._first("seats")
        pitch = self.layout._plan.seat_pitch
        return Rect(area.left, area.top - 2 * pitch, area.width, pitch - 2 * s)

    @property
    def seats_panel(self) -> Rect:
        """Folded rows opened: the panel they lie on, over the top of the column."""
        s = self.layout.scale
        last = self.seat_row(self.layout.players - 1)
        fold = self.seats_fold
        bottom = min(last.bottom, fold.bottom if fold is not None else last.bottom) - 6 * s
        column = self.layout.column
        return Rect(column.left - 4 * s, bottom, column.width + 8 * s, column.top + 4 * s - bottom)

    @property
    def played_heading(self) -> Rect | None:
        """Over the first row's last card, when the rows leave "played" out."""
        if not self.layout.played_above:
            return None
        s = self.layout.scale
        card = self.seat_parts(0).card
        width = max(44 * s, self.layout.words.played)
        top = self.seat_row(0).top + 2 * s + self.layout.played_heading_height
        right = min(self.layout.column.right, card.right + 2 * s)
        return Rect(
            right - width,
            top - self.layout.played_heading_height,
            width,
            self.layout.played_heading_height,
        )

    @property
    def first_seat(self) -> int:
        """The row that stays in sight when the rows fold: the viewer's (else the first)."""
        return self.layout.viewer if self.layout.viewer is not None else 0
