"""Every saved match of one game, reachable at any text size: a scrolling list in three parts.

The matches to go on with come first; then the finished and abandoned ones ("Restart this match"
leaves the old deal abandoned, :func:`tabletop_core.storage.abandon`), which open on their result
or go on when chosen; then the files that cannot be read, with why, which never take the place
of a match. Each entry says who sat where and how far the match got. ↑/↓ move through the list
(it scrolls to keep the choice in view), PgUp/PgDn and Home/End jump, the wheel scrolls; Enter
or a click opens the entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from babel.dates import format_datetime

from tabletop_core.i18n import _, language, ngettext
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Button, Control
from tabletop_core.storage import AutosaveEntry, SavedMatches

WHEEL_ROWS = 1
"""Entries one notch of the mouse wheel scrolls."""


@dataclass(frozen=True)
class Row:
    """A heading of the list, or one saved match (``entry``) with its two lines."""

    heading: str = ""
    seats: str = ""
    progress: str = ""
    entry: AutosaveEntry | None = None


def when(moment: datetime) -> str:
    """A save's time as people say it: "today 14:05", else the day and time."""
    now = datetime.now()
    if moment.date() == now.date():
        return _("today {time}").format(time=moment.strftime("%H:%M"))
    return format_datetime(moment, "d MMM HH:mm", locale=language())


def who_sat_where(entry: AutosaveEntry, level_word: Callable[[str], str]) -> str:
    """ "1 Ana · 2 Otto (bot, normal) · 3 Tina (bot, hard)": the seats in their order."""
    seats = []
    for number, seat in enumerate(entry.seats, start=1):
        name = seat.name
        if seat.kind == "bot":
            name = _("{name} (bot, {level})").format(
                name=name, level=level_word(seat.level or "random")
            )
        seats.append(f"{number} {name}")
    return " · ".join(seats)


def how_far(entry: AutosaveEntry) -> str:
    """How far the match got, and when it was saved."""
    count, moment = entry.actions, when(entry.modified)
    if not entry.readable:
        return _("cannot be read: {error}").format(error=entry.error)
    if not entry.known:
        return _("a save of an older version, read when opened · {when}").format(when=moment)
    if entry.finished:
        words = ngettext(
            "finished after {count} move · {when}", "finished after {count} moves · {when}", count
        )
    elif entry.abandoned:
        words = ngettext(
            "abandoned after {count} move · {when}", "abandoned after {count} moves · {when}", count
        )
    else:
        words = ngettext("{count} move played · {when}", "{count} moves played · {when}", count)
    return words.format(count=count, when=moment)


def rows_of(saved: SavedMatches, level_word: Callable[[str], str]) -> list[Row]:
    """The list's rows: each part under its heading (with its count), empty parts left out."""
    parts = [
        (
            ngettext(
                "{count} match to go on with",
                "{count} matches to go on with",
                len(saved.to_resume),
            ),
            saved.to_resume,
        ),
        (
            ngettext(
                "{count} finished or abandoned match",
                "{count} finished or abandoned matches",
                len(saved.done),
            ),
            saved.done,
        ),
        (
            ngettext(
                "{count} file that cannot be read",
                "{count} files that cannot be read",
                len(saved.unreadable),
            ),
            saved.unreadable,
        ),
    ]
    rows: list[Row] = []
    for heading, part in parts:
        if not part:
            continue
        rows.append(Row(heading=heading.format(count=len(part))))
        for entry in part:
            seats = who_sat_where(entry, level_word) if entry.readable else entry.path.name
            rows.append(Row(seats=seats, progress=how_far(entry), entry=entry))
    return rows


