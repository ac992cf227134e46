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

:class:`RaftCamera` looks straight down on the raft from a little height: a tilted raft is
foreshortened and its high side, nearer the eye, looks larger — a plane projective transform
from raft coordinates (raft radii, +y up) to window pixels. The tilt is drawn ``EXAGGERATION``
times the simulated one, so that a few degrees of real lean read at a glance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Gap, Layout, Piece, lay_out
from tabletop_core.render.theme import Sizes, TableType, table_sizes

EXAGGERATION = 3.0
MAX_DRAWN_TILT = math.radians(62)
EYE_HEIGHT = 2.4
CARD_SYMBOLS = ((0.24, 0.16), (0.76, 0.84))
"""Where a movement card shows its colour's symbol: centres as shares of the card's width and
height from its top-left corner."""
CARD_SYMBOL = 0.13
"""The symbol's radius as a share of the card's width."""
TILTED_ABOVE = 1.14
TILTED_BELOW = 1.10
TILTED_ASIDE = 1.21
"""How far above, below and to the side of its centre the raft and its rings reach at the most
drawn tilt, in whichever direction it leans (raft radii; ring 30 sits on the rim and is 0.102
radii wide, so it reaches furthest towards the dam)."""
"""Raft radii from the raft's middle up to the eye."""
CARD_ASPECT = 1.42

Matrix = tuple[tuple[float, float, float], ...]


def tilt_of(frame: tuple[float, float]) -> tuple[float, float]:
    """``(angle, towards)`` of a tilt frame (see ``raft.tilt``): lean and the lowest rim's bearing."""
    x, y = frame
    return math.hypot(x, y), math.atan2(-y, -x)


@dataclass(frozen=True, slots=True)
class RaftCamera:
    """The raft of ``radius`` pixels centred at ``centre``, leaning ``angle`` (simulated radians)
    with its lowest rim towards ``towards``; ``sink`` lowers the whole raft (raft radii), as it
    does when it tips and dips into the water."""

    centre: tuple[float, float]
    radius: float
    angle: float = 0.0
    towards: float = 0.0
    sink: float = 0.0

    @property
    def drawn_angle(self) -> float:
        return min(MAX_DRAWN_TILT, self.angle * EXAGGERATION)

    def _space(self) -> Matrix:
        """The 3-D position of raft point (u, v) as columns: ``P = u·a + v·b`` plus the sink."""
        alpha = self.drawn_angle
        dx, dy = math.cos(self.towards), math.sin(self.towards)
        ca, sa = math.cos(alpha), math.sin(alpha)
        # along the tilt direction d: foreshortened by cos and lowered by sin; across it: kept
        # P = (p·d)(ca·d, -sa) + (p·d⊥)(d⊥, 0), with d⊥ = (-dy, dx)
        a = (ca * dx * dx + dy * dy, ca * dx * dy - dy * dx, -sa * dx)
        b = (ca * dy * dx - dx * dy, ca * dy * dy + dx * dx, -sa * dy)
        return (a[0], b[0], 0.0), (a[1], b[1], 0.0), (a[2], b[2], -self.sink)

    def homography(self) -> Matrix:
        """Raft ``(u, v, 1)`` → window ``(X, Y, W)``."""
        rx, ry, rz = self._space()
        cx, cy = self.centre
        k = self.radius
        w = (-rz[0] / EYE_HEIGHT, -rz[1] / EYE_HEIGHT, 1.0 - rz[2] / EYE_HEIGHT)
        return (
            (k * rx[0] + cx * w[0], k * rx[1] + cx * w[1], k * rx[2] + cx * w[2]),
            (k * ry[0] + cy * w[0], k * ry[1] + cy * w[1], k * ry[2] + cy * w[2]),
            w,
        )

    def picture_warp(self, half_size: float) -> Matrix:
        """The homography for a picture whose -1..1 spans ``half_size`` raft radii."""
        return tuple((row[0] * half_size, row[1] * half_size, row[2]) for row in self.homography())

    def shade(self, half_size: float, strength: float = 0.9) -> tuple[float, float, float]:
        """Brightness change over the picture: the low side darker, the high side lit."""
        _rx, _ry, rz = self._space()
        return (strength * rz[0] * half_size, strength * rz[1] * half_size, 0.0)

    def to_screen(self, u: float, v: float) -> tuple[float, float, float]:
        """Window ``(x, y)`` of raft point ``(u, v)``, and how much larger it looks there."""
        h = self.homography()
        x = h[0][0] * u + h[0][1] * v + h[0][2]
        y = h[1][0] * u + h[1][1] * v + h[1][2]
        w = h[2][0] * u + h[2][1] * v + h[2][2]
        return x / w, y / w, 1.0 / w

    def to_raft(self, x: float, y: float) -> tuple[float, float]:
        """The raft point under window pixel ``(x, y)``."""
        h = self.homography()
        inverse = _inverse(h)
        u = inverse[0][0] * x + inverse[0][1] * y + inverse[0][2]
        v = inverse[1][0] * x + inverse[1][1] * y + inverse[1][2]
        w = inverse[2][0] * x + inverse[2][1] * y + inverse[2][2]
        return u / w, v / w


