"""A heap of like pieces (sticks, logs, tokens) standing for a supply: one piece drawn for
every few in it, stacked in columns that overlap upwards, each column a little to the right and
higher, the pieces staggered across so the heap reads as a pile rather than a grid.

Pieces keep their size (never smaller than at 100 % text): a heap narrower than its pieces
reaches left instead of off its room's right edge. Distances are pixels at scale 1. No arcade.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.geometry import Rect


@dataclass(frozen=True, slots=True)
class Heap:
    """How a heap is piled (the defaults: a supply of sticks)."""

    high: int = 6
    """Pieces in a column."""
    overlap: float = 0.75
    """Each piece stands this share of its height above the one under it."""
    most: int = 12
    """Pieces drawn at the most, however large the supply."""
    per: int = 5
    """One piece is drawn for every ``per`` in the supply (and one for the last few)."""
    column_step: float = 10
    """How much further right each column stands."""
    column_rise: float = 2
    """How much higher each column stands."""
    stagger: float = 3
    """How far across the pieces alternate, in a cycle of three."""

    def shown(self, count: int) -> int:
        """Pieces drawn for a supply of ``count``."""
        return min(self.most, (count + self.per - 1) // self.per)

    def height(self, piece: float, scale: float) -> float:
        """How tall a full column of pieces ``piece`` pixels tall stands (with a hair of room)."""
        return (self.high - 1) * self.overlap * piece + piece + 2 * scale

    def places(
        self, shown: int, room: Rect, size: tuple[int, int], scale: float
    ) -> list[tuple[int, Rect]]:
        """Where each of ``shown`` pieces of ``size`` is drawn in ``room``, bottom first, with its
        index among them; a piece that would stand above the room is left out."""
        w, h = size
        reach = ((shown - 1) // self.high) * self.column_step * scale + min(
            shown - 1, 2
        ) * self.stagger * scale
        left = room.left - max(0.0, room.left + reach + w - room.right)
        places = []
        for i in range(shown):
            if (i % self.high) * h * self.overlap + h > room.height:
                continue
            rise = (i // self.high) * self.column_rise * scale
            y = room.bottom + (i % self.high) * h * self.overlap + rise
            x = left + (i // self.high) * self.column_step * scale + (i % 3) * self.stagger * scale
            places.append((i, Rect(x, y, w, h)))
        return places