@dataclass(eq=False)
class SavedList(Control):
    """The rows, scrolled so that the chosen entry shows; ``open`` is called with an entry."""

    rows: list[Row] = field(default_factory=list)
    chosen: int = 0
    """The index in :attr:`rows` of the entry Enter opens."""
    first: int = 0
    """The first row shown."""
    open: Callable[[AutosaveEntry], Any] | None = None
    heights: tuple[float, float] = (0.0, 0.0)
    """(heading row, entry row) heights, set by :meth:`lay_out`."""

    def lay_out(self, sizes: Sizes) -> None:
        s = sizes.scale
        self.heights = (
            sizes.line(sizes.heading) + 12 * s,
            sizes.line(sizes.body) + sizes.line(sizes.small) + 14 * s,
        )
        entries = self.entries
        if entries and self.chosen not in entries:
            self.chosen = entries[0]
        self._show(self.chosen)

    @property
    def entries(self) -> list[int]:
        return [index for index, row in enumerate(self.rows) if row.entry is not None]

    def height_of(self, index: int) -> float:
        return self.heights[1] if self.rows[index].entry is not None else self.heights[0]

    def fitting(self, first: int) -> int:
        """How many rows from ``first`` fit (at least one)."""
        room, count = self.rect.height, 0
        for index in range(first, len(self.rows)):
            room -= self.height_of(index)
            if room < 0:
                break
            count += 1
        return max(1, count) if first < len(self.rows) else 0

    def _show(self, index: int) -> None:
        """Scroll so that row ``index`` is in view (with its heading when it is the first)."""
        if not self.rows:
            self.first = 0
            return
        if index < self.first or (index == self.first + 1 and self.rows[self.first].entry):
            self.first = index
        while index >= self.first + self.fitting(self.first):
            self.first += 1
        heading_above = self.first > 0 and self.rows[self.first - 1].entry is None
        if heading_above and self.first == index and self.fitting(self.first - 1) >= 2:
            self.first -= 1  # the heading of the part stays above its first entry

    def choose(self, step: int) -> bool:
        entries = self.entries
        if not entries:
            return False
        position = entries.index(self.chosen) + step
        if not 0 <= position < len(entries):
            return False  # past an end: the arrows go on to the next control
        self.chosen = entries[position]
        self._show(self.chosen)
        return True

    def key(self, symbol: int) -> bool:
        key = arcade.key
        entries = self.entries
        page = max(1, self.fitting(self.first) - 1)
        if symbol == key.UP:
            return self.choose(-1)
        if symbol == key.DOWN:
            return self.choose(1)
        if not entries:
            return False
        if symbol == key.PAGEUP:
            return self.choose(-min(page, entries.index(self.chosen)))
        if symbol == key.PAGEDOWN:
            return self.choose(min(page, len(entries) - 1 - entries.index(self.chosen)))
        if symbol == key.HOME:
            return self.choose(-entries.index(self.chosen))
        if symbol == key.END:
            return self.choose(len(entries) - 1 - entries.index(self.chosen))
        return False

    def scroll(self, notches: float) -> bool:
        last = max(0, len(self.rows) - self.fitting(max(0, len(self.rows) - 1)))
        while last > 0 and last - 1 + self.fitting(last - 1) >= len(self.rows):
            last -= 1
        first = max(0, min(last, self.first - round(notches * WHEEL_ROWS)))
        if first == self.first:
            return False
        self.first = first
        shown = range(first, first + self.fitting(first))
        if self.chosen not in shown:  # the choice follows the page
            self.chosen = next((i for i in shown if self.rows[i].entry is not None), self.chosen)
        return True

    def row_at(self, y: float) -> int | None:
        top = self.rect.top
        for index in range(self.first, self.first + self.fitting(self.first)):
            height = self.height_of(index)
            if top - height <= y <= top:
                return index
            top -= height
        return None

    def click(self, x: float, y: float) -> None:
        index = self.row_at(y)
        if index is not None and self.rows[index].entry is not None:
            self.chosen = index
            self.activate()

    def activate(self) -> None:
        if self.open is not None and self.chosen < len(self.rows):
            entry = self.rows[self.chosen].entry
            if entry is not None:
                self.open(entry)

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        s = sizes.scale
        r = self.rect
        bar = 14 * s * (1 + 0.5 * (sizes.text - 1))
        width = r.width - bar - 12 * s
        top = r.top
        shown = self.fitting(self.first)
        for index in range(self.first, self.first + shown):
            row = self.rows[index]
            height = self.height_of(index)
            cell = Rect(r.left, top - height, width, height)
            if row.entry is None:
                canvas.fitted_text(
                    row.heading,
                    Rect(cell.left, cell.bottom + 4 * s, cell.width, cell.height - 8 * s),
                    sizes.heading,
                    Palette.ACCENT,
                    bold=True,
                    align="left",
                )
            else:
                self._paint_entry(canvas, sizes, row, cell, index == self.chosen)
            top -= height
        self._paint_bar(canvas, sizes, Rect(r.right - bar, r.bottom, bar, r.height), shown)

    def _paint_entry(
        self, canvas: Canvas, sizes: Sizes, row: Row, cell: Rect, chosen: bool
    ) -> None:
        s = sizes.scale
        inner = cell.inset(0, 3 * s)
        canvas.rect(
            inner,
            Palette.PANEL_LIGHT if chosen else Palette.PANEL,
            border=Palette.FOCUS if chosen else Palette.PANEL_EDGE,
            border_width=3 if chosen else 1,
            chamfer=6 * s,
        )
        entry = row.entry
        assert entry is not None
        x = inner.left + 12 * s
        for number in range(min(6, len(entry.seats))):  # the seats' pieces, as at the table
            canvas.marker(
                seat_shape(number),
                x + 8 * s,
                inner.top - sizes.line(sizes.body) / 2 - 4 * s,
                6 * s,
                seat_color(number),
            )
            x += 18 * s
        first = sizes.line(sizes.body)
        colour = Palette.TEXT if entry.readable else Palette.TEXT_MUTED
        canvas.fitted_text(
            row.seats,
            Rect(x + 6 * s, inner.top - 4 * s - first, inner.right - x - 16 * s, first),
            sizes.body,
            colour,
            bold=chosen,
            align="left",
        )
        second = sizes.line(sizes.small)
        canvas.fitted_text(
            row.progress,
            Rect(inner.left + 12 * s, inner.bottom + 4 * s, inner.width - 24 * s, second),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
        )

    def _paint_bar(self, canvas: Canvas, sizes: Sizes, track: Rect, shown: int) -> None:
        """Where the page is in the list: a thumb as long as the share of rows shown."""
        total = max(1, len(self.rows))
        canvas.rect(track, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1)
        length = max(track.width, track.height * min(1.0, shown / total))
        hidden = max(1, total - shown)
        top = track.top - (track.height - length) * min(1.0, self.first / hidden)
        canvas.rect(
            Rect(track.left + 2, top - length, track.width - 4, length),
            Palette.ACCENT,
            border=Palette.TEXT,
            border_width=1,
        )


