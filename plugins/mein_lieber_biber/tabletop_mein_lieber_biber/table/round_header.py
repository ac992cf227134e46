"""The round's header: its number and how the rounds so far ended, atop the column, or (compact)
above the raft, or (raft first) the number alone in a corner of the pond. No arcade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, FirstFitting, Layout, Node, Row, Text, lay_out
from tabletop_core.render.kit.spacing import STEPS
from tabletop_mein_lieber_biber.table.pond import pond_beside
from tabletop_mein_lieber_biber.table.words import ROUND_ENDS, history_words

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

_ = translator("tabletop_mein_lieber_biber")[0]

INSET = STEPS["gap"]
"""The header's inset from the pond's edges (pixels at 100 % size)."""
BESIDE = 14
"""Pixels (at 100 % size) between the round's number and the history beside it."""


class RoundHeader:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    @property
    def rect(self) -> Rect:
        """The round: atop the column, or (compact) above the raft."""
        layout = self.layout
        s, area = layout.scale, layout.pond.raft_area
        if layout.raft_first:  # the round's number in short, over the dam's label
            height, width = layout.body_line, self.corner_width
            corner = Rect(area.left + INSET * s, area.top - height - 2 * s, width, height)
            if corner.overlaps(layout.pond.dam_label):  # a tall dam's label reaches the top
                return Rect(area.right - INSET * s - width, corner.bottom, width, height)
            return corner
        if layout.compact:
            height, space = layout._plan.header_height, layout.space
            top = area.top - space.tight
            return Rect(area.left + INSET * s, top - height, area.width - space.wide, height)
        return layout.part("header")

    def words(self) -> Layout:
        """The round's number and how the rounds so far ended, laid out in the header: the
        history beside the number while it fits there, else under it (all the rounds, or the
        last when all of them do not fit: the log tells all). Raft first, the number alone."""
        layout = self.layout
        (number, rounds), ends = layout.rounds, layout.round_ends
        form = _("Round {round}/{rounds}") if layout.raft_first else _("Round {round} of {rounds}")
        heading = Text(form.format(round=number, rounds=rounds), "body", bold=True, key="title")
        lines = layout._plan.history_lines
        tree: Node = heading
        if ends and not layout.raft_first and lines:  # under the number
            wordings = (history_words(ends, last) for last in (False, True))
            options = (Text(words, "aside", lines=lines, key="history") for words in wordings)
            tree = Column(heading, FirstFitting(*options))
        elif ends and not layout.raft_first:  # beside it
            history = Text(history_words(ends), "aside", key="history")
            tree = Row(heading, history, gap=BESIDE * layout.scale, align="center")
        return lay_out(tree, self.rect, layout.words)

    def history_lines(self, column_width: float, compact: bool) -> int:
        """Lines the rounds' history takes under the round's number with the column this wide.
        Compact (above the raft) from the first round on, so that the raft does not jump: as
        many as the longest way a round can end needs. Else none while it fits on the round's
        line, beside the number, and one when it does not (telling the last round when all of
        them do not fit: the log tells all)."""
        layout = self.layout
        ends, (number, rounds) = layout.round_ends, layout.rounds
        if compact:
            width = pond_beside(layout, layout.column_at(column_width)).width - layout.space.wide
            texts = (Text(history_words([end] * rounds, True), "aside") for end in ROUND_ENDS)
            return max(text.lines_at(layout.words, width) for text in texts)
        if not ends:
            return 0
        title = _("Round {round} of {rounds}").format(round=number, rounds=rounds)
        beside = column_width - layout.width(Text(title, "body", bold=True))
        history = layout.width(Text(history_words(ends), "aside"))
        return 0 if history <= beside - BESIDE * layout.scale else 1

    @property
    def corner_width(self) -> float:
        """How wide words may run in the pond's left corners beside the raft (raft first)."""
        pond = self.layout.pond
        cx, _cy = pond.raft_centre
        return max(
            0.0, cx - 0.6 * pond.raft_radius - pond.raft_area.left - INSET * self.layout.scale
        )
