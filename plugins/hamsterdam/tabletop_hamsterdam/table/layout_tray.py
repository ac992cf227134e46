"""The reinforcements tray, declared top to bottom: its title, its hamsters (each picture with
its count beside it) wrapped into as many rows as they need, and the specials line at its foot
(it gives lines back, down to one, when the tray is short: the painter then words it shorter)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.giving_text import GivingText
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.tree import NUDGE, Style
from tabletop_hamsterdam.pieces import HAMSTER as HAMSTER_KIND
from tabletop_hamsterdam.table.dam_sizes import NARROW, PAD, SMALL_GAP
from tabletop_hamsterdam.table.panel_words import WHOLE

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout

HAMSTER = 40.0
"""A hamster's side in the tray at scale 1 (pieces off the dams keep it at any text size)."""


_ = translator("tabletop_hamsterdam")[0]


def empty_tray_words() -> kit.Node:
    """What an empty tray says, under its title (at large text the tray is as tall as these
    words); when the tray is too short for them, a plain "none"."""
    words = _("none: hamsters that hold a flood come back here")
    return kit.FirstFitting(
        kit.Text(words, "small", lines=WHOLE, key="empty"),
        kit.Text(_("none"), "small", key="empty"),
    )


class TrayLayout:
    def __init__(self, table: TableLayout) -> None:
        self.table = table

    @functools.cached_property
    def slot_size(self) -> float:
        return HAMSTER * self.table.piece_scale

    @property
    def small_title(self) -> bool:
        """Large text: the tray is in the shared column, its title in small type (so that the
        column leaves the big dam the width of its cards)."""
        return self.table.wide_panel

    def _title(self, lines: int = 2) -> kit.Text:
        style: Style = "small" if self.small_title else "body"
        return kit.Text(self.table.words.tray_title, style, bold=True, lines=lines, key="title")

    def words_widths(self) -> tuple[float, float, float]:
        """The tray's title on one line, its widest word (it may wrap, never inside a word),
        and the specials line on one line."""
        ctx, specials = self.table.ctx, self.table.words.specials
        title, word = widths_of(self._title(WHOLE), ctx)[::-1]
        return title, word, widths_of(kit.Text(specials, "small"), ctx)[1] if specials else 0.0

    def specials_word(self, shortest: bool = False) -> float:
        """The widest word of the specials line (of its ``shortest`` wording, which keeps the
        heading's word): at large text the tray is never narrower, since a word does not wrap."""
        words = self.table.words
        specials = (words.specials_short if shortest else "") or words.specials
        ctx = self.table.ctx
        return widths_of(kit.Text(specials, "small", lines=WHOLE), ctx)[0] if specials else 0.0

    def inner_width(self) -> float:
        """The width the tray's words have inside its padding."""
        return self.table.tray_width - 2 * PAD * self.table.scale

    def _specials(self) -> kit.Node:
        """The specials line at the tray's foot: on the lines it needs (at most three below
        large text), giving them back down to one; an empty tray's words take its place."""
        words = self.table.words
        most = WHOLE if self.table.wide_panel else 3
        specials = GivingText(words.specials, "small", lines=most, key="specials")
        if words.tray or not self.table.wide_panel:
            return specials
        return kit.Stack(specials, empty_tray_words())

    def specials_lines(self) -> int:
        """The lines the specials line takes in the tray (an empty tray: its words)."""
        return round(
            heights_of(self._specials(), self.inner_width(), self.table.ctx)[1]
            / self.table.line("small")
        )

    def _count(self, kind: int, count: int) -> kit.Text:
        """The room kept for a kind's count: below large text two digits for plain hamsters
        (and any kind with ten or more), one for the specials, so the pictures stay put as
        counts fall; large text packs the tray by the widest count now."""
        if self.table.wide_panel:
            widest = max((n for _kind, n in self.table.words.tray), default=count)
            return kit.Text(f"×{widest}", "small", bold=True)
        return kit.Text("×88" if kind == HAMSTER_KIND or count >= 10 else "×8", "small", bold=True)

    @functools.cached_property
    def tree(self) -> kit.Node:
        return self._tree(self._specials())

    def need_at(self, width: float) -> float:
        """The height the tray takes ``width`` wide with its specials line whole in its
        shortest wording (the painter words it shorter where the longest has no room)."""
        words = self.table.words
        specials = self._specials()
        if words.tray and words.specials_short:
            specials = kit.Text(words.specials_short, "small", lines=WHOLE)
        return heights_of(self._tree(specials), width, self.table.ctx)[1]

    def _tree(self, specials: kit.Node) -> kit.Node:
        s, size = self.table.scale, self.slot_size
        kinds = (
            kit.Row(
                kit.Piece((size, size), key=f"slot {index}"),
                kit.Box(self._count(kind, count), key=f"count {index}"),
                gap=kit.Gap(NARROW * s / 2, NARROW * s / 2),
                align="end",
            )
            for index, (kind, count) in enumerate(self.table.words.tray)
        )
        return Pad(
            kit.Column(
                self._title(),
                # the hamsters keep their spacing: only the specials line gives way
                kit.Wrap(
                    *kinds, gap=kit.Gap(PAD * s, PAD * s), line_gap=kit.Gap(NARROW * s, NARROW * s)
                ),
                kit.Space(grow=1),
                specials,
                gap=kit.Gap(NARROW * s),
                key="inside",
            ),
            across=kit.Gap(PAD * s, NARROW * s),
            down=kit.Gap(SMALL_GAP * s, NARROW * s / 2),
        )

    def height(self) -> float:
        """The height the tray needs: its title, every row of its hamsters and its words."""
        return heights_of(self.tree, self.table.tray_width, self.table.ctx)[1]

    @functools.cached_property
    def _placed(self) -> kit.Layout:
        return kit.lay_out(self.tree, self.table.tray, self.table.ctx)

    def tray_title(self) -> Rect:
        return self._placed["title"]

    def tray_rows(self) -> int:
        """The rows of pictures the kinds in the tray take (the tray grows to hold them all)."""
        kinds = len(self.table.words.tray)
        return len({round(self.tray_slot(i).top) for i in range(kinds)}) or 1

    def tray_slot(self, index: int) -> Rect:
        """A kind of hamster in the tray: its picture (with the count beside it)."""
        found = self._placed.get(f"slot {index}")
        if found is None:  # a kind the tray was not measured with: where the first one lies
            title = self.tray_title()
            return Rect(title.left, title.bottom - self.slot_size, self.slot_size, self.slot_size)
        return found

    def tray_count(self, index: int) -> Rect:
        found = self._placed.get(f"count {index}")
        if found is None:  # a kind the tray was not measured with: a count as wide as any
            slot = self.tray_slot(index)
            width = widths_of(self._count(HAMSTER_KIND, 10), self.table.ctx)[1]
            return Rect(slot.right, slot.bottom, width, self.table.line("small"))
        return found

    def tray_specials(self) -> Rect:
        return self._placed["specials"]

    def tray_specials_lines(self) -> int:
        """The lines the specials line may take in :meth:`tray_specials`: those it needs, no more
        than the rect holds (squeezed under the counts, the painter picks a shorter wording)."""
        held = int(self.tray_specials().height / self.table.line("small") + NUDGE)
        return max(1, min(self.specials_lines(), held))

    def tray_empty(self) -> Rect:
        """Where the words for an empty tray go: under the title, down to the tray's foot."""
        title, inside = self.tray_title(), self._placed["inside"]
        return Rect(title.left, inside.bottom, title.width, title.bottom - inside.bottom)
