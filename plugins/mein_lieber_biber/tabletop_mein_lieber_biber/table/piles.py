"""The two draw piles in the column, declared side by side: each pile's card under its caption
(its number and how many cards it holds, on a second line when the row is short of room), the
badge with its key, and the stick supply's room right of them. No arcade."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.i18n import language
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Layout, Node, Piece, Row, Space, Text, lay_out
from tabletop_core.render.kit.spacing import STEPS
from tabletop_core.render.kit.words_room import WordsRoom
from tabletop_core.render.theme import reading
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT
from tabletop_mein_lieber_biber.table.words import pile_caption_text, supply_count, supply_heading

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

PILE = {"width": 56, "least": 40, "lines": 1.6, "caption": 40}
"""A pile's card (pixels at 100 % size): its width standing tall, its least height when compact
and that height in small lines; its caption's least room beyond the card."""
APART = {
    "edge": 2,
    "compact edge": STEPS["snug"],
    "caption": 3,
    "piles": 10,
    "words": STEPS["snug"],
}
"""Pixels at 100 % size: the first caption from the column's edge (compact: the first pile,
under the left end of its caption), a caption over its pile, from one pile's caption to the next
and to the stick supply, and a caption's room beyond its words."""


class DrawPiles:
    """Made afresh once the layout's plan is settled: the piles' tree is laid out once."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        self._rows: dict[tuple[bool, float, str, float], Layout] = {}
        """The piles' row laid out at each width the plan asked about (a layout's plan asks
        for the same widths several times while it settles)."""

    @property
    def tight(self) -> bool:
        """The piles' badges beside them rather than under them, so that the piles' row gives
        the hand its room (crowded, or the raft first)."""
        return self.layout.crowded or self.layout.raft_first

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

    def _pile(self, index: int, compact: bool) -> Node:
        """A pile under its caption: centred under it, or (compact) under its left end. The
        caption takes room for the widest it can say, on one line by preference, on two when
        the row is short of room, and never less than the pile and its key's badge beside it."""
        s = self.layout.scale
        h = self.height(compact)
        w = h / CARD_ASPECT
        badge = self.layout.space.tight + 2 * self.badge_radius
        words = Column(
            pile_caption_text(1, 30), Piece((w + max(PILE["caption"] * s, badge), 0)), align="start"
        )
        caption = Row(words, Space(APART["words"] * s), key=f"caption {index}")
        card = Piece((w, h), key=f"pile {index}")
        gap = APART["caption"] * s
        return Column(caption, card, gap=gap, align="start" if compact else "center")

    def tree(self, compact: bool | None = None) -> Node:
        """The piles declared side by side from the row's left, a little under its top, and the
        stick supply's room right of them (as wide as its longest word at least, and all the
        room left): the piles' captions give way to it."""
        compact = self.layout.compact if compact is None else compact
        s = self.layout.scale
        edge = APART["compact edge" if compact else "edge"] * s
        words = (Text(word, "small", bold=True) for word in supply_heading().text.split())
        piles = Row(
            Piece((edge, 0)),
            self._pile(0, compact),
            Piece((APART["piles"] * s, 0)),
            self._pile(1, compact),
            Piece((APART["piles"] * s, 0)),
            WordsRoom(*words, supply_count(60), key="supply", grow=1),
            align="start",
        )
        return Column(Piece((0, APART["caption"] * s)), piles)

    def _laid_out(self, compact: bool, width: float) -> Layout:
        """The piles' row laid out ``width`` px wide (its words in the language and at the
        text size in force)."""
        key = (compact, width, language(), reading.text_scale)
        laid = self._rows.get(key)
        if laid is None:
            room = Rect(0, 0, width, self.layout.rect.height)
            laid = self._rows[key] = lay_out(self.tree(compact), room, self.layout.words)
        return laid

    def caption_room(self, compact: bool, width: float) -> float:
        """The room over the piles for their captions in a column ``width`` px wide."""
        caption = self._laid_out(compact, width)["caption 0"].height
        return caption + 2 * APART["caption"] * self.layout.scale

    def supply_left(self, compact: bool, width: float) -> float:
        """How far the stick supply stands from the left edge of a column ``width`` px wide:
        right of the second pile's caption."""
        return self._laid_out(compact, width)["supply"].left

    @functools.cached_property
    def _placed(self) -> Layout:
        return lay_out(self.tree(), self.row, self.layout.words)

    @property
    def supply(self) -> Rect:
        """The stick supply's room right of the piles."""
        return self._placed["supply"]

    def pile(self, index: int) -> Rect:
        return self._placed[f"pile {index}"]

    def caption(self, index: int) -> Rect:
        """Over the pile: its number and how many cards it holds."""
        return self._placed[f"caption {index}"]

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
