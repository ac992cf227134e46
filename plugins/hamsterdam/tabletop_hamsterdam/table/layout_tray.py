"""The reinforcements tray, declared top to bottom: its title, its hamsters (each picture with
its count beside it) wrapped into as many rows as they need, and the specials line at its foot
(it gives lines back, down to one, when the tray is short: the painter then words it shorter)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.kit.tree import NUDGE
from tabletop_hamsterdam.table.dam_sizes import NARROW, PAD, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

HAMSTER = 40.0
"""A hamster's side in the tray at scale 1 (pieces off the dams keep it at any text size)."""


class TrayLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def slot_size(self) -> float:
        return HAMSTER * self.table.piece_scale

    @property
    def small_title(self) -> bool:
        """Large text: the tray is in the shared column, its title in small type."""
        return self.table.wide_panel and bool(self.table.room.tray_title_small)

    def tray_title_width(self) -> float:
        """The tray's title on one line: in small type in large text's side column."""
        return self.table.room.tray_title_small if self.small_title else self.table.room.tray_title

    def inner_width(self) -> float:
        """The width the tray's words have inside its padding."""
        return self.table.tray_width - 2 * PAD * self.table.scale

    def tray_title_lines(self) -> int:
        return 1 if self.tray_title_width() <= self.inner_width() else 2

    def specials_lines(self) -> int:
        room = self.table.room
        if self.table.wide_panel and room.specials_lines:
            return room.specials_lines
        return 1 + (room.specials > self.inner_width()) + (room.specials > 2 * self.inner_width())

    def _counts(self) -> tuple[float, ...]:
        """The width kept for each kind's count, in tray order: measured one by one, or (large
        text, which packs the tray by them) all as wide as the widest."""
        room = self.table.room
        if room.tray_counts and not self.table.wide_panel:
            return room.tray_counts
        widest = room.tray_widest if self.table.wide_panel and room.tray_widest else room.tray_count
        return (widest,) * room.tray_kinds

    @functools.cached_property
    def tree(self) -> kit.Node:
        s, room, size = self.table.scale, self.table.room, self.slot_size
        title = room.small if self.small_title else room.body
        line = room.small
        kinds = (
            kit.Row(
                kit.Piece((size, size), key=f"slot {index}"),
                kit.Piece((count, line), key=f"count {index}"),
                gap=kit.Gap(NARROW * s / 2, NARROW * s / 2),
                align="end",
            )
            for index, count in enumerate(self._counts())
        )
        return Pad(
            kit.Column(
                kit.Piece((0, self.tray_title_lines() * title), key="title"),
                # the hamsters keep their spacing: only the specials line gives way
                kit.Wrap(
                    *kinds, gap=kit.Gap(PAD * s, PAD * s), line_gap=kit.Gap(NARROW * s, NARROW * s)
                ),
                kit.Space(grow=1),
                kit.Piece((0, line), (0, self.specials_lines() * line), key="specials"),
                gap=kit.Gap(NARROW * s),
                key="inside",
            ),
            across=kit.Gap(PAD * s, NARROW * s),
            down=kit.Gap(SMALL_GAP * s, NARROW * s / 2),
        )

    def height(self) -> float:
        """The height the tray needs: its title, every row of its hamsters and its words."""
        return heights_of(self.tree, self.table.tray_width)[1]

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        return kit.lay_out(self.tree, self.table.tray)

    def tray_title(self) -> Rect:
        return self._placed["title"]

    def tray_rows(self) -> int:
        """The rows of pictures the kinds in the tray take (the tray grows to hold them all)."""
        return len({round(self.tray_slot(i).top) for i in range(self.table.room.tray_kinds)}) or 1

    def tray_slot(self, index: int) -> Rect:
        """A kind of hamster in the tray: its picture (with the count beside it)."""
        found = self._placed.get(f"slot {index}")
        if found is None:  # a kind the tray was not measured with: where the first one lies
            title = self.tray_title()
            return Rect(title.left, title.bottom - self.slot_size, self.slot_size, self.slot_size)
        return found

    def tray_count(self, index: int) -> Rect:
        found = self._placed.get(f"count {index}")
        if found is None:
            slot = self.tray_slot(index)
            return Rect(slot.right, slot.bottom, self.table.room.tray_count, self.table.room.small)
        return found

    def tray_specials(self) -> Rect:
        return self._placed["specials"]

    def tray_specials_lines(self) -> int:
        """The lines the specials line may take in :meth:`tray_specials`: those it needs, no more
        than the rect holds (squeezed under the counts, the painter picks a shorter wording)."""
        held = int(self.tray_specials().height / self.table.room.small + NUDGE)
        return max(1, min(self.specials_lines(), held))

    def tray_empty(self) -> Rect:
        """Where the words for an empty tray go: under the title, down to the tray's foot."""
        title, inside = self.tray_title(), self._placed["inside"]
        return Rect(title.left, inside.bottom, title.width, title.bottom - inside.bottom)
