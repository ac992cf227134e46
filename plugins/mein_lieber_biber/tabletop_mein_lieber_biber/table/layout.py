"""Where everything lies on the Mein lieber Biber table, and how the tilted raft looks from above.

No arcade: laid out and tested alone. The table rect is split into the raft on the left (with
the dam beside it and the spirit level below it) and a column on the right: the round and the
stick supply, a row per player, the two draw piles, the reward buttons and the viewer's hand.
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect; text rows
take their height from the type (:class:`~tabletop_core.render.theme.Sizes`) and the column its
width from the measured words (:class:`ColumnWords`), so the table reads whole up to 200 % text.
With many players at large text the column cannot also hold the decision's buttons: they (and
the note of what just happened) go to a band along the bottom of the pond, side by side when the
pond is wide enough, and the raft's caption moves beside the raft, so that the raft keeps its
size (a pond too narrow for that keeps the caption under the raft, which then gives way).

What the layout is sized from is in :mod:`.sizes`, how the raft looks through its tilt in
:mod:`.camera`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Layout, Node, Piece, Row, lay_out
from tabletop_core.render.theme import Sizes, TableType
from tabletop_mein_lieber_biber.table.camera import RaftCamera, tilt_of
from tabletop_mein_lieber_biber.table.plan import Planner, hand_gains_more_than_the_raft_loses
from tabletop_mein_lieber_biber.table.pond import TILTED_ABOVE, TILTED_ASIDE, TILTED_BELOW, Pond
from tabletop_mein_lieber_biber.table.seats import SeatRows
from tabletop_mein_lieber_biber.table.sizes import (
    CARD_ASPECT,
    CARD_SYMBOL,
    CARD_SYMBOLS,
    ColumnWords,
    Plan,
    SeatParts,
    Standard,
    biber_sizes,
)

BUTTON_GAPS = (8, 4)
"""Pixels (at 100 % size) between the decision's buttons side by side, and one under the other."""

__all__ = [  # the camera and the sizes live in their own modules; callers find them here too
    "ColumnWords",
    "RaftCamera",
    "TILTED_ABOVE",
    "TILTED_ASIDE",
    "TILTED_BELOW",
    "TableLayout",
    "biber_sizes",
    "tilt_of",
]


