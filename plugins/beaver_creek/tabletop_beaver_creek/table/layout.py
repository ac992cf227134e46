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
room.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.standard_size import piece_scale
from tabletop_core.render.theme import Sizes, TableType, table_scale, table_sizes

TRAY_SLOTS = 3
WORLD_HALF_WIDTH = 250.0
"""World units shown either side of the dam (pieces may be let go of out to ``REACH``)."""
GROUND_DEPTH = 34.0
"""World units of table top shown below the box."""
MIN_VISIBLE_TOP = 280.0
HEADROOM = 150.0
"""World units kept free above the dam, for the piece in hand."""
ZOOM_STEP = 60.0
VERDICT_COUNT = 6
PANEL_INSET = 9.0
"""Left and right margin inside a stock panel (at scale 1)."""
SIDE_SHARE = 0.39
"""The most of the table's width the side column takes, however long its words."""
LEAST_SCENE = 90.0
"""Stock panels never push the scene below this (at scale 1); a stock board, whose rows hold
one line each, keeps its height."""
BOARD_GAP = 14.0
"""Room between two columns of counts on the stock board (at scale 1)."""
LEAST_BOARD_GAP = 6.0
"""The least room between two columns of counts (at scale 1) before a name takes two lines."""
BOARD_COUNTS = 3
"""Columns of counts on the stock board: logs, small logs, logs left."""
BOARD_LOG_PICTURE = 44.0
"""The length of the log's picture that heads the board's column of logs when the words would
make a name wrap (at scale 1); the small log's is as much shorter as the piece is."""
BOARD_SMALL_LOG_PICTURE = BOARD_LOG_PICTURE * 3.0 / 4.2
BANNER_LINES = 5
"""The most lines a banner over the scene takes (a piece taken back, in German at large text):
solo keeps the scene at least this tall in body lines."""
WRAP_SLACK = 1.2
"""Words wrapped onto lines fill them less than whole: room for this much more than one line."""
ASIDE_BELOW = 0.75
"""Large text lays the table out aside when the banded plan leaves the scene lower than this
share of its height at 100 % text."""
ASIDE_HALF_WIDTH = 160.0
"""World units either side of the dam the scene keeps at the 100 % scale when the table is laid
out aside (the box is 104 either side): the side column has the rest, so names keep one line."""
LEAST_HEADROOM = 60.0
"""World units kept free above the dam when the scene is too low for :data:`HEADROOM` at the
100 % scale."""
LOG_PICTURE = 97.0
"""The length of a stock's log picture (at scale 1); the small log's is as much shorter as the
piece is."""
SMALL_LOG_SHARE = 3.0 / 4.2


def lines_for(width: float, room: float) -> int:
    """How many lines words ``width`` pixels long on one line take in ``room`` pixels."""
    if width <= room or room <= 0:
        return 1
    return math.ceil(width * WRAP_SLACK / room)


def _five_lines(width: float) -> int:
    return 5


@dataclass(frozen=True, slots=True)
class Needs:
    """The room the words want at the text size and language in force, in pixels, measured by
    :func:`tabletop_beaver_creek.table.paint.measure_needs`. The defaults lay the table out as
    designed for 100 % text."""

    side: float = 0.0
    """The widest row of words in the side column, with its icon and margins."""
    supply: float = 0.0
    """The widest line of the supply, its icon and margins included."""
    how_lines: Callable[[float], int] = field(default=_five_lines, compare=False)
    """Lines the longest words under the dice take in a given width."""
    button: float = 0.0
    """The widest button label."""
    caption: float = 0.0
    """The wider of the two words over the dice."""
    stock_name: float = 0.0
    """The widest name row of a stock panel, its marker and margins included."""
    stock_name_wrapped: float = 0.0
    """The least width of a stock panel in which every name row takes two lines at most (a
    name wraps only at its spaces), its marker and margins included."""
    stock_total: float = 0.0
    """The widest "logs left" line of a stock panel, margins included."""
    stock_row: float = 0.0
    """The widest count of logs or small logs of a stock panel, margins included (the log
    pictures beside them only where there is room)."""
    board_heads: tuple[float, ...] = ()
    """The widths of the stock board's column headings (logs, small logs, logs left)."""
    board_count: float = 0.0
    """The widest count on the stock board (two digits, bold)."""
    board_plain_names: tuple[float, ...] = ()
    """Each seat's name on the stock board without the acting player's arrow, with the marker
    and margins: the row highlight alone shows who acts when the arrowed names do not fit."""
    board_names: tuple[float, ...] = ()
    """Each seat's name on the stock board as the acting player's (its widest form), with
    its marker and margins."""
    ladder_cell: float = 0.0
    ladder_head: float = 0.0
    verdict: float = 0.0
    """The longest verdict on one line."""
    verdict_lines: Callable[[float], int] | None = field(default=None, compare=False)
    """Lines the longest verdict takes wrapped into a given width (None: estimated from
    :attr:`verdict`)."""
    ladder_plain: float = 0.0
    """The widest verdict cell label without its "▲" (the compact solo strip marks the lit cell
    by its shape instead)."""
    placed: float = 0.0
    """The longest "n logs placed: verdict" on one line (the compact solo strip's words)."""
    placed_lines: Callable[[float], int] | None = field(default=None, compare=False)
    """Lines that sentence takes wrapped into a given width (None: estimated from
    :attr:`placed`)."""
    slot_line: float = 0.0
    """The widest tray slot with its name and its count on one line, icon and margins
    included."""
    key: tuple[object, ...] = ()
    """What was measured (language, text size, names): layouts with the same key are equal."""


