"""The lobby: how many players, who sits where (a person or a bot of some level), the seed, the
game's options, and the autosaved matches of this game to resume.

A seat's controls are :mod:`.lobby_seats`, the pieces of the columns :mod:`.lobby_columns`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from pydantic import ValidationError

from tabletop_core.game import options_model
from tabletop_core.i18n import _, ngettext, package_of, translate
from tabletop_core.plugins import GameUnavailable
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.forms import OptionField, option_fields, read_options
from tabletop_core.render.geometry import Rect
from tabletop_core.render.launcher_tile import fit_to_height
from tabletop_core.render.lobby_columns import (
    note,
    room_for_a_save,
    room_for_empty_saves,
    section,
    section_height,
)
from tabletop_core.render.lobby_seats import BOT_LEVELS, BOT_NAMES, NOWHERE, SeatRow
from tabletop_core.render.saved_matches import when as _when
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import (
    Button,
    Control,
    Stepper,
    TextField,
    Toggle,
    arrow_width,
)
from tabletop_core.settings import LobbyChoice, SeatChoice

__all__ = ["BOT_LEVELS", "BOT_NAMES", "LobbyView", "SeatRow"]


class LobbyView(Screen):
    def __init__(self, shell: Any, game_id: str) -> None:
        super().__init__(shell)
        self.game_id = game_id
        self.registered = shell.registry.get(game_id)
        self.info = self.registered.info
        self.levels = shell.registry.bot_levels(game_id) or ["random"]
        remembered = shell.settings.lobby.get(game_id) or LobbyChoice(
            players=self._default_players()
        )
        players = min(self.info.max_players, max(self.info.min_players, remembered.players))
        self.players = Stepper(
            NOWHERE,
            _("Players"),
            value=players,
            low=self.info.min_players,
            high=self.info.max_players,
            on_change=self._players_changed,
        )
        self._bot_level = shell.registry.recommended_level(game_id)
        """The level a new bot seat gets (``normal`` unless the game recommends another)."""
        self.seat_rows: list[SeatRow] = []
        self._remembered_seats = list(remembered.seats)
        self._fit_seats(players)
        self.seed = TextField(  # empty each time: a new deal unless a seed is typed
            NOWHERE,
            _("Seed"),
            text="",
            placeholder=_("random"),
            max_length=12,
            allowed=str.isdigit,
        )
        self.practice = Toggle(
            NOWHERE,
            _("Practice"),
            value=remembered.practice,
            on_refused=lambda: self._say(self.practice_refusal() or ""),
        )
        """Practice mode lifts the undo limits; offered only with exactly one person seated."""
        self.model = options_model(self.registered.game)
        try:
            self.options: list[OptionField] = option_fields(self.model, remembered.options)
        except Exception:
            self.options = option_fields(self.model, {})
        self._shorter: dict[int, tuple[str, ...]] = {}
        """A saved match's labels, longest first: without the names, then its time alone, for
        a narrow button."""
        self.all_saved = Button(NOWHERE, _("Saved matches"), action=self.show_saved)
        """Every saved match of the game, in a list of its own (reachable at any text size)."""
        self.resumes = self._resume_buttons()
        self.back = Button(NOWHERE, _("Back"), action=self.on_back, hint=_("Esc"))
        self.start = Button(
            NOWHERE, _("Start"), primary=True, action=self.start_match, hint=_("Enter")
        )
        self.online = Button(NOWHERE, _("Play online"), action=self.play_online)
        self.message = ""
        self.panels: dict[str, Rect] = {}
        """Where the header, the seats and options columns and the footer were laid out."""

    def _default_players(self) -> int:
        return min(self.info.max_players, max(self.info.min_players, 3))

    def _seat_default(self, index: int) -> SeatChoice:
        if index < len(self._remembered_seats):
            return self._remembered_seats[index]
        if index == 0:
            names = self.shell.settings.player_names
            return SeatChoice(
                name=names[0] if names else _("Player {number}").format(number=1), kind="human"
            )
        return SeatChoice(
            name=BOT_NAMES[(index - 1) % len(BOT_NAMES)],
            kind="bot",
            level=self._bot_level,
        )

    def _fit_seats(self, players: int) -> None:
        for row in self.seat_rows:
            if row.index < len(self._remembered_seats):
                self._remembered_seats[row.index] = row.choice()
            else:
                self._remembered_seats.append(row.choice())
        self.seat_rows = [
            SeatRow(i, self._seat_default(i), self.levels, self.refresh, self._bot_level)
            for i in range(players)
        ]

    def _players_changed(self) -> None:
        self._fit_seats(int(self.players.value))
        self.refresh()

    def _resume_buttons(self) -> list[Button]:
        """The matches to go on with, newest first: as many as the column has room for show
        here, and every saved match is in the list behind the footer's Saved matches."""
        from tabletop_core.storage import SavedMatches, saved_matches

        try:
            self.saved = saved_matches(self.game_id)
        except Exception:
            self.saved = SavedMatches([], [], [])
        self.all_saved.hint = str(len(self.saved)) if len(self.saved) else ""
        buttons = []
        for entry in self.saved.to_resume:
            when = _when(entry.modified)
            if not entry.known:
                label = _("saved match · {when}").format(when=when)
            else:
                names = ", ".join(seat.name for seat in entry.seats)
                label = ngettext(
                    "{names} · {count} move · {when}",
                    "{names} · {count} moves · {when}",
                    entry.actions,
                ).format(names=names, count=entry.actions, when=when)
                shorter = ngettext(
                    "{count} move · {when}", "{count} moves · {when}", entry.actions
                ).format(count=entry.actions, when=when)
            button = Button(NOWHERE, label, action=partial(self.resume, entry.path))
            buttons.append(button)
            if entry.known:
                self._shorter[id(button)] = (label, shorter, when)
        return buttons

    # -- layout -----------------------------------------------------------------------------

    def build(self, canvas: Canvas) -> None:
        """Lay the lobby out around its text: the header grows with the title and summary, the
        seats column takes the width its controls' words need, rows shrink to fit the seats."""
        sizes = self.sizes
        s = sizes.scale
        bounds = self.bounds
        row_most = sizes.button_height
        row_least = min(row_most, sizes.line(sizes.body) + 2 * s)
        gap = 8 * s
        footer, body = bounds.split_bottom(max(72 * s, row_most + 24 * s))
        seats_need = section_height(self.sizes) + (len(self.seat_rows) + 1) * (row_least + gap)
        header_most = bounds.height - footer.height - seats_need - 28 * s
        header, body = body.split_top(self._paint_header(canvas, bounds, header_most))
        left, right = self._columns(body.inset(28 * s, 14 * s), row_most)
        self.panels = {"header": header, "seats": left, "options": right, "footer": footer}
        controls: list[Control] = []

        y = section(canvas, self.sizes, _("Seats"), left, left.top)
        rows = len(self.seat_rows) + 1
        row_h = max(row_least, min(row_most, (y - left.bottom) / rows - gap))
        self.players.rect = Rect(left.left, y - row_h, min(320 * s, left.width), row_h)
        self.players.paint(canvas, sizes)
        controls.append(self.players)
        practice_left = self.players.rect.right + 2 * gap
        self.practice.rect = Rect(practice_left, y - row_h, left.right - practice_left, row_h)
        self.practice.enabled = self.alone()
        self.practice.paint(canvas, sizes)
        controls.append(self.practice)
        y -= row_h + gap
        kind_w, level_w = self._seat_widths(row_h)
        for row in self.seat_rows:
            marker_w = 34 * s
            canvas.marker(
                seat_shape(row.index),
                left.left + marker_w / 2,
                y - row_h / 2,
                min(11 * s, row_h * 0.3),
                seat_color(row.index),
            )
            x = left.left + marker_w + 4 * s
            name_w = left.right - x - kind_w - level_w - 2 * gap
            row.name.rect = Rect(x, y - row_h, name_w, row_h)
            row.kind.rect = Rect(row.name.rect.right + gap, y - row_h, kind_w, row_h)
            row.level.rect = Rect(row.kind.rect.right + gap, y - row_h, level_w, row_h)
            row.level.enabled = row.kind.value == "bot"
            for part in (row.name, row.kind, row.level):
                part.paint(canvas, sizes)
            controls += [row.name, row.kind, row.level]
            y -= row_h + gap

        row_h = max(row_least, min(row_most, row_h))
        y = section(canvas, self.sizes, _("Options"), right, right.top)
        self.seed.rect = Rect(right.left, y - row_h, min(320 * s, right.width), row_h)
        self.seed.paint(canvas, sizes)
        controls.append(self.seed)
        beside_left = self.seed.rect.right + 12 * s
        beside = Rect(beside_left, self.seed.rect.bottom, right.right - beside_left, row_h)
        hint = _("same seed, same deal")
        if Canvas.measure(hint, sizes.small) <= beside.width:
            canvas.fitted_text(hint, beside, sizes.small, Palette.TEXT_MUTED, align="left")
        y -= row_h + gap
        for option in self.options:
            control = option.control
            control.caption_above = not control.label_fits_inside(sizes, right.width, row_h)
            if control.caption_above:
                caption = sizes.line(sizes.small)
                canvas.fitted_text(
                    control.label,
                    Rect(right.left + 4 * s, y - caption, right.width - 4 * s, caption),
                    sizes.small,
                    Palette.TEXT_MUTED,
                    align="left",
                )
                y -= caption
            control.rect = Rect(right.left, y - row_h, right.width, row_h)
            control.paint(canvas, sizes)
            controls.append(control)
            y -= row_h + gap
        if not self.options:
            y = note(canvas, self.sizes, _("This game has no options."), right, y)
        shows_saves = bool(self.resumes) and room_for_a_save(self.sizes, right, y - gap, row_h)
        for button in self.resumes:
            button.rect = NOWHERE
        if shows_saves or (not self.resumes and room_for_empty_saves(self.sizes, right, y - gap)):
            y = section(canvas, self.sizes, _("Saved matches"), right, y - gap)
        if not self.resumes and room_for_empty_saves(self.sizes, right, y - gap):
            note(canvas, self.sizes, _("None yet."), right, y)
        elif not self.resumes:  # no room for a heading and its note: one remark says both
            words = _("No saved matches yet.")
            room = y - gap - 4 * s - right.bottom
            size = next(
                (
                    size
                    for size in (sizes.body, sizes.small)
                    if Canvas.lines_needed(words, size, right.width) * sizes.line(size) <= room
                ),
                None,
            )
            if size is not None:  # with no room at all, the footer's Saved matches says it
                note(canvas, self.sizes, words, right, y - gap, size)
        for button in self.resumes if shows_saves else ():
            if y - row_h < right.bottom:
                continue  # the rest are behind the footer's Saved matches
            button.rect = Rect(right.left, y - row_h, right.width, row_h)
            if id(button) in self._shorter:  # the names go first when the button is narrow
                labels = self._shorter[id(button)]
                button.label = next(
                    (
                        label
                        for label in labels
                        if Canvas.measure(label, sizes.body) + 24 * s <= right.width
                    ),
                    labels[-1],
                )
            button.paint(canvas, sizes)
            controls.append(button)
            y -= row_h + gap

        self._paint_footer(canvas, footer)
        controls += [self.start, self.all_saved, self.online, self.back]
        first_build = not self.focus.controls
        self.focus.set(controls)
        if first_build:
            self.focus.focus_on(self.start)

    def _paint_header(self, canvas: Canvas, bounds: Rect, most: float) -> float:
        """The game's title on one line (cut if it must be) and as much of its summary as the
        room above the seats allows (up to two lines); returns the header's height."""
        sizes = self.sizes
        s = sizes.scale
        package = package_of(self.registered.game)
        title_h = sizes.line(sizes.title)
        top = bounds.top - 6 * s
        canvas.fitted_text(
            translate(package, self.info.title),
            Rect(bounds.left + 28 * s, top - title_h, bounds.width - 56 * s, title_h),
            sizes.title,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        summary_line = sizes.line(sizes.small)
        lines = max(0, min(2, int((most - title_h - 16 * s) // summary_line)))
        summary_h = 0.0
        if lines:
            summary = canvas.text(
                translate(package, self.info.summary),
                bounds.left + 30 * s,
                top - title_h,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_y="top",
                width=bounds.width - 60 * s,
                multiline=True,
            )
            fit_to_height(summary, lines * summary_line)
            canvas.abridged.append(summary)  # the whole text is in the rules
            summary_h = summary.content_height
        height = max(76 * s, 6 * s + title_h + summary_h + 10 * s)
        header = Rect(bounds.left, bounds.top - height, bounds.width, height)
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        return height

    def _seat_widths(self, row_h: float) -> tuple[float, float]:
        """The widths of a seat's person-or-bot and bot-level controls: room for their longest
        word between the arrows."""
        sizes = self.sizes
        arrows = 2 * arrow_width(row_h) + 12 * sizes.scale
        kinds = max(Canvas.measure(word, sizes.body) for word in (_("Person"), _("Bot")))
        levels = max(
            Canvas.measure(_(BOT_LEVELS[level]) if level in BOT_LEVELS else level, sizes.body)
            for level in self.levels
        )
        return arrows + kinds, arrows + levels

    def _columns(self, area: Rect, row_h: float) -> tuple[Rect, Rect]:
        """The seats column (wider when its words need it) and the options column."""
        s = self.sizes.scale
        gap = 28 * s
        kind_w, level_w = self._seat_widths(row_h)
        name_least = max(
            150 * s,
            Canvas.measure(_("Player {number}").format(number=10), self.sizes.body) + 20 * s,
        )
        need = 38 * s + name_least + kind_w + level_w + 16 * s
        left_w = min(max(area.width * 0.5, need + 40 * s), area.width * 0.68)
        left = Rect(area.left, area.bottom, left_w, area.height)
        right = Rect(left.right + gap, area.bottom, area.right - left.right - gap, area.height)
        return left, right

    def _paint_footer(self, canvas: Canvas, footer: Rect) -> None:
        sizes = self.sizes
        s = sizes.scale
        row_h = sizes.button_height
        canvas.rect(footer, Palette.PANEL)
        button_w = 200 * s * (1 + 0.5 * (sizes.text - 1))
        self.start.rect = Rect(
            footer.right - 28 * s - button_w, footer.center_y - row_h / 2, button_w, row_h
        )
        self.back.rect = Rect(
            self.start.rect.left - 16 * s - button_w * 0.7,
            footer.center_y - row_h / 2,
            button_w * 0.7,
            row_h,
        )
        online_w = Canvas.measure(self.online.label, sizes.body) + 40 * s
        self.online.rect = Rect(
            self.back.rect.left - 16 * s - online_w, self.back.rect.bottom, online_w, row_h
        )
        hint = self.all_saved.hint
        spare = max(0.0, self.online.rect.left - footer.left - 44 * s)
        counted = Canvas.measure(hint, sizes.small) + 8 * s if hint else 0.0
        for wording in (_("Saved matches"), _("Saves")):  # the shorter word before a cut one
            self.all_saved.label = wording
            saved_w = Canvas.measure(wording, sizes.body) + 40 * s + counted
            if saved_w <= spare:
                break
        saved_w = min(saved_w, spare)
        self.all_saved.rect = Rect(
            self.online.rect.left - 16 * s - saved_w, self.back.rect.bottom, saved_w, row_h
        )
        self.start.paint(canvas, sizes)
        self.back.paint(canvas, sizes)
        self.online.paint(canvas, sizes)
        self.all_saved.paint(canvas, sizes)
        room = Rect(
            footer.left + 28 * s,
            footer.bottom + 4 * s,
            self.all_saved.rect.left - footer.left - 44 * s,
            footer.height - 8 * s,
        )
        words, size, color = (
            (self.message, sizes.body, Palette.ACCENT)
            if self.message
            else (
                _("Arrows move · Left/Right change · type to edit a name"),
                sizes.small,
                Palette.TEXT_MUTED,
            )
        )
        lines = Canvas.lines_needed(words, size, room.width)
        if not self.message and lines * self.sizes.line(size) > room.height:
            return  # the keys' reminder is a help, not needed: better none than a cut one
        label = canvas.text(
            words,
            room.left,
            room.center_y,
            size,
            color,
            anchor_y="center",
            width=room.width,
            multiline=True,
        )
        fit_to_height(label, room.height)

    # -- actions ----------------------------------------------------------------------------

    def alone(self) -> bool:
        """Exactly one person is seated: the only table practice mode is offered at."""
        return sum(row.kind.value == "human" for row in self.seat_rows) == 1

    def practice_refusal(self) -> str | None:
        """Why practice mode is not offered with these seats, or None."""
        people = sum(row.kind.value == "human" for row in self.seat_rows)
        if people == 1:
            return None
        if people == 0:
            return _("Practice is for one person playing against bots: no person is seated.")
        return ngettext(
            "Practice is for one person playing against bots: {count} person is seated.",
            "Practice is for one person playing against bots: {count} people are seated.",
            people,
        ).format(count=people)

    def choice(self) -> LobbyChoice:
        options: dict[str, Any] = {}
        for option in self.options:
            try:
                options[option.name] = option.value()
            except ValueError:
                continue
        seed = int(self.seed.text) if self.seed.text else None
        return LobbyChoice(
            players=int(self.players.value),
            seats=[row.choice() for row in self.seat_rows],
            seed=seed,
            options=options,
            practice=self.practice.value,
        )

    def start_match(self) -> Any:
        from tabletop_core.replay import SeatSpec

        try:
            options = read_options(self.model, self.options)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            return self._say(
                _("Option {name}: {reason}").format(
                    name=where.replace("_", " "), reason=_reason(error)
                )
            )
        except ValueError as error:
            return self._say(_("Options: {error}").format(error=error))
        seats = []
        for row in self.seat_rows:
            choice = row.choice()
            name = choice.name or (
                _("Player {number}").format(number=row.index + 1)
                if choice.kind == "human"
                else BOT_NAMES[row.index % len(BOT_NAMES)]
            )
            try:
                if choice.kind == "human":
                    seats.append(SeatSpec.human(name))
                else:
                    seats.append(SeatSpec.bot(name, choice.level))
            except ValidationError as error:
                return self._say(
                    _("Seat {number}: {reason}").format(number=row.index + 1, reason=_reason(error))
                )
        remembered = self.choice()
        settings = self.shell.settings
        lobby = dict(settings.lobby)
        lobby[self.game_id] = remembered
        settings.lobby = lobby
        settings.remember_names([s.name for s in seats if s.kind == "human"])
        self.shell.save_settings()
        try:
            match = self.shell.new_match(
                self.game_id,
                seats,
                remembered.seed,
                options,
                practice=self.practice.value and self.alone(),
            )
        except GameUnavailable as error:
            return self.shell.show_unavailable(error)
        except (ValueError, KeyError) as error:
            return self._say(str(error.args[0] if error.args else error))
        host = self.shell.start_match(match)
        refusal = self.practice_refusal()
        if self.practice.value and refusal is not None and hasattr(host, "say"):
            host.say(refusal + " " + _("This match keeps the usual undo."))
        return host

    def play_online(self) -> Any:
        """Host this match on a server instead: the seats as set here, made online."""
        from tabletop_core.render.play_online import PlayOnlineView

        view = PlayOnlineView(self.shell, self.game_id, [row.choice() for row in self.seat_rows])
        self.shell.window.show_view(view)
        return view

    def resume(self, path: Any) -> Any:
        from tabletop_core.match import Match
        from tabletop_core.replay import SaveError

        try:
            match = Match.load(path, self.shell.registry, autosave=True)
        except SaveError as error:
            return self._say(_("Cannot resume: {error}").format(error=error))
        host = self.shell.start_match(match)
        if match.load_note is not None:
            host.say(_("Resumed without the last move: {note}").format(note=match.load_note))
        return host

    @property
    def title(self) -> str:
        return translate(package_of(self.registered.game), self.info.title)

    @staticmethod
    def level_word(level: str) -> str:
        """A bot level as the lobby shows it."""
        return _(BOT_LEVELS[level]) if level in BOT_LEVELS else level

    def show_saved(self) -> Any:
        """The list of every saved match of this game."""
        from tabletop_core.render.saved_matches import SavedMatchesView

        self.reload_saves()
        view = SavedMatchesView(self.shell, self, self.saved)
        self.shell.window.show_view(view)
        return view

    def reload_saves(self) -> None:
        """Read the saves again (a match was restarted, finished or taken up meanwhile)."""
        self._shorter = {}
        self.resumes = self._resume_buttons()
        self.refresh()

    def look_at(self, path: Any) -> Any:
        """A finished match, opened on its result (nothing is written to it)."""
        from tabletop_core.match import Match
        from tabletop_core.replay import SaveError

        try:
            match = Match.load(path, self.shell.registry)
        except SaveError as error:
            return self._say(_("Cannot open it: {error}").format(error=error))
        return self.shell.start_match(match)

    def _say(self, message: str) -> None:
        self.message = message
        self.refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        from tabletop_core.render.canvas import arcade

        if symbol in (arcade.key.ENTER, arcade.key.RETURN) and isinstance(
            self.focus.focused, TextField
        ):
            self.start_match()
            return
        super().on_key_press(symbol, modifiers)

    def on_back(self) -> None:
        self.shell.show_launcher()


def _reason(error: ValidationError) -> str:
    """pydantic's first message as a person reads it (without "Value error, ")."""
    return error.errors()[0]["msg"].removeprefix("Value error, ")
