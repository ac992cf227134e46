"""The decision panel: its title and help, its row of buttons, the cards and specials to choose from."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fan import fanned
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import CARD_ASPECT, GAP, MARGIN, NARROW, PAD, SMALL_GAP
from tabletop_hamsterdam.table.panel_words import key_side, why_word

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout
    from tabletop_hamsterdam.table.room import Room

BUTTON_LEAST = 230
"""A button's least width side by side, at scale 1 (unless the row has no room for it)."""
BUTTON_GAP = 8
"""Between buttons side by side, at scale 1."""
STACKED_GAP = 6
"""Between buttons one above the other, at scale 1."""


class PanelLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def room(self) -> Room:
        """Large text: the heights the decision's words take (:mod:`.room`)."""
        from tabletop_hamsterdam.table.room import PanelRoom  # it asks the layout for widths

        return PanelRoom(self.table).measured

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
        """Room for a button's label and its line of why whole (or two lines of label); at
        large text as tall as its words need (:attr:`Room.button_need`)."""
        s, room = self.table.scale, self.table.room
        body, small = self.table.line("body"), self.table.line("small")
        if self.table.wide_panel:
            return max(44 * s, (body + small) * 0.95, room.button_need)
        return max(44 * s, body + small)

    def _title_height(self) -> float:
        room, title = self.table.room, self.panel_words()[0]
        if not title:
            return 0.0
        if title == "brief":
            return room.panel_brief
        if self.table.wide_panel and room.panel_title:
            return room.panel_title
        return max(24 * self.table.scale, self.table.line("heading"))

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        table, room = self.table, self.table.room
        foot = 0.0 if table.wide_panel and room.no_buttons else self.button_height
        more = self.more_width()
        tree = panel_tree(table.scale, self._title_height(), 0.0, foot, more, table.line("body"))
        return kit.lay_out(tree, table.panel)

    def more_width(self) -> float:
        """Large text, a decision on the table: the width of the button that shows its words on
        demand (its key cap, then its word), kept free at the right of the buttons' row."""
        table = self.table
        if not (table.wide_panel and table.words.decision):
            return 0.0
        snug = Spacing(table.scale).snug
        word = widths_of(kit.Text(why_word(), bold=True), table.ctx)[1]
        return snug + key_side(table) + snug + word + 10 * table.scale

    def inside(self) -> Rect:
        """The panel inside its margins."""
        return self._placed["inside"]

    def panel_title(self) -> Rect:
        return self._placed["title"]

    def panel_help(self) -> Rect:
        """Between the title and the buttons: two lines of why (or the special's help)."""
        return self._placed["help"]

    def buttons_row(self) -> Rect:
        row = self._placed.get("buttons")
        if row is None:  # no buttons: a row of their height at the panel's foot
            inside = self.inside()
            return Rect(inside.left, inside.bottom, inside.width, self.button_height)
        return row

    def passing_slots(self) -> list[Rect]:
        """The two slots of the cards to pass (to the left neighbour, to the right one), along
        the buttons' row; their words lie inside them less :meth:`Spacing.gap` each side."""
        return self.buttons_row().columns(2, 10 * self.table.scale)

    def more_button(self) -> Rect:
        """Large text: the button at the right end of the buttons' row that shows the
        decision's words the panel has no room for (:meth:`panel_words`)."""
        more = self._placed.get("more")
        return more if more is not None else Rect(self.inside().right, self.inside().bottom, 0, 0)

    def buttons(self, count: int) -> list[Rect]:
        """The decision's buttons along its row: side by side, each as wide as its share of the
        row up to half of it (never under :data:`BUTTON_LEAST`), or at large text with long
        words one above the other across the panel."""
        stacked = self.table.wide_panel and self.table.room.stacked_buttons
        return self.buttons_in(self.buttons_row(), count, stacked)

    def buttons_in(self, row: Rect, count: int, stacked: bool) -> list[Rect]:
        """:meth:`buttons` along ``row``."""
        s = self.table.scale
        if count <= 0:
            return []
        keys = [f"button {n}" for n in range(count)]
        if stacked:
            above = (kit.Piece((0, 0), key=key, grow=1) for key in keys)
            placed = kit.lay_out(kit.Column(*above, gap=STACKED_GAP * s), row)
        else:
            gap = BUTTON_GAP * s
            share = (row.width - (count - 1) * gap) / count
            width = min(max(BUTTON_LEAST * s, row.width * 0.5), share)
            side_by_side = (kit.Piece((width, 0), key=key) for key in keys)
            placed = kit.lay_out(kit.Row(*side_by_side, gap=gap), row)
        return [placed[key] for key in keys]

    def choice_card(self, index: int, count: int) -> Rect:
        """A dam card to pass or place: the hand centred on the big dam's row, where the dam
        will stand, its cards as far apart as the dam's."""
        w, h = self.table.card_size
        first, second, last = (self.table.places.card(-1, p) for p in (0, 1, DAM_SIZE - 1))
        band = Rect(first.left, first.bottom, last.right - first.left, h)
        return fanned(band, (w, h), index, count, second.left - first.left, share=0.5)

    def hand_card(self, index: int, count: int) -> Rect:
        """A dam card still in the hand while arranging (in the decision panel, under the title)."""
        s = self.table.scale
        p = self.inside()
        h = self.panel_title().bottom - SMALL_GAP * s - p.bottom
        w = h / CARD_ASPECT
        return fanned(Rect(p.left, p.bottom, p.width, h), (w, h), index, count, w + GAP * s)

    def special_choice(self, index: int, count: int = 2) -> Rect:
        """One of the ``count`` special hamsters on offer to keep (any half of those drawn):
        rows across the wide panel, a grid of up to three columns otherwise."""
        s = self.table.scale
        p = self.inside()
        top = self.panel_title().bottom - NARROW * s
        cells = [kit.Space(grow=1, key=f"keep {n}") for n in range(max(1, count))]
        if self.table.wide_panel:
            tree: kit.Node = kit.Column(*cells, gap=kit.Gap(GAP * s, GAP * s))
        else:
            columns = min(len(cells), 3)
            gap = (MARGIN if columns <= 2 else SMALL_GAP) * s
            tree = kit.Grid(*cells, columns=columns, gap=kit.Gap(gap, gap))
        return kit.lay_out(tree, Rect(p.left, p.bottom, p.width, top - p.bottom))[f"keep {index}"]


def panel_tree(
    s: float, title: float, why: float, foot: float, more: float = 0.0, body: float = 0.0
) -> kit.Node:
    """The decision panel declared top to bottom at scale ``s``: its ``title``, its ``why`` (it
    grows into the height left), and at its foot a row of buttons ``foot`` tall (none when 0),
    with the button that shows the words the panel has no room for (``more`` wide, a line of
    ``body`` text high) at its right end. Both the layout and the words' measure (the height
    the panel needs) read it."""
    parts: list[kit.Node] = [
        kit.Piece((0, title), key="title"),
        kit.Piece((0, 0), (0, why), key="help", grow=1),
    ]
    row: list[kit.Node] = []
    if foot:  # the choices at the foot give way when the panel is short (not the title)
        row.append(kit.Piece((0, 0), (0, foot), key="buttons", grow=1))
    if more:
        button = body + PAD * s
        row.append(kit.Piece((more, min(foot, button) if foot else button), key="more"))
    if row:
        parts.append(kit.Row(*row, gap=MARGIN * s, align="end", justify="end"))
    return Pad(
        kit.Column(*parts, gap=kit.Gap(NARROW * s, NARROW * s), key="inside"),
        across=MARGIN * s,
        down=kit.Gap(GAP * s, GAP * s),
    )
