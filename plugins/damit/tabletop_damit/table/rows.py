"""The rows of the Dam It! table sized, as plain rectangles (no arcade: testable alone).

The table rect is split into a column of player areas on the left and, on the right, three
rows: the five dam piles, the river (four cards, then the face-up draw pile and the discard
pile), and the viewer's hand. Sizes are designed for the 960×616 table of a 1280×720 window and
scale with the rect; the room the words need (a :class:`~tabletop_damit.table.measures.TextRoom`,
measured by the painters at the text size in force) widens the player column, heightens the
text rows and, at large text, moves the hand's header beside the cards. The cards take what is
left over, but never less than their own words need (``TextRoom.least_card``, ``least_dam``):
then the spacing gives way (``tight``) and the discard pile moves up (``discard_above``). When
the player areas cannot give each of their three rows a line of text (many seats, large text),
they keep two: the hand with the cubes, the dams with the garbage. The player areas are
:class:`~tabletop_damit.table.areas.PlayerAreas`; :class:`TableRows` sizes the rows and the
cards (measuring the river's places and the hand's room for it), and
:class:`~tabletop_damit.table.layout.TableLayout` places the pieces in them.
"""

from __future__ import annotations

import functools
from functools import cached_property

from tabletop_core.i18n import language
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Gap
from tabletop_core.render.kit.sizing import widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_damit.table.areas import PlayerAreas
from tabletop_damit.table.measures import CARD_ASPECT
from tabletop_damit.table.proportions import CARD_WIDTH, HAND_CARD_HEIGHT
from tabletop_damit.table.words import price_text

DRAW = 4
"""The draw pile's place, after the river's four."""
PILES = 5
LIFT = 18
"""Designed px a chosen hand card is lifted by."""
RIVER_SLOTS = 4
LEAST_CARD_WIDTH = 80.0
"""Window pixels below which a card's name and value no longer read (the words in the cards are
fitted to the card), when the room does not say better (``TextRoom.least_card``, from the
words): the river's cards keep at least this, or the designed width if smaller; when the river
row is too short for that, the discard pile moves up beside the dam piles."""


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
    return kit.Stack(kit.Space(0, height), kit.Row(*parts, gap=Gap(gap, gap)))


@functools.lru_cache(maxsize=64)
def _caption_widths(
    words: kit.Context, radius: float, cube: float, gap: float, height: float, language: str
) -> tuple[float, ...]:
    """The widths of the river's captions in ``words``' type (``language`` keys the free
    place's word)."""
    return tuple(
        widths_of(caption(p, radius, cube, gap, height), words)[1] for p in range(DRAW + 1)
    )