class SavedMatchesView(Screen):
    """The saved matches of ``lobby``'s game; Back (Esc) returns to the lobby."""

    def __init__(self, shell: Any, lobby: Any, saved: SavedMatches) -> None:
        super().__init__(shell)
        self.lobby = lobby
        self.saved = saved
        self.list = SavedList(
            Rect(0, 0, 0, 0), rows=rows_of(saved, lobby.level_word), open=self.open
        )
        self.back = Button(Rect(0, 0, 0, 0), _("Back"), action=self.on_back, hint=_("Esc"))
        self.message = ""

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        bounds = self.bounds
        title_h = sizes.line(sizes.title)
        header, body = bounds.split_top(title_h + 24 * s)
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        title = _("Saved matches of {game}").format(game=self.lobby.title)
        size = sizes.title
        if Canvas.measure(title, size, bold=True) > header.width - 56 * s:
            size = sizes.heading  # the game's name whole rather than cut
        canvas.fitted_text(
            title, header.inset(28 * s, 8 * s), size, Palette.TEXT, bold=True, align="left"
        )
        footer, body = body.split_bottom(max(72 * s, sizes.button_height + 24 * s))
        canvas.rect(footer, Palette.PANEL)
        back_w = max(200 * s, Canvas.measure(self.back.label, sizes.body) + 80 * s)
        self.back.rect = Rect(
            footer.right - 28 * s - back_w,
            footer.center_y - sizes.button_height / 2,
            back_w,
            sizes.button_height,
        )
        self.back.paint(canvas, sizes)
        words = self.message or _("↑/↓ choose · Enter opens · Esc goes back")
        room = Rect(
            footer.left + 28 * s,
            footer.bottom,
            self.back.rect.left - footer.left - 44 * s,
            footer.height,
        )
        canvas.fitted_text(
            words,
            room,
            sizes.body if self.message else sizes.small,
            Palette.ACCENT if self.message else Palette.TEXT_MUTED,
            align="left",
            lines=2,
        )
        area = body.inset(28 * s, 16 * s)
        if not self.list.rows:
            canvas.fitted_text(
                _("No saved matches yet."), area, sizes.body, Palette.TEXT_MUTED, lines=2
            )
            self.focus.set([self.back])
            return
        self.list.rect = area
        self.list.lay_out(sizes)
        self.list.paint(canvas, sizes)
        self.focus.set([self.list, self.back])

    def open(self, entry: AutosaveEntry) -> Any:
        """Go on with a match, look at a finished one, take up an abandoned one; an unreadable
        file only says why."""
        from tabletop_core.storage import take_up

        if not entry.readable:
            self.message = _("Cannot open {file}: {error}").format(
                file=entry.path.name, error=entry.error
            )
            self.refresh()
            return None
        if entry.finished:
            return self.lobby.look_at(entry.path)
        path = take_up(entry.path) if entry.abandoned else entry.path
        return self.lobby.resume(path)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.focus.focused is self.list and self.list.key(symbol):
            self.refresh()
            return
        super().on_key_press(symbol, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.list.scroll(scroll_y):
            self.refresh()

    def on_back(self) -> None:
        self.shell.window.show_view(self.lobby)
        self.lobby.reload_saves()
