"""The reinforcements tray: its title, a slot for each kind of hamster with its count, the specials line."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_hamsterdam.table.dam_sizes import MARGIN, NARROW, PAD, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


class TrayLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    def tray_title_width(self) -> float:
        """The tray's title on one line: in small type in large text's side column."""
        if self.table.wide_panel and self.table.room.tray_title_small:
            return self.table.room.tray_title_small
        return self.table.room.tray_title

    def _tray_title_line(self) -> float:
        return (
            self.table.room.small
            if self.table.wide_panel and self.table.room.tray_title_small
            else self.table.room.body
        )

    def tray_title_lines(self) -> int:
        inner = self.table.tray_width - 24 * self.table.scale
        return 1 if self.tray_title_width() <= inner else 2

    def specials_lines(self) -> int:
        if self.table.wide_panel and self.table.room.specials_lines:
            return self.table.room.specials_lines
        inner = self.table.tray_width - 24 * self.table.scale
        if self.table.room.specials <= inner:
            return 1
        return 2 if self.table.room.specials <= 1.8 * inner else 3

    @functools.cached_property
    def slot_size(self) -> float:
        return 40 * self.table.piece_scale

    def tray_title(self) -> Rect:
        s = self.table.scale
        tray = self.table.tray
        height = self.tray_title_lines() * self._tray_title_line()
        top = tray.top - (4 if self.table.wide_panel else 6) * s
        return Rect(tray.left + MARGIN * s, top - height, tray.width - 24 * s, height)

    def _tray_step(self) -> float:
        """Large text: from one kind's picture to the next along a row of the tray."""
        s = self.table.scale
        return max(61 * s, self.slot_size + max(self._count_width(), 14 * s) + PAD * s)

    def tray_row_step(self) -> float:
        return self.slot_size + (3 if self.table.wide_panel else 6) * self.table.scale

    def _slot_counts(self) -> tuple[float, ...]:
        """The width kept for each kind's count, in tray order (the same for every kind when
        the painter did not measure them one by one)."""
        counts = self.table.room.tray_counts
        if counts and not self.table.wide_panel:
            return counts
        return (self._count_width(),) * self.table.room.tray_kinds

    def _tray_places(self) -> list[tuple[int, float]]:
        """(row, left edge from the tray's left) of each kind: a picture and its count, packed
        along a row and onto the next when the row is full."""
        s = self.table.scale
        size = self.slot_size
        if self.table.wide_panel:
            per_row = max(1, int((self.table.tray_width - PAD * s) // self._tray_step()))
            return [
                (i // per_row, PAD * s + (i % per_row) * self._tray_step())
                for i in range(self.table.room.tray_kinds)
            ]
        end = self.table.tray_width - SMALL_GAP * s
        places: list[tuple[int, float]] = []
        row, x = 0, PAD * s
        for count in self._slot_counts():
            if x > PAD * s and x + size + count > end:
                row, x = row + 1, PAD * s
            places.append((row, x))
            x += size + count + PAD * s
        return places

    def tray_rows(self) -> int:
        """The rows of pictures the kinds in the tray take (the tray grows to hold them all)."""
        places = self._tray_places()
        return places[-1][0] + 1 if places else 1

    def tray_slot(self, index: int) -> Rect:
        """A kind of hamster in the tray: its picture (with the count beside it)."""
        s = self.table.scale
        tray = self.table.tray
        size = self.slot_size
        places = self._tray_places()
        if index < len(places):
            row, left = places[index]
        else:
            row, left = 0, PAD * s
        top = self.tray_title().bottom - (2 if self.table.wide_panel else 4) * s
        return Rect(tray.left + left, top - size - row * self.tray_row_step(), size, size)

    def _count_width(self) -> float:
        if self.table.wide_panel and self.table.room.tray_widest:
            return self.table.room.tray_widest
        return self.table.room.tray_count

    def tray_count(self, index: int) -> Rect:
        slot = self.tray_slot(index)
        s = self.table.scale
        counts = self._slot_counts()
        count = counts[index] if index < len(counts) else self._count_width()
        width = (
            count + NARROW * s if self.table.room.tray_counts else max(count + NARROW * s, 30 * s)
        )
        # a little air after the picture: the count never touches the hamster's cheek
        return Rect(
            slot.right + 2 * s, slot.bottom, width, max(16 * s, self.table.room.small * 0.9)
        )

    def tray_specials(self) -> Rect:
        s = self.table.scale
        tray = self.table.tray
        share = 1.0 if self.table.wide_panel else 0.95
        height = self.specials_lines() * self.table.room.small * share + 2 * s
        bottom = tray.bottom + 5 * s
        if self.table.wide_panel and self.table.room.tray_kinds:
            under = self.tray_slot(self.table.room.tray_kinds - 1).bottom - 2 * s
            # Never up into the counts: the painter picks a shorter wording for less room.
            height = max(
                self.table.room.small * share + 2 * s, min(height, under - tray.bottom - 2 * s)
            )
            bottom = max(tray.bottom + 2 * s, min(under - height, bottom))
        return Rect(tray.left + MARGIN * s, bottom, tray.width - 24 * s, height)

    def tray_specials_lines(self) -> int:
        """The lines the specials line may take in :meth:`tray_specials`: those it needs, no more
        than the rect holds (squeezed under the counts, the painter picks a shorter wording)."""
        share = 1.0 if self.table.wide_panel else 0.95
        held = int(
            (self.tray_specials().height - 2 * self.table.scale) / (self.table.room.small * share)
            + 1e-6
        )
        return max(1, min(self.specials_lines(), held))

    def tray_empty(self) -> Rect:
        """Where the words for an empty tray go: under the title."""
        s = self.table.scale
        title = self.tray_title()
        bottom = self.table.tray.bottom + SMALL_GAP * s
        return Rect(title.left, bottom, title.width, title.bottom - NARROW * s - bottom)
