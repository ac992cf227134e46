"""The shared column: the dice and the words under them, the round tracker, the Reservoir."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_hamsterdam.table.dam_sizes import MARGIN, PAD

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

DICE_LEAST = 40
"""The dice row's least height at scale 1."""
DICE_MOST = 90
"""The dice row's most height at scale 1 (the Reservoir's tank takes the rest)."""
DICE_SHARE = 0.45
"""The dice row's share of the height the column's other rows leave."""


class HudLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def die_size(self) -> float:
        """A die's side at 100 % text (it grows with the text where its row has room)."""
        return 44 * self.table.piece_scale

    def dice_width(self) -> float:
        """Large text: the dice sit left of the roll's words (two dice of their full size:
        the painter makes a die at most 0.4 of this wide)."""
        return max(84 * self.table.scale, self.die_size / 0.4)

    def roll_lines(self, beside_dice: bool = False) -> int:
        width = self.table.hud_width - MARGIN * self.table.scale
        if beside_dice:
            width -= self.dice_width()
        return 1 if self.table.room.roll <= width else 2

    def hud_need(self) -> float:
        """The height the shared column's contents take."""
        s, room = self.table.scale, self.table.room
        if self.table.wide_panel:
            return (
                PAD * s
                + max(40 * s, self.die_size / 0.9, room.small * self.roll_lines(beside_dice=True))
                + room.body
                + max(20 * s, room.small * 0.85)
                + MARGIN * s
                + room.small
                + room.body
                + max(30 * s, room.small * 0.95)
                + 7 * 3 * s
            )
        return (
            MARGIN * s
            + 40 * s
            + room.small * self.roll_lines()
            + room.body
            + max(20 * s, room.small * 0.85)
            + MARGIN * s
            + room.small
            + room.body
            + max(36 * s, room.small * 1.3)
            + 7 * 3 * s
        )

    def hud_parts(self) -> dict[str, Rect]:
        """The shared column top to bottom: dice, roll, round, round boxes, turn ticks, turn,
        Reservoir title, tank. Spare height goes to the dice and the tank."""
        s, room = self.table.scale, self.table.room
        hud = self.table.hud.inset(5 * s)
        rows = {
            "roll": room.small * self.roll_lines(),
            "round": room.body,
            "boxes": max(20 * s, room.small * 0.85),
            "ticks": MARGIN * s,
            "turn": room.small,
            "title": room.body,
        }
        gap = 3 * s
        if self.table.wide_panel:
            return self._compact_hud_parts(hud, rows, gap)
        # the dice take a share of the height the rows leave, between their least and most
        spare = hud.height - sum(rows.values()) - gap * (len(rows) + 1)
        dice = max(DICE_LEAST * s, min(spare * DICE_SHARE, DICE_MOST * s))
        column = kit.Column(
            kit.Piece((0, dice), key="dice"),
            *(kit.Piece((0, height), key=name) for name, height in rows.items()),
            kit.Space(grow=1, key="tank"),
            gap=gap,
        )
        placed = kit.lay_out(column, hud)
        return {name: placed[name] for name in ("dice", *rows, "tank")}

    def _compact_hud_parts(self, hud: Rect, rows: dict[str, float], gap: float) -> dict[str, Rect]:
        """Large text: the dice beside the roll's words, the rest below as before."""
        s = self.table.scale
        rows = dict(rows)
        rows["roll"] = max(
            40 * s, self.die_size / 0.9, self.table.room.small * self.roll_lines(beside_dice=True)
        )
        found: dict[str, Rect] = {}
        y = hud.top
        for name, height in rows.items():
            found[name] = Rect(hud.left, y - height, hud.width, height)
            y -= height + gap
        roll = found["roll"]
        dice = self.dice_width()
        found["dice"] = Rect(roll.left, roll.bottom, dice, roll.height)
        found["roll"] = Rect(roll.left + dice, roll.bottom, roll.width - dice, roll.height)
        found["tank"] = Rect(hud.left, hud.bottom, hud.width, y + gap - hud.bottom)
        return found
