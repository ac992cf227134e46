"""The Dam It! table declared as one tree (no arcade: testable alone): the column of player
areas on the left and, right of it, three rows: the five dam piles, the river (four cards,
then the face-up draw pile and the discard pile) and the viewer's hand with its header.

The river's and the hand's cards are declared for the river cards' width and laid out at the
largest width that fits (:class:`~tabletop_core.render.kit.largest_fitting.LargestFitting`),
never below the least their own words need (nor, at large text, below their size at 100 %).
Where even that does not fit, things give way in the order of the tree's
:class:`~tabletop_core.render.kit.FirstFitting`: the player areas' column keeps long names
whole only while the cards keep their size; then the spacing between the river's places,
then where the discard pile lies (up beside the dam piles); at large text last, the hand lies
up beside the dam piles and its header under the river (:data:`ARRANGEMENTS`). The player
areas are :class:`~tabletop_damit.table.areas.PlayerAreas` (their dams
:class:`~tabletop_damit.table.dam_badges.DamBadges`);
:class:`~tabletop_damit.table.layout.TableLayout` places the pieces in the rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, partial
from typing import Any, cast

from tabletop_core.i18n import language
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Gap
from tabletop_core.render.kit.labels import packed_labels
from tabletop_core.render.kit.largest_fitting import LargestFitting
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import reading
from tabletop_damit.table.areas import COLUMN_SHARE
from tabletop_damit.table.dam_badges import DamBadges
from tabletop_damit.table.measures import KEY_STEPS
from tabletop_damit.table.proportions import (
    BESIDE_LINES,
    CARD_ASPECT,
    CARD_WIDTH,
    HAND_CARD_HEIGHT,
    HEADER_LINES,
)
from tabletop_damit.table.words import MOST_HAND, discard_text, draw_text, price_text

DRAW = 4
"""The draw pile's place, after the river's four."""
PILES = 5
LIFT = 18
"""Designed px a chosen hand card is lifted by."""
RIVER_SLOTS = 4
MOST_COLUMN_SHARE = 0.5
"""The player areas' column widens up to this share of the table for long names, if the cards
keep their size beside it."""
MOST_PILE = 66
"""The most cards the draw pile or the discard is measured for (the whole deck)."""


@dataclass(frozen=True)
class Arrangement:
    """How the rows right of the player areas give way when the cards would be too small."""

    tight: bool = False
    """The spacing between the river's places gives way."""
    discard_up: bool = False
    """The discard pile lies up beside the dam piles."""
    hand_up: bool = False
    """The hand lies up beside the dam piles and its header under the river (large text)."""
    header_beside: bool = False
    """The hand's header stands beside its cards instead of above them."""


ARRANGEMENTS = tuple(
    Arrangement(tight, discard_up, header_beside=beside)
    for tight, discard_up in ((False, False), (True, False), (True, True))
    for beside in (False, True)
)
"""The arrangements tried at any text size, in order."""
HAND_UP = (
    Arrangement(hand_up=True),
    Arrangement(tight=True, hand_up=True),
    Arrangement(tight=True, discard_up=True, hand_up=True),
)
"""The arrangements tried last at large text (a table the larger frame makes short)."""


@dataclass(frozen=True)
class Sizing:
    """One form of the table tried: its ``arrangement``, the player areas' ``column`` width
    and the least river card width and hand card height (``least_card``, ``least_hand``)."""

    arrangement: Arrangement
    column: float
    least_card: float
    least_hand: float


def caption(position: int, radius: float, cube: float, gap: float, height: float) -> kit.Node:
    """River place ``position``'s caption, a line of small type ``height`` tall: its key badge
    of ``radius``, then its price (a word when free, else the number of cubes with a cube of
    side ``cube`` beside it), ``gap`` apart."""
    key = f"river {position}"
    parts = [
        kit.Piece((2 * radius, 0), key=f"{key} key"),
        kit.Text(price_text(position), "small", bold=position > 0, key=f"{key} price"),
    ]
    if position:
        parts.append(kit.Piece((cube, cube), aspect=1, key=f"{key} cube"))
    row = kit.Row(*parts, gap=Gap(gap, gap))
    return kit.Stack(kit.Piece((0, height)), row, key=f"{key} caption")


def river_captions(radius: float, cube: float, gap: float, height: float) -> tuple[kit.Node, ...]:
    """The captions over the river's places and the draw pile's (:func:`caption`), then the
    room over the discard's: the same whatever the cards' size."""
    over = (caption(p, radius, cube, gap, height) for p in range(DRAW + 1))
    return (*over, kit.Piece((0, height)))


