"""The stock board of the Beaver Creek table (many players at large text): a row a player under
the headings logs, small, in all."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_beaver_creek.table.layout_tray import TrayParts
from tabletop_beaver_creek.table.proportions import (
    BOARD_COUNTS,
    BOARD_GAP,
    BOARD_LOG_PICTURE,
    BOARD_SMALL_LOG_PICTURE,
    PANEL_INSET,
)
from tabletop_core.render.geometry import Rect


class StockBoard(TrayParts):
    @property
    def board_pictures(self) -> bool:
        """Whether the board's columns of logs and small logs are headed by the pieces' pictures
        (their words would make a name wrap)."""
        return self._board_pictures(self.stocks.width)

    @property
    def board_arrows(self) -> bool:
        """Whether the acting player's name on the board carries its arrow: only when every
        name keeps one line with it; otherwise the row highlight alone shows who acts."""
        return self._board_arrows(self.stocks.width)

    def _columns_with(
        self, width: float, heads: Sequence[float], longest: float
    ) -> tuple[float, list[float]]:
        """(the name column's width, the count columns' widths) under headings ``heads`` wide:
        the counts as wide as their headings, with less room between them before the ``longest``
        name takes two lines; the names take the rest."""
        s = self.scale
        inner = width - 2 * PANEL_INSET * s
        counts = [max(head, self.needs.board_count) for head in heads]
        spare = (inner - longest - sum(counts)) / len(counts)
        gap = max(self.least_board_gap, min(BOARD_GAP * s, spare))
        counts = [count + gap for count in counts]
        return max(0.0, inner - sum(counts)), counts

    def _word_heads(self) -> tuple[float, ...]:
        return self.needs.board_heads or (0.0,) * BOARD_COUNTS

    def _board_pictures(self, width: float) -> bool:
        if self.aside:  # each row shows its logs' pictures; the headings are words
            return False
        longest = max(self.needs.board_names, default=0.0)
        return longest > self._columns_with(width, self._word_heads(), longest)[0] + 0.5

    def _board_heads(self, width: float) -> list[float]:
        if self.aside:
            return self._aside_heads()
        heads = list(self._word_heads())
        if self._board_pictures(width):
            heads[:2] = [BOARD_LOG_PICTURE * self.scale, BOARD_SMALL_LOG_PICTURE * self.scale]
        return heads

    def _board_arrows(self, width: float) -> bool:
        longest = max(self.needs.board_names, default=0.0)
        return longest <= self._columns_with(width, self._board_heads(width), longest)[0] + 0.5

    def _board_names(self, width: float) -> tuple[float, ...]:
        if self._board_arrows(width):
            return self.needs.board_names
        return self.needs.board_plain_names or self.needs.board_names

    def _board_columns(self, width: float) -> tuple[float, list[float]]:
        """(the name column's width, the widths of the count columns) in a board ``width``
        wide."""
        longest = max(self._board_names(width), default=0.0)
        return self._columns_with(width, self._board_heads(width), longest)

    def _board_name_lines(self, seat: int, width: float) -> int:
        names = self._board_names(width)
        wanted = names[seat] if seat < len(names) else 0.0
        return 1 if wanted <= self._board_columns(width)[0] + 0.5 else 2

    def _board_row_height(self, seat: int, width: float) -> float:
        return self._board_name_lines(seat, width) * self.small_line + 2 * self.scale

    @property
    def board_headed(self) -> bool:
        """Whether the board has its row of headings (aside at large text it gives way before
        the tray's room: each count then stands beside its log's picture, the total after
        "=")."""
        return self._board_headed

    def _board_heading_height(self) -> float:
        return self.small_line if self._board_headed else 0.0

    def _board_height(self, width: float) -> float:
        rows = sum(self._board_row_height(seat, width) for seat in range(self.players))
        return 2 * self.space.tight + self._board_heading_height() + rows

    def _board_row(self, seat: int) -> Rect:
        sp = self.space
        strip = self.stocks
        above = sum(self._board_row_height(other, strip.width) for other in range(seat))
        height = self._board_row_height(seat, strip.width)
        top = strip.top - sp.tight - self._board_heading_height() - above
        return Rect(strip.left + sp.hair, top - height, strip.width - 2 * sp.hair, height)

    def _board_cuts(self, row: Rect) -> list[Rect]:
        """``row`` cut into the name column and the count columns."""
        s = self.scale
        name_width, counts = self._board_columns(self.stocks.width)
        left = self.stocks.left + PANEL_INSET * s
        cells = [Rect(left, row.bottom, name_width, row.height)]
        left += name_width
        for width in counts:
            cells.append(Rect(left, row.bottom, width, row.height))
            left += width
        return cells

    def board_heads(self) -> list[Rect]:
        """The headings over the board's count columns (logs, small logs, logs left)."""
        strip = self.stocks
        top = strip.top - self.space.tight - self.small_line
        row = Rect(strip.left, top, strip.width, self.small_line)
        return self._board_cuts(row)[1:]

    def board_cells(self, seat: int) -> list[Rect]:
        """A player's row on the board: the name (marker included), logs, small logs, logs
        left."""
        row = self._board_row(seat)
        return self._board_cuts(
            Rect(row.left, row.bottom + self.scale, 0, row.height - 2 * self.scale)
        )
