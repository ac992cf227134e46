"""Where everything lies on the Hamsterdam table, as plain rectangles (no arcade: testable alone).

From the top: the other players' dams as smaller rows (up to three) with the shared things on
their right (dice, round tracker, Reservoir); then the big dam of the seat whose eyes the table
uses; at the bottom, that seat's reinforcements tray and the panel that asks the decision.
Every dam's row is a dam between the sea and a town: a strip of sea left of its first card, its
town right of its last (the figures of its town stand over the town on the header line).
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect.

The words decide the room: :class:`Room` carries the line heights of the text size in force and
the widths of the table's labels (measured by the painter), and every band grows to hold its
words. At large text the bottom panels grow, the shared column widens and reaches down beside
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

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.standard_size import piece_scale, standard_size
from tabletop_core.render.theme import reading, table_scale
from tabletop_hamsterdam.state import DAM_SIZE

CARD_ASPECT = 1.34
SMALL_SHARE = 0.6
"""When height is short, a small dam's cards are this tall against the big dam's."""
SEA = 16.0
"""The strip of sea on a dam's left (the flood comes from there), at scale 1."""
TOWN = 46.0
"""The town at a dam's right end, behind its last card, at scale 1."""


@dataclass(frozen=True, slots=True)
class Room:
    """How much room the table's words take at the text size in force, in pixels.

    The defaults are the 100 % text of a 1280×720 window; :func:`tabletop_hamsterdam.table.
    paint.room_for` measures the real ones (names, numbers and language included)."""

    body: float = 22.5
    """Height of a line of body text."""
    small: float = 19.1
    heading: float = 27.7
    hud: float = 0.0
    """The widest label of the shared column (rounds, Reservoir) that may not wrap."""
    roll: float = 0.0
    """The widest words under the dice (they wrap onto two lines in a narrow column)."""
    roll_word: float = 0.0
    """The widest single word under the dice: a column beside the dice is never narrower."""
    other_cells: tuple[float, ...] = ()
    """Widths of a small dam's facts, in reading order (name first); the widest over the rows."""
    big_cells: tuple[float, ...] = ()
    """Widths of the big dam's header: its name, then its town."""
    town_cell: int = -1
    """Which of :attr:`other_cells` is the town's figure: it stands on the header line over
    the town picture when the line has room there (the big dam's too). -1: none."""
    tray_title: float = 0.0
    tray_word: float = 0.0
    """The widest single word of the tray's title (it may wrap, never inside a word)."""
    tray_count: float = 0.0
    """The width of a count beside a hamster in the tray ("×8")."""
    tray_kinds: int = 0
    """How many kinds of hamster lie in the tray."""
    tray_widest: float = 0.0
    """The width of the widest count in the tray now (large text packs the tray by it)."""
    tray_counts: tuple[float, ...] = ()
    """The width kept for each kind's count, in tray order: two digits for plain hamsters (and
    any kind with ten or more), one for the specials, so the pictures stay put as counts fall."""
    specials: float = 0.0
    """The width of the specials line in the tray, on one line."""
    panel_title: float = 0.0
    """Large text: the height the decision's title takes (0: one heading line)."""
    panel_need: float = 0.0
    """Large text: the height the decision panel's words take (0: the least panel)."""
    button_need: float = 0.0
    """Large text: the height the tallest button's wrapped words take."""
    specials_lines: int = 0
    """Large text: the lines the specials line wraps onto in the side column's tray."""
    stacked_buttons: bool = False
    """Large text: the buttons lie one above the other across the panel (their words are long)."""
    no_buttons: bool = False
    """Large text: the decision has no row of buttons, cards or choices under its words."""
    more_width: float = 0.0
    """Large text, a decision on the table: the width of the button that shows its words on
    demand (its key cap and its word), kept free at the right of the buttons' row."""
    panel_brief: float = 0.0
    """Large text: the height of the decision's short title on one line, when its title takes
    more (0: none). The panel shows it when the whole title gives way."""
    tray_title_small: float = 0.0
    """Large text: the tray's title in bold small type, as the side column shows it (so that
    the column leaves the big dam the width of its cards; 0: not measured, the body type's)."""
    panel_why: float = 0.0
    """Large text: the height of the decision's why under its title (0: none). The title and
    the why give way, the why first, before any dam's pieces do: then they are read on demand
    (:meth:`TableLayout.panel_words`)."""


