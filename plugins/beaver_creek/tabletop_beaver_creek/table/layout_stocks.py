"""The player stocks of the Beaver Creek table as panels, one a player in a row under the scene,
and the choice of a board instead when the panels would not fit."""

from __future__ import annotations

import math

from tabletop_beaver_creek.table.layout_solo import SoloStocks
from tabletop_beaver_creek.table.proportions import PANEL_INSET, VERDICT_COUNT
from tabletop_core.render.geometry import Rect


class StockPanels(SoloStocks):
    @property
    def board(self) -> bool:
        """Whether the stocks are a board (a row per player) rather than a panel each."""
        return self._board

    def _wants_board(self, width: float) -> bool:
        """A board when the panels do not fit in one row, or their names not on two lines, or
        they stand taller than the board by more than a line (large text): the scene keeps the
        room."""
        if self.players == 1:
            return False
        columns, rows = self._panels(width)
        if rows > 1 or self.needs.stock_name_wrapped > self._panel_width(width):
            return True
        panels = self._panel_height(self._panel_width(width))
        return panels > self._board_height(width) + self.small_line

    def _panels(self, width: float) -> tuple[int, int]:
        """(columns, rows) of stock panels in a strip ``width`` wide."""
        if self.players == 1:
            return 2, 1
        count = self.players
        columns = max(2, count)
        gap = self.space.gap
        while columns > 1 and (width - gap * (columns - 1)) / columns < self.needs.stock_row:
            columns -= 1
        columns = min(columns, count)
        return columns, math.ceil(count / columns)

    def _panel_width(self, width: float) -> float:
        if self.players == 1:
            return self._solo_stock_width(width)
        columns = self._panels(width)[0]
        return (width - self.space.gap * (columns - 1)) / columns

    def _solo_stock_width(self, width: float) -> float:
        """Solo: the stock panel is as wide as its words, the verdict ladder takes the rest."""
        gap = self.space.gap
        half = (width - gap) / 2
        if self._ladder_columns(width - half - gap) == VERDICT_COUNT:
            return half
        wanted = max(self.needs.stock_row, self.needs.stock_name)
        return min(half, max(wanted, width * 0.25))

    def _name_lines(self, panel_width: float) -> int:
        return 1 if self.needs.stock_name <= panel_width else 2

    def _total_lines(self, panel_width: float) -> int:
        return 1 if self.needs.stock_total <= panel_width else 2

    def _name_line(self) -> float:
        return max(22 * self.scale, self.small_line)

    def _panel_height(self, panel_width: float) -> float:
        head = self._name_lines(panel_width) * self._name_line()
        rows = self._total_lines(panel_width) + 2
        return max(104 * self.scale, 2 * self.space.snug + head + rows * self.small_line)

    def _stocks_height(self, width: float) -> float:
        gap = self.space.gap
        if self.board:
            return self._board_height(width)
        _columns, rows = self._panels(width)
        panel = self._panel_height(self._panel_width(width))
        height = rows * panel + gap * (rows - 1)
        if self.players == 1:
            ladder_width = width - self._solo_stock_width(width) - gap
            height = max(height, self._ladder_height(ladder_width))
        return height

    def stock(self, seat: int) -> Rect:
        """A player's panel (on a board: the player's row); in solo one panel beside the
        verdict ladder, or the stock's line of the compact strip."""
        if self.board:
            return self._board_row(seat)
        if self.compact:
            return self.strip_parts()[2]
        gap = self.space.gap
        strip = self.stocks
        columns, rows = self._panels(strip.width)
        width = self._panel_width(strip.width)
        height = (strip.height - gap * (rows - 1)) / rows
        row, column = divmod(seat, columns)
        top = strip.top - row * (height + gap)
        return Rect(strip.left + column * (width + gap), top - height, width, height)

    def stock_head(self, seat: int) -> Rect:
        """The name of a player's panel or board row (two lines when the name is long), its
        marker included."""
        if self.board:
            return self.board_cells(seat)[0]
        panel = self.stock(seat)
        inner = panel.inset(PANEL_INSET * self.scale, self.space.snug)
        return inner.split_top(self._name_lines(panel.width) * self._name_line())[0]

    def stock_rows(self, seat: int) -> list[Rect]:
        """The rows under the name: logs left (two lines when its words are long), logs, small
        logs."""
        panel = self.stock(seat)
        inner = panel.inset(PANEL_INSET * self.scale, self.space.snug)
        head = self.stock_head(seat)
        body = Rect(inner.left, inner.bottom, inner.width, head.bottom - inner.bottom)
        lines = self._total_lines(panel.width)
        line = body.height / (lines + 2)
        total, rest = body.split_top(lines * line)
        logs, small = rest.rows(2)
        return [total, logs, small]

    def stock_marker(self, seat: int) -> tuple[float, float, float]:
        """(x, y, radius) of the seat's marker, beside the first line of its name."""
        radius = self.space.gap
        if self.compact:
            name = self.strip_stock()[0]
            return name.left + radius, name.center_y, radius
        head = self.stock_head(seat)
        line = self.small_line if self.board else self._name_line()
        return head.left + radius, head.top - line / 2, radius
