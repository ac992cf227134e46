"""The places on a dam's row: each card, the gaps between them, the stacks and tokens on them, its sea and its town."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import (
    NARROW,
    PAD,
    SEA,
    SEA_SHAPE,
    SMALL_GAP,
    TOWN,
    TOWN_SHAPE,
)

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


SPREAD = 0.3
"""A smaller dam's cards lie at most this share of a card apart (the big dam's spread over its
row)."""


SHORE_LEAST = 0.5
"""The big dam's sea and town narrow down to this share of their width (large text in a small
window) before its cards shrink under their 100 % size."""


class DamPlaces:
    def __init__(self, table: TableLayout) -> None:
        self.table = table
        self._rows: dict[int, kit.Layout] = {}

    def _row(self, row: int) -> kit.Layout:
        """Dam row ``row`` declared left to right: its sea, its cards, its town (the big dam's
        cards spread over its row; a smaller dam's close up, its town right after them)."""
        if row not in self._rows:
            self._rows[row] = self._lay_out(row)
        return self._rows[row]

    def _lay_out(self, row: int) -> kit.Layout:
        s, table = self.table.scale, self.table
        if row < 0:
            w, h = table.card_size
            main = table.main_row
            area = Rect(main.left, main.bottom + SMALL_GAP * s, main.width, h).inset(PAD * s / 2, 0)
            return kit.lay_out(self.big_row(w, h), area)
        w, h = table.other_dams.small_card_size(row)
        room = table.other_dams.cards_room(row)
        most = max(0.0, w * SPREAD)
        cards = kit.Row(*self._cards(w, h), gap=kit.Gap(most, min(most, NARROW * s)))
        return kit.lay_out(self._shore(cards, h), room.split_top(h)[0])

    def big_row(self, w: float, h: float, shore: float = SHORE_LEAST) -> kit.Node:
        """The big dam's row with cards ``w`` × ``h``: they spread over its row, and close up
        to a pixel apart where it is short (see :meth:`big_row_least`), its sea and town
        narrowing down to ``shore`` of their width."""
        apart = kit.Gap(NARROW * self.table.scale, self.table.scale)
        cards = kit.Row(*self._cards(w, h), gap=apart, justify="between", grow=1)
        return self._shore(cards, h, least=shore)

    def big_row_least(self, shore: float = SHORE_LEAST) -> float:
        """The least width the big dam's row takes besides its cards (its sea, its town, the
        gaps between them and inside its frame): the cards have what its frame leaves."""
        return widths_of(self.big_row(0, 0, shore))[0] + PAD * self.table.scale

    def _shore(self, cards: kit.Node, h: float, least: float = 1.0) -> kit.Node:
        """A dam's cards between its sea and its town; where the row has room over, the sea
        and the town widen into it (the cards kept apart); where it is short, they narrow
        down to ``least`` of their width before the cards do."""
        s = self.table.scale
        return kit.Row(
            kit.Piece((least * SEA * s, h), (max(SEA * s, h * SEA_SHAPE), h), key="sea"),
            cards,
            kit.Piece((least * TOWN * s, h), (max(TOWN * s, h * TOWN_SHAPE), h), key="town"),
            gap=kit.Gap(NARROW * s, NARROW * s),
        )

    @staticmethod
    def _cards(w: float, h: float) -> list[kit.Node]:
        return [kit.Piece((w, h), key=f"card {p}") for p in range(DAM_SIZE)]

    def card(self, row: int, position: int) -> Rect:
        """Dam card ``position`` of dam row ``row``: -1 is the big dam, 0.. the smaller ones."""
        return self._row(row)[f"card {position}"]

    def gap(self, row: int, position: int) -> Rect:
        """The place between cards ``position`` and ``position + 1`` (the Lookout's swap)."""
        a, b = self.card(row, position), self.card(row, position + 1)
        size = 30 * self.table.scale
        cx = (a.right + b.left) / 2
        return Rect(cx - size / 2, a.center_y - size / 2, size, size)

    def piece(self, row: int, position: int, index: int, count: int) -> Rect:
        """Where group ``index`` (0 at the bottom) of a stack shown as ``count`` groups lies."""
        card = self.card(row, position)
        size = card.width * 0.56
        room = card.height * 0.64 - size
        step = size * 0.5 if count < 2 else min(size * 0.5, room / (count - 1))
        bottom = card.bottom + card.height * 0.06
        return Rect(card.center_x - size / 2, bottom + index * step, size, size)

    def stack_area(self, row: int, position: int) -> Rect:
        """The lower part of a card, where its stack lies (what a drag picks up or drops on)."""
        card = self.card(row, position)
        return Rect(card.left, card.bottom, card.width, card.height * 0.62)

    def token(self, row: int, position: int) -> Rect:
        card = self.card(row, position)
        size = card.width * 0.38
        return Rect(card.right - size - 2 * self.table.scale, card.top - size * 0.9, size, size)

    def row_span(self, row: int) -> Rect:
        """From the sea to the town of a dam (where the flood wave runs, inside its row)."""
        sea, town = self.sea(row), self.town(row)
        return Rect(sea.left, sea.bottom, town.right - sea.left, sea.height)

    def big_cells(self) -> tuple[Rect, Rect]:
        """(name, town) in the big dam's header: side by side, or the town on a line below."""
        s = self.table.scale
        sp = Spacing(s)
        header = self.table.main_header
        cells = self.table.big_dam.cells or (220 * s, 250 * s)
        top = header.split_top(self.table.header_height)[0]
        name = Rect(top.left + 28 * s, top.bottom, cells[0], top.height)
        over = self.town(-1).right - cells[1]
        if (
            self.table.big_dam.big_header_lines() == 1
            and self.table.big_dam.cells
            and over >= name.right
        ):
            town = Rect(over, top.bottom, cells[1], top.height)
        elif self.table.big_dam.big_header_lines() == 1:
            left = max(name.right + sp.wide, header.left + 250 * s)
            town = Rect(left, top.bottom, max(cells[1], 250 * s), top.height)
        else:
            line = self.table.line("small")
            town = Rect(top.left + 28 * s, header.bottom, cells[1], line)
        return name, town

    def sea(self, row: int) -> Rect:
        """The strip of sea left of a dam's first card, as tall as its cards."""
        return self._row(row)["sea"]

    def town(self, row: int) -> Rect:
        """The town behind a dam, right of its last card: its houses, the water in it and the
        figure of its flood pile against the next breach."""
        return self._row(row)["town"]
