"""The player areas of the Dam It! table: one area a seat in the column at the table's left,
declared on the core's layout tree (:meth:`PlayerAreas.area`) with every part it shows by name
— the marker, the name and the beaver on the name line; then the cubes, the hand, the kept
garbage and the built dams, each with its count, in the rows under it. Its words are kit
:class:`~tabletop_core.render.kit.parts.Text` parts of the longest they say (``×99``, ``14
cards``...), so the tree measures them in the language and text size in force and gives each
row a line of its type; what gives way when the column is short is the spacing, then the
third row (:attr:`PlayerAreas.two_rows`).

:class:`PlayerAreas` is a part of :class:`~tabletop_damit.table.layout.TableLayout`: it
declares the areas and lays them out in the column the whole table's tree gives them
(:class:`~tabletop_damit.table.rows.TableRows`), on the table's
:class:`~tabletop_damit.table.measures.TableMeasures`.
"""

from __future__ import annotations

from functools import cached_property

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fan import fanned
from tabletop_core.render.kit.tree import Style
from tabletop_damit.table.measures import TableMeasures
from tabletop_damit.table.proportions import CARD_ASPECT
from tabletop_damit.table.words import (
    MOST_COUNT,
    MOST_HAND,
    cards_text,
    dams_text,
    no_dam_text,
)

AREA = 168
"""A player area's height at scale 1 when the column has room: its name line and three rows."""
COLUMN = 214
"""The player areas' column's width at scale 1 when the words need no more."""
GARBAGE_STEP = 9
"""Designed px between the garbage cards fanned in a player area."""
DAM_FAN = 50
"""Designed px the fan of a player's dam cards takes at most."""
BEAVER = 30
"""Designed px of the beaver's portrait at the end of a player area's name line."""
ICON = 30
"""Designed px of the height of the small cards in a player area (hand, garbage, dams)."""
CUBE = 17
"""Designed px of a cube in a player area."""
CUBES_A_LINE = 8
"""Cubes on each of the two staggered lines of a player area's pile."""
COLUMN_SHARE = 0.42
"""The player areas' column takes at most this share of the table's width: enough for a long
name with its "· bot" at large text, while the river keeps room for its cards."""


