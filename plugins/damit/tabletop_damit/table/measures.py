"""What every part of the Dam It! table's layout reads: the table's rect, its players and the
room its words need (:class:`TextRoom`), and what they give (the scale, the table's type and
its lines, the spacing, the key badges, the dam cards, the gaps between the river's places).

:class:`TableMeasures` is the base of the table's layout: the player areas
(:class:`~tabletop_damit.table.areas.PlayerAreas`) build on it, the rows right of them
(:class:`~tabletop_damit.table.rows.TableRows`) on those, and the places in the rows
(:class:`~tabletop_damit.table.layout.TableLayout`) on the rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.standard_size import piece_scale
from tabletop_core.render.theme import table_scale
from tabletop_damit.table.words import type_sizes

CARD_ASPECT = 1.44
"""A card's height over its width."""
DAM_ASPECT = 0.84
"""A dam card's width over its height."""
COLUMN_SHARE = 0.42
"""The player areas' column takes at most this share of the table's width: enough for a long
name with its "· bot" at large text, while the river keeps room for its cards."""


def key_radius(scale: float, small_line: float) -> float:
    """The radius of the round key badges (river numbers, hand letters): room for one letter
    of the small type, whose lines are ``small_line`` high."""
    return max(10 * scale, small_line * 0.42)


@dataclass(frozen=True, slots=True)
class TextRoom:
    """What the words on the table need, in pixels (0: only the designed room)."""

    name_width: float = 0.0
    """The longest seat's name line (name, "· bot" or "· you")."""
    label_lines: int = 1
    """Lines of the labels under the river (the draw pile's, the discard's)."""
    two_rows: bool = False
    """Crowded player areas keep two rows under the name instead of three: the hand with the
    cubes, the dams with the garbage kept in the dam pile."""
    header_lines: int = 1
    header_side: float = 0.0
    """The hand's header stands beside the cards in a column this wide (0: above them)."""
    least_card: float = 0.0
    """The least width of a river or hand card, in window pixels: its name and value fit at
    the cards' type size (0: :data:`~tabletop_damit.table.layout.LEAST_CARD_WIDTH`, or the
    designed width if smaller)."""
    tight: bool = False
    """The spacing between the river's places gives way, so that the cards keep their size."""
    column_share: float = COLUMN_SHARE
    """The share of the table's width the player areas' column takes at most."""
    least_dam: float = 0.0
    """The least height of a dam card: its cost and points fit at the cards' type size (and
    it is never below its height at 100 % text)."""
    least_hand: float = 0.0
    """The hand cards' least height (their height at 100 % text: larger text never shrinks
    them)."""
    discard_above: bool = False
    """The discard pile lies up beside the dam piles even where the river's row could hold it
    (its label then leaves the line under the river to the draw pile's)."""
    hand_up: bool = False
    """Large text: the hand lies up beside the dam piles and its header under the river, so
    that the river and the hand keep their cards' size in a table the larger words make short."""


@dataclass(frozen=True)
class TableMeasures:
    """A table drawn in ``rect`` for ``players`` seats, with the room its words need."""

    rect: Rect
    players: int
    room: TextRoom = TextRoom()

    @cached_property
    def scale(self) -> float:
        return table_scale(self.rect)

    @cached_property
    def piece_scale(self) -> float:
        """The scale of the pieces (cubes, the small cards in the player areas): as at 100 %
        text in this window, however large the text (:func:`piece_scale`)."""
        return piece_scale(self.rect)

    @cached_property
    def words(self) -> kit.Context:
        """The table's type at its scale, measuring words as the canvas draws them."""
        return drawn_context(type_sizes(self.scale))

    @cached_property
    def small_line(self) -> float:
        """A line of small type, never below its designed height."""
        return max(20 * self.scale, self.words.line("small"))

    @cached_property
    def body_line(self) -> float:
        """A line of body type, never below its designed height."""
        return max(26 * self.scale, self.words.line("body"))

    @cached_property
    def space(self) -> Spacing:
        return Spacing(self.scale)

    @cached_property
    def key_radius(self) -> float:
        """The round key badges (river numbers, hand letters)."""
        return key_radius(self.scale, self.small_line)

    @property
    def dam_size(self) -> tuple[float, float]:
        height = max(100 * self.scale, self.room.least_dam)
        return height * DAM_ASPECT, height

    @cached_property
    def caption_height(self) -> float:
        """A river place's caption: a line of small type (its key badge, its price)."""
        return self.small_line

    @cached_property
    def labels_height(self) -> float:
        """The band under the river cards."""
        return self.small_line * self.room.label_lines

    @cached_property
    def river_gap(self) -> float:
        """Between two river places (the cards' room for their captions)."""
        return self.space.tight if self.room.tight else self.space.loose

    @cached_property
    def draw_gap(self) -> float:
        """Between the last river place and the draw pile."""
        return self.space.gap if self.room.tight else self.space.far

    @cached_property
    def header_lines_height(self) -> float:
        """The hand's header on its lines, above the cards or under the river."""
        return self.body_line * self.room.header_lines + 2 * self.scale

    @cached_property
    def header_height(self) -> float:
        """The hand's header above the cards (nothing when it stands beside them, or under the
        river while the hand lies up)."""
        return 0.0 if self.room.header_side or self.room.hand_up else self.header_lines_height
