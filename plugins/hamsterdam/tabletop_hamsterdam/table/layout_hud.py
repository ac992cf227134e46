"""The shared column, declared top to bottom: the dice (beside the words of what they rolled at
large text, over them otherwise), the round and its boxes, the turn's ticks and words, the
Reservoir's title and its tank, which takes the height left over."""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fitted_words import FittedText
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_hamsterdam.pieces import RESERVOIR_TOKENS, ROUNDS, TURNS_PER_ROUND
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
TANK_EDGES = 36
"""Room for the Reservoir tank's edges beside its words, at scale 1."""

_, ngettext = translator("tabletop_hamsterdam")


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

    def _rolls(self, grow: float = 0) -> kit.Node:
        """What the dice rolled, in its longest wordings, on up to two lines (narrower, the
        painter words it shorter)."""
        rolls = (
            _("first-player roll: {n}").format(n=12),
            _("rolled {n}").format(n=12),
            _("no roll yet"),
        )
        texts = (FittedText(roll, "small", bold=True, lines=2) for roll in rolls)
        return kit.Stack(*texts, key="roll", grow=grow)

    def roll_word(self) -> float:
        """The widest word of what the dice rolled: a column beside the dice is never narrower."""
        return widths_of(self._rolls(), self.table.ctx)[0]

    def _labels(self) -> tuple[kit.Node, ...]:
        """The column's words that may not wrap: its round, its turn, the Reservoir's title and
        what is left in its tank (with room for the tank's edges)."""
        left = ngettext("{n} token left", "{n} tokens left", RESERVOIR_TOKENS)
        tank = kit.Text(left.format(n=RESERVOIR_TOKENS), "small", bold=True)
        return (
            kit.Text(_("Round {n} of {total}").format(n=ROUNDS, total=ROUNDS), bold=True),
            kit.Text(_("turn {n} of {total}").format(n=12, total=TURNS_PER_ROUND), "small"),
            kit.Text(_("Reservoir"), bold=True),
            kit.Row(tank, kit.Space(TANK_EDGES * self.table.scale)),
        )

    def labels_width(self) -> float:
        return widths_of(kit.Column(*self._labels()), self.table.ctx)[1]

    @functools.cached_property
    def tree(self) -> kit.Node:
        return self.tree_at(self.table.hud_width)

    def tree_at(self, width: float) -> kit.Node:
        """The column declared for its ``width`` (at large text the dice stand beside what
        they rolled where the width holds both)."""
        s, small = self.table.scale, self.table.line("small")
        if self.table.wide_panel:
            dice: tuple[kit.Node, ...] = (self._dice_beside_or_over(width),)
        else:
            dice = (kit.Piece((0, DICE_LEAST * s), key="dice", grow=DICE_SHARE), self._rolls())
        round_, turn, title, _tank = self._labels()
        return kit.Box(
            kit.Column(
                *dice,
                kit.Box(round_, key="round"),
                kit.Piece((0, small), key="boxes"),
                kit.Piece((0, MARGIN * s), key="ticks"),
                kit.Box(turn, key="turn"),
                kit.Box(title, key="title"),
                kit.Piece((0, small), key="tank", grow=1 - DICE_SHARE),
                gap=kit.Gap(NARROW * s, NARROW * s),
            ),
            pad=kit.Gap(NARROW * s, NARROW * s),
        )

    def _dice_beside_or_over(self, width: float) -> kit.Node:
        """Large text: the dice beside what they rolled, or over it when the column, ``width``
        wide, is too narrow for both side by side (it gives the big dam's cards their width)."""
        row = self.die_size / DIE_OF_ROW[0]
        beside = kit.Row(kit.Piece((self.dice_width(), row), key="dice"), self._rolls(grow=1))
        over = kit.Column(kit.Piece((self.dice_width(), row), key="dice"), self._rolls())
        inside = width - 2 * NARROW * self.table.scale
        return kit.FirstFitting(beside, over).chosen(self.table.ctx, Rect(0, 0, inside, math.inf))

    def hud_need(self) -> float:
        """The height the shared column's contents take (the dice row at its least)."""
        return self.need_at(self.table.hud_width)

    def need_at(self, width: float) -> float:
        """:meth:`hud_need` for a column ``width`` wide."""
        return heights_of(self.tree_at(width), width, self.table.ctx)[0]

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        return kit.lay_out(self.tree, self.table.hud, self.table.ctx)

    def hud_parts(self) -> kit.Layout:
        """The shared column laid out: its parts by name ("dice", "roll", "round", "boxes",
        "ticks", "turn", "title", "tank"), top to bottom."""
        return self._placed
