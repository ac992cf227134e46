"""The players' rows in the column: one per player (the viewer's first and the others folded
under a line that opens them, when the raft comes first with many players), each with its
marker, name, hand of cards, sticks and last card played. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import language
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Layout, Node, Piece, Row, Space, Text, lay_out
from tabletop_core.render.kit.spacing import STEPS
from tabletop_core.render.kit.words_room import WordsRoom
from tabletop_core.render.theme import reading
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT
from tabletop_mein_lieber_biber.table.words import played_text

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout


class SeatRows:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self._laid: tuple[tuple[object, ...], tuple[str, float], Layout] | None = None
        """The rows laid out, and what for: the layout's plan and column (by identity: while
        the layout settles they are replaced, never changed), the language and text size."""

    def seat_row(self, seat: int) -> Rect:
        """A player's row, one under the other under "played" (when it heads them); folded, the
        viewer's first and the others, opened, under the fold's line."""
        index = seat
        if self.layout.seats_folded:
            first = self.first_seat
            order = [first] + [other for other in range(self.layout.players) if other != first]
            index = order.index(seat)
            index += 1 if index else 0
        return self._row_at(index)

    def pitch(self, lines: int) -> float:
        """From one player's row to the next, the rows on ``lines`` lines."""
        return max(34 * self.layout.scale, lines * self.layout.small_line + self.layout.space.snug)

    def tree(self, rows: int, lines: int, played_above: bool) -> Node:
        """``rows`` players' rows on ``lines`` lines declared top to bottom (each a little under
        its top), under the word "played" at the right end when it heads them."""
        s, pitch = self.layout.scale, self.pitch(lines)
        slots: list[Node] = [
            Column(Space(2 * s), Piece((0, pitch - 2 * s), key=f"row {index}"))
            for index in range(rows)
        ]
        if played_above:
            played = WordsRoom(played_text(), least=(LAST["played"] * s, 0), key="played")
            slots.insert(0, Row(Space(0, grow=1), played))
        return Column(*slots)

    def height(self, rows: int, lines: int, played_above: bool) -> float:
        """How tall ``rows`` rows on ``lines`` lines are, under "played" when it heads them."""
        return self.layout.words.heights(self.tree(rows, lines, played_above), 0.0)[0]

    def row_width(self, lines: int, played_above: bool) -> float:
        """How wide a player's row is on ``lines`` lines, as :func:`row_lines` declares it: its
        parts side by side (laid out in no room, a line takes its least width; on two, the
        longest name alone on its line)."""
        s = self.layout.scale
        row = Rect(0, 0, 0, self.pitch(lines) - 2 * s)
        trees = row_lines(self.layout, row, lines, played_above)
        widest = max(
            lay_out(tree, row, self.layout.words).placed[0].rect.width for tree, _ in trees
        )
        if lines == 1:
            return widest
        names = (Text(name, "small", bold=True) for name in self.layout.names)
        return max(widest, (ROW["marker"] + ROW["name gap"]) * s + self.layout.width(*names))

    def _placed(self) -> Layout:
        """The rows as the tree lays them out in the column's part for them (with a row more
        for the fold's line when the others fold; opened, they reach past its foot)."""
        layout = self.layout
        plan = layout._plan
        key = (plan, layout._places, layout._column)
        words = (language(), reading.text_scale)
        laid = self._laid
        if (
            laid is not None
            and laid[1] == words
            and all(a is b for a, b in zip(laid[0], key, strict=True))
        ):
            return laid[2]
        rows = layout.players + (1 if layout.seats_folded else 0)
        tree = self.tree(rows, plan.seat_lines, plan.played_above)
        placed = lay_out(tree, layout.part("seats"), layout.words)
        self._laid = (key, words, placed)
        return placed

    def _row_at(self, index: int) -> Rect:
        """The ``index``-th row's place from the top, under "played" (when it heads them)."""
        return self._placed()[f"row {index}"]

    @property
    def seat_lines(self) -> int:
        return self.layout._plan.seat_lines

    def seat_parts(self, seat: int) -> dict[str, Rect]:
        """Where ``seat``'s row puts its things, by name, as its lines' trees (:func:`row_lines`)
        lay them: the ``marker``, the ``name``, the card ``back`` and the ``count`` of cards,
        the ``stick`` and the count of ``sticks``, the word ``played`` and the last ``card``."""
        row = self.seat_row(seat)
        placed: dict[str, Rect] = {}
        for tree, room in row_lines(self.layout, row, self.seat_lines):
            laid = lay_out(tree, room, self.layout.words)
            placed.update((p.node.key, p.rect) for p in laid.placed if p.node.key)
        return placed

    @property
    def seats_fold(self) -> Rect | None:
        """The line under the viewer's row that opens the others' rows (``None``: not folded)."""
        return self._row_at(1) if self.layout.seats_folded else None

    @property
    def seats_panel(self) -> Rect:
        """Folded rows opened: the panel they lie on, over the top of the column."""
        space = self.layout.space
        last = self.seat_row(self.layout.players - 1)
        fold = self.seats_fold
        bottom = min(last.bottom, fold.bottom if fold is not None else last.bottom) - space.snug
        column = self.layout.column
        return Rect(
            column.left - space.tight,
            bottom,
            column.width + space.gap,
            column.top + space.tight - bottom,
        )

    @property
    def played_heading(self) -> Rect | None:
        """Over the first row's last card, when the rows leave "played" out."""
        return self._placed()["played"] if self.layout.played_above else None

    @property
    def first_seat(self) -> int:
        """The row that stays in sight when the rows fold: the viewer's (else the first)."""
        return self.layout.viewer if self.layout.viewer is not None else 0