@dataclass(frozen=True, slots=True)
class Camera:
    """World units to pixels: ``k`` pixels a unit, the world's x = 0 at ``cx`` and y = 0 at
    ``ground``."""

    k: float
    cx: float
    ground: float

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.cx + x * self.k, self.ground + y * self.k

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.cx) / self.k, (sy - self.ground) / self.k


def _stepped(height: float) -> float:
    return math.ceil(height / ZOOM_STEP) * ZOOM_STEP


def camera_for(scene: Rect, dam_top: float, standard: Rect | None = None) -> Camera:
    """The camera that shows the whole reach and the dam with room above it; it zooms out in
    steps as the dam grows, so it does not creep while a piece is carried.

    With ``standard`` (the scene the same window has at 100 % text) the pieces are drawn at
    least as large as that scene's camera draws them, as long as the dam and
    :data:`LEAST_HEADROOM` above it fit: the view then shows less of the reach and the sky."""
    top = max(MIN_VISIBLE_TOP, _stepped(dam_top + HEADROOM))
    k = min(scene.width / (2 * WORLD_HALF_WIDTH), scene.height / (top + GROUND_DEPTH))
    if standard is not None:
        wanted = camera_for(standard, dam_top).k
        room = scene.height / (dam_top + LEAST_HEADROOM + GROUND_DEPTH)
        k = max(k, min(wanted, room))
    return Camera(k, scene.center_x, scene.bottom + GROUND_DEPTH * k)


