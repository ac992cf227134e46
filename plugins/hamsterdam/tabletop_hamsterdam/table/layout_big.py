"""The big dam of the seat whose eyes the table uses: its width, its header lines and its cards' size."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render.kit.spacing import Spacing
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import (
    CARD_ASPECT,
    GAP,
    MARGIN,
    PAD,
    SMALL_GAP,
    SMALL_SHARE,
)
from tabletop_hamsterdam.table.layout_others import fact_widths

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


class BigDam:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def big_ends(self) -> float:
        """:attr:`ends` and the big dam's margins inside its row."""
        return self.table.ends + PAD * self.table.scale

    @functools.cached_property
    def above(self) -> tuple[float, float]:
        """(bottom, top) of what lies above the bottom strip (below large text)."""
        s, table = self.table.scale, self.table
        top = table.rect.top - SMALL_GAP * s
        return table.rect.bottom + (SMALL_GAP + GAP) * s + table._strip_height, top

    @functools.cached_property
    def row_height(self) -> float:
        """The big dam's row: its header, its cards and the room under them."""
        return self.big_height(self.table.card_size[0])

    def big_height(self, card_width: float) -> float:
        s = self.table.scale
        return self.big_header_total() + 2 * s + card_width * CARD_ASPECT + PAD * s

    def big_card_most(self) -> float:
        """Large text: the big dam's card width, never under its 100 % size where the row holds
        that size with the cards closed up (large text shrinks the table's scale), and never
        wider than the row's tree holds them beside the shared column."""
        s = self.table.scale
        room = self.big_width(False) - self.big_ends
        most = min(80 * s, (room - (DAM_SIZE - 1) * SMALL_GAP * s) / DAM_SIZE)
        closed_up = (self.big_width(False) - self.table.places.big_row_least()) / DAM_SIZE
        return min(max(most, self.table._standard_big_card()), closed_up)

    def _cards_height(self) -> float:
        """The height all cards share: what is left after headers and gaps."""
        s = self.table.scale
        bottom, top = self.above
        n = self.table.others
        fixed = self.table.header_height + MARGIN * s + n * (self.table.header_height + GAP * s)
        fixed += (n - 1) * SMALL_GAP * s + GAP * s if n else 0
        return top - bottom - fixed

    def big_width(self, full_width: bool) -> float:
        s = self.table.scale
        sp = Spacing(s)
        width = self.table.rect.width - sp.wide
        return width if full_width else width - self.table.hud_width - GAP * s

    def big_card_width(self, full_width: bool) -> float:
        s = self.table.scale
        by_width = (
            self.big_width(full_width) - self.big_ends - (DAM_SIZE - 1) * SMALL_GAP * s
        ) / DAM_SIZE
        share = 1 + self.table.others * SMALL_SHARE
        by_height = self._cards_height() / share / CARD_ASPECT
        if self.big_header_lines() > 1:
            by_height = (self._cards_height() - self.table.line("small")) / share / CARD_ASPECT
        return max(MARGIN * s, min(80 * s, by_width, by_height))

    @functools.cached_property
    def cells(self) -> tuple[float, ...]:
        """The widths of the big dam's header: its name, then its town's figure."""
        words = self.table.words.big
        return fact_widths(self.table, (words,) if words else (), 0.0)

    def big_header_lines(self) -> int:
        cells = self.cells
        if not cells:
            return 1
        s = self.table.scale
        sp = Spacing(s)
        room = self.big_width(False) - sp.wide
        return 1 if 28 * s + sum(cells) + sp.wide * (len(cells) - 1) <= room else 2

    def big_header_total(self) -> float:
        extra = self.table.line("small") if self.big_header_lines() > 1 else 0.0
        return self.table.header_height + extra
