"""Solo at the Beaver Creek table: the verdict ladder beside the stock, and at large text the
compact strip (the verdict earned so far, the six verdicts in one row, the stock's counts)."""

from __future__ import annotations

import math

from tabletop_beaver_creek.table.layout_board import StockBoard
from tabletop_beaver_creek.table.proportions import (
    BOARD_COUNTS,
    VERDICT_COUNT,
    lines_for,
)
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.tree import _wordless


class SoloStocks(StockBoard):
    def _ladder_columns(self, width: float) -> int:
        return self._cells_in_a_row(width, self.needs.ladder_cell)

    def _cells_in_a_row(self, width: float, cell: float) -> int:
        """How many verdict cells ``cell`` wide (at least) fit in a row of a panel ``width``
        wide."""
        tight = self.space.tight
        inner = width - 2 * self.space.gap
        return max(1, min(VERDICT_COUNT, int((inner + tight) // (max(cell, 1.0) + tight))))

    def _cell_rows(self, width: float) -> int:
        columns = self._ladder_columns(width)
        return math.ceil(VERDICT_COUNT / columns)

    def _cell_height(self) -> float:
        return max(30 * self.scale, self.small_line + self.space.tight)

    def _verdict_lines(self, width: float) -> int:
        room = width - 2 * self.space.gap
        if self.needs.verdict_lines is not None:
            return self.needs.verdict_lines(room)
        return lines_for(self.needs.verdict, room)

    def _ladder_head_height(self, width: float) -> float:
        """The solo count over the ladder: one line of body type, two when its words are long."""
        lines = 1 if self.needs.ladder_head <= width else 2
        return lines * max(22 * self.scale, self.body_line)

    def _verdict_height(self, width: float) -> float:
        """The verdict earned so far, over the ladder's cells."""
        return max(26 * self.scale, self._verdict_lines(width) * self.small_line + self.space.tight)

    def _ladder_height(self, width: float) -> float:
        sp = self.space
        rows = self._cell_rows(width)
        return (
            2 * sp.snug
            + self._ladder_head_height(width)
            + self._verdict_height(width)
            + rows * self._cell_height()
            + sp.tight * (rows - 1)
        )

    def stock(self, seat: int) -> Rect:
        """The stock panel of ``seat`` (:class:`~.layout_stocks.StockPanels` lays them out)."""
        raise NotImplementedError

    @property
    def ladder(self) -> Rect:
        """Solo: the six verdicts, the one earned so far lit."""
        strip = self.stocks
        first = self.stock(0)
        left = first.right + self.space.gap
        return Rect(left, strip.bottom, strip.right - left, strip.height)

    def ladder_parts(self) -> tuple[Rect, Rect, list[Rect]]:
        """(the heading, the verdict line, the six cells) of the solo ladder."""
        sp = self.space
        area = self.ladder
        inner = area.inset(sp.gap, sp.snug)
        head, rest = inner.split_top(self._ladder_head_height(area.width))
        line, room = rest.split_top(self._verdict_height(area.width))
        columns = self._ladder_columns(area.width)
        rows = math.ceil(VERDICT_COUNT / columns)
        height = self._cell_height()
        cells = [kit.Piece((0.0, height), key=str(index)) for index in range(VERDICT_COUNT)]
        grid = kit.Grid(*cells, columns=columns, gap=sp.fixed(sp.tight))
        bottom = Rect(room.left, room.bottom, room.width, rows * height + sp.tight * (rows - 1))
        placed = kit.lay_out(grid, bottom)  # the cells lie at the ladder's foot
        return head, line, [placed[str(index)] for index in range(VERDICT_COUNT)]

    @property
    def compact(self) -> bool:
        """Solo at large text: the verdicts and the stock share one low strip under the scene."""
        return self._compact

    def _strip_words_lines(self, width: float) -> int:
        room = width - 2 * self.space.gap
        if self.needs.placed_lines is not None:
            return self.needs.placed_lines(room)
        return lines_for(self.needs.placed, room)

    def _strip_cells_in_a_row(self, width: float) -> int:
        return self._cells_in_a_row(width, self.needs.ladder_plain)

    def _strip_cell_row(self) -> float:
        """A row of verdict cells, with room for the lit one to stand out above and below."""
        return self._cell_height() + self.space.snug

    def _strip_stock_spans(self, width: float) -> tuple[float, list[float]] | None:
        """(the name's width, each count's width: heading and number) when the stock fits on
        one line ``width`` wide; None when it takes two (the counts under the name)."""
        name = self.needs.board_names[0] if self.needs.board_names else 0.0
        heads = self._strip_heads()
        counts = [head + self.space.snug + self.needs.board_count for head in heads]
        if name + sum(counts) + self.least_board_gap * len(counts) <= width:
            return name, counts
        return None

    def _strip_heads(self) -> list[float]:
        """The widths of the strip's count headings: words, or aside the logs' pictures."""
        if self.aside:
            return self._aside_heads()
        return list(self.needs.board_heads or (0.0,) * BOARD_COUNTS)

    def _strip_stock_height(self, width: float) -> float:
        lines = 1 if self._strip_stock_spans(width - 2 * self.space.gap) else 2
        return lines * self.small_line

    def _strip(self, width: float) -> kit.Node:
        """The compact strip ``width`` wide, declared: the verdict earned so far, the rows of
        verdict cells (each with room for the lit one to stand out), the stock's line. Short of
        height, the room round and between them gives way first."""
        sp = self.space
        cell = self._strip_cell_row()
        return Pad(
            kit.Column(
                kit.Piece((0, self._strip_words_lines(width) * self.small_line), key="words"),
                kit.Grid(
                    *(kit.Piece((0, cell), key=f"cell {n}") for n in range(VERDICT_COUNT)),
                    columns=self._strip_cells_in_a_row(width),
                    gap=sp.gives(sp.tight, 0),
                ),
                kit.Piece((0, self._strip_stock_height(width)), key="stock"),
                gap=sp.gives(sp.tight, sp.hair),
            ),
            across=sp.gap,
            down=sp.gives(sp.snug, sp.hair),
        )

    def _strip_height(self, width: float) -> float:
        """The strip's preferred height ``width`` wide (it holds no words to measure)."""
        return kit.Context(self.type, _wordless).heights(self._strip(width), width)[1]

    def strip_parts(self) -> tuple[Rect, list[Rect], Rect]:
        """(the verdict earned so far, the six verdict cells, the stock's line) of the compact
        solo strip. A cell is as tall as the lit one; the others are drawn a little lower."""
        placed = kit.lay_out(self._strip(self.stocks.width), self.stocks)
        cells = [placed[f"cell {n}"] for n in range(VERDICT_COUNT)]
        return placed["words"], cells, placed["stock"]

    def strip_stock(self) -> tuple[Rect, list[tuple[Rect, Rect]]]:
        """(the name, marker included; each count as its heading and its number) on the stock's
        line of the compact strip (two lines when one would not hold them)."""
        snug = self.space.snug
        line = self.strip_parts()[2]
        spans = self._strip_stock_spans(line.width)
        heads = self._strip_heads()
        number = self.needs.board_count
        if spans is None:
            name_row, counts_row = line.rows(2)
            name = name_row
            left, row = counts_row.left, counts_row
            widths = [head + snug + number for head in heads]
            gap = (row.width - sum(widths)) / max(1, len(widths) - 1)
        else:
            name_width, widths = spans
            name = Rect(line.left, line.bottom, name_width, line.height)
            row = line
            gap = (line.right - name.right - sum(widths)) / len(widths)
            left = name.right + gap
        found = []
        for head, wide in zip(heads, widths, strict=True):
            found.append(
                (
                    Rect(left, row.bottom, head, row.height),
                    Rect(left + head + snug, row.bottom, number, row.height),
                )
            )
            left += wide + gap
        return name, found
