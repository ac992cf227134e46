"""The decision panel: its title and help, its row of buttons, the cards and specials to choose from."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import CARD_ASPECT, GAP, MARGIN, NARROW, PAD, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

BUTTON_LEAST = 230
"""A button's least width side by side, at scale 1 (unless the row has no room for it)."""
BUTTON_GAP = 8
"""Between buttons side by side, at scale 1."""
STACKED_GAP = 6
"""Between buttons one above the other, at scale 1."""


class PanelLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    def panel_words(self) -> tuple[str, bool]:
        """(title, why): which of the decision's words the panel has the room to show: its
        "whole" title, its "brief" one or none (""), and whether its why. What it has not is
        shown on demand (:mod:`tabletop_hamsterdam.table.explain`)."""
        kept = self.table.kept()
        if kept is None:
            return "whole", True
        placed = kept[0]
        title = "" if placed.get("title") is None else "whole"
        if title and self.table.room.panel_brief and placed.get("whole") is None:
            title = "brief"
        return title, placed.get("why") is not None

    @functools.cached_property
    def button_height(self) -> float:
        """Room for a button's label and its line of why (or two lines of label)."""
        least = max(
            44 * self.table.scale, self.table.room.body * 0.95 + self.table.room.small * 0.95
        )
        return max(least, self.table.room.button_need) if self.table.wide_panel else least

    def panel_title(self) -> Rect:
        p = self.table.panel.inset(MARGIN * self.table.scale, GAP * self.table.scale)
        h = max(24 * self.table.scale, self.table.room.heading)
        if self.table.wide_panel and self.table.room.panel_title:
            h = self.table.room.panel_title
        title = self.panel_words()[0]
        if title == "brief":
            h = self.table.room.panel_brief
        elif not title:
            h = 0.0
        return Rect(p.left, p.top - h, p.width, h)

    def panel_help(self) -> Rect:
        """Between the title and the buttons: two lines of why (or the special's help)."""
        s = self.table.scale
        title = self.panel_title()
        bottom = self.buttons_row().top + NARROW * s
        if self.table.wide_panel and self.table.room.no_buttons:
            bottom = self.table.panel.bottom + GAP * s
        return Rect(title.left, bottom, title.width, title.bottom - 2 * s - bottom)

    def buttons_row(self) -> Rect:
        s = self.table.scale
        p = self.table.panel.inset(MARGIN * s, PAD * s)
        width = p.width
        if self.table.wide_panel and self.table.room.more_width:
            width -= self.table.room.more_width + MARGIN * s
        return Rect(p.left, p.bottom, width, self.button_height)

    def more_button(self) -> Rect:
        """Large text: the button at the right end of the buttons' row that shows the
        decision's words the panel has no room for (:meth:`panel_words`)."""
        s = self.table.scale
        p = self.table.panel.inset(MARGIN * s, PAD * s)
        row = self.buttons_row()
        height = min(row.height, max(40 * s, self.table.room.body + PAD * s))
        width = self.table.room.more_width
        return Rect(p.right - width, row.bottom, width, height)

    def buttons(self, count: int) -> list[Rect]:
        """The decision's buttons along its row: side by side, each as wide as its share of the
        row up to half of it (never under :data:`BUTTON_LEAST`), or at large text with long
        words one above the other across the panel."""
        s = self.table.scale
        row = self.buttons_row()
        if count <= 0:
            return []
        keys = [f"button {n}" for n in range(count)]
        if self.table.wide_panel and self.table.room.stacked_buttons:
            stacked = (kit.Piece((0, 0), key=key, grow=1) for key in keys)
            placed = kit.lay_out(kit.Column(*stacked, gap=STACKED_GAP * s), row)
        else:
            gap = BUTTON_GAP * s
            share = (row.width - (count - 1) * gap) / count
            width = min(max(BUTTON_LEAST * s, row.width * 0.5), share)
            side_by_side = (kit.Piece((width, 0), key=key) for key in keys)
            placed = kit.lay_out(kit.Row(*side_by_side, gap=gap), row)
        return [placed[key] for key in keys]

    def choice_card(self, index: int, count: int) -> Rect:
        """A dam card to pass or place (on the big dam's row, where the dam will stand)."""
        w, h = self.table.card_size
        first, last = self.table.places.card(-1, 0), self.table.places.card(-1, DAM_SIZE - 1)
        gap = (last.right - first.left - DAM_SIZE * w) / (DAM_SIZE - 1)
        total = count * w + (count - 1) * gap
        left = first.left + (last.right - first.left - total) / 2
        return Rect(left + index * (w + gap), first.bottom, w, h)

    def hand_card(self, index: int, count: int) -> Rect:
        """A dam card still in the hand while arranging (in the decision panel, under the title)."""
        s = self.table.scale
        p = self.table.panel.inset(MARGIN * s, GAP * s)
        h = self.panel_title().bottom - SMALL_GAP * s - p.bottom
        w = h / CARD_ASPECT
        step = min(w + GAP * s, (p.width - w) / max(1, count - 1))
        return Rect(p.left + index * step, p.bottom, w, h)

    def special_choice(self, index: int, count: int = 2) -> Rect:
        """One of the ``count`` special hamsters on offer to keep (any half of those drawn):
        rows across the wide panel, a grid of up to three columns otherwise."""
        s = self.table.scale
        p = self.table.panel.inset(MARGIN * s, GAP * s)
        top = self.panel_title().bottom - NARROW * s
        count = max(1, count)
        if self.table.wide_panel:
            gap = GAP * s
            one = (top - p.bottom - gap * (count - 1)) / count
            return Rect(p.left, top - (index + 1) * one - index * gap, p.width, one)
        columns = min(count, 3)
        lines = -(-count // columns)
        area = Rect(p.left, p.bottom, p.width, top - p.bottom)
        row = area.rows(lines, SMALL_GAP * s)[index // columns] if lines > 1 else area
        return row.columns(columns, MARGIN * s if columns <= 2 else SMALL_GAP * s)[index % columns]