def _inverse(m: Matrix) -> Matrix:
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return (
        ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
        ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
        ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det),
    )


def biber_sizes(scale: float) -> Sizes:
    """The table's type at ``scale``, grown by the text-size setting in force."""
    return table_sizes(scale, title=26, heading=16, body=13.5, small=11.5, pad=12)


@dataclass(frozen=True, slots=True)
class ColumnWords:
    """How wide (px, at the table's type) the column's words run, measured by the painter: the
    column grows to hold them, and its rows stack when they would not fit side by side. Zeros lay
    the column out as designed for 100 % text."""

    name: float = 0.0
    """The widest player name with its tag (" · you", bold)."""
    count: float = 0.0
    """The widest number of cards in a hand."""
    sticks: float = 0.0
    """The widest "×n" of sticks (bold)."""
    played: float = 0.0
    """The word "played" beside a player's last card."""
    choice: float = 0.0
    """The widest label a decision's button can carry (bold)."""
    pile: float = 0.0
    """The widest caption of a draw pile ("pile 2 · 30")."""
    supply: float = 0.0
    """The heading of the stick supply (bold)."""
    stock: float = 0.0
    """The count of a full stick supply ("×60", bold)."""
    supply_word: float = 0.0
    """The longest word of the supply's heading, or its count if longer (bold)."""
    history_lines: int = 0
    """Lines the rounds' history takes under the round's number (compact): it grows as rounds end,
    the raft giving up the room."""
    empty: float = 0.0
    """The word "empty" on a pile with no cards left."""
    dam: float = 0.0
    """The dam's name over it (bold)."""
    hand: float = 0.0
    """The heading over the viewer's hand with their name and the most cards (bold): on two
    lines when the column is narrower."""


@dataclass(frozen=True, slots=True)
class Standard:
    """The pieces' sizes at 100 % text in the same window (zeros: not known, or the text is at
    100 %): at larger text no piece is drawn smaller."""

    radius: float = 0.0
    """The raft's radius (its rings and beavers, and the dam beside it, follow it)."""
    card: float = 0.0
    """A hand card's height."""
    pile: float = 0.0
    """A draw pile's height."""
    stick: tuple[float, float] = (0.0, 0.0)
    """A stick of the supply's heap (width, height)."""
    heap: float = 0.0
    """The height of the supply's heap (its sticks lie stacked in it)."""


@dataclass(frozen=True, slots=True)
class SeatParts:
    """Where a player's row puts its things: the marker's centre, the name, the card back and
    count, the stick and its count, and the word "played" with the last card."""

    marker: tuple[float, float]
    name: Rect
    back: Rect
    count: Rect
    stick: Rect
    sticks: Rect
    played: Rect
    card: Rect


@dataclass(frozen=True, slots=True)
class _Plan:
    """The sizes that follow from the type and the words, worked out once per layout."""

    compact: bool
    crowded: bool
    column_width: float
    header_height: float
    seat_lines: int
    seat_pitch: float
    piles_height: float
    choice_rows: int
    choice_per_row: int
    choice_button: float
    hand_header_lines: int
    tight_piles: bool
    """Crowded: the piles' key badges stand beside the piles and the supply's count beside its
    heap, so that the piles' row gives the hand its room."""
    played_above: bool
    """Many players at large text: the word "played" heads the column of last cards once,
    instead of standing in every player's row, so that the rows keep to one line."""
    raft_first: bool = False
    """See :attr:`TableLayout.raft_first`."""
    choice_lines: int = 2
    """Lines a decision's button gives its label."""


