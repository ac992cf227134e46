"""The lobby: how many players, who sits where (a person or a bot of some level), the seed, the
game's options, and the autosaved matches of this game to resume."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from babel.dates import format_datetime
from pydantic import ValidationError

from tabletop_core.game import options_model
from tabletop_core.i18n import N_, _, language, ngettext, package_of, translate
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.forms import OptionField, option_fields, read_options
from tabletop_core.render.geometry import Rect
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Button, Choice, Control, Stepper, TextField
from tabletop_core.settings import LobbyChoice, SeatChoice

_NOWHERE = Rect(0, 0, 0, 0)
BOT_NAMES = ("Otto", "Benny", "Tina", "Mila", "Hugo", "Ida", "Lotte", "Bruno")
BOT_LEVELS = {
    "random": N_("random"),
    "easy": N_("easy"),
    "normal": N_("normal"),
    "hard": N_("hard"),
}
"""The usual bot levels as the lobby shows them; a game's own levels show as they are named."""
MAX_RESUMES = 4


class SeatRow:
    """The controls of one seat."""

    def __init__(self, index: int, choice: SeatChoice, levels: list[str], on_change: Any) -> None:
        self.index = index
        self.name = TextField(
            _NOWHERE, text=choice.name, placeholder=_("Player {number}").format(number=index + 1)
        )
        kinds = ["human", "bot"]
        self.kind = Choice(
            _NOWHERE,
            choices=kinds,
            index=kinds.index(choice.kind),
            show=lambda k: _("Person") if k == "human" else _("Bot"),
            on_change=on_change,
        )
        level_index = levels.index(choice.level) if choice.level in levels else 0
        self.level = Choice(
            _NOWHERE,
            choices=levels,
            index=level_index,
            show=lambda level: _(BOT_LEVELS[level]) if level in BOT_LEVELS else level,
        )

    def choice(self) -> SeatChoice:
        return SeatChoice(
            name=self.name.text.strip(), kind=self.kind.value, level=self.level.value or "random"
        )


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
            _NOWHERE,
            _("Players"),
            value=players,
            low=self.info.min_players,
            high=self.info.max_players,
            on_change=self._players_changed,
        )
        self.seat_rows: list[SeatRow] = []
        self._remembered_seats = list(remembered.seats)
        self._fit_seats(players)
        self.seed = TextField(
            _NOWHERE,
            _("Seed"),
            text="" if remembered.seed is None else str(remembered.seed),
            placeholder=_("random"),
            max_length=12,
            allowed=str.isdigit,
        )
        self.model = options_model(self.registered.game)
        try:
            self.options: list[OptionField] = option_fields(self.model, remembered.options)
        except Exception:
            self.options = option_fields(self.model, {})
        self.resumes = self._resume_buttons()
        self.back = Button(_NOWHERE, _("Back"), action=self.on_back, hint="Esc")
        self.start = Button(
            _NOWHERE, _("Start"), primary=True, action=self.start_match, hint="Enter"
        )
        self.message = ""

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
            name=BOT_NAMES[(index - 1) % len(BOT_NAMES)], kind="bot", level=self.levels[0]
        )

    def _fit_seats(self, players: int) -> None:
        for row in self.seat_rows:
            if row.index < len(self._remembered_seats):
                self._remembered_seats[row.index] = row.choice()
            else:
                self._remembered_seats.append(row.choice())
        self.seat_rows = [
            SeatRow(i, self._seat_default(i), self.levels, self.refresh) for i in range(players)
        ]

    def _players_changed(self) -> None:
        self._fit_seats(int(self.players.value))
        self.refresh()

    def _resume_buttons(self) -> list[Button]:
        try:
            from tabletop_core.storage import list_autosaves

            entries = [e for e in list_autosaves(self.game_id) if not e.finished]
        except Exception:
            return []
        buttons = []
        for entry in entries[:MAX_RESUMES]:
            if entry.readable:
                names = ", ".join(seat.name for seat in entry.seats)
                when = _when(entry.modified)
                label = ngettext(
                    "{names} · {count} move · {when}",
                    "{names} · {count} moves · {when}",
                    entry.actions,
                ).format(names=names, count=entry.actions, when=when)
            else:
                label = _("unreadable: {error}").format(error=entry.error)
            buttons.append(
                Button(
                    _NOWHERE,
                    label,
                    enabled=entry.readable,
                    action=lambda path=entry.path: self.resume(path),
                )
            )
        return buttons

    # -- layout -----------------------------------------------------------------------------

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        bounds = self.bounds
        header, body = bounds.split_top(76 * s)
        footer, body = body.split_bottom(72 * s)
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        canvas.text(
            translate(package_of(self.registered.game), self.info.title),
            header.left + 28 * s,
            header.center_y + 8 * s,
            sizes.title,
            Palette.TEXT,
            anchor_y="center",
            bold=True,
        )
        canvas.text(
            translate(package_of(self.registered.game), self.info.summary),
            header.left + 30 * s,
            header.bottom + 13 * s,
            sizes.small,
            Palette.TEXT_MUTED,
            anchor_y="center",
        )
        left, right = body.inset(28 * s, 14 * s).columns(2, gap=28 * s)
        left = Rect(left.left, left.bottom, left.width * 1.12, left.height)
        right = Rect(
            right.left + left.width * 0.12,
            right.bottom,
            right.width - left.width * 0.12,
            right.height,
        )
        controls: list[Control] = []
        row_h = sizes.button_height
        gap = 8 * s

        y = self._section(canvas, _("Seats"), left, left.top)
        self.players.rect = Rect(left.left, y - row_h, min(320 * s, left.width), row_h)
        self.players.paint(canvas, sizes)
        controls.append(self.players)
        y -= row_h + gap * 1.5
        for row in self.seat_rows:
            marker_w = 34 * s
            canvas.marker(
                seat_shape(row.index),
                left.left + marker_w / 2,
                y - row_h / 2,
                11 * s,
                seat_color(row.index),
            )
            x = left.left + marker_w + 4 * s
            width = left.right - x
            row.name.rect = Rect(x, y - row_h, width * 0.40, row_h)
            row.kind.rect = Rect(row.name.rect.right + gap, y - row_h, width * 0.24, row_h)
            row.level.rect = Rect(
                row.kind.rect.right + gap, y - row_h, width * 0.36 - 2 * gap, row_h
            )
            row.level.enabled = row.kind.value == "bot"
            for control in (row.name, row.kind, row.level):
                control.paint(canvas, sizes)
            controls += [row.name, row.kind, row.level]
            y -= row_h + gap
        y -= gap
        self.seed.rect = Rect(left.left, y - row_h, min(320 * s, left.width), row_h)
        self.seed.paint(canvas, sizes)
        canvas.text(
            "same seed, same deal",
            self.seed.rect.right + 12 * s,
            self.seed.rect.center_y,
            sizes.small,
            Palette.TEXT_MUTED,
            anchor_y="center",
        )
        controls.append(self.seed)

        y = self._section(canvas, _("Options"), right, right.top)
        if not self.options:
            canvas.text(
                _("This game has no options."),
                right.left,
                y - row_h / 2,
                sizes.body,
                Palette.TEXT_MUTED,
                anchor_y="center",
            )
            y -= row_h
        for option in self.options:
            option.control.rect = Rect(right.left, y - row_h, right.width, row_h)
            option.control.paint(canvas, sizes)
            controls.append(option.control)
            y -= row_h + gap
        y = self._section(canvas, _("Resume a saved match"), right, y - gap * 2)
        if not self.resumes:
            canvas.text(
                _("No unfinished matches of this game."),
                right.left,
                y - row_h / 2,
                sizes.body,
                Palette.TEXT_MUTED,
                anchor_y="center",
            )
        for button in self.resumes:
            if y - row_h < right.bottom:
                break
            button.rect = Rect(right.left, y - row_h, right.width, row_h)
            button.paint(canvas, sizes)
            controls.append(button)
            y -= row_h + gap

        canvas.rect(footer, Palette.PANEL)
        button_w = 200 * s
        self.start.rect = Rect(
            footer.right - 28 * s - button_w, footer.center_y - row_h / 2, button_w, row_h
        )
        self.back.rect = Rect(
            self.start.rect.left - 16 * s - button_w * 0.7,
            footer.center_y - row_h / 2,
            button_w * 0.7,
            row_h,
        )
        self.start.paint(canvas, sizes)
        self.back.paint(canvas, sizes)
        if self.message:
            canvas.fitted_text(
                self.message,
                Rect(
                    footer.left + 28 * s,
                    footer.bottom,
                    self.back.rect.left - footer.left - 44 * s,
                    footer.height,
                ),
                sizes.body,
                Palette.ACCENT,
                align="left",
            )
        else:
            canvas.text(
                _("Arrows move · Left/Right change · type to edit a name"),
                footer.left + 28 * s,
                footer.center_y,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_y="center",
            )
        controls += [self.start, self.back]
        first_build = not self.focus.controls
        self.focus.set(controls)
        if first_build:
            self.focus.focus_on(self.start)

    def _section(self, canvas: Canvas, title: str, column: Rect, top: float) -> float:
        sizes = self.sizes
        canvas.text(
            title,
            column.left,
            top - sizes.heading,
            sizes.heading,
            Palette.TEXT,
            anchor_y="center",
            bold=True,
        )
        canvas.line(
            column.left,
            top - sizes.heading * 2,
            column.right,
            top - sizes.heading * 2,
            Palette.PANEL_EDGE,
            1,
        )
        return top - sizes.heading * 2 - 8 * sizes.scale

    # -- actions ----------------------------------------------------------------------------

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
            match = self.shell.new_match(self.game_id, seats, remembered.seed, options)
        except (ValueError, KeyError) as error:
            return self._say(str(error.args[0] if error.args else error))
        return self.shell.start_match(match)

    def resume(self, path: Any) -> Any:
        from tabletop_core.match import Match
        from tabletop_core.replay import SaveError

        try:
            match = Match.load(path, self.shell.registry, autosave=True)
        except SaveError as error:
            return self._say(_("Cannot resume: {error}").format(error=error))
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


def _when(moment: datetime) -> str:
    now = datetime.now()
    if moment.date() == now.date():
        return _("today {time}").format(time=moment.strftime("%H:%M"))
    return format_datetime(moment, "d MMM HH:mm", locale=language())
