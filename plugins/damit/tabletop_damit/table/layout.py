"""Where everything lies on the Dam It! table, as plain rectangles (no arcade: testable alone):
:class:`TableLayout` places the pieces in the rows of the table's tree
(:class:`~tabletop_damit.table.rows.TableRows`): the dam cards on their piles, the beaver at
work past the river, the cubes on the river's cards, and the hand's cards fanned in their row,
right of the player areas (:class:`~tabletop_damit.table.areas.PlayerAreas`), on the measures
every part reads (:class:`~tabletop_damit.table.measures.TableMeasures`)."""

from __future__ import annotations

import functools
import math
from functools import cached_property

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fan import fanned, uncovered
from tabletop_core.render.kit.sizing import widths_of
from tabletop_damit.table.areas import BEAVER
from tabletop_damit.table.measures import KEY_STEPS
from tabletop_damit.table.proportions import NAME_STRIP, RIVER_CUBE
from tabletop_damit.table.rows import DRAW, LIFT, TableRows

WORKER = 3 * BEAVER
"""The least designed px of the beaver at work by the river: three times a seat's beaver."""
WORKER_ASPECT = 100 / 120
"""The beaver at work's width over its height (its picture's)."""
CUBES_A_ROW = 4
"""Cubes lying on a river card sit in rows of this many, three rows at most."""