@dataclass(frozen=True)
class TableLayout(TableType):
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

    def __post_init__(self) -> None:
        if self.sizes is None:
            scale = table_scale(self.rect)
            object.__setattr__(
                self, "sizes", table_sizes(scale, title=24, heading=16, body=13, small=11, pad=10)
            )
        self._plan()

    # --- planning -----------------------------------------------------------------------------

    def _plan(self) -> None:
        s = self.scale
        r = self.rect
        needs = self.needs
        inner = r.inset(8 * s)
        side_width = min(max(236 * s, needs.side), inner.width * SIDE_SHARE)
        side = Rect(inner.left, inner.bottom, side_width, inner.height)
        parts = self._parts
        parts["side"] = side
        column = Rect(side.right + 10 * s, inner.bottom, inner.right - side.right - 10 * s, 0)
        supply_height = max(62 * s, 2 * self.supply_lines * self.small_line + 10 * s)
        dice_height = self.caption_height + 6 * s + self.die_size + 22 * s
        how_room = side.width - 20 * s
        how_height = max(128 * s, needs.how_lines(how_room) * self.small_line + 4 * s)
        in_column = dice_height + 4 * s + how_height + 6 * s + self.tray_need + 6 * s
        banded = in_column + supply_height > side.height
        object.__setattr__(self, "_board", self._wants_board(column.width))
        stocks_height = self._stocks_height(column.width)
        if banded:
            dice_width = min(
                side.width, max(2 * self.die_size + 42 * s, 2 * (needs.caption + 18 * s))
            )
            band_left = side.left + dice_width + 10 * s
            band_words = inner.right - band_left - 20 * s
            band_height = max(
                dice_height - 14 * s, needs.how_lines(band_words) * self.small_line + 12 * s
            )
            parts["dice_area"] = Rect(side.left, side.top - band_height, dice_width, band_height)
            parts["how_panel"] = Rect(
                band_left, side.top - band_height, inner.right - band_left, band_height
            )
            parts["how_area"] = parts["how_panel"]
            below = parts["dice_area"].bottom - 8 * s
            parts["side_panel"] = Rect(side.left, side.bottom, side.width, below - side.bottom)
            tray_top = below - 6 * s
            scene_top = parts["how_panel"].bottom - 8 * s
        else:
            parts["dice_area"] = Rect(side.left, side.top - dice_height, side.width, dice_height)
            top = parts["dice_area"].bottom - 4 * s
            parts["how_area"] = Rect(side.left, top - how_height, side.width, how_height)
            tray_top = parts["how_area"].bottom - 6 * s
            scene_top = inner.top
        if not self.board:
            least = scene_top - inner.bottom - 8 * s - LEAST_SCENE * s
            stocks_height = min(stocks_height, least)
        if self.players == 1 and scene_top - inner.bottom - 8 * s - stocks_height < (
            self.banner_room
        ):
            object.__setattr__(self, "_compact", True)
            stocks_height = self._strip_height(column.width)
        parts["supply"] = Rect(side.left, side.bottom, side.width, supply_height)
        tray_bottom = parts["supply"].top + 6 * s
        parts["tray"] = Rect(side.left, tray_bottom, side.width, tray_top - tray_bottom)
        parts["stocks"] = Rect(column.left, inner.bottom, column.width, stocks_height)
        scene_bottom = parts["stocks"].top + 8 * s
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
        s = self.scale
        needs = self.needs
        object.__setattr__(self, "_aside", True)
        object.__setattr__(self, "_compact", self.players == 1)
        object.__setattr__(self, "_board", self.players > 1)
        most_k = min(
            standard.width / (2 * WORLD_HALF_WIDTH),
            standard.height / (MIN_VISIBLE_TOP + GROUND_DEPTH),
        )
        least_scene = 2 * ASIDE_HALF_WIDTH * most_k
        wanted = max(needs.side, needs.slot_line + 12 * s, self._board_width_wanted())
        side_width = max(236 * s, min(wanted, inner.width - 10 * s - least_scene))
        dice_height = self.caption_height + 6 * s + self.die_size + 22 * s
        dice_width = max(2 * self.die_size + 42 * s, 2 * (needs.caption + 18 * s))
        supply_width = needs.supply
        words = inner.width - dice_width - 10 * s - supply_width - 20 * s
        band_height = max(
            dice_height - 14 * s,
            needs.how_lines(words) * self.small_line + 12 * s,
            2 * self.small_line + 10 * s,
        )
        if self.players == 1:
            stocks: kit.Node = kit.Piece((side_width, self._strip_height(side_width)))
        else:  # the board's headings give way before the tray's least
            heading = self._board_heading_height()
            rows = self._board_height(side_width) - heading
            stocks = kit.Column(
                kit.Piece((side_width, heading), key="board headings", optional=True),
                kit.Piece((side_width, rows)),
            )
        one_line = needs.slot_line <= side_width - 12 * s
        slot = self.small_line + 8 * s if one_line else 2 * self.small_line + 6 * s
        slots = 8 * s + TRAY_SLOTS * (slot + 6 * s)
        lines = 1 if needs.button <= self.button_words(side_width - 20 * s) else 2
        buttons = 8 * s + 3 * (max(44 * s, lines * self.body_line + 8 * s) + 8 * s)
        band = kit.Row(
            kit.Piece((dice_width, band_height), key="dice_area"),
            kit.Space(10 * s),
            kit.Row(
                kit.Space(grow=1, key="how_area"),
                kit.Piece((supply_width, 0), key="supply"),
                grow=1,
                key="how_panel",
            ),
        )
        side = kit.Column(
            kit.Piece((side_width, max(slots, buttons)), grow=1, key="tray"),
            kit.Space(6 * s),
            kit.Column(stocks, key="stocks"),
            key="side",
        )
        below = kit.Row(
            side, kit.Space(10 * s), kit.Piece((least_scene, 0), grow=1, key="scene"), grow=1
        )
        placed = kit.lay_out(kit.Column(band, kit.Space(8 * s), below), inner)
        parts = self._parts
        parts.clear()
        for key in ("dice_area", "how_area", "how_panel", "supply", "tray", "stocks", "scene"):
            parts[key] = placed[key]
        parts["side"] = placed["side"]
        parts["side_panel"] = placed["tray"]
        if self.players > 1 and "board headings" not in placed:
            object.__setattr__(self, "_board_headed", False)
            parts["stocks"] = Rect(
                parts["stocks"].left,
                parts["stocks"].bottom,
                parts["stocks"].width,
                self._board_height(parts["stocks"].width),
            )

    def camera(self, dam_top: float) -> Camera:
        """The scene's camera for a dam ``dam_top`` high, keeping the 100 % scale where the
        scene allows (:func:`camera_for`)."""
        return camera_for(self.scene, dam_top, self.standard_scene)

    @property
    def aside(self) -> bool:
        """Whether large text laid the table out aside: the stocks under the tray, the supply
        in the band, the scene keeping the 100 % scale."""
        return self._aside

    def _board_width_wanted(self) -> float:
        """The width of a stock board (or solo strip) whose every name keeps one line, with
        each count beside its log's picture."""
        s = self.scale
        if self.players == 1:
            name = self.needs.board_names[0] if self.needs.board_names else 0.0
            spans = [head + 6 * s + self.needs.board_count for head in self._aside_heads()]
            return name + sum(spans) + LEAST_BOARD_GAP * s * len(spans) + 20 * s
        heads = self._aside_heads()
        longest = max(self.needs.board_names, default=0.0)
        counts = [max(head, self.needs.board_count) + BOARD_GAP * s for head in heads]
        return 2 * PANEL_INSET * s + longest + sum(counts)

    def _aside_heads(self) -> list[float]:
        """Aside, the widths of the count columns' contents: a log's picture and its count, a
        small log's and its count, and the words "in all" (solo: their heading words)."""
        ps = self.piece_scale
        number = self.needs.board_count
        words = list(self.needs.board_heads or (0.0,) * BOARD_COUNTS)
        log, small = LOG_PICTURE * ps, LOG_PICTURE * SMALL_LOG_SHARE * ps
        if self.players == 1:
            return [log, small, words[2]]
        return [log + 6 * self.scale + number, small + 6 * self.scale + number, words[2]]

    @property
    def piece_scale(self) -> float:
        """The scale the pieces are drawn at: never below the same window's at 100 % text."""
        return piece_scale(self.rect)

    @property
    def banner_room(self) -> float:
        """The scene's height a banner of :data:`BANNER_LINES` lines needs."""
        return BANNER_LINES * self.body_line + 12 * self.scale

    @property
    def supply_lines(self) -> int:
        """Lines each of the supply's two counts takes (two when its words are long)."""
        room = self._parts["supply" if self.aside else "side"].width
        return 1 if self.needs.supply <= room + 0.5 else 2

    def supply_rows(self) -> tuple[Rect, Rect]:
        """(beavers left, logs discarded) inside the supply."""
        s = self.scale
        area = self.supply.inset(10 * s, 5 * s)
        if self.aside:  # in the band: under each other from its top
            area = area.split_top(2 * self.supply_lines * self.small_line)[0]
        top, bottom = area.rows(2)
        return top, bottom

    @property
    def banded(self) -> bool:
        """Whether the words under the dice lie in a band across the top (large text)."""
        return "how_panel" in self._parts

    @property
    def caption_height(self) -> float:
        return max(20 * self.scale, self.small_line)

    @property
    def die_size(self) -> float:
        return 78 * self.piece_scale

    @property
    def title_height(self) -> float:
        return max(26 * self.scale, self.body_line + 4 * self.scale)

    @property
    def slot_height(self) -> float:
        """The least a tray slot needs: two lines of small type (aside, one where a slot's name
        and count fit side by side)."""
        if self.slot_one_line:
            return self.small_line + 8 * self.scale
        return 2 * self.small_line + 6 * self.scale

    @property
    def slot_one_line(self) -> bool:
        """Whether a tray slot's name and count share one line (laid out aside, where they
        fit)."""
        return self.aside and self.needs.slot_line <= self._parts["tray"].width - 12 * self.scale

    @property
    def button_height(self) -> float:
        s = self.scale
        lines = 1 if self.needs.button <= self.button_words(self.side.width - 20 * s) else 2
        return max(44 * s, lines * self.body_line + 8 * s)

    @property
    def keycap(self) -> float:
        return max(24 * self.scale, self.small_line)

    def button_words(self, width: float) -> float:
        """The room for a label in a button ``width`` wide (its keycap on the right)."""
        return width - self.keycap - 28 * self.scale

    def button_parts(self, rect: Rect) -> tuple[Rect, Rect]:
        """(the label's room, the keycap) of a button."""
        s = self.scale
        side = self.keycap
        keycap = Rect(rect.right - 10 * s - side, rect.center_y - side / 2, side, side)
        words = Rect(rect.left + 6 * s, rect.bottom, self.button_words(rect.width), rect.height)
        return words, keycap

    def buttons_fit(self, count: int, lines: Sequence[int] = ()) -> bool:
        """Whether those buttons fit in the tray under its title (at large text in a short
        window three two-line buttons may not: the title then gives way)."""
        rects = self.buttons(count, lines)
        return not rects or rects[-1].bottom >= self.tray.bottom

    @property
    def tray_need(self) -> float:
        s = self.scale
        slots = TRAY_SLOTS * (self.slot_height + 6 * s)
        buttons = 3 * (self.button_height + 8 * s)
        return self.title_height + 10 * s + max(slots, buttons)

    # --- the big parts ----------------------------------------------------------------------

    @property
    def side(self) -> Rect:
        return self._parts["side"]

    @property
    def side_panel(self) -> Rect:
        """The panel behind the tray and the supply (and the dice, unless they lie in the band
        at large text)."""
        return self._parts.get("side_panel", self.side)

    @property
    def stocks(self) -> Rect:
        return self._parts["stocks"]

    @property
    def scene(self) -> Rect:
        return self._parts["scene"]

    # --- the side column --------------------------------------------------------------------

    @property
    def dice_area(self) -> Rect:
        return self._parts["dice_area"]

    def die(self, index: int) -> tuple[tuple[float, float], float]:
        """Centre and size of die ``index`` (0: what to place, 1: how)."""
        area = self.dice_area
        size = self.die_size
        cx = area.left + area.width * (0.27 if index == 0 else 0.73)
        return (cx, area.top - self.caption_height - 6 * self.scale - size / 2), size

    def die_caption(self, index: int) -> Rect:
        """The word above die ``index``: as wide as half the dice area."""
        area = self.dice_area
        s = self.scale
        (cx, _cy), _size = self.die(index)
        half = area.width / 2 - 6 * s
        return Rect(
            cx - half / 2, area.top - self.caption_height - 2 * s, half, self.caption_height
        )

    @property
    def how_area(self) -> Rect:
        """The words under the dice: how to place, what is still to place (at large text in a
        band right of the dice)."""
        return self._parts["how_area"]

    @property
    def how_words(self) -> Rect:
        """Where the words under the dice are written, inside :attr:`how_area`."""
        s = self.scale
        return self.how_area.inset(10 * s, (6 if self.banded else 2) * s)

    @property
    def how_panel(self) -> Rect | None:
        """The band's panel at large text; None while the words lie in the side column."""
        return self._parts.get("how_panel")

    @property
    def tray(self) -> Rect:
        return self._parts["tray"]

    @property
    def tray_title(self) -> Rect:
        s = self.scale
        tray = self.tray
        height = self.title_height
        return Rect(tray.left + 12 * s, tray.top - height - 2 * s, tray.width - 24 * s, height)

    def tray_slot(self, index: int, count: int = TRAY_SLOTS) -> Rect:
        """Slot ``index`` of ``count`` in the tray: fewer slots may be taller, so a long name
        (a beaver with a small log) takes two lines."""
        s = self.scale
        tray = self.tray
        count = max(count, 1)
        titled = self.tray_titled(count)
        above = self.title_height + 10 * s if titled else 8 * s
        room = tray.height - above - 6 * s * (count - 1)
        most = max(66 * s, (3 * self.small_line + 6 * s) if count < TRAY_SLOTS else 0.0)
        if self.slot_one_line and count >= TRAY_SLOTS:
            most = self.slot_height
        height = max(min(most, room / count), self.slot_height)
        first = self.tray_title.bottom - 2 * s if titled else tray.top - 8 * s
        top = first - index * (height + 6 * s)
        return Rect(tray.left + 6 * s, top - height, tray.width - 12 * s, height)

    def tray_titled(self, count: int = TRAY_SLOTS) -> bool:
        """Whether the tray's title stands over ``count`` slots: it gives way when they need
        its room (laid out aside at large text; the prompt says what to do)."""
        s = self.scale
        slots = max(count, 1) * (self.slot_height + 6 * s)
        return not self.aside or self.title_height + 10 * s + slots <= self.tray.height

    def buttons(self, count: int, lines: Sequence[int] = (), titled: bool = True) -> list[Rect]:
        """Rows of buttons in the tray (roll; keep or discard), each as tall as the lines of
        its label (``lines``; by default as tall as the longest label needs); under the tray's
        title, or (``titled=False``) from the tray's top."""
        s = self.scale
        tray = self.tray
        found = []
        top = (self.tray_title.bottom if titled else tray.top) - 8 * s
        for index in range(count):
            height = self.button_height
            if index < len(lines):
                height = max(44 * s, lines[index] * self.body_line + 8 * s)
            found.append(Rect(tray.left + 10 * s, top - height, tray.width - 20 * s, height))
            top -= height + 8 * s
        return found

    @property
    def supply(self) -> Rect:
        return self._parts["supply"]

    # --- player stocks ----------------------------------------------------------------------

    @property
    def board(self) -> bool:
        """Whether the stocks are a board (a row per player) rather than a panel each."""
        return self._board

    def _wants_board(self, width: float) -> bool:
        """A board when the panels do not fit in one row, or their names not on two lines, or
        they stand taller than the board by more than a line (large text): the scene keeps the
        room."""
        if self.players == 1:
            return False
        columns, rows = self._panels(width)
        if rows > 1 or self.needs.stock_name_wrapped > self._panel_width(width):
            return True
        panels = self._panel_height(self._panel_width(width))
        return panels > self._board_height(width) + self.small_line

    def _panels(self, width: float) -> tuple[int, int]:
        """(columns, rows) of stock panels in a strip ``width`` wide."""
        s = self.scale
        if self.players == 1:
            return 2, 1
        count = self.players
        columns = max(2, count)
        while columns > 1 and (width - 8 * s * (columns - 1)) / columns < self.needs.stock_row:
            columns -= 1
        columns = min(columns, count)
        return columns, math.ceil(count / columns)

    def _panel_width(self, width: float) -> float:
        if self.players == 1:
            return self._solo_stock_width(width)
        columns = self._panels(width)[0]
        return (width - 8 * self.scale * (columns - 1)) / columns

    def _solo_stock_width(self, width: float) -> float:
        """Solo: the stock panel is as wide as its words, the verdict ladder takes the rest."""
        s = self.scale
        half = (width - 8 * s) / 2
        if self._ladder_columns(width - half - 8 * s) == VERDICT_COUNT:
            return half
        wanted = max(self.needs.stock_row, self.needs.stock_name)
        return min(half, max(wanted, width * 0.25))

    def _name_lines(self, panel_width: float) -> int:
        return 1 if self.needs.stock_name <= panel_width else 2

    def _total_lines(self, panel_width: float) -> int:
        return 1 if self.needs.stock_total <= panel_width else 2

    def _name_line(self) -> float:
        return max(22 * self.scale, self.small_line)

    def _panel_height(self, panel_width: float) -> float:
        s = self.scale
        head = self._name_lines(panel_width) * self._name_line()
        rows = self._total_lines(panel_width) + 2
        return max(104 * s, 12 * s + head + rows * self.small_line)

    def _stocks_height(self, width: float) -> float:
        s = self.scale
        if self.board:
            return self._board_height(width)
        _columns, rows = self._panels(width)
        panel = self._panel_height(self._panel_width(width))
        height = rows * panel + 8 * s * (rows - 1)
        if self.players == 1:
            ladder_width = width - self._solo_stock_width(width) - 8 * s
            height = max(height, self._ladder_height(ladder_width))
        return height

    def stock(self, seat: int) -> Rect:
        """A player's panel (on a board: the player's row); in solo one panel beside the
        verdict ladder, or the stock's line of the compact strip."""
        if self.board:
            return self._board_row(seat)
        if self.compact:
            return self.strip_parts()[2]
        s = self.scale
        strip = self.stocks
        columns, rows = self._panels(strip.width)
        width = self._panel_width(strip.width)
        height = (strip.height - 8 * s * (rows - 1)) / rows
        row, column = divmod(seat, columns)
        top = strip.top - row * (height + 8 * s)
        return Rect(strip.left + column * (width + 8 * s), top - height, width, height)

    def stock_head(self, seat: int) -> Rect:
        """The name of a player's panel or board row (two lines when the name is long), its
        marker included."""
        if self.board:
            return self.board_cells(seat)[0]
        s = self.scale
        panel = self.stock(seat)
        inner = panel.inset(PANEL_INSET * s, 6 * s)
        return inner.split_top(self._name_lines(panel.width) * self._name_line())[0]

    def stock_rows(self, seat: int) -> list[Rect]:
        """The rows under the name: logs left (two lines when its words are long), logs, small
        logs."""
        s = self.scale
        panel = self.stock(seat)
        inner = panel.inset(PANEL_INSET * s, 6 * s)
        head = self.stock_head(seat)
        body = Rect(inner.left, inner.bottom, inner.width, head.bottom - inner.bottom)
        lines = self._total_lines(panel.width)
        line = body.height / (lines + 2)
        total, rest = body.split_top(lines * line)
        logs, small = rest.rows(2)
        return [total, logs, small]

    def stock_marker(self, seat: int) -> tuple[float, float, float]:
        """(x, y, radius) of the seat's marker, beside the first line of its name."""
        s = self.scale
        if self.compact:
            name = self.strip_stock()[0]
            return name.left + 9 * s, name.center_y, 8 * s
        head = self.stock_head(seat)
        line = self.small_line if self.board else self._name_line()
        return head.left + 9 * s, head.top - line / 2, 8 * s

    # --- the stock board (many players, large text) -----------------------------------------

    @property
    def board_pictures(self) -> bool:
        """Whether the board's columns of logs and small logs are headed by the pieces' pictures
        (their words would make a name wrap)."""
        return self._board_pictures(self.stocks.width)

    @property
    def board_arrows(self) -> bool:
        """Whether the acting player's name on the board carries its arrow: only when every
        name keeps one line with it; otherwise the row highlight alone shows who acts."""
        return self._board_arrows(self.stocks.width)

    def _columns_with(
        self, width: float, heads: Sequence[float], longest: float
    ) -> tuple[float, list[float]]:
        """(the name column's width, the count columns' widths) under headings ``heads`` wide:
        the counts as wide as their headings, with less room between them before the ``longest``
        name takes two lines; the names take the rest."""
        s = self.scale
        inner = width - 2 * PANEL_INSET * s
        counts = [max(head, self.needs.board_count) for head in heads]
        spare = (inner - longest - sum(counts)) / len(counts)
        gap = max(LEAST_BOARD_GAP * s, min(BOARD_GAP * s, spare))
        counts = [count + gap for count in counts]
        return max(0.0, inner - sum(counts)), counts

    def _word_heads(self) -> tuple[float, ...]:
        return self.needs.board_heads or (0.0,) * BOARD_COUNTS

    def _board_pictures(self, width: float) -> bool:
        if self.aside:  # each row shows its logs' pictures; the headings are words
            return False
        longest = max(self.needs.board_names, default=0.0)
        return longest > self._columns_with(width, self._word_heads(), longest)[0] + 0.5

    def _board_heads(self, width: float) -> list[float]:
        if self.aside:
            return self._aside_heads()
        heads = list(self._word_heads())
        if self._board_pictures(width):
            heads[:2] = [BOARD_LOG_PICTURE * self.scale, BOARD_SMALL_LOG_PICTURE * self.scale]
        return heads

    def _board_arrows(self, width: float) -> bool:
        longest = max(self.needs.board_names, default=0.0)
        return longest <= self._columns_with(width, self._board_heads(width), longest)[0] + 0.5

    def _board_names(self, width: float) -> tuple[float, ...]:
        if self._board_arrows(width):
            return self.needs.board_names
        return self.needs.board_plain_names or self.needs.board_names

    def _board_columns(self, width: float) -> tuple[float, list[float]]:
        """(the name column's width, the widths of the count columns) in a board ``width``
        wide."""
        longest = max(self._board_names(width), default=0.0)
        return self._columns_with(width, self._board_heads(width), longest)

    def _board_name_lines(self, seat: int, width: float) -> int:
        names = self._board_names(width)
        wanted = names[seat] if seat < len(names) else 0.0
        return 1 if wanted <= self._board_columns(width)[0] + 0.5 else 2

    def _board_row_height(self, seat: int, width: float) -> float:
        return self._board_name_lines(seat, width) * self.small_line + 2 * self.scale

    @property
    def board_headed(self) -> bool:
        """Whether the board has its row of headings (aside at large text it gives way before
        the tray's room: each count then stands beside its log's picture, the total after
        "=")."""
        return self._board_headed

    def _board_heading_height(self) -> float:
        return self.small_line if self._board_headed else 0.0

    def _board_height(self, width: float) -> float:
        s = self.scale
        rows = sum(self._board_row_height(seat, width) for seat in range(self.players))
        return 2 * 4 * s + self._board_heading_height() + rows

    def _board_row(self, seat: int) -> Rect:
        s = self.scale
        strip = self.stocks
        above = sum(self._board_row_height(other, strip.width) for other in range(seat))
        height = self._board_row_height(seat, strip.width)
        top = strip.top - 4 * s - self._board_heading_height() - above
        return Rect(strip.left + 3 * s, top - height, strip.width - 6 * s, height)

    def _board_cuts(self, row: Rect) -> list[Rect]:
        """``row`` cut into the name column and the count columns."""
        s = self.scale
        name_width, counts = self._board_columns(self.stocks.width)
        left = self.stocks.left + PANEL_INSET * s
        cells = [Rect(left, row.bottom, name_width, row.height)]
        left += name_width
        for width in counts:
            cells.append(Rect(left, row.bottom, width, row.height))
            left += width
        return cells

    def board_heads(self) -> list[Rect]:
        """The headings over the board's count columns (logs, small logs, logs left)."""
        s = self.scale
        strip = self.stocks
        row = Rect(strip.left, strip.top - 4 * s - self.small_line, strip.width, self.small_line)
        return self._board_cuts(row)[1:]

    def board_cells(self, seat: int) -> list[Rect]:
        """A player's row on the board: the name (marker included), logs, small logs, logs
        left."""
        row = self._board_row(seat)
        return self._board_cuts(
            Rect(row.left, row.bottom + self.scale, 0, row.height - 2 * self.scale)
        )

    # --- the solo verdict ladder --------------------------------------------------------------

    def _ladder_columns(self, width: float) -> int:
        s = self.scale
        inner = width - 20 * s
        wanted = max(self.needs.ladder_cell, 1.0)
        return max(1, min(VERDICT_COUNT, int((inner + 4 * s) // (wanted + 4 * s))))

    def _cell_rows(self, width: float) -> int:
        columns = self._ladder_columns(width)
        return math.ceil(VERDICT_COUNT / columns)

    def _cell_height(self) -> float:
        return max(30 * self.scale, self.small_line + 4 * self.scale)

    def _verdict_lines(self, width: float) -> int:
        room = width - 20 * self.scale
        if self.needs.verdict_lines is not None:
            return self.needs.verdict_lines(room)
        return lines_for(self.needs.verdict, room)

    def _ladder_head_height(self, width: float) -> float:
        """The solo count over the ladder: one line of body type, two when its words are long."""
        lines = 1 if self.needs.ladder_head <= width else 2
        return lines * max(22 * self.scale, self.body_line)

    def _ladder_height(self, width: float) -> float:
        s = self.scale
        rows = self._cell_rows(width)
        return (
            12 * s
            + self._ladder_head_height(width)
            + max(26 * s, self._verdict_lines(width) * self.small_line + 4 * s)
            + rows * self._cell_height()
            + 4 * s * (rows - 1)
        )

    @property
    def ladder(self) -> Rect:
        """Solo: the six verdicts, the one earned so far lit."""
        strip = self.stocks
        first = self.stock(0)
        left = first.right + 8 * self.scale
        return Rect(left, strip.bottom, strip.right - left, strip.height)

    def ladder_parts(self) -> tuple[Rect, Rect, list[Rect]]:
        """(the heading, the verdict line, the six cells) of the solo ladder."""
        s = self.scale
        area = self.ladder
        inner = area.inset(10 * s, 6 * s)
        head, rest = inner.split_top(self._ladder_head_height(area.width))
        line, cells = rest.split_top(
            max(26 * s, self._verdict_lines(area.width) * self.small_line + 4 * s)
        )
        columns = self._ladder_columns(area.width)
        height = self._cell_height()
        width = (cells.width - 4 * s * (columns - 1)) / columns
        rows = math.ceil(VERDICT_COUNT / columns)
        first = cells.bottom + rows * height + 4 * s * (rows - 1)
        found = []
        for index in range(VERDICT_COUNT):
            row, column = divmod(index, columns)
            top = first - row * (height + 4 * s)
            found.append(Rect(cells.left + column * (width + 4 * s), top - height, width, height))
        return head, line, found

    # --- the compact solo strip (large text) -------------------------------------------------

    @property
    def compact(self) -> bool:
        """Solo at large text: the verdicts and the stock share one low strip under the scene."""
        return self._compact

    def _strip_words_lines(self, width: float) -> int:
        room = width - 20 * self.scale
        if self.needs.placed_lines is not None:
            return self.needs.placed_lines(room)
        return lines_for(self.needs.placed, room)

    def _strip_cells_in_a_row(self, width: float) -> int:
        s = self.scale
        inner = width - 20 * s
        wanted = max(self.needs.ladder_plain, 1.0)
        return max(1, min(VERDICT_COUNT, int((inner + 4 * s) // (wanted + 4 * s))))

    def _strip_cell_row(self) -> float:
        """A row of verdict cells, with room for the lit one to stand out above and below."""
        return self._cell_height() + 6 * self.scale

    def _strip_stock_spans(self, width: float) -> tuple[float, list[float]] | None:
        """(the name's width, each count's width: heading and number) when the stock fits on
        one line ``width`` wide; None when it takes two (the counts under the name)."""
        s = self.scale
        name = self.needs.board_names[0] if self.needs.board_names else 0.0
        heads = self._strip_heads()
        counts = [head + 6 * s + self.needs.board_count for head in heads]
        if name + sum(counts) + LEAST_BOARD_GAP * s * len(counts) <= width:
            return name, counts
        return None

    def _strip_heads(self) -> list[float]:
        """The widths of the strip's count headings: words, or aside the logs' pictures."""
        if self.aside:
            return self._aside_heads()
        return list(self.needs.board_heads or (0.0,) * BOARD_COUNTS)

    def _strip_stock_height(self, width: float) -> float:
        lines = 1 if self._strip_stock_spans(width - 20 * self.scale) else 2
        return lines * self.small_line

    def _strip_height(self, width: float) -> float:
        s = self.scale
        rows = math.ceil(VERDICT_COUNT / self._strip_cells_in_a_row(width))
        return (
            6 * s
            + self._strip_words_lines(width) * self.small_line
            + 4 * s
            + rows * self._strip_cell_row()
            + 4 * s
            + self._strip_stock_height(width)
            + 6 * s
        )

    def strip_parts(self) -> tuple[Rect, list[Rect], Rect]:
        """(the verdict earned so far, the six verdict cells, the stock's line) of the compact
        solo strip. A cell is as tall as the lit one; the others are drawn a little lower."""
        s = self.scale
        inner = self.stocks.inset(10 * s, 6 * s)
        words, rest = inner.split_top(self._strip_words_lines(self.stocks.width) * self.small_line)
        columns = self._strip_cells_in_a_row(self.stocks.width)
        height = self._strip_cell_row()
        width = (inner.width - 4 * s * (columns - 1)) / columns
        top = rest.top - 4 * s
        cells = []
        for index in range(VERDICT_COUNT):
            row, column = divmod(index, columns)
            cell_top = top - row * height
            cells.append(
                Rect(inner.left + column * (width + 4 * s), cell_top - height, width, height)
            )
        stock = Rect(
            inner.left, inner.bottom, inner.width, self._strip_stock_height(self.stocks.width)
        )
        return words, cells, stock

    def strip_stock(self) -> tuple[Rect, list[tuple[Rect, Rect]]]:
        """(the name, marker included; each count as its heading and its number) on the stock's
        line of the compact strip (two lines when one would not hold them)."""
        s = self.scale
        line = self.strip_parts()[2]
        spans = self._strip_stock_spans(line.width)
        heads = self._strip_heads()
        number = self.needs.board_count
        if spans is None:
            name_row, counts_row = line.rows(2)
            name = name_row
            left, row = counts_row.left, counts_row
            widths = [head + 6 * s + number for head in heads]
            gap = (row.width - sum(widths)) / max(1, len(widths) - 1)
        else:
            name_width, widths = spans
            name = Rect(line.left, line.bottom, name_width, line.height)
            row = line
            gap = (line.right - name.right - sum(widths)) / len(widths)
            left = name.right + gap
        found = []
        for head, wide in zip(heads, widths, strict=True):
            found.append(
                (
                    Rect(left, row.bottom, head, row.height),
                    Rect(left + head + 6 * s, row.bottom, number, row.height),
                )
            )
            left += wide + gap
        return name, found
