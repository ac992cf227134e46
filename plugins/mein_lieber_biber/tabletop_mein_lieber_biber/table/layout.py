"""Where everything lies on the Mein lieber Biber table, and how the tilted raft looks from above.

No arcade: laid out and tested alone. The table rect is split into the raft on the left (with
the dam beside it and the spirit level below it) and a column on the right: the round and the
stick supply, a row per player, the two draw piles, the reward buttons and the viewer's hand.
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect; text rows
take their height from the type (:class:`~tabletop_core.render.theme.Sizes`) and the column its
width from its words, measured by the layout in the language and at the text size in force
(:attr:`TableLayout.words`), so the table reads whole up to 200 % text.
With many players at large text the column cannot also hold the decision's buttons: they (and
the note of what just happened) go to a band along the bottom of the pond, side by side when the
pond is wide enough, and the raft's caption moves beside the raft, so that the raft keeps its
size (a pond too narrow for that keeps the caption under the raft, which then gives way).

What the layout is sized from is in :mod:`.sizes` and :mod:`.plan`, how the raft looks through its
tilt in :mod:`.camera`. Each area's places are worked out by a collaborator of its own, reached
through the layout: the pond (:mod:`.pond`), the players' rows (:mod:`.seats`), the round's
header (:mod:`.round_header`), the draw piles (:mod:`.piles`), the stick supply
(:mod:`.supply`), the decision (:mod:`.decision`) and the hand (:mod:`.hand`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Context, Layout, Text, lay_out
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.spacing import STEPS, Spacing
from tabletop_core.render.kit.words_room import WordsRoom
from tabletop_core.render.theme import Sizes, TableType
from tabletop_mein_lieber_biber.table.column import column
from tabletop_mein_lieber_biber.table.decision import Decision
from tabletop_mein_lieber_biber.table.hand import HandPlaces
from tabletop_mein_lieber_biber.table.piles import DrawPiles
from tabletop_mein_lieber_biber.table.plan import Planner, hand_gains_more_than_the_raft_loses
from tabletop_mein_lieber_biber.table.pond import Pond
from tabletop_mein_lieber_biber.table.round_header import RoundHeader
from tabletop_mein_lieber_biber.table.seats import SeatRows
from tabletop_mein_lieber_biber.table.sizes import Plan, Standard, biber_sizes
from tabletop_mein_lieber_biber.table.supply import StickSupply

COLUMN_MARGINS = (STEPS["gap"], STEPS["snug"])
"""Pixels (at 100 % size) between the column and the table's right edge, and its top and bottom."""


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
    names: tuple[str, ...] = ()
    """The players' names with their tags (" · you", " · bot"), as their rows show them."""
    hand_name: str = ""
    """The viewer's name, over their hand (empty: nobody's hand is shown)."""
    round_ends: tuple[str, ...] = ()
    """How the rounds so far ended: the round's header tells them (:mod:`.round_header`)."""
    rounds: tuple[int, int] = (1, 3)
    """The round in play and how many rounds the match has."""
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
    round_header: RoundHeader = field(init=False, repr=False, compare=False)
    """The round's number and history (:mod:`.round_header`)."""
    piles: DrawPiles = field(init=False, repr=False, compare=False)
    """The two draw piles (:mod:`.piles`)."""
    supply: StickSupply = field(init=False, repr=False, compare=False)
    """The stick supply (:mod:`.supply`)."""
    decision: Decision = field(init=False, repr=False, compare=False)
    """The decision's buttons, or the note in their place (:mod:`.decision`)."""
    hand: HandPlaces = field(init=False, repr=False, compare=False)
    """The viewer's hand (:mod:`.hand`)."""
    _column: tuple[Layout, bool] | None = field(init=False, repr=False, compare=False)
    """Raft first: the column's parts as the tree placed them, and whether the others' rows
    fold away (None: the raft does not come first)."""
    _places: Layout = field(init=False, repr=False, compare=False)
    """The column's parts as :func:`.column.column` declares them for the plan in force."""

    @property
    def space(self) -> Spacing:
        """The kit's spacing scale at the table's scale."""
        return Spacing(self.scale)

    def __post_init__(self) -> None:
        if self.sizes is None:
            object.__setattr__(self, "sizes", biber_sizes(self.scale))
        self._make_areas()
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
        self._make_areas()  # afresh, for the plan as settled (the piles keep their tree laid out)

    def _make_areas(self) -> None:
        """The collaborators that place the column's areas."""
        for name, area in (
            ("seats", SeatRows),
            ("round_header", RoundHeader),
            ("piles", DrawPiles),
            ("supply", StickSupply),
            ("decision", Decision),
            ("hand", HandPlaces),
        ):
            object.__setattr__(self, name, area(self))

    def _follow(self, plan: Plan) -> None:
        """Lay out by ``plan`` (the pond's places are worked out afresh)."""
        object.__setattr__(self, "_plan", plan)
        object.__setattr__(self, "pond", Pond(self))
        object.__setattr__(self, "_column", None)
        s = self.scale
        choices = self.decision.height(plan.choices_side_by_side)
        tree = column(
            s,
            header=None if plan.compact else plan.header_height,
            seats=self.seats.height(self.players, plan.seat_lines, plan.played_above),
            piles=plan.piles_height,
            choices=None if plan.crowded else choices,
            hand=0.0,
        )
        object.__setattr__(self, "_places", lay_out(tree, self.column))

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

    @property
    def words(self) -> Context:
        """The kit's measuring context at the table's type, the words measured in the language
        and at the text size in force (afresh each time: it remembers what it measured)."""
        return drawn_context(self.type)

    def width(self, *texts: Text) -> float:
        """How wide the widest of ``texts`` runs on one line (no texts: nothing)."""
        return self.words.widths(WordsRoom(*texts))[0]

    @property
    def played_above(self) -> bool:
        return self._plan.played_above

    def part(self, key: str) -> Rect:
        """Where the column's part ``key`` lies (``seats``, ``piles``, ``choice``, ``hand``;
        ``header`` unless compact; ``hand heading`` when the raft comes first)."""
        return (self._places if self._column is None else self._column[0])[key]

    @property
    def seats_folded(self) -> bool:
        """Raft first with many players: only the viewer's row shows, the others open on demand
        (:attr:`SeatRows.seats_fold` — a click, or the key the table gives it)."""
        return self._column is not None and self._column[1]

    @property
    def column_problems(self) -> list[str]:
        """Raft first: what the column's tree could not fit at its least (empty: all of it fits,
        the hand at its 100 % size)."""
        return list(self._column[0].problems) if self._column is not None else []

    @property
    def column(self) -> Rect:
        """The column right of the pond: the round, the players' rows, the piles and the stick
        supply, the decision and the hand."""
        return self.column_at(self._plan.column_width)

    def column_at(self, width: float) -> Rect:
        """The column as it stands ``width`` px wide."""
        s = self.scale
        r = self.rect
        side, ends = COLUMN_MARGINS
        return Rect(r.right - width - side * s, r.bottom + ends * s, width, r.height - 2 * ends * s)
