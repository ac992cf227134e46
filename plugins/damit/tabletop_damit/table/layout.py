"""Where everything lies on the Dam It! table, as plain rectangles (no arcade: testable alone).

The table rect is split into a column of player areas on the left and, on the right, three
rows: the five dam piles, the river (four cards, then the face-up draw pile and the discard
pile), and the viewer's hand. Sizes are designed for the 960×616 table of a 1280×720 window and
scale with the rect.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import table_scale

CARD_ASPECT = 1.44
RIVER_SLOTS = 4
DRAW = 4
PILES = 5


@dataclass(frozen=True, slots=True)
class TableLayout:
    rect: Rect
    players: int

    @property
    def scale(self) -> float:
        return table_scale(self.rect)

    # --- the big pieces --------------------------------------------------------------------

    @property
    def column(self) -> Rect:
        """The player areas' column."""
        s = self.scale
        r = self.rect
        return Rect(r.left + 10 * s, r.bottom + 10 * s, 214 * s, r.height - 20 * s)

    @property
    def main(self) -> Rect:
        s = self.scale
        r = self.rect
        left = self.column.right + 14 * s
        return Rect(left, r.bottom + 8 * s, r.right - left - 10 * s, r.height - 16 * s)

    @property
    def piles_row(self) -> Rect:
        m = self.main
        height = 152 * self.scale
        return Rect(m.left, m.top - height, m.width, height)

    @property
    def river_row(self) -> Rect:
        s = self.scale
        height = self.card_size[1] + 44 * s
        return Rect(self.main.left, self.piles_row.bottom - 6 * s - height, self.main.width, height)

    @property
    def hand_row(self) -> Rect:
        m = self.main
        top = self.river_row.bottom - 4 * self.scale
        return Rect(m.left, m.bottom, m.width, top - m.bottom)

    @property
    def card_size(self) -> tuple[float, float]:
        width = min(100 * self.scale, (self.main.width - 80 * self.scale) / 6.6)
        return width, width * CARD_ASPECT

    @property
    def hand_card_size(self) -> tuple[float, float]:
        height = min(170 * self.scale, self.hand_area.height - 24 * self.scale)
        return height / CARD_ASPECT, height

    @property
    def dam_size(self) -> tuple[float, float]:
        s = self.scale
        return 84 * s, 100 * s

    # --- dam piles -------------------------------------------------------------------------

    def pile_cell(self, index: int) -> Rect:
        return self.piles_row.columns(PILES, 8 * self.scale)[index]

    def pile_card(self, index: int, depth: int) -> Rect:
        """The dam card ``depth`` below the top of pile ``index`` (0: the top card): lower
        cards peek out underneath, showing their victory points."""
        cell = self.pile_cell(index)
        w, h = self.dam_size
        peek = 20 * self.scale
        return Rect(cell.center_x - w / 2, cell.top - h - depth * peek, w, h)

    def pile_target(self, index: int) -> Rect:
        """The clickable area of pile ``index``."""
        cell = self.pile_cell(index)
        w, _h = self.dam_size
        return Rect(
            cell.center_x - w / 2 - 6 * self.scale, cell.bottom, w + 12 * self.scale, cell.height
        )

    # --- the river -------------------------------------------------------------------------

    def river_slot(self, position: int) -> Rect:
        """River position 0-3, or 4: the draw pile, which feeds the river from the right."""
        s = self.scale
        w, h = self.card_size
        row = self.river_row
        gap = 12 * s
        left = row.left + 4 * s + position * (w + gap)
        if position == DRAW:
            left += 22 * s
        return Rect(left, row.top - 16 * s - h, w, h)

    @property
    def discard_slot(self) -> Rect:
        s = self.scale
        w, h = self.card_size
        draw = self.river_slot(DRAW)
        return Rect(draw.right + 30 * s, draw.bottom, w, h)

    def river_cube(self, position: int, index: int) -> Rect:
        """Where the ``index``-th cube lying on river card ``position`` sits (rows of four on
        the lower part of the card)."""
        s = self.scale
        slot = self.river_slot(position)
        size = 20 * s
        row, col = divmod(index % 12, 4)
        x = slot.left + 8 * s + col * (size + 2 * s)
        y = slot.bottom + 26 * s + row * (size + 2 * s)
        return Rect(x, y, size, size)

    # --- the hand --------------------------------------------------------------------------

    @property
    def hand_area(self) -> Rect:
        s = self.scale
        row = self.hand_row
        return Rect(row.left, row.bottom + 4 * s, row.width, row.height - 34 * s)

    def hand_slot(self, index: int, count: int, lifted: bool = False) -> Rect:
        w, h = self.hand_card_size
        area = self.hand_area
        s = self.scale
        step = min(w + 8 * s, (area.width - w) / (count - 1)) if count > 1 else 0
        total = step * (count - 1) + w
        left = area.left + max(0.0, (area.width - total) / 2) + index * step
        lift = 18 * s if lifted else 0
        return Rect(left, area.bottom + 4 * s + lift, w, h)

    def hand_hit(self, index: int, count: int, lifted: bool) -> Rect:
        """The part of a hand card that is not covered by the next one."""
        slot = self.hand_slot(index, count, lifted)
        if index == count - 1:
            return slot
        following = self.hand_slot(index + 1, count, False)
        return Rect(slot.left, slot.bottom, max(4.0, following.left - slot.left), slot.height)

    # --- player areas ----------------------------------------------------------------------

    def panel(self, seat: int) -> Rect:
        col = self.column
        s = self.scale
        gap = 8 * s
        height = min(168 * s, (col.height - gap * (self.players - 1)) / self.players)
        return Rect(col.left, col.top - (seat + 1) * height - seat * gap, col.width, height)

    def _panel_row(self, seat: int, row: int) -> Rect:
        panel = self.panel(seat)
        s = self.scale
        top = panel.top - 34 * s
        height = (top - panel.bottom - 6 * s) / 3
        return Rect(panel.left + 10 * s, top - (row + 1) * height, panel.width - 20 * s, height)

    def panel_cube(self, seat: int, index: int) -> Rect:
        row = self._panel_row(seat, 0)
        s = self.scale
        size = min(17 * s, row.height / 2)
        line, col = divmod(index % 16, 8)
        return Rect(
            row.left + col * (size + 2 * s) + line * 8 * s,
            row.center_y - size / 2 + (size * 0.5 if index < 8 else -size * 0.5),
            size,
            size,
        )

    def panel_cube_count(self, seat: int) -> Rect:
        row = self._panel_row(seat, 0)
        return Rect(row.right - 50 * self.scale, row.bottom, 50 * self.scale, row.height)

    def panel_hand(self, seat: int) -> Rect:
        row = self._panel_row(seat, 1)
        h = min(row.height - 2 * self.scale, 30 * self.scale)
        return Rect(row.left, row.center_y - h / 2, h / CARD_ASPECT, h)

    def panel_garbage(self, seat: int, index: int) -> Rect:
        row = self._panel_row(seat, 1)
        s = self.scale
        h = min(row.height - 2 * s, 30 * s)
        return Rect(row.left + 112 * s + index * 9 * s, row.center_y - h / 2, h / CARD_ASPECT, h)

    def panel_dam(self, seat: int, index: int) -> Rect:
        row = self._panel_row(seat, 2)
        s = self.scale
        h = min(row.height - 2 * s, 30 * s)
        w = h * 0.84
        return Rect(row.left + index * (w * 0.55), row.center_y - h / 2, w, h)

    def panel_text_row(self, seat: int, row: int) -> Rect:
        return self._panel_row(seat, row)