@dataclass(frozen=True, slots=True)
class _Fitted:
    """A plan, and whether it leaves the hand less than its least room."""

    plan: _Plan
    squeezed: bool


HAND_GAIN = 1.3
"""How much taller the hand's cards must grow for the decision to leave a column that holds it."""
RAFT_KEPT = 0.9
"""How much of its radius the raft must keep when the decision goes under it for the hand."""


def _hand_gains_more_than_the_raft_loses(column: TableLayout, under: TableLayout) -> bool:
    """Whether the decision under the raft (``under``) gives the hand much larger cards than in
    the column (``column``) while the raft keeps nearly its size: with three players at large text
    the column's decision leaves the hand the smallest cards of any player count."""
    grows = under.hand_card_size[1] >= HAND_GAIN * column.hand_card_size[1]
    return grows and under.raft_radius >= RAFT_KEPT * column.raft_radius


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
    _plan: _Plan = field(init=False, repr=False, compare=False)
    _raft: dict[str, float] = field(init=False, repr=False, compare=False)
    """The raft's radius and centre, worked out once (every frame asks for them)."""
    _column: tuple[Layout, bool] | None = field(init=False, repr=False, compare=False)
    """Raft first: the column's parts as the tree placed them, and whether the others' rows
    fold away (None: the raft does not come first)."""

    def __post_init__(self) -> None:
        if self.sizes is None:
            object.__setattr__(self, "sizes", biber_sizes(self.scale))
        object.__setattr__(self, "_plan", self._make_plan())
        object.__setattr__(self, "_raft", {})
        object.__setattr__(self, "_column", None)
        if self.compact and not self.crowded and not self.under_the_raft:
            other = replace(self, under_the_raft=True, standard=Standard())
            if _hand_gains_more_than_the_raft_loses(self, other):
                object.__setattr__(self, "_plan", other._plan)
                object.__setattr__(self, "_raft", {})
        if self._pieces_would_shrink():
            # large text would shrink the raft: the raft comes first, the words give way
            plan = self._plan
            s = self.scale
            line = self.small_line
            # the decision's buttons side by side, their labels on up to three lines
            # (their short labels: the key and a word or two)
            lines = 2
            heading = self._supply_heading_lines(plan.column_width, True)
            first = replace(
                plan,
                compact=True,
                crowded=False,
                tight_piles=True,
                piles_height=max(
                    self._piles_height(self._pile_height(True), True, heading),
                    self._supply_height(heading),
                ),
                choice_per_row=3,
                choice_rows=1,
                choice_button=max(40 * s, lines * line + 6 * s),
                choice_lines=lines,
                raft_first=True,
            )
            object.__setattr__(self, "_plan", first)
            object.__setattr__(self, "_raft", {})
            object.__setattr__(self, "_column", self._column_first())

    def _pieces_would_shrink(self) -> bool:
        standard = self.standard
        if not standard.radius:
            return False
        return (
            self.raft_radius < standard.radius - 0.5
            or self.hand_card_size[1] < standard.card - 0.5
            or self._pile_height(self.compact) < standard.pile - 0.5
        )

    def _column_first(self) -> tuple[Layout, bool]:
        """The column when the raft comes first, declared as a tree: the players' rows (the
        viewer's alone, the others folded under a line that opens them, when all of them leave
        the hand less than its standard size), the piles, the decision and the hand, the hand
        never below its cards at 100 % text."""
        s = self.scale
        plan = self._plan
        seats = self.players * plan.seat_pitch
        if plan.played_above:
            seats += self.played_heading_height
        piles = plan.piles_height
        choices = plan.choice_rows * plan.choice_button + (plan.choice_rows - 1) * 4 * s
        heading = self._hand_heading_height
        hand = max(48 * s, self._hand_fixed - heading) + max(self.standard.card, 40 * s)

        def tree(seat_height: float) -> Column:
            return Column(
                Piece((0, seat_height), key="seats"),
                Piece((0, piles), key="piles"),
                Piece((0, choices), key="choice"),
                # the hand's heading gives way first: the cards and their letters stay
                Piece((0, heading), key="hand heading", optional=True),
                Piece((0, hand), key="hand", grow=1),
                gap=Gap(8 * s, 3 * s),
            )

        placed = lay_out(tree(seats), self.column)
        folded = not placed.fits and self.players > 2  # two rows fold into two lines
        if folded:  # the viewer's row and the line that opens the others
            placed = lay_out(tree(2 * plan.seat_pitch), self.column)
        return placed, folded

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

    def _make_plan(self) -> _Plan:
        s = self.scale
        words = self.words
        one_line = self._seat_words_width()
        piles = 2 * (max(56 * s, words.pile + 6 * s) + 10 * s) + 14 * s + words.supply_word
        column_width = min(self.rect.width * 0.53, max(340 * s, one_line + 8 * s, piles))
        seat_lines = 1 if one_line <= column_width + 0.5 else 2
        plan = self._plan_for(column_width, seat_lines, played_above=False)
        if not plan.squeezed:
            return plan.plan
        # two-line rows leave the hand no room: the word "played" heads its column once, the
        # column widening (the pond giving up room) until the rows fit on one line
        bare = one_line - max(44 * s, words.played)
        if bare + 8 * s > self.rect.width * 0.6:
            return plan.plan
        return self._plan_for(max(column_width, bare + 8 * s), 1, played_above=True).plan

    def _plan_for(self, column_width: float, seat_lines: int, played_above: bool) -> _Fitted:
        s = self.scale
        line, body = self.small_line, self.body_line
        words = self.words
        seat_pitch = max(34 * s, seat_lines * line + 6 * s)
        seats = self.players * seat_pitch + (self.played_heading_height if played_above else 0.0)
        per_row, choice_rows, button = self._choice_grid(column_width)
        choices = choice_rows * button + (choice_rows - 1) * 4 * s
        history = self.type.line(self.type.small * 0.9)
        header = max(28 * s, body) + (words.history_lines * history if words.history_lines else 0)
        height = self.rect.height - 12 * s
        hand_lines = 1 if words.hand <= column_width + 0.5 else 2
        hand_fixed = 6 * s + 14 * s + self.key_radius + 2 * s + max(22 * s, hand_lines * line)
        spacious = (
            header
            + 4 * s
            + seats
            + 10 * s
            + self._piles_height(56 * s * CARD_ASPECT)
            + 4 * s
            + choices
            + 6 * s
            + hand_fixed
        )
        compact = height - spacious < max(100 * s, 2.6 * line)
        piles = self._piles_height(self._pile_height(compact))
        # the smallest hand still worth showing; with less room the decision goes under the raft
        least_hand = hand_fixed + max(60 * s, 1.8 * line)
        in_column = 4 * s + seats + 10 * s + piles + 4 * s
        crowded = compact and (
            self.under_the_raft or height - in_column - choices - 6 * s < least_hand
        )
        if crowded:  # the hand wants the room: keys beside the piles, the count beside the heap
            lines = self._supply_heading_lines(column_width, compact)
            piles = self._piles_height(self._pile_height(compact), True, lines)
            # the band under the raft is as wide as the pond: its buttons side by side, so that
            # it takes one row from the raft rather than three
            band = self.rect.width - column_width - 14 * s - 16 * s
            per_row, choice_rows, button = self._choice_grid(band)
        plan = _Plan(
            compact=compact,
            crowded=crowded,
            column_width=column_width,
            header_height=body + words.history_lines * history
            if compact or words.history_lines
            else header,
            seat_lines=seat_lines,
            seat_pitch=seat_pitch,
            piles_height=piles,
            tight_piles=crowded,
            choice_rows=choice_rows,
            choice_per_row=per_row,
            choice_button=button,
            hand_header_lines=hand_lines,
            played_above=played_above,
        )
        return _Fitted(plan, squeezed=crowded and height - in_column - 6 * s < least_hand)

    def _choice_grid(self, width: float) -> tuple[int, int, float]:
        """The decision's buttons in a place ``width`` px wide: all in a row (labels on up to two
        lines), else one per line — ``(per_row, rows, button height)``."""
        s = self.scale
        line = self.small_line
        choice = self.words.choice
        if choice and (width - 16 * s) / 3 < 0.62 * choice + 8 * s:
            return 1, 3, max(34 * s, line + 4 * s)
        return 3, 1, max(40 * s, 2 * line + 6 * s)

    @property
    def choice_lines(self) -> int:
        """Lines a decision's button gives its label."""
        return self._plan.choice_lines

    @property
    def played_heading_height(self) -> float:
        """The word "played" over the column of last cards (see :attr:`_Plan.played_above`)."""
        return self.type.line(self.type.small * 0.85)

    @property
    def played_above(self) -> bool:
        return self._plan.played_above

    @property
    def played_heading(self) -> Rect | None:
        """Over the first row's last card, when the rows leave "played" out."""
        if not self.played_above:
            return None
        s = self.scale
        card = self.seat_parts(0).card
        width = max(44 * s, self.words.played)
        top = self.seat_row(0).top + 2 * s + self.played_heading_height
        right = min(self.column.right, card.right + 2 * s)
        return Rect(
            right - width, top - self.played_heading_height, width, self.played_heading_height
        )

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
    def first_seat(self) -> int:
        """The row that stays in sight when the rows fold: the viewer's (else the first)."""
        return self.viewer if self.viewer is not None else 0

    @property
    def seats_fold(self) -> Rect | None:
        """The line under the viewer's row that opens the others' rows (``None``: not folded)."""
        if not self.seats_folded:
            return None
        s = self.scale
        area = self._first("seats")
        pitch = self._plan.seat_pitch
        return Rect(area.left, area.top - 2 * pitch, area.width, pitch - 2 * s)

    @property
    def seats_panel(self) -> Rect:
        """Folded rows opened: the panel they lie on, over the top of the column."""
        s = self.scale
        last = self.seat_row(self.players - 1)
        fold = self.seats_fold
        bottom = min(last.bottom, fold.bottom if fold is not None else last.bottom) - 6 * s
        column = self.column
        return Rect(column.left - 4 * s, bottom, column.width + 8 * s, column.top + 4 * s - bottom)

    def _piles_height(self, card: float, tight: bool = False, heading_lines: int = 2) -> float:
        """The piles' row: captions over the piles and their key badges under them; room for
        the supply's heading (on up to two lines), its heap and its count. ``tight``: the badges
        beside the piles and the count beside the heap, under the heading's ``heading_lines``."""
        s = self.scale
        line = self.small_line
        caption = max(24 * s, line + 6 * s)
        if tight:
            heading = max(18 * s, heading_lines * line)
            count = max(20 * s, line)
            return max(caption + card + 8 * s, heading + count + 14 * s)
        return max(112 * s, caption + card + self.badge_radius + 8 * s, 3 * line + 16 * s)

    def _supply_height(self, heading_lines: int) -> float:
        """Raft first: the piles' row tall enough for the supply's heading, its heap as tall as
        at 100 % text and its count under it."""
        s = self.scale
        heading = max(18 * s, heading_lines * self.small_line)
        count = max(20 * s, self.small_line)
        return heading + self.standard.heap + count + 16 * s

    def _supply_heading_lines(self, column_width: float, compact: bool) -> int:
        """On how many lines the supply's heading stands in a column this wide."""
        width = column_width - self._supply_left(compact)
        return 1 if self.words.supply <= width + 0.5 else 2

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

    def _seat_words_width(self) -> float:
        """A player's row on one line: marker, name, cards, sticks, "played" and the card."""
        s = self.scale
        w = self.words
        card = (max(34 * s, self.small_line + 8 * s) - 6 * s) / CARD_ASPECT
        return (
            26 * s
            + max(120 * s, w.name)
            + 8 * s
            + 14 * s
            + 3 * s
            + max(18 * s, w.count)
            + 6 * s
            + 26 * s
            + 3 * s
            + max(34 * s, w.sticks)
            + 6 * s
            + max(44 * s, w.played)
            + 2 * s
            + card
            + 2 * s
        )

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
        """The pond: the whole table left of the column."""
        r = self.rect
        return Rect(r.left, r.bottom, r.width - self.column.width - 14 * self.scale, r.height)

    @property
    def raft_room(self) -> Rect:
        """The part of the pond for the raft, the dam, the level and the captions: all of it, or
        (crowded) what the decision's band under it leaves."""
        area = self.raft_area
        if not self.crowded:
            return area
        band = self.choice_row
        top = band.top + 6 * self.scale
        return Rect(area.left, top, area.width, area.top - top)

    @property
    def raft_top(self) -> float:
        """From the raft area's top down to where the raft begins (the round's place when
        compact)."""
        s = self.scale
        if self.raft_first:
            return 4 * s  # the round's number stands in the corner, the note in the column
        # a one-line note of what just happened stands over the raft's top: room for it, so
        # that even a raft leaning its most (as when it tips) is not cut off under it
        note = self.banner(1).height + 10 * s
        return max(self._plan.header_height + 10 * s if self.compact else 24 * s, note)

    @property
    def raft_radius(self) -> float:
        known = self._raft.get("radius")
        if known is None:
            known = self._raft["radius"] = self._raft_radius()
        return known

    def _raft_radius(self) -> float:
        area = self.raft_room
        wide = min(
            (area.width - 110 * self.scale) * 0.43,
            (area.right - self.dam_right_edge - 14 * self.scale) / (TILTED_ASIDE + TILTED_BELOW),
        )
        if self.raft_first:
            room = area.height - self.raft_top - 4 * self.scale
            return min(max(self.standard.radius, 1.0), self._radius_in(room, wide))
        if not self.compact:
            return min(area.height * 0.385, wide)
        room = area.height - self.raft_top - 8 * self.scale
        under = self._radius_in(room - self._caption_under.height, wide)
        if not self.crowded:
            return under
        # crowded, a wide pond: the caption may stand beside the raft, over the level and as
        # wide as its label, the raft keeping the pond's height down to the decision's band
        beside = self.level_label.width + 10 * self.scale
        narrower = min(wide, (area.right - self.dam_right_edge - beside) / (2 * TILTED_ASIDE))
        radius = self._radius_in(room, narrower)
        self._raft["beside"] = radius > under
        return max(radius, under)

    def _radius_in(self, room: float, wide: float) -> float:
        """The largest raft in ``room`` px of height (from under the round down) and ``wide``."""
        # tilted, the raft reaches TILTED_ABOVE radii above its centre and TILTED_BELOW below;
        # the dam half its height above, with its label over it
        return min(
            room / (TILTED_ABOVE + TILTED_BELOW),
            (room - self._dam_label_reach) / (self._dam_reach + TILTED_BELOW),
            wide,
        )

    @property
    def caption_beside(self) -> bool:
        """Whether the raft's caption stands beside the raft (crowded, in a wide pond) rather
        than under it."""
        _ = self.raft_radius
        return bool(self._raft.get("beside", False))

    @property
    def _dam_label_reach(self) -> float:
        """How far the dam's label reaches above the dam."""
        return self._dam_label_height + 2 * self.scale

    def _above_centre(self, radius: float) -> float:
        """From the raft's centre up to the higher of the raft's rim and the dam's label."""
        return max(TILTED_ABOVE * radius, self._dam_reach * radius + self._dam_label_reach)

    @property
    def _dam_reach(self) -> float:
        """How far the dam reaches above (and below) the raft's centre, in raft radii: 0.65, a
        little more at large text (it grows with its words, as its width does)."""
        return 0.65 * (1 + 0.04 * (self.type.text - 1))

    @property
    def _joker_band_height(self) -> float:
        return max(14 * self.scale, self.type.line(self.type.small * 0.85))

    @property
    def joker_bands_hold_words(self) -> bool:
        """Whether the dam has room for a "joker" band with its word across each beaver ashore;
        else the bands are plain (the caption under the raft names the jokers)."""
        return self.dam.height / 6 >= self._joker_band_height + 1 * self.scale

    @property
    def raft_centre(self) -> tuple[float, float]:
        radius = self.raft_radius
        known = self._raft.get("x")
        if known is None:
            known = self._raft["x"] = self.dam.right + 6 * self.scale + TILTED_ASIDE * radius
        return known, self._centre_y

    @property
    def _centre_y(self) -> float:
        known = self._raft.get("y")
        if known is None:
            top = self.raft_room.top - self.raft_top
            known = self._raft["y"] = top - self._above_centre(self.raft_radius)
        return known

    def camera(self, angle: float = 0.0, towards: float = 0.0, sink: float = 0.0) -> RaftCamera:
        return RaftCamera(self.raft_centre, self.raft_radius, angle, towards, sink)

    @property
    def dam_right_edge(self) -> float:
        """The dam's right edge (it does not depend on the raft's size)."""
        return self.raft_room.left + 6 * self.scale + self._dam_width

    @property
    def dam(self) -> Rect:
        """Beside the raft's ring 30 (on its left rim), where beavers go ashore."""
        s = self.scale
        area = self.raft_room
        middle = self._centre_y
        height = self.raft_radius * 2 * self._dam_reach
        return Rect(area.left + 6 * s, middle - height / 2, self._dam_width, height)

    @property
    def dam_label(self) -> Rect:
        """Above the dam, reaching a little over the water (the raft is drawn over it further
        right); on two lines when its words need them."""
        s = self.scale
        dam = self.dam
        width = self._dam_label_width
        return Rect(dam.left - 2 * s, dam.top + 2 * s, width, self._dam_label_height)

    @property
    def _dam_label_width(self) -> float:
        return self._dam_width + 40 * self.scale

    @property
    def _dam_label_height(self) -> float:
        one_line = self.words.dam <= self._dam_label_width - 2
        lines = 1 if one_line or not self.compact else 2
        return max(18 * self.scale, lines * self.small_line)

    @property
    def _dam_width(self) -> float:
        return 86 * self.scale * (1 + 0.4 * (self.type.text - 1))

    def dam_slot(self, index: int) -> tuple[float, float]:
        dam = self.dam
        step = dam.height / 6
        return dam.center_x, dam.top - step * (index + 0.5)

    def joker_band(self, index: int) -> Rect:
        """The "joker" band across a beaver ashore."""
        s = self.scale
        dam = self.dam
        _x, y = self.dam_slot(index)
        bottom = y - dam.height / 12 + 1 * s
        if self.joker_bands_hold_words:
            return Rect(dam.left + 2 * s, bottom, dam.width - 4 * s, self._joker_band_height)
        return Rect(dam.left + 2 * s, bottom, dam.width - 4 * s, 6 * s)

    @property
    def level(self) -> tuple[float, float, float]:
        """The spirit level: centre x, centre y, radius (the raft's tilt, against the tip)."""
        s = self.scale
        area = self.raft_room
        radius = 44 * s
        below = max(30 * s, self.level_label.height + 8 * s)
        return area.right - radius - 10 * s, area.bottom + radius + below, radius

    @property
    def level_label(self) -> Rect:
        """Under the level: what its red means (two lines, three at large text: French and
        German need the second even at 100 %)."""
        s = self.scale
        area = self.raft_room
        radius = 44 * s
        width = 2 * radius + 60 * s + 60 * s * (self.type.text - 1)
        lines = 2 if self.type.text <= 1.6 else 3
        height = max(18 * s, lines * self.small_line)
        right = min(area.right - 2 * s, area.right - radius - 10 * s + width / 2)
        return Rect(right - width, area.bottom + 4 * s, width, height)

    def verdict_box_for(self, lines: int, words: float = 0.0) -> Rect:
        """The verdict's box tall enough for ``lines`` lines of its words, and wide enough (as
        far as the pond allows) for ``words`` px of them on two lines."""
        s = self.scale
        cx, cy, radius = self.level
        least = max(2 * radius + 66 * s, self.level_label.width)
        width = max(least, min(self.raft_room.width * 0.6, words / 2 + 24 * s))
        height = max(34 * s, lines * self.small_line + 6 * s)
        right = min(self.raft_room.right - 2 * s, cx + width / 2)
        return Rect(right - width, cy + radius + 8 * s, width, height)

    @property
    def raft_caption(self) -> Rect:
        """Under the raft, left of the level: three lines, more when the raft leaves room; or
        (:attr:`caption_beside`) beside the raft's top, right of it as far as the pond reaches."""
        if not self.caption_beside:
            return self._caption_under
        s = self.scale
        area = self.raft_room
        cx, _cy = self.raft_centre
        left = cx + TILTED_ASIDE * self.raft_radius + 8 * s
        top = area.top - self.raft_top
        height = max(56 * s, 3 * self.small_line)
        return Rect(left, top - height, area.right - 2 * s - left, height)

    @property
    def _caption_under(self) -> Rect:
        s = self.scale
        area = self.raft_room
        if self.raft_first:  # the pond's lower left corner, under the dam
            height = max(56 * s, 3 * self.small_line)
            return Rect(area.left + 8 * s, area.bottom + 4 * s, self._corner_width, height)
        right = min(self.level_label.left, self.level[0] - self.level[2]) - 12 * s
        height = max(56 * s, 3 * self.small_line)
        return Rect(area.left + 8 * s, area.bottom + 4 * s, right - area.left - 8 * s, height)

    @property
    def raft_caption_room(self) -> Rect:
        """The caption's rect grown up to just under the raft."""
        caption = self.raft_caption
        if self.caption_beside:
            return caption
        _cx, cy = self.raft_centre
        top = max(caption.top, cy - self.raft_radius * 1.02 - 4 * self.scale)
        return Rect(caption.left, caption.bottom, caption.width, top - caption.bottom)

    def banner(self, lines: int) -> Rect:
        """The note of what just happened, over the top of the raft: ``lines`` text lines."""
        s = self.scale
        area = self.raft_room
        height = self.body_line + (lines - 1) * self.small_line + 16 * s
        return Rect(area.left + 30 * s, area.top - height - 8 * s, area.width - 60 * s, height)

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

    def seat_row(self, seat: int) -> Rect:
        s = self.scale
        pitch = self._plan.seat_pitch
        top = (self.column.top if self.compact else self.header.bottom) - 4 * s
        if self.raft_first:
            top = self._first("seats").top
            if self.seats_folded:
                # the viewer's row first; opened, the others follow under the fold's line
                first = self.first_seat
                order = [first] + [other for other in range(self.players) if other != first]
                index = order.index(seat)
                if index:
                    index += 1
                return Rect(self.column.left, top - (index + 1) * pitch, self.column.width,
                            pitch - 2 * s)  # fmt: skip
        if self.played_above:
            top -= self.played_heading_height
        return Rect(self.column.left, top - (seat + 1) * pitch, self.column.width, pitch - 2 * s)

    @property
    def seat_lines(self) -> int:
        return self._plan.seat_lines

    def seat_parts(self, seat: int) -> SeatParts:
        s = self.scale
        w = self.words
        row = self.seat_row(seat)
        lines = self.seat_lines
        line_h = (row.height - 4 * s) / lines
        first = Rect(row.left, row.top - 2 * s - line_h, row.width, line_h)
        last = Rect(row.left, row.bottom + 2 * s, row.width, line_h)
        name_width = max(120 * s, w.name) if lines == 1 else row.width - 30 * s
        name = Rect(row.left + 26 * s, first.bottom, name_width, first.height)
        left = name.right + 8 * s if lines == 1 else row.left + 26 * s
        icon = min(20 * s, line_h - 2 * s)
        back = Rect(left, last.center_y - icon / 2, icon * 0.7, icon)
        count = Rect(back.right + 3 * s, last.bottom, max(18 * s, w.count), last.height)
        stick_h = min(10 * s, icon / 2)
        stick = Rect(count.right + 6 * s, last.center_y - stick_h / 2, 26 * s, stick_h)
        sticks = Rect(stick.right + 3 * s, last.bottom, max(34 * s, w.sticks), last.height)
        card_h = min(row.height, self.small_line + 8 * s, max(34 * s, line_h + 8 * s)) - 6 * s
        card = Rect(row.right - 2 * s - card_h / CARD_ASPECT, last.center_y - card_h / 2,
                    card_h / CARD_ASPECT, card_h)  # fmt: skip
        played_w = 0.0 if self.played_above else max(44 * s, w.played)
        played = Rect(card.left - 2 * s - played_w, last.bottom, played_w, last.height)
        return SeatParts((row.left + 13 * s, first.center_y), name, back, count, stick, sticks,
                         played, card)  # fmt: skip

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
        if not count:
            return []
        s = self.scale
        plan = self._plan
        row = self.choice_row
        if plan.choice_per_row >= count:
            return row.split_top(plan.choice_button)[0].columns(count, 8 * s)
        pitch = plan.choice_button + 4 * s
        return [
            Rect(
                row.left,
                row.top - index * pitch - plan.choice_button,
                row.width,
                plan.choice_button,
            )  # fmt: skip
            for index in range(count)
        ]

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
