"""The decision at hand: the place of its buttons (under the piles, or crowded along the bottom
of the pond), the buttons declared side by side or one under the other, and the note of what
just happened in their place when compact. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Node, Piece, Row, lay_out
from tabletop_core.render.kit.spacing import STEPS

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

BUTTON_GAPS = (STEPS["gap"], STEPS["tight"])
"""Pixels (at 100 % size) between the decision's buttons side by side, and one under the other."""
LABEL_LINES = 2
"""Lines a decision's button gives its label."""


def choices_height(rows: int, button: float, s: float) -> float:
    """The decision's ``rows`` of buttons ``button`` px tall, one under the other."""
    return rows * button + (rows - 1) * BUTTON_GAPS[1] * s


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
        s = layout.scale
        space = self.layout.space
        plan = layout._plan
        if not layout.crowded:
            return layout.part("choice")
        height = choices_height(plan.choice_rows, plan.choice_button, s)
        area = layout.pond.raft_area
        return Rect(
            area.left + space.gap, area.bottom + space.snug, area.width - space.wide, height
        )

    @property
    def news_room(self) -> Rect | None:
        """Where the note of what just happened goes when the column is compact: the decision's
        place (when no buttons are showing). ``None``: over the top of the raft."""
        return self.row if self.layout.compact else None

    def buttons(self, count: int) -> list[Rect]:
        """The decision's ``count`` buttons, declared: side by side, sharing the row, when the
        plan puts them in a row; else one under the other, each as wide as the place."""
        if not count:
            return []
        s, plan, row = self.layout.scale, self.layout._plan, self.row
        keys = [f"choice {n}" for n in range(count)]
        if plan.choice_per_row >= count:  # along the top of the place, sharing its width
            buttons = (Piece((0, plan.choice_button), key=key, grow=1) for key in keys)
            tree: Node = Row(*buttons, gap=BUTTON_GAPS[0] * s)
            row = Rect(row.left, row.top - plan.choice_button, row.width, plan.choice_button)
        else:  # from the top down, each as tall as a button
            buttons = (Piece((0, plan.choice_button), key=key) for key in keys)
            tree = Column(*buttons, gap=BUTTON_GAPS[1] * s)
        placed = lay_out(tree, row)
        return [placed[key] for key in keys]
