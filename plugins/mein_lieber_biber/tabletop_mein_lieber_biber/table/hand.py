"""The viewer's hand at the foot of the column: the room it has, the heading over it, the size
of its cards, where each card lies (down in the row, raised when playable, lifted when chosen)
and which part of it a click finds, the squares of a card's symbols and the "joker" band along
its foot. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Box, Layout, Piece, Text, lay_out
from tabletop_core.render.kit.fan import Fan, uncovered
from tabletop_core.render.kit.spacing import STEPS
from tabletop_core.render.kit.type_steps import fine
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT, CARD_SYMBOL, CARD_SYMBOLS
from tabletop_mein_lieber_biber.table.words import hand_heading

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

LIFT = {"lifted": 14, "raised": STEPS["gap"], "foot": STEPS["snug"], "key gap": 2}
"""How far a card rises when lifted and when raised, the row's foot under the cards, and the
gap over a lifted card's key letter (pixels at 100 % size)."""
CARD = {
    "tallest": 150,
    "least": 40,
    "least room": 48,
    "gap": STEPS["snug"],
    "inset": STEPS["tight"],
}
"""A hand card's tallest and least height, the least room kept above the cards, the gap between
cards side by side and the row's inset from the column's edges (pixels at 100 % size)."""


class HandPlaces:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self._fans: dict[int, Layout] = {}

    @property
    def key_radius(self) -> float:
        """The round badge with a hand card's letter on its corner."""
        return 0.55 * self.layout.small_line

    @property
    def above_cards(self) -> float:
        """Room over the cards: the foot, the lift, the key letter and its gap."""
        s = self.layout.scale
        return LIFT["foot"] * s + LIFT["lifted"] * s + self.key_radius + LIFT["key gap"] * s

    def heading_lines(self, width: float) -> int:
        """On how many lines the heading over the hand stands ``width`` px wide, with the most
        cards: one, or two when it needs them (one when nobody's hand is shown)."""
        name = self.layout.hand_name
        heading = Text(hand_heading(name, 9), "small", bold=True, lines=2)
        return min(2, heading.lines_at(self.layout.words, width + 0.5)) if name else 1

    def heading_for(self, width: float) -> float:
        """The heading over the hand in a column ``width`` px wide."""
        return max(22 * self.layout.scale, self.heading_lines(width) * self.layout.small_line)

    @property
    def heading_height(self) -> float:
        return self.heading_for(self.layout.column.width)

    @property
    def heading_shown(self) -> bool:
        """Whether the heading over the hand is drawn (raft first, a column too short for it
        leaves it out: the viewer's row above names whose hand it is)."""
        column = self.layout._column
        if column is None:
            return True
        return "hand heading" not in column[0].dropped

    @property
    def header_lines(self) -> int:
        return self.heading_lines(self.layout.column.width)

    @property
    def area(self) -> Rect:
        hand = self.layout.part("hand")
        if not self.layout.raft_first or not self.heading_shown:
            return hand
        heading = self.layout.part("hand heading")
        return Rect(hand.left, hand.bottom, hand.width, heading.top - hand.bottom)

    @property
    def header(self) -> Rect:
        """Just above the cards (with room for their key letters)."""
        s = self.layout.scale
        height = self.heading_height
        bottom = self.slot(0, 1, lifted=True).top + self.key_radius + LIFT["key gap"] * s
        return Rect(self.area.left, bottom, self.area.width, height)

    @property
    def card_size(self) -> tuple[float, float]:
        s = self.layout.scale
        header = self.heading_height if self.heading_shown else 0.0
        tallest = max(CARD["tallest"] * s, self.layout.standard.card)
        height = min(
            tallest, self.area.height - max(CARD["least room"] * s, self.above_cards + header)
        )
        height = max(height, CARD["least"] * s)
        return height / CARD_ASPECT, height

    @staticmethod
    def card_symbols(slot: Rect) -> tuple[Rect, ...]:
        """The squares the symbols of the card in ``slot`` fill."""
        r = CARD_SYMBOL * slot.width
        return tuple(
            Rect(slot.left + x * slot.width - r, slot.top - y * slot.height - r, 2 * r, 2 * r)
            for x, y in CARD_SYMBOLS
        )

    def joker_band(self, slot: Rect) -> Rect:
        """Along the card's foot, left of its lower symbol (which stays in sight)."""
        s = self.layout.scale
        type_ = self.layout.type
        height = max(15 * s, type_.line(fine(type_.small)))
        right = min(symbol.left for symbol in self.card_symbols(slot)[1:]) - 2 * s
        return Rect(slot.left + 3 * s, slot.bottom + 3 * s, right - slot.left - 3 * s, height)

    def slot(self, index: int, count: int, lifted: bool = False, raised: bool = False) -> Rect:
        """Where a hand card lies: ``lifted`` (in hand or chosen) highest, ``raised`` (playable
        now) a little up, the others down in the row."""
        card = self._fan(count)[f"card {index}"]
        s = self.layout.scale
        lift = LIFT["lifted"] * s if lifted else LIFT["raised"] * s if raised else 0.0
        return Rect(card.left, card.bottom + lift, card.width, card.height)

    def _fan(self, count: int) -> Layout:
        """The hand declared: its cards side by side, overlapping when the row is short, on the
        row's foot inside its inset; laid out once per number of cards."""
        placed = self._fans.get(count)
        if placed is None:
            s, size, area = self.layout.scale, self.card_size, self.area
            cards = (Piece(size, key=f"card {n}") for n in range(count))
            row = Box(Fan(*cards, gap=CARD["gap"] * s), pad=CARD["inset"] * s, valign="end")
            foot = Rect(area.left, area.bottom + LIFT["foot"] * s, area.width, size[1])
            placed = self._fans[count] = lay_out(row, foot)
        return placed

    def hit(self, index: int, count: int, lifted: bool = False, raised: bool = False) -> Rect:
        """The part of a hand card not covered by the next one (the kit's fanned card)."""
        following = self.slot(index + 1, count) if index < count - 1 else None
        return uncovered(self.slot(index, count, lifted, raised), following)
