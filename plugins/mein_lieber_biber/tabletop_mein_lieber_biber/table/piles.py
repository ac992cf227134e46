"""The two draw piles in the column: the row they stand in, each pile's card with the caption
over it (its number and how many cards it holds) and the badge with its key, and how far right
of them the stick supply begins. No arcade."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Layout, Node, Piece, Row, Text, lay_out
from tabletop_core.render.kit.spacing import STEPS
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT
from tabletop_mein_lieber_biber.table.words import pile_caption

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

PILE = {"width": 56, "least": 40, "lines": 1.6, "caption": 40, "caption pad": STEPS["snug"]}
"""A pile's card (pixels at 100 % size): its width standing tall, its least height when compact
and that height in small lines; its caption's room beyond the card, and beyond the words."""
STEP = {"apart": 44, "caption gap": 10, "inset": 22, "compact inset": STEPS["snug"]}
"""From one pile to the next (beyond the card, beyond the caption), and the first pile's inset
from the column's edge (pixels at 100 % size)."""
SUPPLY_GAP = {"pile": 30, "caption": STEPS["snug"]}
"""The stick supply's distance from the second pile's card and from its caption."""


class DrawPiles:
    """Made afresh once the layout's plan is settled: the piles' tree is laid out once."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    @property
    def tight(self) -> bool:
        """The piles' badges beside them rather than under them (the row is short)."""
        return self.layout._plan.tight_piles

    def height(self, compact: bool) -> float:
        """A pile's card: tall, or (compact) as short as its row allows, never shorter than at
        100 % text."""
        layout = self.layout
        tall = PILE["width"] * layout.scale * CARD_ASPECT
        short = max(PILE["least"] * layout.scale, PILE["lines"] * layout.small_line)
        height = min(tall, short) if compact else tall
        return max(height, layout.standard.pile)

    @property
    def row(self) -> Rect:
        return self.layout.part("piles")

    @property
    def size(self) -> tuple[float, float]:
        h = self.height(self.layout.compact)
        return h / CARD_ASPECT, h

    def _caption_width(self, width: float) -> float:
        s = self.layout.scale
        words = self.layout.width(Text(pile_caption(1, 30), "small"))
        return max(width + PILE["caption"] * s, words + PILE["caption pad"] * s)

    def _first_and_step(self, compact: bool) -> tuple[float, float]:
        """How far the first pile stands from the column's left edge, and from one pile's left
        edge to the next: each caption, centred over its card unless compact, stays clear."""
        s = self.layout.scale
        w = self.height(compact) / CARD_ASPECT
        caption = self._caption_width(w)
        over = 0.0 if compact else (caption - w) / 2
        step = max(w + STEP["apart"] * s, caption + STEP["caption gap"] * s)
        inset = STEP["compact inset"] if compact else STEP["inset"]
        return max(inset * s, over + 2 * s), step

    def tree(self) -> Node:
        """The piles declared: under room for their captions, side by side from the row's
        left, each card as large as :attr:`size`."""
        layout = self.layout
        w, h = self.size
        first, step = self._first_and_step(layout.compact)
        piles = Row(
            Piece((first, 0)),
            Piece((w, h), key="pile 0"),
            Piece((step - w, 0)),
            Piece((w, h), key="pile 1"),
            align="start",
        )
        return Column(Piece((0, self.caption_room)), piles)

    @property
    def caption_room(self) -> float:
        """The room over the piles for their captions."""
        return self.layout.small_line + self.layout.space.snug

    def supply_left(self, compact: bool) -> float:
        """How far the stick supply stands from the column's left edge: right of the second
        pile and its caption."""
        s = self.layout.scale
        w = self.height(compact) / CARD_ASPECT
        caption = self._caption_width(w)
        first, step = self._first_and_step(compact)
        pile = first + step  # the second pile's left edge
        caption_right = pile + caption if compact else pile + w / 2 + caption / 2
        return max(pile + w + SUPPLY_GAP["pile"] * s, caption_right + SUPPLY_GAP["caption"] * s)

    @functools.cached_property
    def _placed(self) -> Layout:
        return lay_out(self.tree(), self.row)

    def pile(self, index: int) -> Rect:
        return self._placed[f"pile {index}"]

    def caption(self, index: int) -> Rect:
        """Over the pile: its number and how many cards it holds."""
        s = self.layout.scale
        pile = self.pile(index)
        width = self._caption_width(pile.width)
        left = pile.left if self.layout.compact else pile.center_x - width / 2
        return Rect(left, pile.top + 3 * s, width, self.layout.small_line)

    def badge(self, index: int) -> tuple[float, float]:
        """The centre of the badge with the pile's key: under the pile, or (tight) beside it."""
        s = self.layout.scale
        space = self.layout.space
        pile = self.pile(index)
        if self.tight:
            return pile.right + space.tight + self.badge_radius, pile.center_y
        return pile.center_x, pile.bottom - 2 * s

    @property
    def badge_radius(self) -> float:
        """The round badge with a pile's key under the pile: as a hand card's key's."""
        return self.layout.hand.key_radius
