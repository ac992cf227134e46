"""The plan of the Biber table's sizes: how the type and the measured words decide the column's
width, the rows' lines and where the decision goes — the column's forms (:func:`.column.forms`:
roomy, compact, or crowded with the decision under the raft) declared as a kit FirstFitting, the
first that holds the hand winning — and, when large text would shrink the pieces, a plan that
puts the raft first, gives the pond the raft's room and lets the words give way (the column
then declared as a kit tree). No arcade."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Gap, Layout, Piece, lay_out
from tabletop_core.render.kit.spacing import Spacing
from tabletop_mein_lieber_biber.table.column import forms
from tabletop_mein_lieber_biber.table.pond import pond_beside
from tabletop_mein_lieber_biber.table.sizes import Plan

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout


class Planner:
    """Works the plan out for ``layout`` (its rect, players, type and words)."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    def raft_first_plan(self) -> Plan:
        """The plan with the raft first: the column compact, the piles tight, the decision's
        buttons side by side, their labels on up to two lines (their short labels: the key and a
        word or two). The column gives the pond the room the raft takes at its 100 % size, down
        to the width its piles' words need, the players' rows taking two lines (each name alone
        on the first) rather than the raft giving way to a long name — as long as the column
        still holds the hand at its 100 % size; else it keeps its width."""
        layout = self.layout
        kept = replace(layout._plan, compact=True, crowded=False, raft_first=True)
        least = min(kept.column_width, self._least_width())
        narrow = self._raft_first_at(kept, self._widest_keeping_the_raft(kept, least))
        layout._follow(narrow)
        return (
            narrow if self.column_first()[0].fits else self._raft_first_at(kept, kept.column_width)
        )

    def _raft_first_at(self, plan: Plan, width: float) -> Plan:
        """The raft-first ``plan`` with the column ``width`` px wide."""
        layout = self.layout
        lines = 1 if self.layout.seats.row_width(1, plan.played_above) <= width + 0.5 else 2
        supply = layout.supply
        supply_width = self._supply_width(width, True)
        # the supply's heap as tall as at 100 % text, its count under it
        with_heap = supply.least_height(supply_width, layout.standard.heap) + layout.space.wide
        card = layout.piles.height(True)
        tight = self._piles_height(card, width, True, supply.least_height(supply_width))
        return replace(
            plan,
            column_width=width,
            seat_lines=lines,
            piles_height=max(tight, with_heap),
            choices_side_by_side=True,
        )

    def _widest_keeping_the_raft(self, plan: Plan, least: float) -> float:
        """The widest column, from ``plan``'s width down to ``least``, that leaves the pond room
        for the raft at its 100 % size (``least`` when none does): halved in on, as the pond
        lays the raft out."""
        layout, wanted = self.layout, self.layout.standard.radius - 0.5
        narrow, wide = least, plan.column_width
        layout._follow(replace(plan, column_width=wide))
        if layout.pond.raft_radius >= wanted:
            return wide
        for _step in range(12):
            middle = (narrow + wide) / 2
            layout._follow(replace(plan, column_width=middle))
            narrow, wide = (middle, wide) if layout.pond.raft_radius >= wanted else (narrow, middle)
        return narrow

    def _piles_width(self, least: bool = False) -> float:
        """The piles side by side (compact or not), the supply right of them as wide as its
        longest word: their captions on one line, or (``least``) on two."""
        trees = (self.layout.piles.tree(compact) for compact in (False, True))
        return max(self.layout.words.widths(tree)[0 if least else 1] for tree in trees)

    def _least_width(self) -> float:
        """The narrowest the column may be: as wide as its piles' row (their captions on two
        lines), and as a player's row on two lines (the longest name alone on the first)."""
        piles = self._piles_width(least=True)
        return max(piles, self.layout.seats.row_width(2, played_above=True))

    def make_plan(self) -> Plan:
        layout = self.layout
        s, space = layout.scale, layout.space
        one_line = layout.seats.row_width(1, played_above=False)
        piles = self._piles_width()
        column_width = min(layout.rect.width * 0.53, max(340 * s, one_line + space.gap, piles))
        seat_lines = 1 if one_line <= column_width + 0.5 else 2
        plan, squeezed = self._plan_for(column_width, seat_lines, played_above=False)
        if not squeezed:
            return plan
        # two-line rows leave the hand no room: the word "played" heads its column once, the
        # column widening (the pond giving up room) until the rows fit on one line
        bare = layout.seats.row_width(1, played_above=True)
        if bare + space.gap > layout.rect.width * 0.6:
            return plan
        return self._plan_for(max(column_width, bare + space.gap), 1, played_above=True)[0]

    def _plan_for(
        self, column_width: float, seat_lines: int, played_above: bool
    ) -> tuple[Plan, bool]:
        """The plan for a column this wide, and whether it leaves the hand less than its least
        room (squeezed)."""
        s = self.layout.scale
        space = self.layout.space
        line, body = self.layout.small_line, self.layout.body_line
        seats = self.layout.seats.height(self.layout.players, seat_lines, played_above)
        side_by_side = self.layout.decision.side_by_side_in(column_width)
        history = self.layout.words.line("aside")
        history_lines = self.layout.round_header.history_lines(column_width, compact=False)
        header = max(28 * s, body) + history_lines * history
        hand = self.layout.hand.above_cards + self.layout.hand.heading_for(column_width)
        room = Rect(0, 0, column_width, self.layout.rect.height - space.loose)
        choices = self.layout.decision.height(side_by_side)
        tall, short = (
            self._piles_height(self.layout.piles.height(c), column_width, c) for c in (False, True)
        )
        declared = forms(
            s,
            header=header,
            seats=seats,
            piles=(tall, short),
            choices=choices,
            # the hand roomy, and the smallest still worth showing
            hand=(hand + max(100 * s, 2.6 * line), hand + max(60 * s, 1.8 * line)),
            under_the_raft=self.layout.under_the_raft,
        )
        form = declared.chosen(self.layout.words, room).key
        compact, crowded = form != "roomy", form == "crowded"
        piles = short if compact else tall
        if compact:  # the history above the raft, as wide as the pond
            history_lines = self.layout.round_header.history_lines(column_width, compact=True)
        # squeezed: short of room for the hand even with the decision gone
        squeezed = crowded and not lay_out(declared.options[-1], room).fits
        if crowded:  # the hand wants the room: keys beside the piles, the count beside the heap
            words = self.layout.supply.least_height(self._supply_width(column_width, compact))
            card = self.layout.piles.height(compact)
            piles = self._piles_height(card, column_width, compact, words)
            # the band under the raft is as wide as the pond: its buttons side by side, so that
            # it takes one row from the raft rather than three
            band = pond_beside(self.layout, self.layout.column_at(column_width)).width - space.wide
            side_by_side = self.layout.decision.side_by_side_in(band)
        plan = Plan(
            compact=compact,
            crowded=crowded,
            column_width=column_width,
            header_height=body + history_lines * history if compact or history_lines else header,
            history_lines=history_lines,
            seat_lines=seat_lines,
            piles_height=piles,
            choices_side_by_side=side_by_side,
            played_above=played_above,
        )
        return plan, squeezed

    def pieces_would_shrink(self) -> bool:
        standard = self.layout.standard
        if not standard.radius:
            return False
        return (
            self.layout.pond.raft_radius < standard.radius - 0.5
            or self.layout.hand.card_size[1] < standard.card - 0.5
            or self.layout.piles.height(self.layout.compact) < standard.pile - 0.5
        )

    def column_first(self) -> tuple[Layout, bool]:
        """The column when the raft comes first, declared as a tree: the players' rows (the
        viewer's alone, the others folded under a line that opens them, when all of them leave
        the hand less than its standard size), the piles, the decision and the hand, the hand
        never below its cards at 100 % text."""
        s = self.layout.scale
        plan = self.layout._plan
        seats = self.layout.seats.height(self.layout.players, plan.seat_lines, plan.played_above)
        piles = plan.piles_height
        choices = self.layout.decision.height(plan.choices_side_by_side)
        heading = self.layout.hand.heading_height
        hand = max(48 * s, self.layout.hand.above_cards) + max(self.layout.standard.card, 40 * s)

        def tree(seat_height: float) -> Column:
            return Column(
                Piece((0, seat_height), key="seats"),
                Piece((0, piles), key="piles"),
                Piece((0, choices), key="choice"),
                # the hand's heading gives way first: the cards and their letters stay
                Piece((0, heading), key="hand heading", optional=True),
                Piece((0, hand), key="hand", grow=1),
                gap=Gap(Spacing(s).gap, 3 * s),
            )

        placed = lay_out(tree(seats), self.layout.column)
        folded = not placed.fits and self.layout.players > 2  # two rows fold into two lines
        if folded:  # the viewer's row and the line that opens the others, under "played"
            seats = self.layout.seats.height(2, plan.seat_lines, plan.played_above)
            placed = lay_out(tree(seats), self.layout.column)
        return placed, folded

    def _piles_height(
        self, card: float, width: float, compact: bool, supply: float | None = None
    ) -> float:
        """The piles' row: captions over the piles and their key badges under them; room for
        the supply's heading (on up to two lines), its heap and its count. Tight (``supply``:
        the least height of the supply's words): the badges beside the piles and the count
        beside the heap."""
        s = self.layout.scale
        space = self.layout.space
        line = self.layout.small_line
        caption = self.layout.piles.caption_room(compact, width)
        if supply is not None:
            return max(caption + card + space.gap, supply + 14 * s)
        return max(
            112 * s,
            caption + card + self.layout.piles.badge_radius + space.gap,
            3 * line + space.wide,
        )

    def _supply_width(self, column_width: float, compact: bool) -> float:
        """How wide the stick supply stands in a column this wide."""
        return column_width - self.layout.piles.supply_left(compact, column_width)


HAND_GAIN = 1.3
"""How much taller the hand's cards must grow for the decision to leave a column that holds it."""


RAFT_KEPT = 0.9
"""How much of its radius the raft must keep when the decision goes under it for the hand."""


def hand_gains_more_than_the_raft_loses(column: TableLayout, under: TableLayout) -> bool:
    """Whether the decision under the raft (``under``) gives the hand much larger cards than in
    the column (``column``) while the raft keeps nearly its size: with three players at large text
    the column's decision leaves the hand the smallest cards of any player count."""
    grows = under.hand.card_size[1] >= HAND_GAIN * column.hand.card_size[1]
    return grows and under.pond.raft_radius >= RAFT_KEPT * column.pond.raft_radius
