"""The decision at hand: the place of its buttons (under the piles, or crowded along the bottom
of the pond), the buttons declared side by side or one under the other, and the note of what
just happened in their place when compact. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, FirstFitting, Gap, Node, Piece, Row, Text, lay_out
from tabletop_core.render.kit.spacing import STEPS
from tabletop_mein_lieber_biber.table.words import choice_labels

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

BUTTON_GAPS = (STEPS["gap"], STEPS["tight"])
"""Pixels (at 100 % size) between the decision's buttons side by side, and one under the other."""
LABEL_LINES = 2
"""Lines a decision's button gives its label side by side (one under the other: one line)."""
LABEL_SHARE = 0.62
"""How much of its longest label's width a button side by side needs (the rest wraps)."""


class Decision:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    @property
    def tells_held(self) -> bool:
        """Whether the decision's place tells where the beaver in hand goes, instead of its two
        buttons (whose keys the prompt names): crowded, or raft first (the pond's corners are
        too narrow for it)."""
        return self.layout.crowded or self.layout.raft_first

    @property
    def row(self) -> Rect:
        """The decision at hand: its buttons, else what is going on. Under the piles, or
        (crowded) along the bottom of the pond."""
        layout = self.layout
        space = self.layout.space
        if not layout.crowded:
            return layout.part("choice")
        height = self.height(layout._plan.choices_side_by_side)
        area = layout.pond.raft_area
        return Rect(
            area.left + space.gap, area.bottom + space.snug, area.width - space.wide, height
        )

    @property
    def news_room(self) -> Rect | None:
        """Where the note of what just happened goes when the column is compact: the decision's
        place (when no buttons are showing). ``None``: over the top of the raft."""
        return self.row if self.layout.compact else None

    def tree(self, count: int, side_by_side: bool, least: float = 0.0) -> Node:
        """The decision's ``count`` buttons declared ``side_by_side``, sharing the place's width
        (each at least ``least`` wide); else one under the other, each as wide as the place, its
        label on one line."""
        layout = self.layout
        s, line, space = layout.scale, layout.small_line, layout.space
        keys = [f"choice {n}" for n in range(count)]
        across, down = (Gap(gap * s, gap * s) for gap in BUTTON_GAPS)
        if side_by_side:  # the labels on up to two lines
            tall = LABEL_LINES * line + space.snug
            buttons = (Piece((least, tall), key=key, grow=1) for key in keys)
            return Row(*buttons, gap=across)
        button = max(34 * s, line + space.tight)
        return Column(*(Piece((0, button), key=key) for key in keys), gap=down)

    def side_by_side_in(self, width: float) -> bool:
        """Whether the decision's three buttons stand side by side in a place ``width`` px wide:
        the first of its two forms whose least width fits, a button side by side needing room
        for its longest label on two lines."""
        labels = (Text(label, "small", bold=True) for label in choice_labels())
        least = LABEL_SHARE * self.layout.width(*labels) + self.layout.space.gap
        forms = FirstFitting(self.tree(3, True, least), self.tree(3, False))
        return forms.chosen(self.layout.words, Rect(0, 0, width, 1e9)) is forms.options[0]

    def height(self, side_by_side: bool) -> float:
        """How tall the decision's three buttons stand, ``side_by_side`` or not."""
        return self.layout.words.heights(self.tree(3, side_by_side), 0.0)[0]

    def buttons(self, count: int) -> list[Rect]:
        """The decision's ``count`` buttons, declared (:meth:`tree`) along the top of its place,
        side by side or one under the other as the plan says."""
        if not count:
            return []
        row, keys = self.row, [f"choice {n}" for n in range(count)]
        tree = self.tree(count, self.layout._plan.choices_side_by_side)
        height = self.layout.words.heights(tree, row.width)[0]
        placed = lay_out(
            tree, Rect(row.left, row.top - height, row.width, height), self.layout.words
        )
        return [placed[key] for key in keys]
