"""Large text: how wide the shared column beside the big dam is. As wide as its words on their
fewest lines (the dice beside what they rolled), it narrows down to its words' least (the dice
over what they rolled, the tray's title on two lines, the specials line in its shortest
wording) where the big dam's cards need the width for their 100 % size, never so narrow that
its height no longer holds its parts. The big dam's sea and town give way after it
(:data:`~tabletop_hamsterdam.table.layout_places.SHORE_LEAST`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import GAP, PAD, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


def side_width(table: TableLayout, labels: float) -> float:
    """The shared column's width beside the big dam (its words that may not wrap take
    ``labels``)."""
    s, wide = table.scale, Spacing(table.scale).wide
    tray, hud = table.tray_layout, table.hud_layout
    title, title_word, _specials = tray.words_widths()
    dice, roll = hud.dice_width(), hud.roll_word()
    preferred = max(labels, title + 30 * s, tray.specials_word() + 30 * s, dice + roll + wide)
    least = max(
        labels,
        title_word + 2 * PAD * s,
        tray.specials_word(shortest=True) + 2 * PAD * s,
        max(dice, roll) + wide,
    )
    least = _holding(table, least, max(least, preferred))
    cards = DAM_SIZE * table._standard_big_card() + table.places.big_row_least(shore=1.0)
    side = kit.Piece((least, 0), (preferred, 0), key="side")
    row = kit.Row(kit.Piece((cards, 0)), side, gap=kit.Gap(GAP * s, GAP * s))
    width = kit.lay_out(row, Rect(0, 0, table.rect.width - wide, 0))["side"].width
    return min(max(176 * s, width), table.rect.width * 0.36)


def _holding(table: TableLayout, least: float, preferred: float) -> float:
    """The narrowest width from ``least`` to ``preferred`` at which the column's height holds
    its parts (the dice and the round over the tray, the tray's words whole): the narrower,
    the more lines its words take (found by halving, to a pixel)."""
    height = table.rect.height - 3 * SMALL_GAP * table.scale  # its margins and inner gap
    hud, tray = table.hud_layout, table.tray_layout

    def holds(width: float) -> bool:
        return hud.need_at(width) + tray.need_at(width) <= height

    if holds(least):
        return least
    while preferred - least > 1:
        middle = (least + preferred) / 2
        least, preferred = (least, middle) if holds(middle) else (middle, preferred)
    return preferred
