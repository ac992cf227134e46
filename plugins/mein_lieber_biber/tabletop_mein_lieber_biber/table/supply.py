"""The stick supply right of the piles, declared top to bottom: its heading, the heap of sticks
left and their count (under the heap, or beside it when the piles are tight), and how large a
stick of the heap is drawn. No arcade."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Box, Column, Layout, Node, Piece, Row, Space, lay_out
from tabletop_core.render.kit.heap import Heap
from tabletop_core.render.kit.words_room import WordsRoom
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
        """The count stands right of the heap (crowded: the piles' row gives the hand its room)."""
        return self.layout.crowded

    @property
    def rect(self) -> Rect:
        layout = self.layout
        space = self.layout.space
        row = layout.piles.row
        left = layout.piles.supply.left
        return Rect(left, row.bottom + space.snug, row.right - left, row.height - space.loose)

    def tree(self, heap: float = 0.0, beside: bool | None = None) -> Node:
        """The supply declared: its heading on up to two lines, the heap (at least ``heap``
        tall) taking the room left, and the count of a full supply under it or ``beside`` it
        (default: as the plan says)."""
        layout = self.layout
        space = layout.space
        count_least = (0.0, max(20 * layout.scale, layout.small_line))
        count = WordsRoom(supply_count(60), least=count_least, key="count")
        sticks = Piece((0, heap), key="heap", grow=1)
        heading = supply_heading(key="heading")
        if self._beside if beside is None else beside:
            heap_and_count = Row(Space(space.snug), sticks, Box(count, valign="end"), grow=1)
            return Column(heading, heap_and_count)
        return Column(heading, Row(Space(space.snug), sticks, Space(space.snug), grow=1), count)

    def least_height(self, width: float, heap: float = 0.0) -> float:
        """The supply's least height ``width`` px wide, its heap at least ``heap`` tall and the
        count under it."""
        return self.layout.words.heights(self.tree(heap, beside=False), width)[0]

    @functools.cached_property
    def _placed(self) -> Layout:
        return lay_out(self.tree(), self.rect, self.layout.words)

    @property
    def heading(self) -> Rect:
        return self._placed["heading"]

    @property
    def count(self) -> Rect:
        """Under the heap, or (tight) right of it."""
        return self._placed["count"]

    @property
    def heap(self) -> Rect:
        """The picture of the sticks left, between the supply's heading and count (tight: left
        of the count)."""
        return self._placed["heap"]

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
