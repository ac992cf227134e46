"""The player areas of the Dam It! table: one area a seat in the column at the table's left,
declared on the core's layout tree (:meth:`PlayerAreas.panels`), and the small pieces each
area shows (the cubes, the hand, the kept garbage, the built dams) in the rows under its name.

:class:`PlayerAreas` is a part of :class:`~tabletop_damit.table.layout.TableLayout`: it reads
the table's ``column``, ``players``, ``room``, ``scale``, ``piece_scale``, ``small_line`` and
``body_line``.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect

if TYPE_CHECKING:
    from tabletop_damit.table.layout import TextRoom

CARD_ASPECT = 1.44
GARBAGE_STEP = 9
"""Designed px between the garbage cards fanned in a player area."""
DAM_FAN = 50
"""Designed px the fan of a player's dam cards takes at most."""
BEAVER = 30
"""Designed px of the beaver's portrait at the end of a player area's name line."""
DAM_ASPECT = 0.84
"""A dam card's width over its height."""


class PlayerAreas:
    """The player areas' part of the table's layout (mixed into ``TableLayout``)."""

    players: int
    room: TextRoom

    if TYPE_CHECKING:  # what the table's layout gives its player areas

        @property
        def column(self) -> Rect: ...
        @property
        def scale(self) -> float: ...
        @property
        def piece_scale(self) -> float: ...
        @property
        def small_line(self) -> float: ...
        @property
        def body_line(self) -> float: ...

    @cached_property
    def panel_rows(self) -> int:
        """Rows under the name: cubes, hand (and garbage), dams; or, when two rows,
        hand and cubes, dams and the garbage kept in the dam pile."""
        return 2 if self.room.two_rows else 3

    @cached_property
    def panel_head(self) -> float:
        """The name line at the top of a player area."""
        return max(34 * self.scale, self.body_line + 4 * self.scale)

    @cached_property
    def panels(self) -> kit.Layout:
        """The column of player areas, the first seat on top: each area as tall as its name
        line and its rows of words want (at least the designed 168 px), all of them sharing
        the column when it is shorter than that. Under an area's name line lie its rows,
        ``seat {n} row {r}``, sharing the area's height less a margin below, inset at the
        sides."""
        s = self.scale
        most = max(168 * s, self.panel_head + self.panel_rows * self.small_line + 8 * s)

        def area(seat: int) -> kit.Node:
            rows = kit.Column(
                *(kit.Space(grow=1, key=f"seat {seat} row {r}") for r in range(self.panel_rows)),
                grow=1,
            )
            inside = kit.Column(
                kit.Space(self.panel_head),
                kit.Row(kit.Space(10 * s), rows, kit.Space(10 * s), grow=1),
                kit.Space(6 * s),
            )
            return kit.Stack(kit.Space(0, most), inside, key=f"seat {seat}")

        areas = kit.Column(*(area(n) for n in range(self.players)), gap=kit.Gap(8 * s, 8 * s))
        return kit.lay_out(areas, self.column)

    def panel(self, seat: int) -> Rect:
        return self.panels[f"seat {seat}"]

    def panel_name(self, seat: int) -> Rect:
        panel = self.panel(seat)
        s = self.scale
        return Rect(
            panel.left + 32 * s,
            panel.top - self.panel_head + 2 * s,
            panel.width - 40 * s - (BEAVER + 6) * s,
            self.panel_head - 4 * s,
        )

    def panel_beaver(self, seat: int) -> Rect:
        """The seat's beaver, at the right end of its name line."""
        panel = self.panel(seat)
        s = self.scale
        side = min(BEAVER * s, self.panel_head - 6 * s)
        cy = panel.top - self.panel_head / 2
        return Rect(panel.right - 8 * s - side, cy - side / 2, side, side)

    def panel_marker(self, seat: int) -> tuple[float, float, float]:
        """(x, y, radius) of the seat's marker before its name."""
        s = self.scale
        panel = self.panel(seat)
        return panel.left + 18 * s, panel.top - self.panel_head / 2, 8 * s

    def _panel_row(self, seat: int, row: int) -> Rect:
        """Row ``row`` of ``panel_rows`` under the name, from the top."""
        return self.panels[f"seat {seat} row {row}"]

    def _cubes_row(self, seat: int) -> Rect:
        return self._panel_row(seat, 0)

    def _hand_row(self, seat: int) -> Rect:
        return self._panel_row(seat, 0 if self.room.two_rows else 1)

    def _dams_row(self, seat: int) -> Rect:
        return self._panel_row(seat, self.panel_rows - 1)

    def panel_cube(self, seat: int, index: int) -> Rect:
        s = self.scale
        if self.room.two_rows:
            # a small pile just before the count
            row = self._hand_row(seat)
            size = min(17 * self.piece_scale, row.height / 2)
            lean = min(index, 2)
            right = self.panel_cube_count(seat).left - 4 * s
            return Rect(
                right - size - lean * 3 * s,
                row.center_y - size / 2 + (lean - 1) * 3 * s,
                size,
                size,
            )
        row = self._cubes_row(seat)
        size = min(17 * self.piece_scale, row.height / 2)
        room = row.width - self.panel_cube_count(seat).width - 10 * s
        step = min(size + 2 * s, (room - size - 8 * s) / 7)
        line, col = divmod(index % 16, 8)
        return Rect(
            row.left + col * step + line * 8 * s,
            row.center_y - size / 2 + (size * 0.5 if index < 8 else -size * 0.5),
            size,
            size,
        )

    def panel_cube_count(self, seat: int) -> Rect:
        """The cube count: at the right of the cubes' row (of the hand's row, when two rows)."""
        row = self._hand_row(seat) if self.room.two_rows else self._cubes_row(seat)
        width = max(50 * self.scale, self.room.count_width)
        return Rect(row.right - width, row.bottom, width, row.height)

    def _icon_height(self, row: Rect) -> float:
        return min(row.height - 2 * self.scale, 30 * self.piece_scale)

    def panel_hand(self, seat: int) -> Rect:
        row = self._hand_row(seat)
        h = self._icon_height(row)
        return Rect(row.left, row.center_y - h / 2, h / CARD_ASPECT, h)

    def panel_hand_count(self, seat: int) -> Rect:
        hand = self.panel_hand(seat)
        row = self._hand_row(seat)
        width = max(70 * self.scale, self.room.cards_width)
        return Rect(hand.right + 5 * self.scale, row.bottom, width, row.height)

    def _penalty_width(self) -> float:
        return max(40 * self.scale, self.room.penalty_width)

    def _garbage_band(self, seat: int) -> tuple[Rect, float, float]:
        """(row, left, right) of the room the fan of kept garbage may take."""
        s = self.scale
        if self.room.two_rows:
            # kept in the dam pile: at the right of the dams' row, before the penalty
            row = self._dams_row(seat)
            right = row.right - self._penalty_width() - 4 * s
            w = self._icon_height(row) / CARD_ASPECT
            return row, right - w - 2 * GARBAGE_STEP * s, right
        row = self._hand_row(seat)
        left = max(row.left + 112 * s, self.panel_hand_count(seat).right + 4 * s)
        return row, left, row.right - self._penalty_width() - 4 * s

    def panel_garbage(self, seat: int, index: int, count: int = 1) -> Rect:
        """Garbage card ``index`` of the ``count`` a seat keeps: fanned, closer together when
        there are many, so that the penalty beside them keeps its room."""
        row, left, right = self._garbage_band(seat)
        h = self._icon_height(row)
        w = h / CARD_ASPECT
        step = GARBAGE_STEP * self.scale
        if count > 1:
            step = max(0.0, min(step, (right - left - w) / (count - 1)))
        return Rect(left + index * step, row.center_y - h / 2, w, h)

    def panel_penalty(self, seat: int, kept: int) -> Rect:
        width = self._penalty_width()
        spot = self.panel_garbage(seat, kept - 1, kept)
        row = self._dams_row(seat) if self.room.two_rows else self._hand_row(seat)
        return Rect(spot.right + 4 * self.scale, row.bottom, width, row.height)

    def panel_dam(self, seat: int, index: int, count: int = 1) -> Rect:
        """Dam card ``index`` of the ``count`` a seat has built: fanned, and closer together
        when there are many, so that the words beside them keep their room."""
        row = self._dams_row(seat)
        h = self._icon_height(row)
        w = h * DAM_ASPECT
        room = DAM_FAN * self.scale - w
        step = min(w * 0.55, room / (count - 1)) if count > 1 else 0.0
        return Rect(row.left + index * step, row.center_y - h / 2, w, h)

    def panel_dams_text(self, seat: int, dams: int) -> Rect:
        """Where the dams' points (or that there is no dam yet) are written: after the fan of
        dam cards, before the garbage when two rows."""
        row = self._dams_row(seat)
        s = self.scale
        left = row.left
        if dams:
            left = max(
                row.left + (DAM_FAN + 6) * s, self.panel_dam(seat, dams - 1, dams).right + 6 * s
            )
        right = row.right
        if self.room.two_rows:
            right = self._garbage_band(seat)[1] - 6 * s
        return Rect(left, row.bottom, right - left, row.height)