ROW = {"edge": 2, "marker": 26, "name": 120, "name gap": STEPS["gap"], "icon": 20, "back": 0.7}
"""A player's row (pixels at 100 % size): its top and bottom edges, the marker's place, the
name's least width and the gap after it, the card back's largest height and its shape."""
COUNTS = {"count": 18, "count gap": 3, "stick": 26, "stick gap": STEPS["snug"], "stick height": 10}
"""The hand's count, the stick and its count (pixels at 100 % size)."""
LAST = {"sticks": 34, "played": 44, "card gap": 2, "card height": 34, "card inset": STEPS["snug"]}
"""The sticks' count, the word "played" and the last card (pixels at 100 % size)."""


def _gap(width: float) -> Node:
    """Room across a row, ``width`` px wide (a ``Space`` would ask as much height too)."""
    return Piece((width, 0))


def row_lines(
    layout: TableLayout, row: Rect, lines: int, played_above: bool | None = None
) -> list[tuple[Node, Rect]]:
    """A player's ``row``, declared line by line, with the room each line is laid out in: the
    marker and the name, then the card back with the hand's count, a stick with the count of
    sticks, and at the right end the word "played" and the last card played — on one line, or
    on two (the name alone on the first) when the column is too narrow for one. The last card
    stands centred on its line, as tall as it reads, reaching into the line above if need be.
    ``played_above``: whether "played" heads the rows rather than stands in each (default: as
    the layout says)."""
    s = layout.scale
    space = layout.space
    line = (row.height - 2 * ROW["edge"] * s) / lines
    icon = min(ROW["icon"] * s, line - 2 * s)
    stick = min(COUNTS["stick height"] * s, icon / 2)
    card = min(
        row.height, layout.small_line + space.gap, max(LAST["card height"] * s, line + space.gap)
    )
    card -= LAST["card inset"] * s
    above = layout.played_above if played_above is None else played_above
    # the name, the counts and "played" take room for their widest words in every row
    names = (Text(name, "small", bold=True) for name in layout.names)
    name: Node = (
        WordsRoom(*names, least=(ROW["name"] * s, line), key="name")
        if lines == 1
        else Piece((0, line), key="name", grow=1)
    )
    played: Node = (
        Piece((0, line), key="played")
        if above
        else WordsRoom(played_text(), least=(LAST["played"] * s, line), key="played")
    )
    first: list[Node] = [
        Piece((ROW["marker"] * s, line), key="marker"),
        name,
        _gap(ROW["name gap"] * s if lines == 1 else ROW["name gap"] * s / 2),
    ]
    counts = [
        Piece((icon * ROW["back"], icon), key="back"),
        _gap(COUNTS["count gap"] * s),
        WordsRoom(Text("00", "small"), least=(COUNTS["count"] * s, line), key="count"),
        _gap(COUNTS["stick gap"] * s),
        Piece((COUNTS["stick"] * s, stick), key="stick"),
        _gap(COUNTS["count gap"] * s),
        WordsRoom(Text("×00", "small", bold=True), least=(LAST["sticks"] * s, line), key="sticks"),
        Space(0, grow=1),
        played,
        _gap(LAST["card gap"] * s),
        Piece((card / CARD_ASPECT, card), key="card"),
        _gap(LAST["card gap"] * s),
    ]
    last = Rect(row.left, row.bottom + ROW["edge"] * s, row.width, line)
    tall = max(line, card)
    around_last = Rect(row.left, last.center_y - tall / 2, row.width, tall)
    if lines == 1:
        return [(Row(*first, *counts, align="center"), around_last)]
    top = Rect(row.left, row.top - ROW["edge"] * s - line, row.width, line)
    return [
        (Row(*first, align="center"), top),
        (Row(_gap(ROW["marker"] * s), *counts, align="center"), around_last),
    ]