@dataclass(frozen=True, slots=True)
class TableLayout(TableType):
    """Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect; rows
    are as tall as their type needs. When the column would not hold everything at the text size
    in force (``compact``), the round moves above the raft (its history on as many lines as it
    needs), the note of what just happened takes the decision's place, and when even then the
    hand would be squeezed (``crowded``) the decision goes under the raft."""

    rect: Rect
    players: int
    sizes: Sizes | None = None
    """The table's type; ``None``: :func:`biber_sizes` at the layout's scale."""
    words: ColumnWords = ColumnWords()
    under_the_raft: bool = False
    """Put the decision under the raft even where the column would hold it (set by the layout
    itself when that gives the hand far larger cards for a raft almost as large)."""
    standard: Standard = Standard()
    """The pieces at 100 % text in the same window: at larger text none gets smaller
    (:attr:`raft_first`); the words around them give way."""
    viewer: int | None = None
    """The seat whose table this is: its row stays in sight when the others fold away."""
    _plan: Plan = field(init=False, repr=False, compare=False)
    pond: Pond = field(init=False, repr=False, compare=False)
    """The pond's places (:mod:`.pond`), worked out once per plan."""
    seats: SeatRows = field(init=False, repr=False, compare=False)
    """The players' rows (:mod:`.seats`)."""
    _column: tuple[Layout, bool] | None = field(init=False, repr=False, compare=False)
    """Raft first: the column's parts as the tree placed them, and whether the others' rows
    fold away (None: the raft does not come first)."""

    def __post_init__(self) -> None:
        if self.sizes is None:
            object.__setattr__(self, "sizes", biber_sizes(self.scale))
        planner = Planner(self)
        self._follow(planner.make_plan())
        if self.compact and not self.crowded and not self.under_the_raft:
            other = replace(self, under_the_raft=True, standard=Standard())
            if hand_gains_more_than_the_raft_loses(self, other):
                self._follow(other._plan)
        if planner.pieces_would_shrink():
            # large text would shrink the raft: the raft comes first, the words give way
            self._follow(planner.raft_first_plan())
            object.__setattr__(self, "_column", planner.column_first())

    def _follow(self, plan: Plan) -> None:
        """Lay out by ``plan`` (the pond's places are worked out afresh)."""
        object.__setattr__(self, "_plan", plan)
        object.__setattr__(self, "pond", Pond(self))
        object.__setattr__(self, "seats", SeatRows(self))
        object.__setattr__(self, "_column", None)

    @property
    def band_tells_held(self) -> bool:
        """Whether the decision's place tells where the beaver in hand goes, instead of its two
        buttons (whose keys the prompt names): crowded, or raft first (the pond's corners are
        too narrow for it)."""
        return self.crowded or self.raft_first

    @property
    def raft_first(self) -> bool:
        """Large text would shrink the raft below its size at 100 % text in this window: the raft
        keeps that size and takes the pond's whole height; the round's number, the caption and
        the level stand in the pond's corners, the rounds' history is left to the log, and the
        decision stays in the column."""
        return self._plan.raft_first

    @property
    def compact(self) -> bool:
        return self._plan.compact

    @property
    def crowded(self) -> bool:
        """Many players at large text, or three with the log in its drawer: the decision
        (buttons, news) goes under the raft, so that the column keeps room for the hand."""
        return self._plan.crowded

    # --- the plan ---------------------------------------------------------------------------

    @property
    def choice_lines(self) -> int:
        """Lines a decision's button gives its label."""
        return self._plan.choice_lines

    @property
    def played_heading_height(self) -> float:
        """The word "played" over the column of last cards (see :attr:`Plan.played_above`)."""
        return self.type.line(self.type.small * 0.85)

    @property
    def played_above(self) -> bool:
        return self._plan.played_above

    def seat_row(self, seat: int) -> Rect:
        return self.seats.seat_row(seat)

    def seat_parts(self, seat: int) -> SeatParts:
        return self.seats.seat_parts(seat)

    @property
    def seats_fold(self) -> Rect | None:
        return self.seats.seats_fold

    @property
    def seats_panel(self) -> Rect:
        return self.seats.seats_panel

    @property
    def played_heading(self) -> Rect | None:
        return self.seats.played_heading

    @property
    def first_seat(self) -> int:
        return self.seats.first_seat

    def _pile_height(self, compact: bool) -> float:
        tall = 56 * self.scale * CARD_ASPECT
        height = min(tall, max(40 * self.scale, 1.6 * self.small_line)) if compact else tall
        return max(height, self.standard.pile)

    @property
    def _hand_fixed(self) -> float:
        """The hand's room besides its cards: the heading, the key letters, the lift."""
        s = self.scale
        return 6 * s + 14 * s + self.key_radius + 2 * s + self._hand_heading_height

    @property
    def _hand_heading_height(self) -> float:
        return max(22 * self.scale, self._plan.hand_header_lines * self.small_line)

    @property
    def hand_heading_shown(self) -> bool:
        """Whether the heading over the hand is drawn (raft first, a column too short for it
        leaves it out: the viewer's row above names whose hand it is)."""
        if self._column is None:
            return True
        return "hand heading" not in self._column[0].dropped

    def _first(self, key: str) -> Rect:
        assert self._column is not None, "the column is a tree only when the raft comes first"
        return self._column[0][key]

    @property
    def seats_folded(self) -> bool:
        """Raft first with many players: only the viewer's row shows, the others open on demand
        (:attr:`seats_fold` — a click, or the key the table gives it)."""
        return self._column is not None and self._column[1]

    @property
    def column_problems(self) -> list[str]:
        """Raft first: what the column's tree could not fit at its least (empty: all of it fits,
        the hand at its 100 % size)."""
        return list(self._column[0].problems) if self._column is not None else []

    @property
    def tight_piles(self) -> bool:
        return self._plan.tight_piles

    def pile_badge(self, index: int) -> tuple[float, float]:
        """The centre of the badge with the pile's key: under the pile, or (tight) beside it."""
        s = self.scale
        pile = self.pile(index)
        if self.tight_piles:
            return pile.right + 4 * s + self.badge_radius, pile.center_y
        return pile.center_x, pile.bottom - 2 * s

    @property
    def badge_radius(self) -> float:
        """The round badge with a pile's key under the pile."""
        return max(10 * self.scale, 0.55 * self.small_line)

    @property
    def key_radius(self) -> float:
        """The round badge with a hand card's letter on its corner."""
        return max(10 * self.scale, 0.55 * self.small_line)

    # --- the raft side --------------------------------------------------------------------

    @property
    def raft_area(self) -> Rect:
        return self.pond.raft_area

    @property
    def raft_room(self) -> Rect:
        return self.pond.raft_room

    @property
    def raft_radius(self) -> float:
        return self.pond.raft_radius

    @property
    def caption_beside(self) -> bool:
        return self.pond.caption_beside

    @property
    def joker_bands_hold_words(self) -> bool:
        return self.pond.joker_bands_hold_words

    @property
    def raft_centre(self) -> tuple[float, float]:
        return self.pond.raft_centre

    def camera(self, angle: float = 0.0, towards: float = 0.0, sink: float = 0.0) -> RaftCamera:
        return self.pond.camera(angle, towards, sink)

    @property
    def dam(self) -> Rect:
        return self.pond.dam

    @property
    def dam_label(self) -> Rect:
        return self.pond.dam_label

    def dam_slot(self, index: int) -> tuple[float, float]:
        return self.pond.dam_slot(index)

    def joker_band(self, index: int) -> Rect:
        return self.pond.joker_band(index)

    @property
    def level(self) -> tuple[float, float, float]:
        return self.pond.level

    @property
    def level_label(self) -> Rect:
        return self.pond.level_label

    def verdict_box_for(self, lines: int, words: float = 0.0) -> Rect:
        return self.pond.verdict_box_for(lines, words)

    @property
    def raft_caption(self) -> Rect:
        return self.pond.raft_caption

    @property
    def raft_caption_room(self) -> Rect:
        return self.pond.raft_caption_room

    def banner(self, lines: int) -> Rect:
        return self.pond.banner(lines)

    # --- the column -----------------------------------------------------------------------

    @property
    def column(self) -> Rect:
        s = self.scale
        r = self.rect
        width = self._plan.column_width
        return Rect(r.right - width - 8 * s, r.bottom + 6 * s, width, r.height - 12 * s)

    @property
    def header(self) -> Rect:
        """The round: atop the column, or (compact) above the raft."""
        height = self._plan.header_height
        if self.raft_first:
            s = self.scale
            area = self.raft_area
            height = self.body_line  # over the dam's label (the round's number in short)
            corner = Rect(area.left + 8 * s, area.top - height - 2 * s, self._corner_width, height)
            if corner.overlaps(self.dam_label):  # a tall dam's label reaches the top: go right
                right = area.right - 8 * s - self._corner_width
                corner = Rect(right, corner.bottom, self._corner_width, height)
            return corner
        if self.compact:
            s = self.scale
            area = self.raft_area
            return Rect(area.left + 8 * s, area.top - height - 4 * s, area.width - 16 * s, height)
        c = self.column
        return Rect(c.left, c.top - height, c.width, height)

    @property
    def round_title(self) -> Rect:
        """The round's number: the header's first line."""
        header = self.header
        if self.raft_first or not (self.compact or self.words.history_lines):
            return header
        return header.split_top(self.body_line)[0]

    @property
    def round_history(self) -> Rect | None:
        """How the rounds so far ended, under the round's number when compact or when they no
        longer fit beside it (``None``: beside it)."""
        if not (self.compact or self.words.history_lines):
            return None
        if self.raft_first:
            return None
        return self.header.split_top(self.body_line)[1]

    @property
    def tells_history(self) -> bool:
        """Whether the round's header tells how the rounds so far ended (raft first: the log
        tells it, the header holds the round's number only)."""
        return not self.raft_first

    @property
    def _corner_width(self) -> float:
        """How wide words may run in the pond's left corners beside the raft (raft first)."""
        cx, _cy = self.raft_centre
        return max(0.0, cx - 0.6 * self.raft_radius - self.raft_area.left - 8 * self.scale)

    @property
    def piles_row(self) -> Rect:
        if self.raft_first:
            return self._first("piles")
        s = self.scale
        height = self._plan.piles_height
        top = self.seat_row(self.players - 1).bottom - 10 * s
        return Rect(self.column.left, top - height, self.column.width, height)

    @property
    def pile_size(self) -> tuple[float, float]:
        h = self._pile_height(self.compact)
        return h / CARD_ASPECT, h

    @property
    def pile_caption_width(self) -> float:
        return max(self.pile_size[0] + 40 * self.scale, self.words.pile + 6 * self.scale)

    def _pile_left(self, index: int, compact: bool) -> float:
        """How far the pile stands from the column's left edge."""
        s = self.scale
        w = self._pile_height(compact) / CARD_ASPECT
        caption = max(w + 40 * s, self.words.pile + 6 * s)
        over = 0.0 if compact else (caption - w) / 2
        step = max(w + 44 * s, caption + 10 * s)
        return max(6 * s if compact else 22 * s, over + 2 * s) + index * step

    def _supply_left(self, compact: bool) -> float:
        """How far the stick supply stands from the column's left edge: right of the second
        pile and its caption."""
        s = self.scale
        w = self._pile_height(compact) / CARD_ASPECT
        caption = max(w + 40 * s, self.words.pile + 6 * s)
        pile = self._pile_left(1, compact)
        caption_right = pile + caption if compact else pile + w / 2 + caption / 2
        return max(pile + w + 30 * s, caption_right + 6 * s)

    def pile(self, index: int) -> Rect:
        s = self.scale
        w, h = self.pile_size
        row = self.piles_row
        left = row.left + self._pile_left(index, self.compact)
        top = row.top - max(24 * s, self.small_line + 6 * s)
        return Rect(left, top - h, w, h)

    def pile_caption(self, index: int) -> Rect:
        """Over the pile: its number and how many cards it holds."""
        s = self.scale
        pile = self.pile(index)
        width = self.pile_caption_width
        height = max(18 * s, self.small_line)
        left = pile.left if self.compact else pile.center_x - width / 2
        return Rect(left, pile.top + 3 * s, width, height)

    @property
    def supply(self) -> Rect:
        s = self.scale
        row = self.piles_row
        left = row.left + self._supply_left(self.compact)
        return Rect(left, row.bottom + 6 * s, row.right - left, row.height - 12 * s)

    @property
    def supply_heading(self) -> Rect:
        s = self.scale
        supply = self.supply
        lines = 1 if self.words.supply <= supply.width + 0.5 else 2
        height = max(18 * s, lines * self.small_line)
        return Rect(supply.left, supply.top - height, supply.width, height)

    @property
    def supply_count(self) -> Rect:
        """Under the heap, or (tight) right of it."""
        supply = self.supply
        height = max(20 * self.scale, self.small_line)
        if self.tight_piles and not self.raft_first:
            width = min(supply.width, self.words.stock + 6 * self.scale)
            return Rect(supply.right - width, supply.bottom, width, height)
        return Rect(supply.left, supply.bottom, supply.width, height)

    @property
    def supply_heap(self) -> Rect:
        """The picture of the sticks left, between the supply's heading and count (tight: left
        of the count)."""
        s = self.scale
        supply = self.supply
        top = self.supply_heading.bottom - 2 * s
        if self.tight_piles and not self.raft_first:
            right = self.supply_count.left - 4 * s
            return Rect(supply.left + 6 * s, supply.bottom, max(0.0, right - supply.left - 6 * s),
                        max(0.0, top - supply.bottom))  # fmt: skip
        bottom = self.supply_count.top + 2 * s
        return Rect(supply.left + 6 * s, bottom, supply.width - 12 * s, max(0.0, top - bottom))

    @property
    def stick_size(self) -> tuple[float, float]:
        """A stick of the supply's heap: as wide as most of the heap and up to 10 px tall (at
        the table's scale), never smaller than at 100 % text."""
        heap = self.supply_heap
        width = max(heap.width * 0.8, self.standard.stick[0])
        height = max(min(10 * self.scale, heap.height / 2), self.standard.stick[1])
        return width, height

    @property
    def heap_needed(self) -> float:
        """The height the supply's sticks take stacked six high (see the painter)."""
        return 5 * 0.75 * self.stick_size[1] + self.stick_size[1] + 2 * self.scale

    @property
    def choice_row(self) -> Rect:
        """The decision at hand: its buttons, else what is going on. Under the piles, or
        (crowded) along the bottom of the pond."""
        s = self.scale
        plan = self._plan
        height = plan.choice_rows * plan.choice_button + (plan.choice_rows - 1) * 4 * s
        if self.raft_first:
            return self._first("choice")
        if self.crowded:
            area = self.raft_area
            return Rect(area.left + 8 * s, area.bottom + 6 * s, area.width - 16 * s, height)
        top = self.piles_row.bottom - 4 * s
        return Rect(self.column.left, top - height, self.column.width, height)

    @property
    def news_room(self) -> Rect | None:
        """Where the note of what just happened goes when the column is compact: the decision's
        place (when no buttons are showing). ``None``: over the top of the raft."""
        return self.choice_row if self.compact else None

    def choice_buttons(self, count: int) -> list[Rect]:
        """The decision's ``count`` buttons, declared: side by side, sharing the row, when the
        plan puts them in a row; else one under the other, each as wide as the place."""
        if not count:
            return []
        s, plan, row = self.scale, self._plan, self.choice_row
        keys = [f"choice {n}" for n in range(count)]
        if plan.choice_per_row >= count:  # along the top of the place, sharing its width
            buttons = (Piece((0, plan.choice_button), key=key, grow=1) for key in keys)
            tree: Node = Row(*buttons, gap=BUTTON_GAPS[0] * s)
            row = Rect(row.left, row.top - plan.choice_button, row.width, plan.choice_button)
        else:  # from the top down, each as tall as a button
            buttons = (Piece((0, plan.choice_button), key=key) for key in keys)
            tree = Column(*buttons, gap=BUTTON_GAPS[1] * s)
        placed = lay_out(tree, row)
        return [placed[key] for key in keys]

    @property
    def hand_area(self) -> Rect:
        if self.raft_first:
            hand = self._first("hand")
            if not self.hand_heading_shown:
                return hand
            heading = self._first("hand heading")
            return Rect(hand.left, hand.bottom, hand.width, heading.top - hand.bottom)
        s = self.scale
        above = self.piles_row if self.crowded else self.choice_row
        top = above.bottom - 6 * s
        c = self.column
        return Rect(c.left, c.bottom, c.width, top - c.bottom)

    @property
    def hand_header(self) -> Rect:
        """Just above the cards (with room for their key letters)."""
        s = self.scale
        height = max(22 * s, self.hand_header_lines * self.small_line)
        bottom = self.hand_slot(0, 1, lifted=True).top + self.key_radius + 2 * s
        return Rect(self.hand_area.left, bottom, self.hand_area.width, height)

    @property
    def hand_header_lines(self) -> int:
        return self._plan.hand_header_lines

    @property
    def hand_card_size(self) -> tuple[float, float]:
        s = self.scale
        above = 6 * s + 14 * s + self.key_radius + 2 * s
        header = self._hand_heading_height if self.hand_heading_shown else 0.0
        tallest = max(150 * s, self.standard.card)
        height = min(tallest, self.hand_area.height - max(48 * s, above + header))
        height = max(height, 40 * s)
        return height / CARD_ASPECT, height

    @staticmethod
    def card_symbols(slot: Rect) -> tuple[Rect, ...]:
        """The squares the symbols of the card in ``slot`` fill."""
        r = CARD_SYMBOL * slot.width
        return tuple(
            Rect(slot.left + x * slot.width - r, slot.top - y * slot.height - r, 2 * r, 2 * r)
            for x, y in CARD_SYMBOLS
        )

    def joker_card_band(self, slot: Rect) -> Rect:
        """Along the card's foot, left of its lower symbol (which stays in sight)."""
        s = self.scale
        height = max(15 * s, self.type.line(self.type.small * 0.85))
        right = min(symbol.left for symbol in self.card_symbols(slot)[1:]) - 2 * s
        return Rect(slot.left + 3 * s, slot.bottom + 3 * s, right - slot.left - 3 * s, height)

    def hand_slot(self, index: int, count: int, lifted: bool = False, raised: bool = False) -> Rect:
        """Where a hand card lies: ``lifted`` (in hand or chosen) highest, ``raised`` (playable
        now) a little up, the others down in the row."""
        s = self.scale
        w, h = self.hand_card_size
        area = self.hand_area
        room = area.width - 8 * s
        step = min(w + 6 * s, (room - w) / (count - 1)) if count > 1 else 0.0
        total = step * (count - 1) + w
        left = area.left + 4 * s + max(0.0, (room - total) / 2) + index * step
        lift = 14 * s if lifted else 8 * s if raised else 0.0
        return Rect(left, area.bottom + 6 * s + lift, w, h)

    def hand_hit(self, index: int, count: int, lifted: bool = False, raised: bool = False) -> Rect:
        """The part of a hand card not covered by the next one."""
        slot = self.hand_slot(index, count, lifted, raised)
        if index == count - 1:
            return slot
        following = self.hand_slot(index + 1, count)
        return Rect(slot.left, slot.bottom, max(4.0, following.left - slot.left), slot.height)
