"""Where everything lies on the Hamsterdam table, as plain rectangles.

From the top: the other players' dams as smaller rows (up to three) with the shared things on
their right (dice, round tracker, Reservoir); then the big dam of the seat whose eyes the table
uses; at the bottom, that seat's reinforcements tray and the panel that asks the decision.
Every dam's row is a dam between the sea and a town: a strip of sea left of its first card, its
town right of its last (the figures of its town stand over the town on the header line).
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect.

The words decide the room: the layout is given the table's :class:`Words` and measures them
itself, as kit trees of words in the language and at the text size in force (:attr:`TableLayout.
ctx`), and every band grows to hold its words. At large text the bottom panels grow, the shared column widens and reaches down beside
the big dam, a small dam's facts that do not fit on its header line move beside its cards, and
the cards take what height is left (a smaller dam's cards grow back to their size at 100 % text
in the same window wherever that height is there: large text never caps them under it).

Large text first tries :meth:`TableLayout.kept`: the dams' rows, the big dam and the decision
panel declared on the layout tree (:mod:`tabletop_core.render.kit`), every dam's cards at their
100 % size and the panel's words optional, so they give way before any piece does (and open on
demand: :mod:`tabletop_hamsterdam.table.explain`). Only when even the decision's choices do not
fit under the dams do the smaller dams fold or step aside as described above.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from tabletop_core.i18n import language
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.tree import Style
from tabletop_core.render.standard_size import piece_scale, standard_size
from tabletop_core.render.theme import reading, table_scale, table_sizes
from tabletop_hamsterdam.table.dam_sizes import (
    CARD_ASPECT,
    GAP,
    MARGIN,
    PAD,
    SEA,
    SMALL_GAP,
    TOWN,
)
from tabletop_hamsterdam.table.forward import Forward
from tabletop_hamsterdam.table.layout_big import BigDam
from tabletop_hamsterdam.table.layout_hud import HudLayout
from tabletop_hamsterdam.table.layout_others import OtherDams
from tabletop_hamsterdam.table.layout_panel import PanelLayout, panel_tree
from tabletop_hamsterdam.table.layout_places import DamPlaces
from tabletop_hamsterdam.table.layout_side import side_width
from tabletop_hamsterdam.table.layout_tray import TrayLayout
from tabletop_hamsterdam.table.panel_words import Decision

STRIP_LEAST = 150
"""The bottom strip's least height at scale 1 (the tray and the panel never read cramped)."""


@dataclass(frozen=True, slots=True)
class Words:
    """The words on the table that the layout makes room for, in the language in force (the
    layout measures them itself, at the text size in force: :attr:`TableLayout.ctx`)."""

    big: tuple[str, ...] = ()
    """The big dam's header: its name, then its town's figure ("1/3")."""
    others: tuple[tuple[str, ...], ...] = ()
    """Each smaller dam's facts, in reading order: its name, its reinforcements, its town's
    figure (which stands over its town picture where the header line has room there)."""
    tray_title: str = ""
    tray: tuple[tuple[int, int], ...] = ()
    """The kinds of hamster in the tray and how many of each, in tray order."""
    specials: str = ""
    """The specials line at the tray's foot (its longest wording)."""
    specials_short: str = ""
    """The specials line's shortest wording (a narrow tray shows it: its words are shorter)."""
    decision: Decision | None = None
    """The decision on the table, in words (large text keeps room for the button that opens
    them); None while somebody else decides."""
    waiting: str = ""
    """What the panel says while somebody else decides."""


