"""The stick supply right of the piles: its heading, the heap of sticks left and their count
(under the heap, or beside it when the piles are tight), and how large a stick of the heap is
drawn. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.heap import Heap
from tabletop_mein_lieber_biber.table.words import supply_count, supply_heading

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

HEAP = Heap()
"""The heap of sticks as the painter piles it (the kit's heap of like pieces)."""


class StickSupply:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    @property
    def _beside(self) -> bool:
        """The count stands right of the heap (tight piles, the raft not first)."""
        return self.layout.piles.tight and not self.layout.raft_first

    @property
    def rect(self) -> Rect:
        layout = self.layout
        space = self.layout.space
        row = layout.piles.row
        left = row.left + layout.piles.supply_left(layout.compact)
        return Rect(left, row.bottom + space.snug, row.right - left, row.height - space.loose)

    @property
    def heading(self) -> Rect:
        supply = self.rect
        height = self.heading_lines(supply.width) * self.layout.small_line
        return Rect(supply.left, supply.top - height, supply.width, height)

    def heading_lines(self, width: float) -> int:
        """On how many lines the supply's heading stands ``width`` px wide (one or two)."""
        return 1 if self.layout.width(supply_heading()) <= width + 0.5 else 2

    def words_height(self, heading_lines: int) -> float:
        """The supply's heading on ``heading_lines`` lines and its count."""
        return heading_lines * self.layout.small_line + self.count_height

    @property
    def count_height(self) -> float:
        return max(20 * self.layout.scale, self.layout.small_line)

    @property
    def count(self) -> Rect:
        """Under the heap, or (tight) right of it."""
        supply = self.rect
        height = self.count_height
        if self._beside:
            stock = self.layout.width(supply_count(60))
            width = min(supply.width, stock + self.layout.space.snug)
            return Rect(supply.right - width, supply.bottom, width, height)
        return Rect(supply.left, supply.bottom, supply.width, height)

    @property
    def heap(self) -> Rect:
        """The picture of the sticks left, between the supply's heading and count (tight: left
        of the count)."""
        s = self.layout.scale
        space = self.layout.space
        supply = self.rect
        top = self.heading.bottom - 2 * s
        if self._beside:
            right = self.count.left - space.tight
            return Rect(supply.left + space.snug, supply.bottom, max(0.0, right - supply.left - space.snug),
                        max(0.0, top - supply.bottom))  # fmt: skip
        bottom = self.count.top + 2 * s
        return Rect(
            supply.left + space.snug, bottom, supply.width - space.loose, max(0.0, top - bottom)
        )

    @property
    def stick_size(self) -> tuple[float, float]:
        """A stick of the heap: as wide as most of the heap and up to 10 px tall (at the table's
        scale), never smaller than at 100 % text."""
        heap = self.heap
        standard = self.layout.standard.stick
        width = max(heap.width * 0.8, standard[0])
        height = max(min(10 * self.layout.scale, heap.height / 2), standard[1])
        return width, height

    @property
    def heap_needed(self) -> float:
        """The height a full column of the heap's sticks takes (see the painter)."""
        return HEAP.height(self.stick_size[1], self.layout.scale)