class TableLayout(TableRows):
    """The whole table laid out in ``rect`` for ``players`` seats, named ``titles``, the hand's
    header naming ``viewer``: every place a painter, a sprite or a click asks for, in the rows
    :class:`TableRows` lays out."""

    # --- dam piles -------------------------------------------------------------------------

    def pile_cell(self, index: int) -> Rect:
        """Dam pile ``index``'s place; ``PILES`` is the discard's when it lies up here."""
        return self.table_tree[f"pile {index}"]

    def pile_card(self, index: int, depth: int) -> Rect:
        """The dam card ``depth`` below the top of pile ``index`` (0: the top card): lower
        cards peek out underneath, showing their victory points."""
        cell = self.pile_cell(index)
        w, h = self.dam_size
        peek = h * (1 - NAME_STRIP)  # a lower card's strip, with its points
        return Rect(cell.center_x - w / 2, cell.top - h - depth * peek, w, h)

    def pile_target(self, index: int) -> Rect:
        """The clickable area of pile ``index``."""
        cell = self.pile_cell(index)
        w, _h = self.dam_size
        return Rect(
            cell.center_x - w / 2 - self.space.snug, cell.bottom, w + self.space.loose, cell.height
        )

    # --- the river -------------------------------------------------------------------------

    @cached_property
    def worker(self) -> Rect | None:
        """The player's beaver at work: standing past the river's end (its draw pile, its
        discard), as tall as the river from its captions to its labels and never less than
        :data:`WORKER` (three seats' beavers); None where the row leaves it no room."""
        top, band = self.river_caption(0).top, self.labels_band
        row = Rect(self.river_row.left, band.bottom, self.river_row.width, top - band.bottom)
        least = WORKER * self.scale
        tree = self.river_tree(self.card_size[0], not self.discard_up, self.arrangement.tight)
        beaver = kit.Piece(
            (least * WORKER_ASPECT, least),
            (row.height * WORKER_ASPECT, row.height),
            aspect=WORKER_ASPECT,
            optional=True,
            key="worker",
        )
        river = kit.Piece((widths_of(tree, self.words)[1], 0))
        past = kit.Row(river, kit.Space(grow=1), beaver, kit.Space(grow=1))
        return kit.lay_out(past, row).get("worker")

    @property
    def river_gap(self) -> float:
        """Between two river places (the cards' room for their captions)."""
        return self.river_gaps(self.arrangement.tight)[0]

    @property
    def draw_gap(self) -> float:
        """Between the last river place and the draw pile."""
        return self.river_gaps(self.arrangement.tight)[1]

    def river_caption(self, position: int, part: str = "caption") -> Rect:
        """The caption above river place ``position``, or its ``part``: its ``key`` badge,
        its ``price``, the ``cube`` beside a price (:meth:`caption`)."""
        return self.table_tree[f"river {position} {part}"]

    @property
    def labels_band(self) -> Rect:
        """Under the river cards: the current's chevrons, the draw pile's and the discard's
        counts."""
        return self.table_tree["labels"]

    def river_labels(self, draw: str, discard: str) -> list[tuple[int, Rect]]:
        """Where the draw pile's label ``draw`` and the discard's ``discard`` are written
        under the river (:meth:`labels_under`)."""
        slots = self.river_slot(DRAW), self.discard_slot, self.main
        return self.labels_under(*slots, self.discard_up, (draw, discard))

    def river_cube(self, position: int, index: int) -> Rect:
        """Where the ``index``-th cube lying on river card ``position`` sits: in rows of
        :data:`CUBES_A_ROW` a hair apart, a gap in from the card's left, rising from just above
        its name strip (the rows repeat past the third: the count is in the words)."""
        sp = self.space
        slot = self.river_slot(position)
        room = slot.width - 2 * sp.gap - (CUBES_A_ROW - 1) * sp.hair
        size = min(RIVER_CUBE * self.piece_scale, room / CUBES_A_ROW)
        row, col = divmod(index % (3 * CUBES_A_ROW), CUBES_A_ROW)
        x = slot.left + sp.gap + col * (size + sp.hair)
        y = slot.bottom + slot.height * (1 - NAME_STRIP) + row * (size + sp.hair)
        return Rect(x, y, size, size)

    # --- the hand --------------------------------------------------------------------------

    def hand_slot(self, index: int, count: int, lifted: bool = False) -> Rect:
        """Hand card ``index`` of ``count``: fanned in the middle of the hand's area, on its
        foot, lifted when chosen."""
        w, h = self.hand_card_size
        area, sp = self.hand_area, self.space
        card = fanned(area, (w, h), index, count, w + sp.gap, 0.5)
        return Rect(card.left, area.bottom + sp.tight + (LIFT * self.scale if lifted else 0), w, h)

    def hand_key_drop(self, index: int, count: int) -> float:
        """How far below the top of hand card ``index`` its key badge sits: when the cards lie
        closer together than a badge is wide, the badges step down in turn (two or three
        heights), so that neighbouring letters stay apart."""
        badge = self.hand_key_badge
        step = self.hand_slot(1, count).left - self.hand_slot(0, count).left if count > 1 else badge
        heights = 1 if step >= badge else min(KEY_STEPS, math.ceil(badge / max(step, 1.0)))
        return (index % heights) * badge

    def hand_key(self, index: int, count: int, lifted: bool) -> tuple[float, float]:
        """The centre of hand card ``index``'s key badge: near the top right of what the next
        card leaves of it in sight (of the whole card for the last, never far from its left),
        stepped down in turn when the cards lie close (:meth:`hand_key_drop`)."""
        s, r, tight = self.scale, self.key_radius, self.space.tight
        slot, hit = self.hand_slot(index, count, lifted), self.hand_hit(index, count, lifted)
        x = min(hit.right, slot.right) - r - s if index < count - 1 else slot.right - r - tight
        x = max(slot.left + r + s, min(x, slot.left + 30 * s + r))
        return x, slot.top + 2 * s - self.hand_key_drop(index, count)

    def hand_hit(self, index: int, count: int, lifted: bool) -> Rect:
        """The part of a hand card that is not covered by the next one."""
        over = self.hand_slot(index + 1, count) if index < count - 1 else None
        return uncovered(self.hand_slot(index, count, lifted), over)


@functools.lru_cache(maxsize=8)
def laid_out(
    rect: Rect, players: int, titles: tuple[str, ...], viewer: str | None, *words: object
) -> TableLayout:
    """The table laid out, remembered for the words' size and language ``words`` (the cache's
    key only): a hot-seat table that turns from one seat's header to the next and back, or a
    window resized back, lays out at once."""
    return TableLayout(rect, players, titles, viewer)
