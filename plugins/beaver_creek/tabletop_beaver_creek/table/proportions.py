"""The proportions of the Beaver Creek table: the sizes its parts are designed at (at scale 1), and
the words measured for it (:class:`Needs`). No arcade."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from tabletop_beaver_creek.pieces import LOG, LOG_LENGTH, SMALL_LOG
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.theme import TableType

TRAY_SLOTS = 3
SLOT_ICON = 72.0
"""The widest a piece's picture in a tray slot is (at scale 1): more text leaves more room. A
slot of one line draws it at the pieces' scale (as long as at 100 % text)."""
DIE_AT = 0.27
"""The first die's centre lies this share of the dice area's width from its left, the second's
as far from its right."""
SIDE_WIDTH = 236.0
"""The side column's width (at scale 1) when its words want no more."""
GROUND_SHARE = 0.12
"""The share of the scene's height below the table top (the bank and the table the box stands
on): the backdrop keeps it, however the camera frames the dam."""
LEAST_GROUND_SHARE = 0.03
"""The share below the table top when large text lays the table out aside (a lower scene)."""
SIDE_ROOM = 40.0
"""World units shown either side of the box and the dam."""
HEADROOM = 80.0
"""World units kept free above the dam, for the next piece and the one being carried."""
MOST_SCALE = 2.3
"""The most pixels a world unit takes (at scale 1): an empty box stays a box, not a giant."""
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
BOARD_COUNTS = 3
"""Columns of counts on the stock board: logs, small logs, logs left."""
BOARD_LOG_PICTURE = 44.0
"""The length of the log's picture that heads the board's column of logs when the words would
make a name wrap (at scale 1); the small log's is as much shorter as the piece is."""
SMALL_LOG_SHARE = LOG_LENGTH[SMALL_LOG] / LOG_LENGTH[LOG]
"""A small log is this much as long as a log: every picture of one is as much shorter."""
BOARD_SMALL_LOG_PICTURE = BOARD_LOG_PICTURE * SMALL_LOG_SHARE
LOG_ROW = 23.0
"""The tallest row of a stock a log's picture lies in (at scale 1): a taller row keeps the log
as thick."""
LOG_THICKNESS = 0.6
"""A stock's log picture is this much as thick as its row."""
BANNER_LINES = 5
"""The most lines a banner over the scene takes (a piece taken back, in German at large text):
solo keeps the scene at least this tall in body lines."""
WRAP_SLACK = 1.2
"""Words wrapped onto lines fill them less than whole: room for this much more than one line."""
ASIDE_BELOW = 0.75
"""Large text lays the table out aside when the banded plan leaves the scene lower than this
share of its height at 100 % text."""
ASIDE_SCENE_SHARE = 0.5
"""The least share of the table's width the scene keeps when the table is laid out aside at
large text: the side column has the rest, so names keep one line."""
LEAST_HEADROOM = 30.0
"""World units kept free above the dam (the next piece's ghost on top) when the scene is too low
for :data:`HEADROOM` at the 100 % scale (large text)."""
LOG_PICTURE = 97.0
"""The length of a stock's log picture (at scale 1); the small log's is as much shorter as the
piece is (:data:`SMALL_LOG_SHARE`)."""


def log_thickness(row: float, scale: float) -> float:
    """How thick a stock's log picture is in a row ``row`` pixels high at ``scale``."""
    return min(row, LOG_ROW * scale) * LOG_THICKNESS


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
    placed_wrapped: float = 0.0
    """The least width in which that sentence takes two lines at most."""
    placed_lines: Callable[[float], int] | None = field(default=None, compare=False)
    """Lines that sentence takes wrapped into a given width (None: estimated from
    :attr:`placed`)."""
    slot_line: float = 0.0
    """The widest tray slot with its name and its count on one line, margins included (a
    beaver with a log by its shorter name and its count alone), but not its piece's picture:
    the layout adds that at the pieces' scale."""
    key: tuple[object, ...] = ()
    """What was measured (language, text size, names): layouts with the same key are equal."""


class LayoutFacts(TableType):
    """What every part of a :class:`~tabletop_beaver_creek.table.layout.TableLayout` knows: its
    rect, the players, the measured words and the rectangles the plan settled."""

    rect: Rect
    players: int
    needs: Needs
    standard_scene: Rect | None
    _parts: dict[str, Rect]
    _board: bool
    _compact: bool
    _aside: bool
    _board_headed: bool
    _small_buttons: bool

    @property
    def space(self) -> Spacing:
        """The kit's spacing scale at the table's scale: the distances between parts, by name."""
        return Spacing(self.scale)

    @property
    def least_board_gap(self) -> float:
        """The least room between two columns of counts before a name takes two lines."""
        return self.space.snug

    @property
    def aside(self) -> bool:
        """Whether large text laid the table out aside: the stocks under the tray, the supply
        in the band, the scene keeping the 100 % scale."""
        return self._aside
