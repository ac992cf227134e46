"""The decision panel: its title and help, its row of buttons, the cards and specials to choose from."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fan import fanned
from tabletop_core.render.kit.pad import Pad
from tabletop_hamsterdam.state import DAM_SIZE
from tabletop_hamsterdam.table.dam_sizes import CARD_ASPECT, GAP, MARGIN, NARROW, SMALL_GAP

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

BUTTON_LEAST = 230
"""A button's least width side by side, at scale 1."""
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
        if not self.table.wide_panel:
            return "whole", True
        placed = self._placed
        if self.table.words.decision is None:  # the waiting words
            return ("whole" if "title" in placed else ""), True
        title = next((form for form in ("whole", "brief") if form in placed), "")
        return title, "help" in placed

    @functools.cached_property
    def button_height(self) -> float:
        """Room for a button's label and its line of why whole (or two lines of label); at
        large text as tall as its words need."""
        s = self.table.scale
        body, small = self.table.line("body"), self.table.line("small")
        if self.table.wide_panel:
            return self.buttons_row().height
        return max(44 * s, body + small)

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        table = self.table
        if table.wide_panel:
            from tabletop_hamsterdam.table.decision_panel import decision_panel  # words' modules

            # the title gives way before the specials to keep give up what they do
            forms = (decision_panel(table, whole=True), decision_panel(table))
            return kit.lay_out(kit.FirstFitting(*forms, valign="stretch"), table.panel, table.ctx)
        heading = max(24 * table.scale, table.line("heading"))
        tree = panel_tree(table.scale, heading, 0.0, self.button_height)
        return kit.lay_out(tree, table.panel)

    def inside(self) -> Rect:
        """The panel inside its margins."""
        return self._placed["inside"]

    def panel_title(self) -> Rect:
        """The decision's title (at large text: the form of it the panel shows)."""
        placed = self._placed
        if not self.table.wide_panel or self.table.words.decision is None:
            return placed["title"]
        shown = placed.get("whole") or placed.get("brief")
        if shown is None:  # it gave way: none, at the top of the panel
            inside = self.inside()
            return Rect(inside.left, inside.top, inside.width, 0.0)
        return shown

    def panel_help(self) -> Rect:
        """Between the title and the buttons: two lines of why (or the special's help)."""
        found = self._placed.get("help")
        if found is None:  # it gave way (large text): none, under the title
            title = self.panel_title()
            return Rect(title.left, title.bottom, title.width, 0.0)
        return found

    def buttons_row(self) -> Rect:
        row = self._placed.get("buttons")
        if row is None:  # no buttons: a row of their least height at the panel's foot
            inside = self.inside()
            return Rect(inside.left, inside.bottom, inside.width, 44 * self.table.scale)
        return row

    def passing_slots(self) -> list[Rect]:
        """The two slots of the cards to pass (to the left neighbour, to the right one), along
        the buttons' row; their words lie inside them less :meth:`Spacing.gap` each side."""
        if self.table.wide_panel:
            return [self._placed[f"slot {k}"] for k in range(2)]
        return self.buttons_row().columns(2, 10 * self.table.scale)

    def more_button(self) -> Rect:
        """Large text: the button at the right end of the buttons' row that shows the
        decision's words the panel has no room for (:meth:`panel_words`)."""
        more = self._placed.get("more")
        return more if more is not None else Rect(self.inside().right, self.inside().bottom, 0, 0)

    def stacked(self) -> bool:
        """Large text: the buttons lie one above the other across the panel (long words)."""
        return "stacked" in self._placed

    def buttons(self, count: int) -> list[Rect]:
        """The decision's buttons along its row: side by side, each as wide as its share of the
        row up to half of it (never under :data:`BUTTON_LEAST`); at large text as the panel's
        tree lays them out (:mod:`.decision_panel`)."""
        if count <= 0:
            return []
        if self.table.wide_panel and "button 0" in self._placed:
            return [self._placed[f"button {n}"] for n in range(count)]
        row, s = self.buttons_row(), self.table.scale
        gap = BUTTON_GAP * s
        share = (row.width - (count - 1) * gap) / count
        width = min(max(BUTTON_LEAST * s, row.width * 0.5), share)
        keys = [f"button {n}" for n in range(count)]
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
        rows across the wide panel (its tree: :mod:`.decision_panel`), a grid of up to three
        columns otherwise."""
        found = self._placed.get(f"keep {index}")
        if found is not None:
            return found
        s = self.table.scale
        p = self.inside()
        top = self.panel_title().bottom - NARROW * s
        cells = [kit.Space(grow=1, key=f"keep {n}") for n in range(max(1, count))]
        columns = min(len(cells), 3)
        gap = (MARGIN if columns <= 2 else SMALL_GAP) * s
        tree = kit.Grid(*cells, columns=columns, gap=kit.Gap(gap, gap))
        return kit.lay_out(tree, Rect(p.left, p.bottom, p.width, top - p.bottom))[f"keep {index}"]


def panel_tree(s: float, title: float, why: float, foot: float) -> kit.Node:
    """The decision panel below large text, declared top to bottom at scale ``s``: its
    ``title``, its ``why`` (it grows into the height left), and at its foot a row of buttons
    ``foot`` tall (at large text the panel is a tree of its words: :mod:`.decision_panel`)."""
    parts: list[kit.Node] = [
        kit.Piece((0, title), key="title"),
        kit.Piece((0, 0), (0, why), key="help", grow=1),
        kit.Piece((0, 0), (0, foot), key="buttons", grow=1),
    ]
    return Pad(
        kit.Column(*parts, gap=kit.Gap(NARROW * s, NARROW * s), key="inside"),
        across=MARGIN * s,
        down=kit.Gap(GAP * s, GAP * s),
    )
