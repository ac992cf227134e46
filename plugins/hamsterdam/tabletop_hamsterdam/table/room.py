"""Large text: how much room the decision panel's words take at the width the panel has (its
title, its why, its buttons or choices), measured by the layout itself from the decision's
words (:class:`~tabletop_hamsterdam.table.panel_words.Decision`): the panel's width does not
depend on its height, so the words are measured across it before the table is laid out."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_hamsterdam.table.keep_cell import keep_cell
from tabletop_hamsterdam.table.layout_panel import panel_tree
from tabletop_hamsterdam.table.panel_words import (
    WHOLE,
    Decision,
    key_side,
    needed,
    offer_words,
    passing_slot,
    title_words,
)

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

TALL = 1e5
"""A height no panel reaches: its parts laid out across it, for their widths alone."""


@dataclass(frozen=True, slots=True)
class Room:
    """Large text: the heights the decision panel's words take (zero: not measured)."""

    panel_title: float = 0.0
    """The height the decision's title takes (0: one heading line)."""
    panel_need: float = 0.0
    """The height the decision panel's words take (0: the least panel)."""
    button_need: float = 0.0
    """The height the tallest button's wrapped words take."""
    stacked_buttons: bool = False
    """The buttons lie one above the other across the panel (their words are long)."""
    no_buttons: bool = False
    """The decision has no row of buttons, cards or choices under its words."""
    panel_brief: float = 0.0
    """The height of the decision's short title on one line, when its title takes more (0:
    none). The panel shows it when the whole title gives way."""
    panel_why: float = 0.0
    """The height of the decision's why under its title (0: none). The title and the why give
    way, the why first, before any dam's pieces do: then they are read on demand."""


class PanelRoom:
    """The decision panel's words measured across its width (see the module's docstring)."""

    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def _across(self) -> kit.Layout:
        """The panel's parts across the column left of the shared one (their heights aside)."""
        table = self.table
        s, body, small = table.scale, table.line("body"), table.line("small")
        foot = max(44 * s, (body + small) * 0.95)  # the least row of buttons
        more = table.panel_layout.more_width()
        tree = panel_tree(s, 0.0, 0.0, foot, more, body)
        return kit.lay_out(tree, Rect(0, 0, table.big_dam.big_width(False), TALL), table.ctx)

    def _button_words(self, width: float) -> float:
        """The width a button ``width`` wide leaves its words (right of its number key)."""
        return Surfaces(self.table.scale).keyed_words(width, key_side(self.table))

    @functools.cached_property
    def measured(self) -> Room:
        table = self.table
        if not table.wide_panel:
            return Room()
        s, ctx = table.scale, table.ctx
        heading, body = table.line("heading"), table.line("body")
        width = self._across["title"].width
        decision = table.words.decision
        if decision is None:  # the waiting words: the lines after the first give way
            lines = kit.Text(table.words.waiting, "heading", bold=True).lines_at(ctx, width)
            rest = (max(2, lines) - 1) * heading
            need = heights_of(panel_tree(s, heading, rest, 0.0), width)[1]
            return Room(panel_need=need, panel_why=rest, no_buttons=True)
        title = needed(title_words(decision.title, True), width, ctx)
        # a short title on one line, should the whole one give way
        one_line = widths_of(kit.Text(decision.brief, bold=True), ctx)[0] <= width
        brief = body if title > heading and decision.brief and one_line else 0.0
        why = 0.0
        if decision.why:
            why = needed(kit.Text(decision.why, "small", lines=WHOLE), width, ctx) + 2 * s
        bottom, stacked = self._choices(decision, width)
        panel = panel_tree(s, title, why, bottom, table.panel_layout.more_width(), body)
        return Room(
            panel_title=title,
            panel_why=why,
            panel_brief=brief,
            panel_need=heights_of(panel, width)[1],
            button_need=bottom,
            stacked_buttons=stacked,
            no_buttons=not bottom,
        )

    def _choices(self, decision: Decision, width: float) -> tuple[float, bool]:
        """The height the decision's choices take under its words, and whether its buttons lie
        one above the other."""
        table, ctx = self.table, self.table.ctx
        s, body = table.scale, table.line("body")
        sp = Spacing(s)
        least = max(44 * s, (body + table.line("small")) * 0.95)
        row = self._across["buttons"]
        if decision.arranging:
            return max(64 * s, body * 1.6), False
        if decision.passing:
            cell = row.columns(2, 10 * s)[0].width - sp.wide
            slots = (passing_slot(words, chosen) for words, chosen in decision.passing)
            return max(least, max(needed(slot, cell, ctx) for slot in slots) + sp.snug), False
        if decision.keep:
            cells = [keep_cell(n, kind, s, body, True) for n, kind in enumerate(decision.keep)]
            tallest = max(heights_of(cell, width, ctx)[1] for cell in cells)
            return len(cells) * tallest + (len(cells) - 1) * sp.gap, False
        offers = decision.buttons
        if not offers:
            return 0.0, False
        gap = widths_of(kit.Text("  "), ctx)[1]
        rects = table.panel_layout.buttons_in(row, len(offers), stacked=False)
        beside = max(
            least,
            *(
                needed(
                    offer_words(offer, WHOLE, True, False, gap), self._button_words(r.width), ctx
                )
                + sp.snug
                for offer, r in zip(offers, rects, strict=True)
            ),
        )
        across = self._button_words(row.width)
        heights = [
            max(40 * s, needed(offer_words(offer, WHOLE, True, True, gap), across, ctx) + sp.snug)
            for offer in offers
        ]
        if len(heights) > 1 and sum(heights) + (len(heights) - 1) * sp.snug <= beside:
            return max(heights) * len(heights) + (len(heights) - 1) * sp.snug, True
        return beside, False
