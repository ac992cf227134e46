"""Where everything lies on the Hamsterdam table, as plain rectangles (no arcade: testable alone).

From the top: the other players' dams as smaller rows (up to three) with the shared things on
their right (dice, round tracker, Reservoir); then the big dam of the seat whose eyes the table
uses; at the bottom, that seat's reinforcements tray and the panel that asks the decision.
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import table_scale
from tabletop_hamsterdam.state import DAM_SIZE

CARD_ASPECT = 1.34


@dataclass(frozen=True, slots=True)
class TableLayout:
    rect: Rect
    others: int
    """How many smaller dams are shown above the big one (players - 1)."""

    @property
    def scale(self) -> float:
        return table_scale(self.rect)

    # --- the bands ---------------------------------------------------------------------------

    @property
    def bottom_strip(self) -> Rect:
        s = self.scale
        r = self.rect
        return Rect(r.left + 8 * s, r.bottom + 6 * s, r.width - 16 * s, 150 * s)

    @property
    def tray(self) -> Rect:
        """The big dam's reinforcements (hamsters to drag onto the dam)."""
        strip = self.bottom_strip
        return Rect(strip.left, strip.bottom, 318 * self.scale, strip.height)

    @property
    def panel(self) -> Rect:
        """The decision panel: what is asked, why, and the buttons."""
        strip = self.bottom_strip
        left = self.tray.right + 8 * self.scale
        return Rect(left, strip.bottom, strip.right - left, strip.height)

    @property
    def card_size(self) -> tuple[float, float]:
        s = self.scale
        width = min(80 * s, (self.rect.width - 16 * s - (DAM_SIZE - 1) * 6 * s) / DAM_SIZE)
        return width, width * CARD_ASPECT

    @property
    def main_row(self) -> Rect:
        s = self.scale
        _w, h = self.card_size
        height = 26 * s + h + 10 * s
        return Rect(
            self.rect.left + 8 * s, self.bottom_strip.top + 8 * s, self.rect.width - 16 * s, height
        )

    @property
    def main_header(self) -> Rect:
        row = self.main_row
        return Rect(row.left, row.top - 24 * self.scale, row.width, 24 * self.scale)

    @property
    def others_area(self) -> Rect:
        s = self.scale
        bottom = self.main_row.top + 8 * s
        return Rect(
            self.rect.left + 8 * s, bottom, self.rect.width - 16 * s, self.rect.top - 6 * s - bottom
        )

    @property
    def hud(self) -> Rect:
        """Dice, round tracker and the Reservoir."""
        area = self.others_area
        width = 176 * self.scale
        return Rect(area.right - width, area.bottom, width, area.height)

    def hud_rows(self) -> tuple[Rect, Rect, Rect]:
        """(dice, round tracker, Reservoir)."""
        hud = self.hud.inset(6 * self.scale)
        dice, tracker, reservoir = hud.rows(3, 6 * self.scale)
        return dice, tracker, reservoir

    # --- the smaller dams ----------------------------------------------------------------------

    def other_row(self, index: int) -> Rect:
        area = self.others_area
        s = self.scale
        rows = max(1, self.others)
        gap = 6 * s
        height = min(124 * s, (area.height - gap * (rows - 1)) / rows)
        width = self.hud.left - area.left - 8 * s
        return Rect(area.left, area.top - (index + 1) * height - index * gap, width, height)

    def other_info(self, index: int) -> Rect:
        row = self.other_row(index)
        return Rect(row.left, row.bottom, 148 * self.scale, row.height)

    def small_card_size(self, index: int) -> tuple[float, float]:
        row = self.other_row(index)
        s = self.scale
        space = row.right - self.other_info(index).right - 6 * s
        width = min(
            (space - (DAM_SIZE - 1) * 4 * s) / DAM_SIZE, (row.height - 10 * s) / CARD_ASPECT
        )
        return width, width * CARD_ASPECT

    # --- cards of any dam ----------------------------------------------------------------------

    def card(self, row: int, position: int) -> Rect:
        """Dam card ``position`` of dam row ``row``: -1 is the big dam, 0.. the smaller ones."""
        s = self.scale
        if row < 0:
            w, h = self.card_size
            main = self.main_row
            gap = (main.width - DAM_SIZE * w) / (DAM_SIZE - 1)
            return Rect(main.left + position * (w + gap), main.bottom + 6 * s, w, h)
        w, h = self.small_card_size(row)
        r = self.other_row(row)
        left = self.other_info(row).right + 6 * s
        return Rect(left + position * (w + 4 * s), r.center_y - h / 2, w, h)

    def gap(self, row: int, position: int) -> Rect:
        """The place between cards ``position`` and ``position + 1`` (the Lookout's swap)."""
        a, b = self.card(row, position), self.card(row, position + 1)
        size = 30 * self.scale
        cx = (a.right + b.left) / 2
        return Rect(cx - size / 2, a.center_y - size / 2, size, size)

    def piece(self, row: int, position: int, index: int, count: int) -> Rect:
        """Where group ``index`` (0 at the bottom) of a stack shown as ``count`` groups lies."""
        card = self.card(row, position)
        size = card.width * 0.56
        room = card.height * 0.64 - size
        step = size * 0.5 if count < 2 else min(size * 0.5, room / (count - 1))
        bottom = card.bottom + card.height * 0.06
        return Rect(card.center_x - size / 2, bottom + index * step, size, size)

    def stack_area(self, row: int, position: int) -> Rect:
        """The lower part of a card, where its stack lies (what a drag picks up or drops on)."""
        card = self.card(row, position)
        return Rect(card.left, card.bottom, card.width, card.height * 0.62)

    def token(self, row: int, position: int) -> Rect:
        card = self.card(row, position)
        size = card.width * 0.38
        return Rect(card.right - size - 2 * self.scale, card.top - size * 0.9, size, size)

    def row_span(self, row: int) -> Rect:
        """From the first card to the last of a dam (where the flood wave runs)."""
        first, last = self.card(row, 0), self.card(row, DAM_SIZE - 1)
        return Rect(first.left, first.bottom, last.right - first.left, first.height)

    def town(self, row: int) -> Rect:
        """The town's flood pile: in the big dam's header, or in a small dam's info column."""
        s = self.scale
        if row < 0:
            header = self.main_header
            return Rect(header.left + 250 * s, header.bottom, 250 * s, header.height)
        info = self.other_info(row)
        return Rect(info.left + 6 * s, info.bottom + 4 * s, info.width - 12 * s, 20 * s)

    # --- the reinforcements tray ---------------------------------------------------------------

    def tray_slot(self, index: int) -> Rect:
        """A kind of hamster in the tray: its picture (with the count beside it)."""
        s = self.scale
        tray = self.tray
        size = 40 * s
        col, row = index % 5, index // 5
        return Rect(
            tray.left + 10 * s + col * 61 * s,
            tray.top - 40 * s - size - row * (size + 14 * s),
            size,
            size,
        )

    # --- the decision panel --------------------------------------------------------------------

    def panel_title(self) -> Rect:
        p = self.panel.inset(12 * self.scale, 8 * self.scale)
        return Rect(p.left, p.top - 24 * self.scale, p.width, 24 * self.scale)

    def panel_help(self) -> Rect:
        s = self.scale
        title = self.panel_title()
        return Rect(title.left, title.bottom - 44 * s, title.width, 42 * s)

    def buttons(self, count: int) -> list[Rect]:
        s = self.scale
        p = self.panel.inset(12 * s, 10 * s)
        row = Rect(p.left, p.bottom, p.width, 44 * s)
        if count <= 0:
            return []
        width = min(230 * s, (row.width - (count - 1) * 8 * s) / count)
        return [
            Rect(row.left + i * (width + 8 * s), row.bottom, width, row.height)
            for i in range(count)
        ]

    def choice_card(self, index: int, count: int) -> Rect:
        """A dam card to pass or place (on the big dam's row, where the dam will stand)."""
        w, h = self.card_size
        main = self.main_row
        gap = (main.width - DAM_SIZE * w) / (DAM_SIZE - 1)
        total = count * w + (count - 1) * gap
        left = main.left + (main.width - total) / 2
        return Rect(left + index * (w + gap), main.bottom + 6 * self.scale, w, h)

    def hand_card(self, index: int, count: int) -> Rect:
        """A dam card still in the hand while arranging (in the decision panel)."""
        s = self.scale
        p = self.panel.inset(12 * s, 8 * s)
        h = p.height - 34 * s
        w = h / CARD_ASPECT
        step = min(w + 8 * s, (p.width - w) / max(1, count - 1))
        return Rect(p.left + index * step, p.bottom, w, h)

    def special_choice(self, index: int) -> Rect:
        """One of the two special hamsters drawn (keep one)."""
        s = self.scale
        p = self.panel.inset(12 * s, 8 * s)
        top = self.panel_title().bottom - 4 * s
        halves = Rect(p.left, p.bottom, p.width, top - p.bottom).columns(2, 12 * s)
        return halves[index]