class TableRows(PlayerAreas):
    """The rows right of the player areas, sized: the dam piles, the river, the hand."""

    # --- the big pieces --------------------------------------------------------------------

    @cached_property
    def main(self) -> Rect:
        """The rows right of the player areas: a wide space from them, the table's margin at
        the right and, unless the spacing gives way, at the top and the foot."""
        r, sp = self.rect, self.space
        margin = sp.tight if self.room.tight else sp.gap
        left = self.column.right + sp.wide
        return Rect(left, r.bottom + margin, r.right - left - sp.gap, r.height - 2 * margin)

    @cached_property
    def piles_height(self) -> float:
        """The dam piles' row; at large text with the hand beside the piles, as tall as
        hand_area measures the hand: the badges over the cards, room to lift a chosen one."""
        s = self.scale
        height = 152 * s
        if not self.room.hand_up:
            return height
        hand = self.over_hand + self.hand_card_size[1] + self.lift_room + self.space.tight
        return max(height, hand)

    @cached_property
    def _rows(self) -> kit.Layout:
        """The rows right of the player areas, from the top: the dam piles and the river (the
        hand has the rest, :attr:`hand_row`). At large text the hand may lie up beside the dam
        piles (as wide as what the piles leave), and its header under the river."""
        s = self.scale
        sp = Spacing(s)
        river = kit.Piece((0, self.river_height), key="river")
        if not self.room.hand_up:
            piles = kit.Piece((0, self.piles_height), key="piles")
            return kit.lay_out(kit.Column(piles, kit.Space(sp.snug), river), self.main)
        piles_width = PILES * (self.dam_size[0] + self.space.loose)
        beside = kit.Row(
            kit.Piece((piles_width, self.piles_height), key="piles"),
            kit.Space(sp.wide),
            kit.Space(grow=1, key="hand"),
        )
        header = kit.Piece((0, self.header_lines_height), key="header")
        return kit.lay_out(
            kit.Column(beside, kit.Space(sp.snug), river, kit.Space(sp.tight), header), self.main
        )

    @property
    def piles_row(self) -> Rect:
        return self._rows["piles"]

    @cached_property
    def river_height(self) -> float:
        """The river's row: the captions, the cards, the labels under them."""
        return self.card_size[1] + self.caption_height + self.labels_height + self.space.gap

    @property
    def river_row(self) -> Rect:
        return self._rows["river"]

    @property
    def hand_row(self) -> Rect:
        """Beside the dam piles when the hand lies up; else all the table has under the river,
        which is less than nothing when the rows above reach past its bottom (the room
        ranks such arrangements by how far they reach, :func:`room.keep_cards_readable`)."""
        if self.room.hand_up:
            return self._rows["hand"]
        m = self.main
        top = self.river_row.bottom - self.space.tight
        return Rect(m.left, m.bottom, m.width, top - m.bottom)

    @cached_property
    def header(self) -> Rect:
        """Where the hand's header is written."""
        if self.room.hand_up:
            return self._rows["header"]
        row = self.hand_row
        if self.room.header_side:
            return Rect(
                row.left,
                row.bottom + self.space.tight,
                self.room.header_side,
                row.height - self.space.gap,
            )
        return Rect(row.left, row.top - self.header_height, row.width, self.header_height - 2)

    @cached_property
    def least_card_width(self) -> float:
        if self.room.least_card:
            return self.room.least_card
        return min(LEAST_CARD_WIDTH, CARD_WIDTH * self.scale)

    @cached_property
    def discard_up(self) -> bool:
        """The discard pile lies beside the dam piles: the river row has no room for it with
        cards of a readable width."""
        if self.room.hand_up:
            return False
        return (
            self.room.discard_above
            or self.river_width(self.least_card_width, True) > self.main.width
        )

    @cached_property
    def card_size(self) -> tuple[float, float]:
        s = self.scale
        width = min(CARD_WIDTH * s, (self.main.width - 80 * s) / (5.6 if self.discard_up else 6.6))
        # the river and the hand share the height the piles, captions and labels leave over
        fixed = (
            self.piles_height
            + self.space.snug
            + self.caption_height
            + self.labels_height
            + self.space.gap
            + self.space.tight
            + self.header_height
            + self.key_radius
            + 26 * s
        )
        free = self.main.height - fixed
        width = min(width, free * 0.47 / CARD_ASPECT)
        if self.room.hand_up:  # the river has the height under the piles and the hand
            river = fixed - self.key_radius - 26 * s + self.header_lines_height
            width = min(CARD_WIDTH * s, (self.main.height - river) / CARD_ASPECT)
        least = self.least_card_width
        if not self.room.least_card:
            least = min(least, width)
        width = max(width, least)
        while width > least and self.river_width(width, not self.discard_up) > self.main.width:
            width -= 1
        return width, width * CARD_ASPECT

    @cached_property
    def hand_card_size(self) -> tuple[float, float]:
        if self.room.hand_up:  # the row beside the dam piles is as tall as the hand needs
            height = max(HAND_CARD_HEIGHT * self.scale, self.room.least_hand)
            return height / CARD_ASPECT, height
        height = min(HAND_CARD_HEIGHT * self.scale, self.hand_area.height - self.space.far)
        if self.room.least_card:
            height = max(height, self.least_card_width * CARD_ASPECT)
        height = max(height, self.room.least_hand)
        return height / CARD_ASPECT, height

    @cached_property
    def river_fits(self) -> bool:
        """The river (with the discard pile, unless it lies up by the dam piles) lies within
        the table's width, and the discard within the piles' row when up there."""
        w, h = self.card_size
        river = self.river_width(w, not self.discard_up) <= self.main.width + 0.5
        return river and (not self.discard_up or h <= self.piles_height + 0.5)

    @cached_property
    def hand_spare(self) -> float:
        """The height the hand's row has left over its cards, lifted when chosen (< 0: they
        stick out of the table)."""
        return self.hand_area.height - self.hand_card_size[1] - self.lift_room

    @cached_property
    def fits(self) -> bool:
        """The cards keep their size and everything still lies inside the table."""
        fits = self.river_fits and self.hand_spare >= -0.5
        if self.room.hand_up:  # the header under the river, the hand's row holds a card
            fits = fits and self.header.bottom >= self.main.bottom - 0.5
            fits = fits and self.hand_area.width >= self.hand_card_size[0]
        return fits

    # --- what the rows hold, measured to size them ---------------------------------------

    @cached_property
    def price_cube(self) -> float:
        """The side of the cube drawn beside a river place's price."""
        return max(13 * self.scale, self.small_line * 0.55)

    def caption(self, position: int) -> kit.Node:
        """River place ``position``'s caption (:func:`caption`) at this table's sizes."""
        sp = self.space
        return caption(position, self.key_radius, self.price_cube, sp.tight, self.caption_height)

    @cached_property
    def caption_widths(self) -> tuple[float, ...]:
        """How wide each river place's caption is: measured once for the table's type and
        sizes, however many trial layouts share them while the cards are sized."""
        sp = self.space
        sizes = (self.key_radius, self.price_cube, sp.tight, self.caption_height)
        return _caption_widths(self.words, *sizes, language())

    def river_tree(self, width: float, discard: bool) -> kit.Node:
        """The river's row with cards ``width`` wide, read left to right: four places, then
        (after the draw gap) the draw pile's, each its caption (key and price) over its card;
        then the discard pile, unless it lies up by the dam piles."""
        sp = self.space
        card = (width, width * CARD_ASPECT)

        def place(key: str, over: kit.Node) -> kit.Node:
            at = kit.Box(kit.Piece(card, key=key), halign="center", valign="start")
            return kit.Column(over, at, gap=sp.fixed(sp.hair))

        def caption(p: int) -> kit.Node:
            return kit.Piece(
                (self.caption_widths[p], self.caption_height), key=f"river {p} caption"
            )

        river = (place(f"river {p}", caption(p)) for p in range(DRAW))
        places = [kit.Row(*river, gap=sp.fixed(self.river_gap)), place("river 4", caption(DRAW))]
        if discard:
            places.append(place("discard", kit.Space(0, self.caption_height)))
        draw = kit.Row(*places, gap=sp.fixed(self.draw_gap))
        return kit.Row(kit.Space(sp.tight), draw, kit.Space(sp.gap), align="start")

    def river_width(self, width: float, discard: bool) -> float:
        """How wide the river's row is with cards ``width`` wide."""
        return widths_of(self.river_tree(width, discard))[1]

    @cached_property
    def over_hand(self) -> float:
        """The room the hand's row keeps over its area: the header above the cards, the key
        badges over them."""
        return max(34 * self.scale, self.header_height + self.key_radius + self.space.snug)

    @cached_property
    def lift_room(self) -> float:
        """The room a chosen hand card takes in the hand's area besides its own height: it
        stands a tight space above the area's foot and rises :data:`LIFT` from there."""
        return self.space.tight + LIFT * self.scale

    @cached_property
    def hand_area(self) -> Rect:
        row = self.hand_row
        left = row.left + (
            self.room.header_side + self.space.loose if self.room.header_side else 0.0
        )
        top = row.top - self.over_hand
        return Rect(
            left,
            row.bottom + self.space.tight,
            row.right - left,
            top - row.bottom - self.space.tight,
        )
