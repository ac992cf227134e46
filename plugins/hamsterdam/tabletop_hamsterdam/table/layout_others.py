"""The smaller dams' rows: each one's header line of facts, its cards, and what moves beside them at large text."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.tree import Style
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import CARD_ASPECT, GAP, MARGIN, NARROW, PAD, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


FACT_GAP = 14
"""Between a dam's facts on a line, at scale 1 (the line under its name is indented by two)."""


TOWN_FACT = 2
"""Which of a small dam's facts is its town's figure: it stands on the header line over the
town picture when the line has room there."""


def fact_widths(
    table: TableLayout, rows: Sequence[Sequence[str]], indent: float
) -> tuple[float, ...]:
    """The widths of dams' facts, each the widest over ``rows``: a name in bold body type after
    ``indent``, then each figure in bold small type after its icon (none without rows)."""
    if not rows:
        return ()
    ctx, icon = table.ctx, table.line("small") + 2 * table.scale

    def widest(fact: int, style: Style) -> float:
        return max(widths_of(kit.Text(row[fact], style, bold=True), ctx)[1] for row in rows)

    figures = (icon + widest(fact, "small") for fact in range(1, len(rows[0])))
    return (indent + widest(0, "body"), *figures)


class OtherDams:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def cells(self) -> tuple[float, ...]:
        """The widths of a small dam's facts, in reading order, the widest over the rows (its
        name after its marker)."""
        return fact_widths(self.table, self.table.words.others, 2 * FACT_GAP * self.table.scale)

    def _facts(self, cells: Iterable[int], height: float = 0.0, optional: bool = False) -> kit.Row:
        """A line of a small dam's facts (by index), side by side; with ``optional`` those
        after the first give way, the last first, when the line is short."""
        widths, gap = self.cells, FACT_GAP * self.table.scale
        facts = [
            kit.Piece((widths[c], height), key=f"fact {c}", optional=optional and n > 0)
            for n, c in enumerate(cells)
        ]
        return kit.Row(*facts, gap=kit.Gap(gap, gap))

    def _width(self, cells: Iterable[int]) -> float:
        """The width of a line of facts."""
        return widths_of(self._facts(cells))[1]

    def _line(self, cells: list[int], left: float, bottom: float, height: float) -> dict[int, Rect]:
        """Where each of a line of facts goes, from ``left`` (by index)."""
        placed = kit.lay_out(self._facts(cells, height), Rect(left, bottom, 0, height))
        return {c: placed[f"fact {c}"] for c in cells}

    def full_row(self) -> float:
        """A smaller dam's row with its cards (and the facts its header cannot hold beside them)."""
        s = self.table.scale
        _header, rest = self._split
        lines = 1 if self._side_in_line() else len(rest)
        beside = max(lines * self.table.line("small"), 30 * s)
        return self.table.header_height + 2 * s + beside + PAD * s

    def folded_row(self) -> float:
        """A smaller dam's row without its cards: its header line, and under it the facts the
        header cannot hold."""
        _header, rest = self._split
        return (
            self.table.header_height
            + (self.table.line("small") if rest else 0.0)
            + GAP * self.table.scale
        )

    def rows_height(self, row: float) -> float:
        n = self.table.others
        return n * row + (n - 1) * SMALL_GAP * self.table.scale if n else 0.0

    def kept_row(self, beside: bool) -> float:
        """A smaller dam's row with its cards at their 100 % size: under its header line, or
        (``beside``) as tall as the cards, its name over its figures in a column on their left."""
        s = self.table.scale
        card = self.table._standard_small_card()[1]
        if beside:
            return max(
                card + PAD * s, self.table.header_height + self.table.line("small") + GAP * s
            )
        return self.table.header_height + GAP * s + card

    def name_column(self) -> float:
        """Large text, a smaller dam's facts beside its cards: the width of the column that
        holds its name over its figures."""
        cells = self.cells
        if not cells:
            return 0.0
        s = self.table.scale
        figures = 2 * FACT_GAP * s + self._width(range(1, len(cells)))
        return max(cells[0], figures) + GAP * s

    def beside_fits(self) -> bool:
        """Whether the name column and the eleven cards of their 100 % size share a row."""
        s = self.table.scale
        width = self.table.big_dam.big_width(False)
        cards = DAM_SIZE * self.table._standard_small_card()[0] + (DAM_SIZE - 1) * NARROW * s
        return self.name_column() + MARGIN * s + self.table.ends + cards <= width

    @functools.cached_property
    def others_beside(self) -> bool:
        """Large text: each smaller dam's name and figures stand left of its cards."""
        kept = self.table.kept()
        return kept is not None and kept[1]

    @functools.cached_property
    def _split(self) -> tuple[list[list[int]], list[int]]:
        """The small dams' facts: (header lines of cell indexes, cells beside the cards)."""
        cells = self.cells
        if not cells:
            return [[]], []
        s = self.table.scale
        room = self.table.big_dam.big_width(False) - MARGIN * s
        line = kit.lay_out(self._facts(range(len(cells)), optional=True), Rect(0, 0, room, 0))
        first = [c for c in range(len(cells)) if f"fact {c}" in line]
        return [first], list(range(len(first), len(cells)))

    def other_row(self, index: int) -> Rect:
        area = self.table.others_area
        kept = self.table.kept()
        if kept is not None:
            placed = kept[0][f"other {index}"]
            return Rect(area.left, placed.bottom, area.width, placed.height)
        s = self.table.scale
        most = 124 * s  # at large text, room for cards of their 100 % size under a header
        if self.table.wide_panel:
            card = self.table._standard_small_card()[1]
            most = max(most, self.table.header_height + GAP * s + card)
        if self.table.others_shown == "folded":
            most = self.folded_row()
        count = max(1, self.table.others)
        rows = (kit.Piece((0, 0), (0, most), key=f"row {n}") for n in range(count))
        gap = kit.Gap(SMALL_GAP * s, SMALL_GAP * s)
        return kit.lay_out(kit.Column(*rows, gap=gap), area)[f"row {index}"]

    def other_info(self, index: int) -> Rect:
        """A small dam's header line: its seat marker, name and facts."""
        row = self.other_row(index)
        h = self.table.header_height
        width = self.name_column() if self.others_beside else row.width
        return Rect(row.left, row.top - h - 2 * self.table.scale, width, h)

    def other_marker(self, index: int) -> tuple[float, float, float]:
        """(x, y, radius) of a small dam's seat marker."""
        s = self.table.scale
        info = self.other_info(index)
        return info.left + FACT_GAP * s, info.center_y, FACT_GAP * s / 2

    def other_cells(self, index: int) -> list[Rect]:
        """Where each fact of a small dam goes (the name's rect starts after the marker)."""
        s = self.table.scale
        cells = self.cells
        header, rest = self._split
        info = self.other_info(index)
        found = dict.fromkeys(range(len(cells)), Rect(0, 0, 0, 0))
        indent, line = info.left + 2 * FACT_GAP * s, self.table.line("small")
        if self.others_beside and cells:  # the name, and under it the figures
            found[0] = Rect(info.left + SMALL_GAP * s, info.bottom, cells[0], info.height)
            found.update(self._line(list(range(1, len(cells))), indent, info.bottom - line, line))
            return list(found.values())
        found.update(self._line(header[0], info.left + SMALL_GAP * s, info.bottom, info.height))
        side = self.other_side(index)
        town = TOWN_FACT
        if self.table.others_shown == "full" and town in header[0] and town == header[0][-1]:
            over = self.table.places.town(index).right - cells[town]
            if found[town].left <= over and over + cells[town] <= info.right:
                found[town] = Rect(over, info.bottom, cells[town], info.height)
        if self.table.others_shown == "folded":
            found.update(self._line(rest, indent, info.bottom - line, line))
            return list(found.values())
        facts = self._side_facts(line)
        height = heights_of(facts, side.width)[1]
        placed = kit.lay_out(facts, side.split_top(height)[0])
        found.update({cell: placed[f"fact {cell}"] for cell in rest})
        return list(found.values())

    def _side_in_line(self) -> bool:
        """Large text: the facts beside a small dam's cards go side by side on one line, when
        that leaves the twelve cards room to be seen (else they stack)."""
        _header, rest = self._split
        if not self.table.wide_panel or len(rest) < 2:
            return False
        s = self.table.scale
        row = self.table.big_dam.big_width(False)
        side = self._width(rest) + SMALL_GAP * s
        return (
            row - MARGIN * s - side - SMALL_GAP * s
            >= DAM_SIZE * FACT_GAP * s + (DAM_SIZE - 1) * NARROW * s
        )

    def _side_facts(self, height: float = 0.0) -> kit.Node:
        """The facts beside a small dam's cards (``height`` tall each): side by side when
        :meth:`_side_in_line`, else one under another."""
        _header, rest = self._split
        line = self._facts(rest, height)
        return line if self._side_in_line() else kit.Column(*line.children)

    def other_side(self, index: int) -> Rect:
        """The column right of a small dam's cards for the facts its header line cannot hold."""
        s = self.table.scale
        _header, rest = self._split
        row = self.other_row(index)
        info = self.other_info(index)
        if self.others_beside:
            return Rect(
                row.right - SMALL_GAP * s, row.bottom + NARROW * s, 0.0, row.height - GAP * s
            )
        width = widths_of(self._side_facts())[1] + SMALL_GAP * s if rest else 0.0
        return Rect(
            row.right - width - SMALL_GAP * s,
            row.bottom + NARROW * s,
            width,
            info.bottom - row.bottom - SMALL_GAP * s,
        )

    def cards_room(self, index: int) -> Rect:
        """The room of a small dam's sea, cards and town: under its header line, left of the
        facts beside its cards (at large text, right of its name column, down its row)."""
        s = self.table.scale
        row, side = self.other_row(index), self.other_side(index)
        left = row.left + SMALL_GAP * s
        right = (side.left if side.width else row.right) - SMALL_GAP * s
        if self.others_beside:
            left += self.name_column()
            return Rect(left, row.bottom + PAD * s / 2, right - left, row.height - PAD * s)
        return Rect(left, side.bottom, right - left, side.height)

    def small_card_size(self, index: int) -> tuple[float, float]:
        s = self.table.scale
        room = self.cards_room(index)
        space = room.width - self.table.ends - (DAM_SIZE - 1) * NARROW * s
        width = min(space / DAM_SIZE, room.height / CARD_ASPECT)
        # The big dam stays the big one, but large text never takes a card below its 100 % size.
        most = self.table.card_size[0] * 0.95
        if self.table.wide_panel:
            most = max(most, self.table._standard_small_card()[0])
        width = min(width, most)
        return width, width * CARD_ASPECT