class PlayerAreas(TableMeasures):
    """The player areas' part of the table's layout (joined in ``TableLayout``)."""

    @cached_property
    def two_rows(self) -> bool:
        """Crowded player areas (many seats, large text) keep two rows under the name instead
        of three (the hand with the cubes, the dams with the garbage kept in the dam pile)
        when three, a line of their words each, do not fit the table's height."""
        r, edge = self.rect, self.space.gap
        width = min(self.column_width(False), r.width * COLUMN_SHARE)
        return self.sizing_words.heights(self.areas(False), width)[0] > r.height - 2 * edge

    @cached_property
    def panel_rows(self) -> int:
        """Rows under the name: cubes, hand (and garbage), dams; or, when two rows,
        hand and cubes, dams and the garbage kept in the dam pile."""
        return 2 if self.two_rows else 3

    def column_width(self, two_rows: bool) -> float:
        """The width the player areas' column prefers: every name whole, the designed width
        if more."""
        return max(COLUMN * self.scale, self.sizing_words.widths(self.area(0, two_rows))[1])

    @cached_property
    def sizing_words(self) -> kit.Context:
        """The context the player areas are sized in before the table is laid out (their
        column's width, their height at each width tried): the same areas
        (:meth:`area`, :meth:`areas`) measured once, whatever is asked of them."""
        return self.words.fresh()

    @cached_property
    def column(self) -> Rect:
        """The player areas' column, as wide as the whole table's tree gives it."""
        return self.table_tree["column"]

    @cached_property
    def table_tree(self) -> kit.Layout:
        """The whole table laid out (:class:`~tabletop_damit.table.rows.TableRows`)."""
        raise NotImplementedError

    @cached_property
    def panel_head(self) -> float:
        """The name line at the top of a player area."""
        return max(BEAVER * self.scale + self.space.tight, self.body_line + self.space.tight)

    @cached_property
    def _areas(self) -> dict[tuple[int | None, bool], kit.Node]:
        return {}

    def area(self, seat: int, two_rows: bool) -> kit.Node:
        """Seat ``seat``'s area, read top to bottom: the name line, then its rows (two rows
        when ``two_rows``). Declared once for a table: sized and laid out as the same parts."""
        known = self._areas.get((seat, two_rows))
        if known is None:
            known = self._areas[seat, two_rows] = self._area(seat, two_rows)
        return known

    def _area(self, seat: int, two_rows: bool) -> kit.Node:
        sp, k = self.space, self.piece_scale
        icon_width = ICON * k / CARD_ASPECT

        def words(
            part: str, text: str, designed: float, style: Style = "small", bold: bool = True
        ) -> kit.Node:
            """Words on a line, as wide as the tree measures the longest they say (``text``),
            the designed width if more."""
            designed_width = kit.Piece((0, 0), (designed * self.scale, 0))
            words = kit.Text(text, style, bold=bold)
            return kit.Stack(designed_width, words, key=f"seat {seat} {part}")

        hand = [
            kit.Piece(
                (0, 0), (icon_width, ICON * k), aspect=1 / CARD_ASPECT, key=f"seat {seat} hand"
            ),
            words("cards", cards_text(MOST_HAND), 70, bold=False),
        ]
        count = words("count", "×99", 50, "small" if two_rows else "body")
        penalty = words("penalty", "−99", 40)
        dams = kit.Piece((DAM_FAN * self.scale, 0), grow=1, key=f"seat {seat} dams")
        points = words("points", dams_text(MOST_COUNT), 0)
        # no dam yet: the words stand where the dams and their points will
        built = kit.Stack(
            kit.Row(dams, points, gap=sp.snug),
            kit.Text(no_dam_text(), "small"),
            grow=1,
            key=f"seat {seat} built",
        )
        fan = icon_width + 2 * GARBAGE_STEP * self.scale
        garbage = kit.Piece((fan, 0), grow=0 if two_rows else 1, key=f"seat {seat} garbage")
        if two_rows:
            cubes = kit.Piece((CUBE * k + sp.tight, 0), key=f"seat {seat} cubes")
            rows = [
                kit.Row(*hand, kit.Space(grow=1), cubes, count, gap=sp.tight, grow=1),
                kit.Row(built, garbage, penalty, gap=sp.tight, grow=1),
            ]
        else:
            rows = [
                kit.Row(kit.Space(grow=1, key=f"seat {seat} cubes"), count, gap=sp.gap, grow=1),
                kit.Row(*hand, garbage, penalty, gap=sp.tight, grow=1),
                kit.Row(built, grow=1),
            ]
        name_line = kit.Row(
            kit.Space(sp.tight),
            kit.Piece((2 * sp.gap, 2 * sp.gap), aspect=1, key=f"seat {seat} marker"),
            kit.Piece((0, 0), (self.name_width, 0), grow=1, key=f"seat {seat} name"),
            kit.Piece((0, 0), (BEAVER * self.scale,) * 2, aspect=1, key=f"seat {seat} beaver"),
            kit.Space(sp.tight),
            gap=sp.snug,
        )
        inside = kit.Column(
            kit.Stack(kit.Space(self.panel_head), name_line),
            kit.Row(kit.Space(sp.gap), kit.Column(*rows, grow=1), kit.Space(sp.gap), grow=1),
            kit.Space(0, sp.snug),
        )
        return kit.Stack(kit.Space(0, AREA * self.scale), inside, key=f"seat {seat}")

    def areas(self, two_rows: bool) -> kit.Node:
        """The column of player areas, the first seat on top, each as tall as it wants (at
        least the designed height), all of them sharing the column when it is shorter (the
        gaps between them giving way first)."""
        known = self._areas.get((None, two_rows))
        if known is None:
            areas = (self.area(n, two_rows) for n in range(self.players))
            column = kit.Column(*areas, gap=self.space.gives(self.space.gap))
            known = self._areas[None, two_rows] = column
        return known

    @cached_property
    def panels(self) -> kit.Layout:
        """The column of player areas."""
        return kit.lay_out(self.areas(self.two_rows), self.column, self.words)

    def _part(self, seat: int, name: str) -> Rect:
        return self.panels[f"seat {seat} {name}"]

    def panel(self, seat: int) -> Rect:
        return self.panels[f"seat {seat}"]

    def panel_name(self, seat: int) -> Rect:
        return self._part(seat, "name")

    def panel_beaver(self, seat: int) -> Rect:
        """The seat's beaver, at the right end of its name line."""
        return self._part(seat, "beaver")

    def panel_marker(self, seat: int) -> tuple[float, float, float]:
        """(x, y, radius) of the seat's marker before its name."""
        marker = self._part(seat, "marker")
        return marker.center_x, marker.center_y, marker.width / 2

    def panel_cube(self, seat: int, index: int) -> Rect:
        """Cube ``index`` of a seat's pile: two staggered lines of eight; when two rows, a
        small leaning pile of three before the count."""
        band = self._part(seat, "cubes")
        size = min(CUBE * self.piece_scale, band.height / 2)
        if self.two_rows:
            lean = min(index, 2)
            bottom = band.center_y - size / 2 + (lean - 1) * self.space.hair
            return Rect(band.right - size - lean * self.space.hair, bottom, size, size)
        line, col = divmod(index % (2 * CUBES_A_LINE), CUBES_A_LINE)
        room = band.width - size - self.space.gap
        step = min(size + self.space.hair, room / (CUBES_A_LINE - 1))
        bottom = band.center_y - size / 2 + (0.5 - line) * size
        return Rect(band.left + col * step + line * self.space.gap, bottom, size, size)

    def panel_cube_count(self, seat: int) -> Rect:
        """The cube count: at the right of the cubes' row (of the hand's row, when two rows)."""
        return self._part(seat, "count")

    def panel_hand(self, seat: int) -> Rect:
        return self._part(seat, "hand")

    def panel_hand_count(self, seat: int) -> Rect:
        return self._part(seat, "cards")

    def _icon(self, seat: int, aspect: float) -> tuple[float, float]:
        height = self.panel_hand(seat).height
        return height * aspect, height

    def panel_garbage(self, seat: int, index: int, count: int = 1) -> Rect:
        """Garbage card ``index`` of the ``count`` a seat keeps: fanned up to the penalty,
        closer together when there are many, so that the penalty keeps its room."""
        size = self._icon(seat, 1 / CARD_ASPECT)
        return fanned(self._part(seat, "garbage"), size, index, count, GARBAGE_STEP * self.scale, 1)

    def panel_penalty(self, seat: int, kept: int) -> Rect:
        """Where the penalty of the ``kept`` garbage cards is written: right after their fan,
        which ends there whatever their number."""
        return self._part(seat, "penalty")

    def panel_dams(self, seat: int) -> Rect:
        """The room of a seat's dam badges, before their points' total."""
        return self._part(seat, "dams")

    def panel_dams_text(self, seat: int, dams: int) -> Rect:
        """Where the dams' points are written, after the fan of dam cards; or, when there is
        none yet, that there is no dam, across the whole of the dams' row."""
        return self._part(seat, "points" if dams else "built")
