"""Where everything lies on the Beaver Creek table, as plain rectangles, and the camera that maps
the world (units, y up, the table top at 0) to window pixels. No arcade: testable alone.

The table rect is split into a side column on the left (the dice, how to place, the pieces in
hand, the supply), a strip of player stocks along the bottom and, in between, the scene: the
side view of the box and the dam. Sizes are designed for the 960×616 table of a 1280×720 window
and scale with the rect.

Rows are as tall as the type in force (:class:`Sizes`) needs, and columns as wide as the words
measured in :class:`Needs`. When large text leaves the side column too short for the words
under the dice, those words move into a band across the top, right of the dice, and the scene
shrinks. When the players' stock panels would not fit in one row, or would stand much taller than
a plain table of counts (many players, large text), the stocks become that table: a board with a
row per player under column headings.

Solo at large text, the stock panel beside a tall verdict ladder would leave the dam too low for a
banner's words; the two then become one compact strip: the verdict earned so far, the six
verdicts in one row, and the stock on one line of counts.

Pieces keep their 100 % size at large text (the dice, the dam, the logs in the stocks). Given
the scene the same window would have at 100 % text (``standard_scene``), a layout whose banded
plan leaves the dam much lower than that lays the table out *aside*, declared on the layout tree
(:mod:`tabletop_core.render.kit`): the band across the top holds the dice, the words under them
and the supply; below it the side column holds the tray and the stocks (a board, or solo's
compact strip, each count beside its log's picture) and the scene takes the rest, tall enough
for the camera to keep the 100 % scale (:func:`camera_for` with ``standard``). The tray's slots
then take one line each where their words fit, and its title gives way when the slots need its
room. Short of height (the smallest window), the tree gives way in its order: the table's
margin above and below and the gaps between the band, the tray and the stocks first, then the
board's headings, then the tray's compact form (its buttons' labels in small type). Solo, the
side column is as wide as the compact strip's six verdicts in a row and its words on two lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_beaver_creek.table.camera import (
    Camera,
    camera_for,
    dam_bounds,
    ground_line,
    up_to,
)
from tabletop_beaver_creek.table.layout_stocks import StockPanels
from tabletop_beaver_creek.table.proportions import (
    ASIDE_BELOW,
    ASIDE_SCENE_SHARE,
    BANNER_LINES,
    BOARD_GAP,
    BOARD_LOG_PICTURE,
    BOARD_SMALL_LOG_PICTURE,
    GROUND_SHARE,
    LEAST_GROUND_SHARE,
    LEAST_HEADROOM,
    LEAST_SCENE,
    LOG_PICTURE,
    MOST_SCALE,
    PANEL_INSET,
    SIDE_SHARE,
    SIDE_WIDTH,
    SMALL_LOG_SHARE,
    TRAY_SLOTS,
    VERDICT_COUNT,
    Needs,
    lines_for,
)
from tabletop_core.render import kit
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.tree import NUDGE

__all__ = [
    "BANNER_LINES",
    "BOARD_LOG_PICTURE",
    "BOARD_SMALL_LOG_PICTURE",
    "LEAST_HEADROOM",
    "LOG_PICTURE",
    "MOST_SCALE",
    "SMALL_LOG_SHARE",
    "TRAY_SLOTS",
    "Camera",
    "Needs",
    "TableLayout",
    "camera_for",
    "dam_bounds",
    "up_to",
    "lines_for",
]
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Sizes, table_scale, table_sizes


@dataclass(frozen=True)
class TableLayout(StockPanels):
    rect: Rect
    players: int
    sizes: Sizes | None = None
    """The table's type; by default the one :func:`table_sizes` gives the rect now."""
    needs: Needs = field(default_factory=Needs)
    standard_scene: Rect | None = None
    """The scene this window has at 100 % text (None: keep no larger scale than the rect's)."""
    _parts: dict[str, Rect] = field(init=False, repr=False, compare=False, default_factory=dict)
    _board: bool = field(init=False, repr=False, compare=False, default=False)
    _compact: bool = field(init=False, repr=False, compare=False, default=False)
    _aside: bool = field(init=False, repr=False, compare=False, default=False)
    _board_headed: bool = field(init=False, repr=False, compare=False, default=True)
    _small_buttons: bool = field(init=False, repr=False, compare=False, default=False)

    def __post_init__(self) -> None:
        if self.sizes is None:
            object.__setattr__(self, "sizes", table_sizes(table_scale(self.rect)))
        self._plan()

    def _plan(self) -> None:
        s = self.scale
        sp = self.space
        needs = self.needs
        inner = self.rect.inset(sp.gap)
        side_width = min(max(SIDE_WIDTH * s, needs.side), inner.width * SIDE_SHARE)
        side = Rect(inner.left, inner.bottom, side_width, inner.height)
        parts = self._parts
        parts["side"] = side
        column = Rect(side.right + sp.gap, inner.bottom, inner.right - side.right - sp.gap, 0)
        supply_height = max(62 * s, 2 * self.supply_lines * self.small_line + 2 * sp.tight)
        dice_height = self.dice_height
        how_room = side.width - 2 * sp.gap
        how_height = max(128 * s, needs.how_lines(how_room) * self.small_line + sp.tight)
        in_column = dice_height + sp.tight + how_height + sp.snug + self.tray_need + sp.snug
        banded = in_column + supply_height > side.height
        object.__setattr__(self, "_board", self._wants_board(column.width))
        stocks_height = self._stocks_height(column.width)
        if banded:
            dice_width = min(side.width, self.dice_width)
            band_left = side.left + dice_width + sp.gap
            band_words = inner.right - band_left - 2 * sp.gap
            band_height = max(
                dice_height - sp.wide, needs.how_lines(band_words) * self.small_line + 2 * sp.snug
            )
            parts["dice_area"] = Rect(side.left, side.top - band_height, dice_width, band_height)
            parts["how_panel"] = Rect(
                band_left, side.top - band_height, inner.right - band_left, band_height
            )
            parts["how_area"] = parts["how_panel"]
            below = parts["dice_area"].bottom - sp.gap
            parts["side_panel"] = Rect(side.left, side.bottom, side.width, below - side.bottom)
            tray_top = below - sp.snug
            scene_top = parts["how_panel"].bottom - sp.gap
        else:
            parts["dice_area"] = Rect(side.left, side.top - dice_height, side.width, dice_height)
            top = parts["dice_area"].bottom - sp.tight
            parts["how_area"] = Rect(side.left, top - how_height, side.width, how_height)
            tray_top = parts["how_area"].bottom - sp.snug
            scene_top = inner.top
        scene_room = scene_top - inner.bottom - sp.gap  # the scene and the stocks under it
        if not self.board:
            stocks_height = min(stocks_height, scene_room - LEAST_SCENE * s)
        if self.players == 1 and scene_room - stocks_height < self.banner_room:
            object.__setattr__(self, "_compact", True)
            stocks_height = self._strip_height(column.width)
        parts["supply"] = Rect(side.left, side.bottom, side.width, supply_height)
        tray_bottom = parts["supply"].top + sp.snug
        parts["tray"] = Rect(side.left, tray_bottom, side.width, tray_top - tray_bottom)
        parts["stocks"] = Rect(column.left, inner.bottom, column.width, stocks_height)
        scene_bottom = parts["stocks"].top + sp.gap
        parts["scene"] = Rect(column.left, scene_bottom, column.width, scene_top - scene_bottom)
        standard = self.standard_scene
        if (
            banded
            and standard is not None
            and parts["scene"].height < ASIDE_BELOW * standard.height
        ):
            self._plan_aside(inner, standard)

    def _plan_aside(self, inner: Rect, standard: Rect) -> None:
        """Large text: the dice, their words and the supply in a band across the top; the tray
        over the stocks in the side column; the scene the rest (see the module's words)."""
        sp = self.space
        needs = self.needs
        object.__setattr__(self, "_aside", True)
        object.__setattr__(self, "_compact", self.players == 1)
        object.__setattr__(self, "_board", self.players > 1)
        least_scene = ASIDE_SCENE_SHARE * standard.width
        wanted = max(needs.side, self.slot_line, self._board_width_wanted())
        side_width = max(SIDE_WIDTH * self.scale, min(wanted, inner.width - sp.gap - least_scene))
        dice_width = self.dice_width
        supply_width = needs.supply
        words = inner.width - dice_width - sp.gap - supply_width - 2 * sp.gap
        band_height = max(
            self.dice_height - sp.wide,
            needs.how_lines(words) * self.small_line + 2 * sp.snug,
            2 * self.small_line + 2 * sp.tight,
        )
        if self.players == 1:
            stocks: kit.Node = self._strip(side_width)
        else:  # the board's headings give way before the tray's least
            heading = self._board_heading_height()
            rows = self._board_height(side_width) - heading
            stocks = kit.Column(
                kit.Piece((side_width, heading), key="board headings", optional=True),
                kit.Piece((side_width, rows)),
            )
        slot = self._slot_height(self._slot_fits_one_line(side_width))
        stacks = [  # buttons of body type, or of small type: the tray's compact form
            self._tray_stack(slot, self._button_height(side_width, size))
            for size in (self.type.body, self.type.small)
        ]
        band = kit.Row(
            kit.Piece((dice_width, band_height), key="dice_area"),
            kit.Space(sp.gap),
            kit.Row(
                kit.Space(grow=1, key="how_area"),
                kit.Piece((supply_width, 0), key="supply"),
                grow=1,
                key="how_panel",
            ),
        )

        def table(stack: float) -> kit.Node:
            """The table with a tray ``stack`` high; short of height, the room round the tray
            gives way first, then the board's headings."""
            tray = kit.Piece((side_width, stack), (side_width, sp.gap + stack), grow=1, key="tray")
            stock = kit.Column(stocks, key="stocks")
            side = kit.Column(tray, stock, gap=sp.gives(sp.snug, sp.hair), key="side")
            scene = kit.Piece((least_scene, 0), grow=1, key="scene")
            below = kit.Row(side, kit.Space(sp.gap), scene, grow=1)
            rows = kit.Column(band, below, gap=sp.gives(sp.gap, sp.hair))
            return Pad(rows, across=sp.gap, down=sp.gives(sp.gap, sp.hair))

        tables = kit.FirstFitting(*(table(stack) for stack in stacks), valign="stretch")
        placed = kit.lay_out(tables, self.rect)
        keys = ("dice_area", "how_area", "how_panel", "supply", "tray", "stocks", "scene", "side")
        self._parts.clear()
        self._parts.update({key: placed[key] for key in keys}, side_panel=placed["tray"])
        object.__setattr__(self, "_small_buttons", placed["tray"].height < stacks[0] - NUDGE)
        if self.players > 1 and "board headings" not in placed:
            object.__setattr__(self, "_board_headed", False)
            board = placed["stocks"]
            self._parts["stocks"] = board.split_bottom(self._board_height(board.width))[0]

    def camera(self, dam: Rect) -> Camera:
        """The scene's camera framing ``dam`` (world units: :func:`dam_bounds`), keeping the
        100 % scale where the scene allows (:func:`camera_for`)."""
        most = MOST_SCALE * self.scale
        return camera_for(self.scene, dam, self.standard_scene, most, self.ground_share)

    @property
    def ground_share(self) -> float:
        """The share of the scene below the table top: less when laid out aside."""
        return LEAST_GROUND_SHARE if self.aside else GROUND_SHARE

    @property
    def ground(self) -> float:
        """The window y of the table top (the backdrop's bank)."""
        return ground_line(self.scene, self.ground_share)

    def _board_width_wanted(self) -> float:
        """The width of a stock board (or solo strip) whose every name keeps one line, with
        each count beside its log's picture."""
        s = self.scale
        sp = self.space
        if self.players == 1:  # and its six verdicts in a row, its words on two lines at most
            name = self.needs.board_names[0] if self.needs.board_names else 0.0
            spans = [head + sp.snug + self.needs.board_count for head in self._aside_heads()]
            line = name + sum(spans) + self.least_board_gap * len(spans)
            cells = VERDICT_COUNT * (self.needs.ladder_plain + sp.tight) - sp.tight
            return max(line, cells, self.needs.placed_wrapped) + 2 * sp.gap
        heads = self._aside_heads()
        longest = max(self.needs.board_names, default=0.0)
        counts = [max(head, self.needs.board_count) + BOARD_GAP * s for head in heads]
        return 2 * PANEL_INSET * s + longest + sum(counts)
