"""The shared column, declared top to bottom: the dice (beside the words of what they rolled at
large text, over them otherwise), the round and its boxes, the turn's ticks and words, the
Reservoir's title and its tank, which takes the height left over."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.kit.sizing import heights_of
from tabletop_hamsterdam.table.dam_sizes import MARGIN, NARROW

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

DIE = 44
"""A die's side at scale 1 (pieces off the dams keep it at any text size; a thrown one grows
with the square root of the text size)."""
DIE_OF_ROW = (0.9, 0.4)
"""A die is never taller than this share of the dice row, nor wider than this share."""
DIE_PLACES = (0.28, 0.72)
"""Where the two dice lie across the dice row, as shares of its width."""
DICE_LEAST = 40
"""The dice row's least height at scale 1, over the roll's words."""
DICE_SHARE = 0.45
"""The dice row's share of the height the column has over (the tank takes the rest)."""


class HudLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def die_size(self) -> float:
        """A die's side at 100 % text (it grows with the text where its row has room)."""
        return DIE * self.table.piece_scale

    def dice_width(self) -> float:
        """Large text: the dice sit left of the roll's words, each die of its full size."""
        return self.die_size / DIE_OF_ROW[1]

    def roll_lines(self, beside_dice: bool = False) -> int:
        width = self.table.hud_width - MARGIN * self.table.scale
        if beside_dice:
            width -= self.dice_width()
        return 1 if self.table.room.roll <= width else 2

    @functools.cached_property
    def tree(self) -> kit.Node:
        s, room = self.table.scale, self.table.room
        if self.table.wide_panel:
            lines = self.roll_lines(beside_dice=True)
            dice: tuple[kit.Node, ...] = (
                kit.Row(
                    kit.Piece((self.dice_width(), self.die_size / DIE_OF_ROW[0]), key="dice"),
                    kit.Piece((0, room.small * lines), key="roll", grow=1),
                ),
            )
        else:
            dice = (
                kit.Piece((0, DICE_LEAST * s), key="dice", grow=DICE_SHARE),
                kit.Piece((0, room.small * self.roll_lines()), key="roll"),
            )
        return kit.Box(
            kit.Column(
                *dice,
                kit.Piece((0, room.body), key="round"),
                kit.Piece((0, room.small), key="boxes"),
                kit.Piece((0, MARGIN * s), key="ticks"),
                kit.Piece((0, room.small), key="turn"),
                kit.Piece((0, room.body), key="title"),
                kit.Piece((0, room.small), key="tank", grow=1 - DICE_SHARE),
                gap=kit.Gap(NARROW * s, NARROW * s),
            ),
            pad=kit.Gap(NARROW * s, NARROW * s),
        )

    def hud_need(self) -> float:
        """The height the shared column's contents take (the dice row at its least)."""
        return heights_of(self.tree, self.table.hud_width)[0]

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        return kit.lay_out(self.tree, self.table.hud)

    def hud_parts(self) -> kit.Layout:
        """The shared column laid out: its parts by name ("dice", "roll", "round", "boxes",
        "ticks", "turn", "title", "tank"), top to bottom."""
        return self._placed