@dataclass(frozen=True)
class TableLayout:
    rect: Rect
    others: int
    """How many smaller dams are shown above the big one (players - 1)."""
    room: Room = field(default_factory=Room)
    text: float = field(default_factory=lambda: reading.text_scale)
    """The text size the layout is for (the setting in force when it is made)."""

    @functools.cached_property
    def scale(self) -> float:
        return table_scale(self.rect)

    @functools.cached_property
    def piece_scale(self) -> float:
        """The scale of the pieces off the dams (the dice, the tray's hamsters): as at 100 %
        text in this window, however large the text."""
        return piece_scale(self.rect)

    @functools.cached_property
    def die_size(self) -> float:
        """A die's side at 100 % text (it grows with the text where its row has room)."""
        return 44 * self.piece_scale

    @functools.cached_property
    def ends(self) -> float:
        """The width a dam's sea, its town and their gaps to the cards take from its row."""
        return (SEA + TOWN + 4 + 4) * self.scale

    @functools.cached_property
    def _big_ends(self) -> float:
        """:attr:`ends` and the big dam's margins inside its row."""
        return self.ends + 10 * self.scale

    # --- text rows ---------------------------------------------------------------------------

    @functools.cached_property
    def header_height(self) -> float:
        """A dam's header line (a name in bold body text)."""
        return max(20 * self.scale, self.room.body * 0.92)

    @functools.cached_property
    def wide_panel(self) -> bool:
        """Large text: the tray moves under the shared column, so the decision panel gets the
        whole width left of it and grows to hold its words; the dams take what height is left
        (see :meth:`_wide_heights`)."""
        return self.room.body > 30 * self.scale

    # --- large text: who gets the height -------------------------------------------------------

    def _full_row(self) -> float:
        """A smaller dam's row with its cards (and the facts its header cannot hold beside them)."""
        s = self.scale
        _header, rest = self._other_split()
        lines = 1 if self._side_in_line() else len(rest)
        beside = max(lines * self.room.small, 30 * s)
        return self.header_height + 2 * s + beside + 10 * s

    def _folded_row(self) -> float:
        """A smaller dam's row without its cards: its header line, and under it the facts the
        header cannot hold."""
        _header, rest = self._other_split()
        return self.header_height + (self.room.small if rest else 0.0) + 8 * self.scale

    def _rows_height(self, row: float) -> float:
        n = self.others
        return n * row + (n - 1) * 6 * self.scale if n else 0.0

    def _big_height(self, card_width: float) -> float:
        s = self.scale
        return self._big_header_total() + 2 * s + card_width * CARD_ASPECT + 10 * s

    def _big_card_most(self) -> float:
        """Large text: the big dam's card width, never under its 100 % size where the row holds
        that size with the cards closed up (large text shrinks the table's scale)."""
        s = self.scale
        room = self._big_width(False) - self._big_ends
        most = min(80 * s, (room - (DAM_SIZE - 1) * 6 * s) / DAM_SIZE)
        closed_up = (room - (DAM_SIZE - 1) * s) / DAM_SIZE
        return max(most, min(self._standard_big_card(), closed_up))

    def _standard_big_card(self) -> float:
        """The big dam's card width as the same window draws it at 100 % text."""
        return _standard_big_card(self.rect, self.others, self.text)

    # --- large text: every piece at its 100 % size, the decision's words on demand ---------

    def _kept_row(self, beside: bool) -> float:
        """A smaller dam's row with its cards at their 100 % size: under its header line, or
        (``beside``) as tall as the cards, its name over its figures in a column on their left."""
        s = self.scale
        card = self._standard_small_card()[1]
        if beside:
            return max(card + 10 * s, self.header_height + self.room.small + 8 * s)
        return self.header_height + 8 * s + card

    def name_column(self) -> float:
        """Large text, a smaller dam's facts beside its cards: the width of the column that
        holds its name over its figures."""
        cells = self.room.other_cells
        if not cells:
            return 0.0
        s = self.scale
        figures = 28 * s + sum(cells[1:]) + 14 * s * (len(cells) - 2)
        return max(cells[0], figures) + 8 * s

    def _beside_fits(self) -> bool:
        """Whether the name column and the eleven cards of their 100 % size share a row."""
        s = self.scale
        width = self.rect.width - 16 * s - self.hud_width - 8 * s
        cards = DAM_SIZE * self._standard_small_card()[0] + (DAM_SIZE - 1) * 4 * s
        return self.name_column() + 12 * s + self.ends + cards <= width

    def _panel_tree(self) -> kit.Node:
        """The decision panel on the layout tree: its title and its why are optional (the why
        gives way first), its choices are not; it grows into the height the dams leave."""
        s, room = self.scale, self.room
        if room.panel_need:
            choices = max(
                room.panel_need - room.panel_title - room.panel_why,
                8 * s + room.heading + 10 * s,
            )
        else:  # not measured: two heading lines of waiting words
            choices = 8 * s + 2 * room.heading + 10 * s
        title = [kit.Piece((0, room.panel_title), key="title", optional=True)]
        if room.panel_brief:  # the short title stays when the rest of the whole one gives way
            title = [
                kit.Piece((0, room.panel_brief), key="title", optional=True),
                kit.Piece((0, room.panel_title - room.panel_brief), key="whole", optional=True),
            ]
        return kit.Column(
            *title,
            kit.Piece((0, room.panel_why), key="why", optional=True),
            kit.Piece((0, choices), key="choices"),
            key="panel",
            grow=1,
        )

    def kept(self) -> tuple[kit.Layout, bool] | None:
        """Large text: the table laid out with every dam's cards at their 100 % size over the
        decision panel (a smaller dam's facts beside its cards wherever the row has the width),
        and whether they are beside; None when even the decision's choices do not fit."""
        return _kept_layout(self, self.text)

    @functools.cached_property
    def others_beside(self) -> bool:
        """Large text: each smaller dam's name and figures stand left of its cards."""
        kept = self.kept()
        return kept is not None and kept[1]

    def panel_words(self) -> tuple[str, bool]:
        """(title, why): which of the decision's words the panel has the room to show: its
        "whole" title, its "brief" one or none (""), and whether its why. What it has not is
        shown on demand (:mod:`tabletop_hamsterdam.table.explain`)."""
        kept = self.kept()
        if kept is None:
            return "whole", True
        placed = kept[0]
        title = "" if placed.get("title") is None else "whole"
        if title and self.room.panel_brief and placed.get("whole") is None:
            title = "brief"
        return title, placed.get("why") is not None

    @functools.cached_property
    def others_shown(self) -> str:
        """Large text: how the smaller dams show: "full" (header and cards), "folded" (header
        lines only, while a long decision needs their height) or "aside" (the decision needs
        all of it; they come back when it is made)."""
        return self._wide_heights()[2] if self.wide_panel else "full"

    def _wide_heights(self) -> tuple[float, float, str]:
        """(panel height, big dam card width, how the smaller dams show). The panel holds its
        words first; the big dam keeps cards at least three quarters of their full size; the
        smaller dams fold to their header lines, then step aside, only when that is short."""
        kept = self.kept()
        if kept is not None:
            return kept[0]["panel"].height, self._big_card_most(), "full"
        s, r = self.scale, self.rect
        avail = r.height - 12 * s
        least = 8 * s + 2 * self.room.heading + 10 * s
        panel = max(least, self.room.panel_need)
        most = self._big_card_most()
        for shown, row in (("full", self._full_row()), ("folded", self._folded_row())):
            others = self._rows_height(row) + 8 * s if self.others else 0.0
            left = avail - panel - 8 * s - others
            for width in (most, most * 0.75):
                if self._big_height(width) <= left:
                    width = min(most, (left - self._big_height(0)) / CARD_ASPECT)
                    return panel, width, shown
        left = avail - panel - 8 * s
        width = max(most * 0.75, min(most, (left - self._big_height(0)) / CARD_ASPECT))
        return avail - 8 * s - self._big_height(width), width, "aside"

    @functools.cached_property
    def button_height(self) -> float:
        """Room for a button's label and its line of why (or two lines of label)."""
        least = max(44 * self.scale, self.room.body * 0.95 + self.room.small * 0.95)
        return max(least, self.room.button_need) if self.wide_panel else least

    def _tray_title_width(self) -> float:
        """The tray's title on one line: in small type in large text's side column."""
        if self.wide_panel and self.room.tray_title_small:
            return self.room.tray_title_small
        return self.room.tray_title

    def _tray_title_line(self) -> float:
        return self.room.small if self.wide_panel and self.room.tray_title_small else self.room.body

    def tray_title_lines(self) -> int:
        inner = self.tray_width - 24 * self.scale
        return 1 if self._tray_title_width() <= inner else 2

    def specials_lines(self) -> int:
        if self.wide_panel and self.room.specials_lines:
            return self.room.specials_lines
        inner = self.tray_width - 24 * self.scale
        if self.room.specials <= inner:
            return 1
        return 2 if self.room.specials <= 1.8 * inner else 3

    # --- the bands ---------------------------------------------------------------------------

    @functools.cached_property
    def bottom_strip(self) -> Rect:
        s = self.scale
        r = self.rect
        room = self.room
        if self.wide_panel:
            height = self._wide_heights()[0]
            width = r.width - 16 * s - self.hud_width - 8 * s
            kept = self.kept()
            bottom = kept[0]["panel"].bottom if kept is not None else r.bottom + 6 * s
            return Rect(r.left + 8 * s, bottom, width, height)
        panel = 8 * s + room.heading + 2 * room.small + 12 * s + self.button_height + 10 * s
        tray = (
            8 * s
            + self.tray_title_lines() * room.body
            + self.slot_size * 1.1
            + (self.tray_rows() - 1) * self._tray_row_step()
            + 4 * s
            + self.specials_lines() * room.small * 0.95
            + 6 * s
        )
        return Rect(r.left + 8 * s, r.bottom + 6 * s, r.width - 16 * s, max(150 * s, panel, tray))

    @functools.cached_property
    def tray_width(self) -> float:
        s = self.scale
        if self.wide_panel:
            return self.hud_width
        most = self.rect.width * 0.4
        whole = self.room.tray_title + 30 * s
        width = whole if whole <= most else self.room.tray_word + 30 * s
        specials = self.room.specials / 2.4 + 30 * s
        return min(max(318 * s, width, specials), most)

    @functools.cached_property
    def tray(self) -> Rect:
        """The big dam's reinforcements (hamsters to drag onto the dam)."""
        if self.wide_panel:
            hud = self.hud
            bottom = self.rect.bottom + 6 * self.scale
            return Rect(hud.left, bottom, hud.width, hud.bottom - 6 * self.scale - bottom)
        strip = self.bottom_strip
        return Rect(strip.left, strip.bottom, self.tray_width, strip.height)

    @functools.cached_property
    def panel(self) -> Rect:
        """The decision panel: what is asked, why, and the buttons."""
        strip = self.bottom_strip
        if self.wide_panel:
            return strip
        left = self.tray.right + 8 * self.scale
        return Rect(left, strip.bottom, strip.right - left, strip.height)

    @functools.cached_property
    def hud_width(self) -> float:
        s = self.scale
        if self.wide_panel:
            words = max(
                self.room.hud + 16 * s,
                self._tray_title_width() + 30 * s,
                self.dice_width() + self.room.roll_word + 16 * s,  # the roll wraps, whole words
            )
            return min(max(176 * s, words), self.rect.width * 0.36)
        return min(max(176 * s, self.room.hud + 16 * s), self.rect.width * 0.3)

    def dice_width(self) -> float:
        """Large text: the dice sit left of the roll's words (two dice of their full size:
        the painter makes a die at most 0.4 of this wide)."""
        return max(84 * self.scale, self.die_size / 0.4)

    def roll_lines(self, beside_dice: bool = False) -> int:
        width = self.hud_width - 12 * self.scale
        if beside_dice:
            width -= self.dice_width()
        return 1 if self.room.roll <= width else 2

    def hud_need(self) -> float:
        """The height the shared column's contents take."""
        s, room = self.scale, self.room
        if self.wide_panel:
            return (
                10 * s
                + max(40 * s, self.die_size / 0.9, room.small * self.roll_lines(beside_dice=True))
                + room.body
                + max(20 * s, room.small * 0.85)
                + 12 * s
                + room.small
                + room.body
                + max(30 * s, room.small * 0.95)
                + 7 * 3 * s
            )
        return (
            12 * s
            + 40 * s
            + room.small * self.roll_lines()
            + room.body
            + max(20 * s, room.small * 0.85)
            + 12 * s
            + room.small
            + room.body
            + max(36 * s, room.small * 1.3)
            + 7 * 3 * s
        )

    @functools.cached_property
    def _above(self) -> tuple[float, float]:
        """(bottom, top) of what lies above the bottom strip."""
        s = self.scale
        return self.bottom_strip.top + 8 * s, self.rect.top - 6 * s

    @functools.cached_property
    def hud_beside_big(self) -> bool:
        """Large text: the shared column is too tall for the small dams' rows alone and reaches
        down beside the big dam."""
        if self.others == 0 or self.wide_panel:
            return True
        bottom, top = self._above
        return top - self._others_bottom(full_width=True) < self.hud_need()

    def _cards_height(self) -> float:
        """The height all cards share: what is left after headers and gaps."""
        s = self.scale
        bottom, top = self._above
        n = self.others
        fixed = (self.header_height + 12 * s) + n * (self._other_header(n) + 8 * s)
        fixed += (n - 1) * 6 * s + 8 * s if n else 0
        return top - bottom - fixed

    def _big_width(self, full_width: bool) -> float:
        s = self.scale
        width = self.rect.width - 16 * s
        return width if full_width else width - self.hud_width - 8 * s

    def _big_card_width(self, full_width: bool) -> float:
        s = self.scale
        by_width = (
            self._big_width(full_width) - self._big_ends - (DAM_SIZE - 1) * 6 * s
        ) / DAM_SIZE
        share = 1 + self.others * SMALL_SHARE
        by_height = self._cards_height() / share / CARD_ASPECT
        if self._big_header_lines() > 1:
            by_height = (self._cards_height() - self.room.small) / share / CARD_ASPECT
        return max(12 * s, min(80 * s, by_width, by_height))

    def _others_bottom(self, full_width: bool) -> float:
        s = self.scale
        w = self._big_card_width(full_width)
        height = self._big_header_total() + w * CARD_ASPECT + 12 * s
        return self._above[0] + height + 8 * s

    @functools.cached_property
    def card_size(self) -> tuple[float, float]:
        if self.wide_panel:
            width = self._wide_heights()[1]
            return width, width * CARD_ASPECT
        width = self._big_card_width(not self.hud_beside_big)
        return width, width * CARD_ASPECT

    def _big_header_lines(self) -> int:
        cells = self.room.big_cells
        if not cells:
            return 1
        s = self.scale
        room = self._big_width(False) - 16 * s
        return 1 if 28 * s + sum(cells) + 16 * s * (len(cells) - 1) <= room else 2

    def _big_header_total(self) -> float:
        extra = self.room.small if self._big_header_lines() > 1 else 0.0
        return self.header_height + extra

    @functools.cached_property
    def main_row(self) -> Rect:
        s = self.scale
        _w, h = self.card_size
        width = self._big_width(not self.hud_beside_big)
        height = self._big_header_total() + 2 * s + h + 10 * s
        kept = self.kept()
        bottom = kept[0]["big"].bottom if kept is not None else self._above[0]
        return Rect(self.rect.left + 8 * s, bottom, width, height)

    @functools.cached_property
    def main_header(self) -> Rect:
        row = self.main_row
        h = self._big_header_total()
        return Rect(row.left, row.top - h, row.width, h)

    @functools.cached_property
    def others_area(self) -> Rect:
        s = self.scale
        bottom = self.main_row.top + 8 * s
        top = self.rect.top - 6 * s
        width = self.rect.width - 16 * s - self.hud_width - 8 * s
        return Rect(self.rect.left + 8 * s, bottom, width, top - bottom)

    @functools.cached_property
    def hud(self) -> Rect:
        """Dice, round tracker and the Reservoir."""
        s = self.scale
        top = self.rect.top - 6 * s
        bottom = self.main_row.bottom if self.hud_beside_big else self.others_area.bottom
        if self.wide_panel:
            bottom = top - self.hud_need()
        width = self.hud_width
        return Rect(self.rect.right - 8 * s - width, bottom, width, top - bottom)

    def hud_parts(self) -> dict[str, Rect]:
        """The shared column top to bottom: dice, roll, round, round boxes, turn ticks, turn,
        Reservoir title, tank. Spare height goes to the dice and the tank."""
        s, room = self.scale, self.room
        hud = self.hud.inset(5 * s)
        rows = {
            "roll": room.small * self.roll_lines(),
            "round": room.body,
            "boxes": max(20 * s, room.small * 0.85),
            "ticks": 12 * s,
            "turn": room.small,
            "title": room.body,
        }
        gap = 3 * s
        if self.wide_panel:
            return self._compact_hud_parts(hud, rows, gap)
        fixed = sum(rows.values()) + gap * 7
        spare = hud.height - fixed
        dice = max(40 * s, min(spare * 0.45, 90 * s))
        tank = spare - dice
        heights = [("dice", dice), *rows.items(), ("tank", tank)]
        found: dict[str, Rect] = {}
        y = hud.top
        for name, height in heights:
            found[name] = Rect(hud.left, y - height, hud.width, height)
            y -= height + gap
        return found

    def _compact_hud_parts(self, hud: Rect, rows: dict[str, float], gap: float) -> dict[str, Rect]:
        """Large text: the dice beside the roll's words, the rest below as before."""
        s = self.scale
        rows = dict(rows)
        rows["roll"] = max(
            40 * s, self.die_size / 0.9, self.room.small * self.roll_lines(beside_dice=True)
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

    # --- the smaller dams ----------------------------------------------------------------------

    def _other_header(self, n: int) -> float:
        return self.header_height * self._other_header_lines()

    def _other_split(self) -> tuple[list[list[int]], list[int]]:
        """The small dams' facts: (header lines of cell indexes, cells beside the cards)."""
        cells = self.room.other_cells
        if not cells:
            return [[]], []
        s = self.scale
        room = self.rect.width - 16 * s - self.hud_width - 8 * s - 12 * s
        gap = 14 * s
        first: list[int] = []
        used = 0.0
        for index, width in enumerate(cells):
            need = width + (gap if first else 0.0)
            if used + need > room and first:
                break
            first.append(index)
            used += need
        rest = list(range(len(first), len(cells)))
        return [first], rest

    def _other_header_lines(self) -> int:
        return 1

    def other_row(self, index: int) -> Rect:
        area = self.others_area
        kept = self.kept()
        if kept is not None:
            placed = kept[0][f"other {index}"]
            return Rect(area.left, placed.bottom, area.width, placed.height)
        s = self.scale
        rows = max(1, self.others)
        gap = 6 * s
        most = 124 * s
        if self.wide_panel:  # room for cards of their size at 100 % text, under a taller header
            most = max(most, self.header_height + 8 * s + self._standard_small_card()[1])
        height = min(most, (area.height - gap * (rows - 1)) / rows)
        if self.others_shown == "folded":
            height = self._folded_row()
        return Rect(area.left, area.top - (index + 1) * height - index * gap, area.width, height)

    def other_info(self, index: int) -> Rect:
        """A small dam's header line: its seat marker, name and facts."""
        row = self.other_row(index)
        h = self.header_height
        width = self.name_column() if self.others_beside else row.width
        return Rect(row.left, row.top - h - 2 * self.scale, width, h)

    def other_marker(self, index: int) -> tuple[float, float, float]:
        """(x, y, radius) of a small dam's seat marker."""
        s = self.scale
        info = self.other_info(index)
        return info.left + 14 * s, info.center_y, 7 * s

    def other_cells(self, index: int) -> list[Rect]:
        """Where each fact of a small dam goes (the name's rect starts after the marker)."""
        s = self.scale
        cells = self.room.other_cells
        header, rest = self._other_split()
        info = self.other_info(index)
        found: list[Rect] = [Rect(0, 0, 0, 0)] * len(cells)
        if self.others_beside and cells:  # the name, and under it the figures
            found[0] = Rect(info.left + 6 * s, info.bottom, cells[0], info.height)
            x, line = info.left + 28 * s, self.room.small
            for cell in range(1, len(cells)):
                found[cell] = Rect(x, info.bottom - line, cells[cell], line)
                x += cells[cell] + 14 * s
            return found
        x = info.left + 6 * s
        for position, cell in enumerate(header[0]):
            x += 14 * s if position else 0.0
            found[cell] = Rect(x, info.bottom, cells[cell], info.height)
            x += cells[cell]
        side = self.other_side(index)
        line = self.room.small
        town = self.room.town_cell
        if self.others_shown == "full" and town in header[0] and town == header[0][-1]:
            over = self.town(index).right - cells[town]
            if found[town].left <= over and over + cells[town] <= info.right:
                found[town] = Rect(over, info.bottom, cells[town], info.height)
        if self.others_shown == "folded":
            x = info.left + 28 * s
            for cell in rest:
                found[cell] = Rect(x, info.bottom - line, cells[cell], line)
                x += cells[cell] + 14 * s
            return found
        if self._side_in_line():
            x = side.left
            for cell in rest:
                found[cell] = Rect(x, side.top - line, cells[cell], line)
                x += cells[cell] + 14 * s
            return found
        for k, cell in enumerate(rest):
            found[cell] = Rect(side.left, side.top - (k + 1) * line, side.width, line)
        return found

    def _side_in_line(self) -> bool:
        """Large text: the facts beside a small dam's cards go side by side on one line, when
        that leaves the twelve cards room to be seen (else they stack)."""
        _header, rest = self._other_split()
        if not self.wide_panel or len(rest) < 2:
            return False
        s = self.scale
        row = self.rect.width - 16 * s - self.hud_width - 8 * s
        side = sum(self.room.other_cells[c] for c in rest) + 14 * s * (len(rest) - 1) + 6 * s
        return row - 12 * s - side - 6 * s >= DAM_SIZE * 14 * s + (DAM_SIZE - 1) * 4 * s

    def other_side(self, index: int) -> Rect:
        """The column right of a small dam's cards for the facts its header line cannot hold."""
        s = self.scale
        _header, rest = self._other_split()
        row = self.other_row(index)
        info = self.other_info(index)
        if self.others_beside:
            return Rect(row.right - 6 * s, row.bottom + 4 * s, 0.0, row.height - 8 * s)
        width = max((self.room.other_cells[c] for c in rest), default=0.0)
        if self._side_in_line():
            width = sum(self.room.other_cells[c] for c in rest) + 14 * s * (len(rest) - 1)
        width = width + 6 * s if rest else 0.0
        return Rect(
            row.right - width - 6 * s, row.bottom + 4 * s, width, info.bottom - row.bottom - 6 * s
        )

    def small_card_size(self, index: int) -> tuple[float, float]:
        row = self.other_row(index)
        s = self.scale
        side = self.other_side(index)
        space = row.width - 12 * s - (side.width + 6 * s if side.width else 0.0) - self.ends
        height = self.other_info(index).bottom - row.bottom - 6 * s
        if self.others_beside:
            space -= self.name_column()
            height = row.height - 10 * s
        width = min((space - (DAM_SIZE - 1) * 4 * s) / DAM_SIZE, height / CARD_ASPECT)
        # The big dam stays the big one, but large text never takes a card below its 100 % size.
        most = self.card_size[0] * 0.95
        if self.wide_panel:
            most = max(most, self._standard_small_card()[0])
        width = min(width, most)
        return width, width * CARD_ASPECT

    def _standard_small_card(self) -> tuple[float, float]:
        """A small dam's card as the same window draws it at 100 % text (the least large text
        may show it at, where the table has the room)."""
        return _standard_small_card(self.rect, self.others, self.text)

    # --- cards of any dam ----------------------------------------------------------------------

    def card(self, row: int, position: int) -> Rect:
        """Dam card ``position`` of dam row ``row``: -1 is the big dam, 0.. the smaller ones."""
        s = self.scale
        if row < 0:
            w, h = self.card_size
            main = self.main_row
            width = main.width - self._big_ends
            gap = (width - DAM_SIZE * w) / (DAM_SIZE - 1)
            left = main.left + (5 + SEA + 4) * s
            return Rect(left + position * (w + gap), main.bottom + 6 * s, w, h)
        w, h = self.small_card_size(row)
        r = self.other_row(row)
        under = self.other_info(row).bottom - 2 * s
        side = self.other_side(row)
        space = r.width - 12 * s - (side.width + 6 * s if side.width else 0.0) - self.ends
        left = r.left + (6 + SEA + 4) * s
        if self.others_beside:
            under = r.top - 5 * s
            space -= self.name_column()
            left += self.name_column()
        gap = min(max(4 * s, (space - DAM_SIZE * w) / (DAM_SIZE - 1)), w * 0.3)
        return Rect(left + position * (w + gap), under - h, w, h)

    def gap(self, row: int, position: int) -> Rect:
        """The place between cards ``position`` and ``position + 1`` (the Lookout's swap)."""
        a, b = self.card(row, position), self.card(row, position + 1)
        size = 30 * self.scale
        cx = (a.right + b.left) / 2
        return Rect(cx - size / 2, a.center_y - size / 2, size, size)

    def piece(self, row: int, position: int, index: int, count: int) -> Rect:
        """Where group ``index`` (0 at the bottom) of a stack shown as ``count`` groups lies."""
        card = self.card(row, position)
        size = card.width * 0.56
        room = card.height * 0.64 - size
        step = size * 0.5 if count < 2 else min(size * 0.5, room / (count - 1))
        bottom = card.bottom + card.height * 0.06
        return Rect(card.center_x - size / 2, bottom + index * step, size, size)

    def stack_area(self, row: int, position: int) -> Rect:
        """The lower part of a card, where its stack lies (what a drag picks up or drops on)."""
        card = self.card(row, position)
        return Rect(card.left, card.bottom, card.width, card.height * 0.62)

    def token(self, row: int, position: int) -> Rect:
        card = self.card(row, position)
        size = card.width * 0.38
        return Rect(card.right - size - 2 * self.scale, card.top - size * 0.9, size, size)

    def row_span(self, row: int) -> Rect:
        """From the sea to the town of a dam (where the flood wave runs, inside its row)."""
        sea, town = self.sea(row), self.town(row)
        return Rect(sea.left, sea.bottom, town.right - sea.left, sea.height)

    def big_cells(self) -> tuple[Rect, Rect]:
        """(name, town) in the big dam's header: side by side, or the town on a line below."""
        s = self.scale
        header = self.main_header
        cells = self.room.big_cells or (220 * s, 250 * s)
        top = Rect(header.left, header.top - self.header_height, header.width, self.header_height)
        name = Rect(top.left + 28 * s, top.bottom, cells[0], top.height)
        over = self.town(-1).right - cells[1]
        if self._big_header_lines() == 1 and self.room.town_cell >= 0 and over >= name.right:
            town = Rect(over, top.bottom, cells[1], top.height)
        elif self._big_header_lines() == 1:
            left = max(name.right + 16 * s, header.left + 250 * s)
            town = Rect(left, top.bottom, max(cells[1], 250 * s), top.height)
        else:
            line = self.room.small
            town = Rect(top.left + 28 * s, header.bottom, cells[1], line)
        return name, town

    def sea(self, row: int) -> Rect:
        """The strip of sea left of a dam's first card, as tall as its cards."""
        first = self.card(row, 0)
        width = SEA * self.scale
        return Rect(first.left - 4 * self.scale - width, first.bottom, width, first.height)

    def town(self, row: int) -> Rect:
        """The town behind a dam, right of its last card: its houses, the water in it and the
        figure of its flood pile against the next breach."""
        last = self.card(row, DAM_SIZE - 1)
        width = TOWN * self.scale
        return Rect(last.right + 4 * self.scale, last.bottom, width, last.height)

    # --- the reinforcements tray ---------------------------------------------------------------

    @functools.cached_property
    def slot_size(self) -> float:
        return 40 * self.piece_scale

    def tray_title(self) -> Rect:
        s = self.scale
        tray = self.tray
        height = self.tray_title_lines() * self._tray_title_line()
        top = tray.top - (4 if self.wide_panel else 6) * s
        return Rect(tray.left + 12 * s, top - height, tray.width - 24 * s, height)

    def _tray_step(self) -> float:
        """Large text: from one kind's picture to the next along a row of the tray."""
        s = self.scale
        return max(61 * s, self.slot_size + max(self._count_width(), 14 * s) + 10 * s)

    def _tray_row_step(self) -> float:
        return self.slot_size + (3 if self.wide_panel else 6) * self.scale

    def _slot_counts(self) -> tuple[float, ...]:
        """The width kept for each kind's count, in tray order (the same for every kind when
        the painter did not measure them one by one)."""
        counts = self.room.tray_counts
        if counts and not self.wide_panel:
            return counts
        return (self._count_width(),) * self.room.tray_kinds

    def _tray_places(self) -> list[tuple[int, float]]:
        """(row, left edge from the tray's left) of each kind: a picture and its count, packed
        along a row and onto the next when the row is full."""
        s = self.scale
        size = self.slot_size
        if self.wide_panel:
            per_row = max(1, int((self.tray_width - 10 * s) // self._tray_step()))
            return [
                (i // per_row, 10 * s + (i % per_row) * self._tray_step())
                for i in range(self.room.tray_kinds)
            ]
        end = self.tray_width - 6 * s
        places: list[tuple[int, float]] = []
        row, x = 0, 10 * s
        for count in self._slot_counts():
            if x > 10 * s and x + size + count > end:
                row, x = row + 1, 10 * s
            places.append((row, x))
            x += size + count + 10 * s
        return places

    def tray_rows(self) -> int:
        """The rows of pictures the kinds in the tray take (the tray grows to hold them all)."""
        places = self._tray_places()
        return places[-1][0] + 1 if places else 1

    def tray_slot(self, index: int) -> Rect:
        """A kind of hamster in the tray: its picture (with the count beside it)."""
        s = self.scale
        tray = self.tray
        size = self.slot_size
        places = self._tray_places()
        if index < len(places):
            row, left = places[index]
        else:
            row, left = 0, 10 * s
        top = self.tray_title().bottom - (2 if self.wide_panel else 4) * s
        return Rect(tray.left + left, top - size - row * self._tray_row_step(), size, size)

    def _count_width(self) -> float:
        if self.wide_panel and self.room.tray_widest:
            return self.room.tray_widest
        return self.room.tray_count

    def tray_count(self, index: int) -> Rect:
        slot = self.tray_slot(index)
        s = self.scale
        counts = self._slot_counts()
        count = counts[index] if index < len(counts) else self._count_width()
        width = count + 4 * s if self.room.tray_counts else max(count + 4 * s, 30 * s)
        # a little air after the picture: the count never touches the hamster's cheek
        return Rect(slot.right + 2 * s, slot.bottom, width, max(16 * s, self.room.small * 0.9))

    def tray_specials(self) -> Rect:
        s = self.scale
        tray = self.tray
        share = 1.0 if self.wide_panel else 0.95
        height = self.specials_lines() * self.room.small * share + 2 * s
        bottom = tray.bottom + 5 * s
        if self.wide_panel and self.room.tray_kinds:
            under = self.tray_slot(self.room.tray_kinds - 1).bottom - 2 * s
            # Never up into the counts: the painter picks a shorter wording for less room.
            height = max(self.room.small * share + 2 * s, min(height, under - tray.bottom - 2 * s))
            bottom = max(tray.bottom + 2 * s, min(under - height, bottom))
        return Rect(tray.left + 12 * s, bottom, tray.width - 24 * s, height)

    def tray_specials_lines(self) -> int:
        """The lines the specials line may take in :meth:`tray_specials`: those it needs, no more
        than the rect holds (squeezed under the counts, the painter picks a shorter wording)."""
        share = 1.0 if self.wide_panel else 0.95
        held = int(
            (self.tray_specials().height - 2 * self.scale) / (self.room.small * share) + 1e-6
        )
        return max(1, min(self.specials_lines(), held))

    def tray_empty(self) -> Rect:
        """Where the words for an empty tray go: under the title."""
        s = self.scale
        title = self.tray_title()
        bottom = self.tray.bottom + 6 * s
        return Rect(title.left, bottom, title.width, title.bottom - 4 * s - bottom)

    # --- the decision panel --------------------------------------------------------------------

    def panel_title(self) -> Rect:
        p = self.panel.inset(12 * self.scale, 8 * self.scale)
        h = max(24 * self.scale, self.room.heading)
        if self.wide_panel and self.room.panel_title:
            h = self.room.panel_title
        title = self.panel_words()[0]
        if title == "brief":
            h = self.room.panel_brief
        elif not title:
            h = 0.0
        return Rect(p.left, p.top - h, p.width, h)

    def panel_help(self) -> Rect:
        """Between the title and the buttons: two lines of why (or the special's help)."""
        s = self.scale
        title = self.panel_title()
        bottom = self.buttons_row().top + 4 * s
        if self.wide_panel and self.room.no_buttons:
            bottom = self.panel.bottom + 8 * s
        return Rect(title.left, bottom, title.width, title.bottom - 2 * s - bottom)

    def buttons_row(self) -> Rect:
        s = self.scale
        p = self.panel.inset(12 * s, 10 * s)
        width = p.width
        if self.wide_panel and self.room.more_width:
            width -= self.room.more_width + 12 * s
        return Rect(p.left, p.bottom, width, self.button_height)

    def more_button(self) -> Rect:
        """Large text: the button at the right end of the buttons' row that shows the
        decision's words the panel has no room for (:meth:`panel_words`)."""
        s = self.scale
        p = self.panel.inset(12 * s, 10 * s)
        row = self.buttons_row()
        height = min(row.height, max(40 * s, self.room.body + 10 * s))
        width = self.room.more_width
        return Rect(p.right - width, row.bottom, width, height)

    def buttons(self, count: int) -> list[Rect]:
        s = self.scale
        row = self.buttons_row()
        if count <= 0:
            return []
        if self.wide_panel and self.room.stacked_buttons:
            gap = 6 * s
            one = (row.height - (count - 1) * gap) / count
            return [
                Rect(row.left, row.top - (i + 1) * one - i * gap, row.width, one)
                for i in range(count)
            ]
        width = min(max(230 * s, row.width * 0.5), (row.width - (count - 1) * 8 * s) / count)
        return [
            Rect(row.left + i * (width + 8 * s), row.bottom, width, row.height)
            for i in range(count)
        ]

    def choice_card(self, index: int, count: int) -> Rect:
        """A dam card to pass or place (on the big dam's row, where the dam will stand)."""
        w, h = self.card_size
        first, last = self.card(-1, 0), self.card(-1, DAM_SIZE - 1)
        gap = (last.right - first.left - DAM_SIZE * w) / (DAM_SIZE - 1)
        total = count * w + (count - 1) * gap
        left = first.left + (last.right - first.left - total) / 2
        return Rect(left + index * (w + gap), first.bottom, w, h)

    def hand_card(self, index: int, count: int) -> Rect:
        """A dam card still in the hand while arranging (in the decision panel, under the title)."""
        s = self.scale
        p = self.panel.inset(12 * s, 8 * s)
        h = self.panel_title().bottom - 6 * s - p.bottom
        w = h / CARD_ASPECT
        step = min(w + 8 * s, (p.width - w) / max(1, count - 1))
        return Rect(p.left + index * step, p.bottom, w, h)

    def special_choice(self, index: int, count: int = 2) -> Rect:
        """One of the ``count`` special hamsters on offer to keep (any half of those drawn):
        rows across the wide panel, a grid of up to three columns otherwise."""
        s = self.scale
        p = self.panel.inset(12 * s, 8 * s)
        top = self.panel_title().bottom - 4 * s
        count = max(1, count)
        if self.wide_panel:
            gap = 8 * s
            one = (top - p.bottom - gap * (count - 1)) / count
            return Rect(p.left, top - (index + 1) * one - index * gap, p.width, one)
        columns = min(count, 3)
        lines = -(-count // columns)
        area = Rect(p.left, p.bottom, p.width, top - p.bottom)
        row = area.rows(lines, 6 * s)[index // columns] if lines > 1 else area
        return row.columns(columns, 12 * s if columns <= 2 else 6 * s)[index % columns]


@functools.lru_cache(maxsize=32)
def _standard_big_card(rect: Rect, others: int, _text: float) -> float:
    """Cached by the text size in force too (the 100 % rect is worked out from it)."""
    return standard_size(lambda standard: TableLayout(standard, others).card_size[0], rect)


@functools.lru_cache(maxsize=64)
def _kept_layout(layout: TableLayout, _text: float) -> tuple[kit.Layout, bool] | None:
    """See :meth:`TableLayout.kept` (cached by the text size in force too: the 100 % sizes
    are worked out from it)."""
    if not layout.wide_panel:
        return None
    s, r = layout.scale, layout.rect
    area = Rect(r.left, r.bottom + 6 * s, r.width, r.height - 12 * s)
    big = kit.Piece((0, layout._big_height(layout._big_card_most())), key="big")
    for beside in (True, False):  # beside their cards, the names leave the panel more height
        if beside and not layout._beside_fits():
            continue
        rows = [
            kit.Piece((0, layout._kept_row(beside)), key=f"other {index}")
            for index in range(layout.others)
        ]
        tree = kit.Column(*rows, big, layout._panel_tree(), gap=kit.Gap(8 * s, 3 * s))
        placed = kit.lay_out(tree, area)
        if not placed.problems:
            return placed, beside
    return None


@functools.lru_cache(maxsize=32)
def _standard_small_card(rect: Rect, others: int, _text: float) -> tuple[float, float]:
    """Cached by the text size in force too (the 100 % rect is worked out from it)."""
    if not others:
        return 0.0, 0.0
    return standard_size(lambda standard: TableLayout(standard, others).small_card_size(0), rect)