class TableRows(DamBadges):
    """The whole table laid out: the player areas' column and the rows right of it."""

    # --- the forms tried, and the one laid out ---------------------------------------------

    @cached_property
    def standard_cards(self) -> tuple[float, float] | None:
        """(river card width, hand card height) at 100 % text in this window (None at 100 %):
        larger text never draws them smaller where some form of the table holds them."""
        if reading.text_scale <= 1.0:
            return None

        from tabletop_damit.table.layout import laid_out  # the layout builds on these rows

        def cards_in(rect: Rect) -> tuple[float, float]:
            # the table at 100 % in this window, as drawn there (remembered: the same window
            # at 100 % text, or the same table at another large text size, asks for it too)
            table = laid_out(rect, self.players, self.titles, self.viewer, 1.0, language())
            return table.card_size[0], table.hand_card_size[1]

        return standard_size(cards_in, self.rect)

    @cached_property
    def sizings(self) -> tuple[Sizing, ...]:
        """The forms of the table, in the order tried: the cards at least at their size at
        100 % text (if larger), else at what their words need; each in every arrangement
        with the hand below the river, then (at large text) with the hand up; each with the
        column wide enough for long names, then at its usual share, then with the names
        cut."""
        readable = (self.readable_card, self.readable_card * CARD_ASPECT)
        leasts = [readable]
        if self.standard_cards:
            card, hand = self.standard_cards
            leasts.insert(0, (max(readable[0], card), max(readable[1], hand)))
        named, width = self.column_width(self.two_rows), self.rect.width
        shares = (MOST_COLUMN_SHARE, COLUMN_SHARE)
        least_column = self.sizing_words.widths(self.area(0, self.two_rows))[0]
        columns = dict.fromkeys((*(min(named, width * share) for share in shares), least_column))
        stages = [ARRANGEMENTS, HAND_UP if reading.text_scale > 1.0 else ()]
        return tuple(
            Sizing(arrangement, column, *least)
            for least in leasts
            for arrangements in stages
            for column in columns
            for arrangement in arrangements
        )

    @cached_property
    def _built(self) -> dict[tuple[object, ...], Any]:
        """Parts declared once for the table and what is worked out once per width: the
        river's captions, the dam piles' row without the discard (the same whatever the
        cards' width, so every form tried holds the same, measured once in a layout), the
        lines of the labels under the river."""
        return {}

    @cached_property
    def areas_height(self) -> dict[float, float]:
        """The least height of the player areas in each column width the forms try."""
        areas = self.areas(self.two_rows)
        widths = {sizing.column for sizing in self.sizings}
        return {width: self.sizing_words.heights(areas, width)[0] for width in widths}

    @cached_property
    def table_tree(self) -> kit.Layout:
        """The table laid out in the first form that fits, its cards as large as it holds."""
        most = CARD_WIDTH * self.piece_scale
        forms = (
            LargestFitting(
                partial(self.tree, sizing),
                sizing.least_card,
                max(most, sizing.least_card),
                key=f"form {n}",
            )
            for n, sizing in enumerate(self.sizings)
        )
        return kit.lay_out(kit.FirstFitting(*forms, valign="stretch"), self.rect, self.words)

    @cached_property
    def label_lines(self) -> int:
        """Lines of the labels under the river (the draw pile's, the discard's)."""
        return round(self.table_tree["labels"].height / self.small_line)

    @cached_property
    def sizing(self) -> Sizing:
        """The form the table is laid out in."""
        return next(s for n, s in enumerate(self.sizings) if f"form {n}" in self.table_tree)

    @property
    def arrangement(self) -> Arrangement:
        return self.sizing.arrangement

    @property
    def discard_up(self) -> bool:
        """The discard pile lies beside the dam piles."""
        return self.arrangement.discard_up

    @cached_property
    def fits(self) -> bool:
        """The cards keep their size and everything lies inside the table: the form laid
        out fits at its least (the last form is laid out when none does)."""
        least = self.tree(self.sizing, self.sizing.least_card)
        return kit.lay_out(least, self.rect, self.words).fits

    # --- the tree ---------------------------------------------------------------------------

    def tree(self, sizing: Sizing, width: float) -> kit.Node:
        """The table in form ``sizing`` with river cards ``width`` wide: the player areas'
        column, then the rows right of it."""
        sp, arrangement = self.space, sizing.arrangement
        hand = sizing.least_hand * width / sizing.least_card  # the hand's cards grow alike
        river_places = self.river_tree(width, not arrangement.discard_up, arrangement.tight)
        lines = self.label_lines_under(width, arrangement)
        labels = kit.Piece((0, self.small_line * lines), key="labels")
        river = kit.Column(river_places, labels, kit.Space(sp.gap), key="river")
        over_hand = kit.Space(self.key_radius + sp.snug)
        fan = hand / CARD_ASPECT + (MOST_HAND - 1) * self.hand_key_badge / KEY_STEPS
        area = kit.Piece((fan, hand + self.lift_room), key="hand area", grow=1)
        hand_row = kit.Column(over_hand, area, kit.Space(sp.tight), key="hand", grow=1)
        piles = self.piles(width, arrangement)
        if arrangement.hand_up:
            header = kit.Text(self.header_text, "body", lines=HEADER_LINES + 1, key="header")
            top = kit.Row(piles, kit.Space(sp.wide), hand_row)
            rows = [top, kit.Space(sp.snug), river, kit.Space(sp.tight), header]
        else:
            above = kit.Text(self.header_text, "body", lines=HEADER_LINES, key="header")
            below: kit.Node = kit.Column(above, hand_row, grow=1)
            if arrangement.header_beside:
                beside = kit.Column(self.header_beside, kit.Space(grow=1))
                below = kit.Row(beside, kit.Space(sp.loose), hand_row, grow=1)
            rows = [piles, kit.Space(sp.snug), river, kit.Space(sp.tight), below]
        column = kit.Piece((sizing.column, self.areas_height[sizing.column]), key="column")
        right = kit.Column(*rows, key="main", grow=1)
        return kit.Box(kit.Row(column, kit.Space(sp.wide), right), pad=sp.gives(sp.gap, sp.tight))

    @cached_property
    def header_beside(self) -> kit.Node:
        """The hand's header in a column beside its cards, as narrow as its longest words
        take on :data:`BESIDE_LINES` lines."""
        text = kit.Text(self.header_text, "body", lines=BESIDE_LINES)
        width = widths_of(text, self.words)[0]
        return kit.Piece((width, heights_of(text, width, self.words)[0]), key="header")

    def piles(self, width: float, arrangement: Arrangement) -> kit.Node:
        """The dam piles' row: five piles sharing it equally and, when the discard lies up
        here, its column at the right, just wide enough for its card (``width`` wide). Beside
        the hand, only as wide as the piles need. (Without the discard, the same row whatever
        the width: built once, so that every form of the table tried holds the same parts.)"""
        key = ("piles", arrangement.hand_up)
        if not arrangement.discard_up and key in self._built:
            return cast(kit.Node, self._built[key])
        sp, dam = self.space, self.dam_size[0]
        piles: kit.Node = kit.Row(
            *(kit.Piece((dam, 0), grow=1, key=f"pile {n}") for n in range(PILES)),
            gap=sp.fixed(sp.gap),
            grow=1,
        )
        if arrangement.discard_up:
            discard = kit.Piece((width + sp.loose, width * CARD_ASPECT), key=f"pile {PILES}")
            piles = kit.Row(piles, discard)
        least = PILES * (dam + sp.loose) if arrangement.hand_up else 0
        row = kit.Stack(kit.Piece((least, 152 * self.scale)), piles, key="piles")
        if not arrangement.discard_up:
            self._built[key] = row
        return row

    def river_tree(self, width: float, discard: bool, tight: bool) -> kit.Node:
        """The river's row with cards ``width`` wide, read left to right: four places, then
        (after the draw gap) the draw pile's, each its caption (key and price) over its card;
        then the discard pile, unless it lies up by the dam piles. Its spacing gives way
        (``tight``) before the cards do."""
        sp = self.space
        card = (width, width * CARD_ASPECT)
        captions = self._built.get(("captions",))
        if captions is None:
            cube = max(13 * self.scale, self.small_line * 0.55)  # beside a price
            args = (self.key_radius, cube, sp.tight, self.caption_height)
            captions = self._built["captions",] = river_captions(*args)

        def place(key: str, over: kit.Node) -> kit.Node:
            at = kit.Box(kit.Piece(card, key=key), halign="center", valign="start")
            return kit.Column(over, at, gap=sp.fixed(sp.hair))

        river = (place(f"river {p}", captions[p]) for p in range(DRAW))
        river_gap, draw_gap = self.river_gaps(tight)
        places = [kit.Row(*river, gap=sp.fixed(river_gap)), place("river 4", captions[DRAW])]
        if discard:
            places.append(place("discard", captions[DRAW + 1]))
        draw = kit.Row(*places, gap=sp.fixed(draw_gap))
        return kit.Row(kit.Space(sp.tight), draw, kit.Space(sp.gap), align="start")

    def river_gaps(self, tight: bool) -> tuple[float, float]:
        """(between two river places, before the draw pile and the discard): ``tight`` when
        the spacing gives way."""
        sp = self.space
        return (sp.tight, sp.gap) if tight else (sp.loose, sp.far)

    @cached_property
    def lift_room(self) -> float:
        """The room a chosen hand card takes in the hand's area besides its own height: it
        stands a tight space above the area's foot and rises :data:`LIFT` from there."""
        return self.space.tight + LIFT * self.scale

    # --- the rows and the cards, as laid out ------------------------------------------------

    @property
    def main(self) -> Rect:
        """The rows right of the player areas."""
        return self.table_tree["main"]

    @property
    def piles_row(self) -> Rect:
        return self.table_tree["piles"]

    @property
    def river_row(self) -> Rect:
        return self.table_tree["river"]

    @property
    def hand_row(self) -> Rect:
        """The hand's row: its key badges over the cards, room to lift a chosen one."""
        return self.table_tree["hand"]

    @property
    def hand_area(self) -> Rect:
        """Where the hand's cards are fanned."""
        return self.table_tree["hand area"]

    @property
    def header(self) -> Rect:
        """Where the hand's header is written."""
        return self.table_tree["header"]

    @cached_property
    def header_lines(self) -> int:
        """The lines the hand's header is written on."""
        return max(1, round(self.header.height / self.words.line("body")))

    @cached_property
    def card_size(self) -> tuple[float, float]:
        """A river card's width and height."""
        card = self.table_tree["river 0"]
        return card.width, card.height

    @cached_property
    def hand_card_size(self) -> tuple[float, float]:
        """A hand card: as tall as its area holds, lifted, up to its designed height (at the
        pieces' scale)."""
        most = HAND_CARD_HEIGHT * self.piece_scale
        least = self.sizing.least_hand
        height = max(least, min(most, self.hand_area.height - self.lift_room))
        return height / CARD_ASPECT, height

    @cached_property
    def river_fits(self) -> bool:
        """The river (with the discard pile, unless it lies up by the dam piles) lies within
        the table's width."""
        right = max(self.river_slot(DRAW).right, self.discard_slot.right)
        return right <= self.main.right + 0.5

    def river_slot(self, position: int) -> Rect:
        """River position 0-3, or 4: the draw pile, which feeds the river from the right."""
        return self.table_tree[f"river {position}"]

    @property
    def discard_slot(self) -> Rect:
        """The discard pile's card: in the river's row, or at the top of its column beside
        the dam piles."""
        if not self.discard_up:
            return self.table_tree["discard"]
        (width, height), cell = self.card_size, self.table_tree[f"pile {PILES}"]
        return Rect(cell.center_x - width / 2, cell.top - height, width, height)

    def label_lines_under(self, width: float, arrangement: Arrangement) -> int:
        """The lines the draw pile's and the discard's longest labels take under a river of
        cards ``width`` wide in ``arrangement`` (worked out once per width and arrangement:
        the forms tried share them)."""
        key = ("label lines", round(width, 1), arrangement.discard_up, arrangement.tight)
        known = self._built.get(key)
        if known is None:
            river = self.river_tree(width, not arrangement.discard_up, arrangement.tight)
            area = Rect(0, 0, widths_of(river, self.words)[1], 0)
            laid = kit.lay_out(river, area, self.words)
            discard = Rect(0, 0, 0, 0) if arrangement.discard_up else laid["discard"]
            labels = self.labels_under(laid[f"river {DRAW}"], discard, area, arrangement.discard_up)
            known = self._built[key] = 1 + max(line for line, _rect in labels)
        return known

    def labels_under(
        self, draw: Rect, discard: Rect, main: Rect, discard_up: bool, words: tuple[str, ...] = ()
    ) -> list[tuple[int, Rect]]:
        """Where the draw pile's label and the discard's (``words``; the longest they say by
        default) are written under the draw pile's card ``draw`` and the discard's
        ``discard``, inside ``main``: each a line of small type on the first line under the
        cards where it keeps apart from the one before it, under its own pile (the
        discard's anywhere left of the draw pile's when the discard lies up by the dam
        piles): (line, rect) each."""
        texts = words or (draw_text(MOST_PILE), discard_text(MOST_PILE))
        small = self.words.type_size("small")
        widths = [self.words.measure(text, small) for text in texts]
        spans = [
            (width, slot.right - width, min(slot.left, slot.center_x - width / 2))
            for width, slot in zip(widths, (draw, discard), strict=True)
        ]
        if discard_up:  # packed first, so that the draw pile's keeps under its pile
            discard_span = (widths[1], main.left, draw.left - widths[1])
            placed = packed_labels(
                [discard_span, spans[0]], main.left, main.right, self.space.loose
            )
            placed.reverse()
        else:
            placed = packed_labels(spans, main.left, main.right, self.space.loose)
        top, line = draw.bottom, self.small_line
        return [
            (n, Rect(x, top - (n + 1) * line, width, line))
            for (n, x), width in zip(placed, widths, strict=True)
        ]