@dataclass(frozen=True)
class TableLayout:
    """Where everything lies on the table: the bands (the dams' rows, the big dam, the bottom
    strip with the tray and the decision panel, the shared column), each part laid out by its
    collaborator."""

    rect: Rect
    others: int
    """How many smaller dams are shown above the big one (players - 1)."""
    words: Words = field(default_factory=Words)
    text: float = field(default_factory=lambda: reading.text_scale)
    """The text size the layout is for (the setting in force when it is made)."""
    language: str = field(default_factory=language)
    """The language its words are measured in (the one in force when it is made)."""

    # the parts of the table, each laid out by its own collaborator

    @functools.cached_property
    def tray_layout(self) -> TrayLayout:
        return TrayLayout(self)

    @functools.cached_property
    def panel_layout(self) -> PanelLayout:
        return PanelLayout(self)

    @functools.cached_property
    def hud_layout(self) -> HudLayout:
        return HudLayout(self)

    @functools.cached_property
    def other_dams(self) -> OtherDams:
        return OtherDams(self)

    @functools.cached_property
    def places(self) -> DamPlaces:
        return DamPlaces(self)

    @functools.cached_property
    def big_dam(self) -> BigDam:
        return BigDam(self)

    # what the painters and tests ask the layout, answered by those parts
    tray_title = Forward("tray_layout")
    tray_rows = Forward("tray_layout")
    tray_slot = Forward("tray_layout")
    tray_count = Forward("tray_layout")
    tray_specials = Forward("tray_layout")
    tray_specials_lines = Forward("tray_layout")
    tray_empty = Forward("tray_layout")
    specials_lines = Forward("tray_layout")
    panel_title = Forward("panel_layout")
    panel_help = Forward("panel_layout")
    buttons_row = Forward("panel_layout")
    more_button = Forward("panel_layout")
    passing_slots = Forward("panel_layout")
    buttons = Forward("panel_layout")
    choice_card = Forward("panel_layout")
    hand_card = Forward("panel_layout")
    special_choice = Forward("panel_layout")
    button_height = Forward("panel_layout")
    panel_words = Forward("panel_layout")
    stacked = Forward("panel_layout")
    die_size = Forward("hud_layout")
    hud_need = Forward("hud_layout")
    hud_parts = Forward("hud_layout")
    other_row = Forward("other_dams")
    other_info = Forward("other_dams")
    other_marker = Forward("other_dams")
    other_cells = Forward("other_dams")
    other_side = Forward("other_dams")
    small_card_size = Forward("other_dams")
    others_beside = Forward("other_dams")
    card = Forward("places")
    gap = Forward("places")
    piece = Forward("places")
    stack_area = Forward("places")
    token = Forward("places")
    row_span = Forward("places")
    big_cells = Forward("places")
    sea = Forward("places")
    town = Forward("places")

    @functools.cached_property
    def scale(self) -> float:
        return table_scale(self.rect)

    @functools.cached_property
    def ctx(self) -> kit.Context:
        """Measures the table's words as the canvas draws them, in the language and at the text
        size in force."""
        return drawn_context(table_sizes(self.scale))

    def line(self, style: Style) -> float:
        """The height of a line of ``style`` text."""
        return self.ctx.line(style)

    @functools.cached_property
    def piece_scale(self) -> float:
        """The scale of the pieces off the dams (the dice, the tray's hamsters): as at 100 %
        text in this window, however large the text."""
        return piece_scale(self.rect)

    @functools.cached_property
    def ends(self) -> float:
        """The width a dam's sea, its town and their gaps to the cards take from its row."""
        return (SEA + TOWN + 4 + 4) * self.scale

    @functools.cached_property
    def header_height(self) -> float:
        """A dam's header line (a name in bold body text)."""
        return max(20 * self.scale, self.line("body") * 0.92)

    @functools.cached_property
    def wide_panel(self) -> bool:
        """Large text: the tray moves under the shared column, so the decision panel gets the
        whole width left of it and grows to hold its words; the dams take what height is left
        (see :meth:`_wide_forms`)."""
        return self.line("body") > 30 * self.scale

    def _standard_big_card(self) -> float:
        """The big dam's card width as the same window draws it at 100 % text."""
        return _standard_big_card(self.rect, self.others, self.text, self.language)

    def _panel_row(self, grow: float = 0) -> kit.Node:
        """Large text: the decision panel's tree (:mod:`.decision_panel`) at the width left of
        the shared column, as the table lays it out under the dams."""
        from tabletop_hamsterdam.table.decision_panel import decision_panel  # words' modules

        side = kit.Piece((self.hud_width + 2 * GAP * self.scale, 0))  # and the table's margins
        panel = kit.Box(decision_panel(self, whole=True), grow=1)
        return kit.Row(panel, side, gap=kit.Gap(GAP * self.scale), key="panel", grow=grow)

    def _wide_forms(self) -> kit.FirstFitting:
        """Large text: the dams over the decision panel, in the forms the table tries in turn.
        First every dam's cards at their 100 % size, the panel's words optional (a smaller
        dam's facts beside its cards, which leaves the panel more height, then over them);
        then the panel's words whole under the smaller dams with their cards, then folded to
        their header lines, then with them aside. The big dam keeps at least three quarters
        of its cards' size, the smaller dams' rows or the panel take the height over."""
        s, others, big = self.scale, self.other_dams, self.big_dam
        most = big.big_card_most()
        forms: list[kit.Node] = []
        for beside in (True, False):
            if beside and not others.beside_fits():
                continue
            rows = [
                kit.Piece((0, others.kept_row(beside)), key=f"other {n}")
                for n in range(self.others)
            ]
            whole = kit.Piece((0, big.big_height(most)), key="big")
            gap = kit.Gap(GAP * s, 3 * s)
            forms.append(
                kit.Column(*rows, whole, self._panel_row(grow=1), gap=gap, key=f"kept {beside}")
            )
        gap = kit.Gap(GAP * s, GAP * s)
        dam = kit.Piece((0, big.big_height(0.75 * most)), (0, big.big_height(most)), key="big")
        need = heights_of(self._panel_row(), self.rect.width, self.ctx)[1]  # its words whole
        words = max(GAP * s + 2 * self.line("heading") + PAD * s, need)
        for shown, row in (("full", others.full_row()), ("folded", others.folded_row())):
            rows = [kit.Piece((0, others.rows_height(row)), grow=1)] if self.others else []
            forms.append(
                kit.Column(*rows, dam, kit.Piece((0, words), key="panel"), gap=gap, key=shown)
            )
        # aside, the panel takes what the big dam leaves at its least, should that be short
        left = self.rect.height - MARGIN * s - GAP * s - big.big_height(0.75 * most)
        aside = kit.Piece((0, min(words, left)), (0, words), key="panel", grow=1)
        aside_form = kit.Column(dam, aside, gap=gap, key="aside")
        return kit.FirstFitting(*forms, aside_form, valign="stretch")

    def kept(self) -> tuple[kit.Layout, bool] | None:
        """Large text: the table laid out with every dam's cards at their 100 % size over the
        decision panel, and whether the smaller dams' facts are beside their cards; None when
        even the decision's choices do not fit so (:meth:`_wide_forms`)."""
        placed = _wide_layout(self, self.text)
        if placed is None or "kept False" not in placed and "kept True" not in placed:
            return None
        return placed, "kept True" in placed

    @functools.cached_property
    def others_shown(self) -> str:
        """Large text: how the smaller dams show: "full" (header and cards), "folded" (header
        lines only, while a long decision needs their height) or "aside" (the decision needs
        all of it; they come back when it is made)."""
        placed = _wide_layout(self, self.text)
        return next((shown for shown in ("folded", "aside") if placed and shown in placed), "full")

    @functools.cached_property
    def _strip_height(self) -> float:
        """The bottom strip's height: the decision panel's words (and below large text the
        tray's tree, if taller), never under its least."""
        placed = _wide_layout(self, self.text)
        if placed is not None:
            return placed["panel"].height
        s, heading = self.scale, self.line("heading")
        words = panel_tree(s, heading, 2 * self.line("small"), self.panel_layout.button_height)
        panel = heights_of(words, self.rect.width)[1]
        return max(STRIP_LEAST * s, panel, self.tray_layout.height())

    @functools.cached_property
    def _bands(self) -> kit.Layout:
        """The table's bands, declared: the smaller dams' rows over the big dam, the shared
        column on their right (reaching down beside the big dam when it is tall) and the bottom
        strip of the tray and the decision panel; at large text the tray lies under the shared
        column and the panel under the big dam, the smaller dams taking what height is left."""
        s = self.scale
        gap = kit.Gap(GAP * s, GAP * s)
        others = [kit.Space(grow=1, key="others")] if self.others_shown != "aside" else []
        strip = kit.Piece((0, self._strip_height), key="panel")
        if self.wide_panel:
            placed = _wide_layout(self, self.text)
            assert placed is not None
            apart = placed["big"].bottom - placed["panel"].top
            big = kit.Piece((0, self.big_dam.row_height), key="big")
            dams = kit.Column(big, strip, gap=kit.Gap(apart, apart))
            side = kit.Column(
                kit.Piece((self.hud_width, self.hud_layout.hud_need()), key="hud"),
                kit.Space(grow=1, key="tray"),
                gap=kit.Gap(SMALL_GAP * s, SMALL_GAP * s),
            )
            tree: kit.Node = kit.Row(kit.Column(*others, dams, gap=gap, grow=1), side, gap=gap)
        else:
            # the shared column over the big dam, beside the smaller dams' rows; else, when
            # it is taller than they are, reaching down beside the big dam (which narrows)
            def big_dam(narrow: bool) -> kit.Piece:
                width = self.big_dam.big_card_width(full_width=not narrow)
                return kit.Piece((0, self.big_dam.big_height(width)), key="big")

            hud = kit.Piece((self.hud_width, self.hud_layout.hud_need()), key="hud")
            over = kit.Column(kit.Row(*others, hud, gap=gap, grow=1), big_dam(False), gap=gap)
            hud = kit.Piece((self.hud_width, 0), key="hud")
            beside = kit.Row(kit.Column(*others, big_dam(True), gap=gap, grow=1), hud, gap=gap)
            forms = (over, kit.Box(beside, key="beside")) if self.others else (beside,)
            top = kit.FirstFitting(*forms, valign="stretch", grow=1)
            tray = kit.Piece((self.tray_width, self._strip_height), key="tray")
            bottom = kit.Row(tray, kit.Space(grow=1, key="panel"), gap=gap, key="strip")
            tree = kit.Column(top, bottom, gap=gap)
        edges = (kit.Gap(step * s, step * s) for step in (GAP, SMALL_GAP))
        return kit.lay_out(Pad(tree, across=next(edges), down=next(edges)), self.rect)

    @functools.cached_property
    def tray_width(self) -> float:
        s = self.scale
        if self.wide_panel:
            return self.hud_width
        most = self.rect.width * 0.4
        title, title_word, specials = self.tray_layout.words_widths()
        width = title + 30 * s if title + 30 * s <= most else title_word + 30 * s
        return min(max(318 * s, width, specials / 2.4 + 30 * s), most)

    @functools.cached_property
    def tray(self) -> Rect:
        """The big dam's reinforcements (hamsters to drag onto the dam)."""
        return self._bands["tray"]

    @functools.cached_property
    def panel(self) -> Rect:
        """The decision panel: what is asked, why, and the buttons."""
        return self._bands["panel"]

    @functools.cached_property
    def hud_width(self) -> float:
        s, wide = self.scale, Spacing(self.scale).wide
        labels = self.hud_layout.labels_width() + wide
        if self.wide_panel:
            return side_width(self, labels)
        return min(max(176 * s, labels), self.rect.width * 0.3)

    @functools.cached_property
    def card_size(self) -> tuple[float, float]:
        placed = _wide_layout(self, self.text)
        if placed is not None:  # the big dam's row less its header and margins
            width = (placed["big"].height - self.big_dam.big_height(0)) / CARD_ASPECT
            return width, width * CARD_ASPECT
        width = self.big_dam.big_card_width(self.others > 0 and "beside" not in self._bands)
        return width, width * CARD_ASPECT

    @functools.cached_property
    def main_row(self) -> Rect:
        return self._bands["big"]

    @functools.cached_property
    def main_header(self) -> Rect:
        """The big dam's header lines, at the top of its row."""
        return self.main_row.split_top(self.big_dam.big_header_total())[0]

    @functools.cached_property
    def others_area(self) -> Rect:
        """The smaller dams' rows (none at their side, when they step aside)."""
        found = self._bands.get("others")
        if found is None:
            top = self.rect.top - SMALL_GAP * self.scale
            return Rect(self.panel.left, top, self.panel.width, 0.0)
        return found

    @functools.cached_property
    def hud(self) -> Rect:
        """Dice, round tracker and the Reservoir."""
        return self._bands["hud"]

    def _standard_small_card(self) -> tuple[float, float]:
        """A small dam's card as the same window draws it at 100 % text (the least large text
        may show it at, where the table has the room)."""
        return _standard_small_card(self.rect, self.others, self.text, self.language)


@functools.lru_cache(maxsize=32)
def _standard_big_card(rect: Rect, others: int, _text: float, _language: str) -> float:
    """Cached by the text size and language in force too (the 100 % rect is worked out from
    the one, the shared column's words are measured in the other)."""
    return standard_size(lambda standard: TableLayout(standard, others).card_size[0], rect)


@functools.lru_cache(maxsize=64)
def _wide_layout(layout: TableLayout, _text: float) -> kit.Layout | None:
    """Large text: :meth:`TableLayout._wide_forms` laid out over the table, None below large
    text (cached by the text size in force too: the 100 % sizes are worked out from it)."""
    if not layout.wide_panel:
        return None
    s, r = layout.scale, layout.rect
    area = Rect(r.left, r.bottom + SMALL_GAP * s, r.width, r.height - MARGIN * s)
    return kit.lay_out(layout._wide_forms(), area, layout.ctx)


@functools.lru_cache(maxsize=32)
def _standard_small_card(
    rect: Rect, others: int, _text: float, _language: str
) -> tuple[float, float]:
    """Cached by the text size and language in force too (see :func:`_standard_big_card`)."""
    if not others:
        return 0.0, 0.0
    return standard_size(lambda standard: TableLayout(standard, others).small_card_size(0), rect)
