"""The window's online play: "Play online" from a game's lobby, "Join a game" from the launcher.

Hosting: choose the server (one started on this computer for the home network, or an address
typed in), set each seat as *here* (this window), *invited* (a join code for someone elsewhere)
or a bot, decide about spectators, away seats and a turn clock, and open the match; the screen
then shows a code and a link per invited seat, and goes to the table at the *here* seat.
Joining: type the code (or paste the link), your name and the server, and the table opens at
your seat. Whatever talks to the network runs on a thread of its own; the screens poll it once a
frame and keep drawing.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from functools import partial
from typing import Any
from urllib.parse import urlsplit

from tabletop_core.i18n import _, package_of, translate
from tabletop_core.online import kept_seats
from tabletop_core.online.client import DEFAULT_SERVER, OPEN_TIMEOUT, RemoteMatch
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.launcher import fit_to_height
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import (
    Button,
    Choice,
    Control,
    TextField,
    Toggle,
    arrow_width,
)

_NOWHERE = Rect(0, 0, 0, 0)
SERVERS = ("local", "address")
AWAY_MINUTES = (0, 1, 2, 5, 10, 30)
"""How long a person's seat may stay empty before a bot plays it (0: never)."""
_LOCAL: list[Any] = []
"""The server this window started on this computer (it stops with the window's process)."""
CLOCK_SECONDS = (0, 15, 30, 60, 120, 300)
"""The turn clock's choices, seconds per decision (0: no clock)."""


def local_url() -> str:
    """The address this computer reaches its own server at."""
    from tabletop_core.online.local_server import DEFAULT_PORT

    return f"http://127.0.0.1:{DEFAULT_PORT}"


def server_choice_words(choice: str) -> str:
    return _("this computer") if choice == "local" else _("an address")


def home_server() -> str:
    """Where the home network reaches this computer's server."""
    from tabletop_core.online.local_server import DEFAULT_PORT, home_address

    return f"{home_address()}:{DEFAULT_PORT}"


def seat_kind_word(kind: str) -> str:
    return {"here": _("Here"), "invited": _("Invited"), "bot": _("Bot")}[kind]


def join_link(server: str, code: str) -> str:
    """The link that stands for a code: the server's page saying how to join with it."""
    return f"{server.rstrip('/')}/join/{code}"


def read_code(text: str, server: str) -> tuple[str, str]:
    """(code, server) from what was typed: a code, or a whole join link."""
    text = text.strip()
    if "/join/" in text:
        parts = urlsplit(text if "://" in text else f"http://{text}")
        code = parts.path.rsplit("/join/", 1)[1].strip("/")
        return code, f"{parts.scheme}://{parts.netloc}"
    return text, server


class Background:
    """A job off the frame (a blocking network call): ``done`` once it finished, then its
    ``result`` or its ``error`` (one line)."""

    def __init__(self, job: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: str | None = None
        self.done = False
        self._job = job
        threading.Thread(target=self._run, name="tabletop-online-job", daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = self._job()
        except Exception as error:  # told on screen in one line
            text = str(error).strip().splitlines()
            self.error = text[0] if text else type(error).__name__
        self.done = True


def server_data() -> Any:
    """Where this computer's own server keeps its matches."""
    from tabletop_core.storage import data_dir

    return data_dir() / "server"


def local_server(data: Any) -> Any:
    """This computer's server: one per window process, started the first time."""
    from tabletop_core.online.local_server import LocalServer

    if not _LOCAL:
        _LOCAL.append(LocalServer(data))
    return _LOCAL[0]


def _keep(kept: KeptSeat) -> None:
    """Remember a seat for "Continue" (a folder that cannot be written only loses that)."""
    with contextlib.suppress(OSError):
        kept_seats.keep(kept)


def show_online_table(shell: Any, remote: RemoteMatch, kept: KeptSeat | None = None) -> Any:
    """The game's table at the remote seat (the host frame around it)."""
    from tabletop_core.online.table_match import OnlineMatch
    from tabletop_core.render.online_host import OnlineHostView

    match = OnlineMatch(remote, shell.registry.get(remote.game_id), kept)
    host = OnlineHostView(shell, match)
    shell.window.show_view(host)
    host.open_table()
    return host


class OnlineSeatRow:
    """A seat: its name and who plays it (here, invited, or a bot of some level)."""

    def __init__(self, index: int, name: str, kind: str, level: str, levels: list[str]) -> None:
        from tabletop_core.render.lobby import BOT_LEVELS

        self.index = index
        self.name = TextField(
            _NOWHERE, text=name, placeholder=_("Player {number}").format(number=index + 1)
        )
        players = ["here", "invited", *(f"bot:{lv}" for lv in levels)]
        wanted = f"bot:{level}" if kind == "bot" and level in levels else kind
        if wanted == "bot":
            wanted = players[2]

        def show(choice: str) -> str:
            if not choice.startswith("bot:"):
                return seat_kind_word(choice)
            lv = choice[4:]
            return _("Bot ({level})").format(level=_(BOT_LEVELS[lv]) if lv in BOT_LEVELS else lv)

        self.kind = Choice(_NOWHERE, choices=players, index=players.index(wanted), show=show)

    @property
    def plays(self) -> str:
        """here, invited or bot."""
        return str(self.kind.value).partition(":")[0]

    def asked(self) -> dict[str, Any]:
        kind, _colon, level = str(self.kind.value).partition(":")
        seat: dict[str, Any] = {"kind": kind}
        if self.name.text.strip():
            seat["name"] = self.name.text.strip()
        if level:
            seat["level"] = level
        return seat


class FormScreen(Screen):
    """A header, two columns of captioned rows and a footer with buttons (both screens')."""

    heading = ""
    message = ""

    def header(self, canvas: Canvas) -> Rect:
        sizes = self.sizes
        s = sizes.scale
        height = max(64 * s, sizes.line(sizes.title) + 16 * s)
        header = Rect(0, self.bounds.top - height, self.bounds.width, height)
        canvas.rect(header, Palette.PANEL)
        canvas.rect(Rect(header.left, header.bottom, header.width, 3 * s), Palette.ACCENT)
        canvas.fitted_text(
            self.heading,
            header.inset(28 * s, 4 * s),
            sizes.title,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        return header

    def section(self, canvas: Canvas, title: str, column: Rect, top: float) -> float:
        sizes = self.sizes
        height = sizes.line(sizes.heading)
        canvas.fitted_text(
            title,
            Rect(column.left, top - height, column.width, height),
            sizes.heading,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        canvas.line(column.left, top - height, column.right, top - height, Palette.PANEL_EDGE, 1)
        return top - height - 8 * sizes.scale

    def caption_above(self, control: Control, column: Rect, row_h: float) -> bool:
        """Whether ``control``'s caption goes above it (it does not fit inside beside the
        value)."""
        sizes = self.sizes
        if not control.label:
            return False
        if isinstance(control, TextField):
            words = Canvas.measure(control.label, sizes.small) + Canvas.measure(
                control.text or control.placeholder, sizes.body
            )
            return words + 40 * sizes.scale > column.width
        return not control.label_fits_inside(sizes, column.width, row_h)

    def caption_height(self, control: Control, column: Rect, row_h: float) -> float:
        if not self.caption_above(control, column, row_h):
            return 0.0
        sizes = self.sizes
        width = column.width - 4 * sizes.scale
        return min(2, Canvas.lines_needed(control.label, sizes.small, width)) * sizes.line(
            sizes.small
        )

    def captioned(
        self, canvas: Canvas, control: Control, column: Rect, top: float, row_h: float
    ) -> float:
        """``control`` a row high under ``top``, its caption inside when it fits, else above."""
        sizes = self.sizes
        s = sizes.scale
        control.caption_above = self.caption_above(control, column, row_h)
        if control.caption_above:
            lines = min(2, Canvas.lines_needed(control.label, sizes.small, column.width - 4 * s))
            caption = lines * sizes.line(sizes.small)
            canvas.fitted_text(
                control.label,
                Rect(column.left + 4 * s, top - caption, column.width - 4 * s, caption),
                sizes.small,
                Palette.TEXT_MUTED,
                align="left",
                lines=lines,
            )
            top -= caption
        control.rect = Rect(column.left, top - row_h, column.width, row_h)
        control.paint(canvas, sizes)
        return top - row_h - 8 * s

    def note(self, canvas: Canvas, words: str, area: Rect, color: Any, size: float) -> None:
        label = canvas.text(
            words,
            area.left,
            area.top,
            size,
            color,
            anchor_y="top",
            width=area.width,
            multiline=True,
        )
        fit_to_height(label, area.height)

    def footer(self, canvas: Canvas, buttons: list[Button]) -> Rect:
        """The footer with ``buttons`` from the right; returns the room left for a message."""
        sizes = self.sizes
        s = sizes.scale
        row_h = sizes.button_height
        footer = Rect(0, 0, self.bounds.width, max(72 * s, row_h + 24 * s))
        canvas.rect(footer, Palette.PANEL)
        right = footer.right - 28 * s
        for button in buttons:
            width = Canvas.measure(button.label, sizes.body, bold=True) + 48 * s
            button.rect = Rect(right - width, footer.center_y - row_h / 2, width, row_h)
            button.paint(canvas, sizes)
            right -= width + 16 * s
        room = Rect(
            footer.left + 28 * s, footer.bottom + 4 * s, right - 44 * s, footer.height - 8 * s
        )
        if self.message:
            label = canvas.text(
                self.message,
                room.left,
                room.center_y,
                sizes.small,
                Palette.ACCENT,
                anchor_y="center",
                width=max(10.0, room.width),
                multiline=True,
            )
            fit_to_height(label, room.height)
        return footer

    def say(self, message: str) -> None:
        self.message = message
        self.refresh()

    def submit(self) -> None:
        """What Enter in one of the form's text fields does: the screen's main button."""

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol in (arcade.key.ENTER, arcade.key.RETURN) and isinstance(
            self.focus.focused, TextField
        ):
            self.submit()
            return
        super().on_key_press(symbol, modifiers)


class PlayOnlineView(FormScreen):
    """Host a match of ``game_id`` on a server: the seats as the lobby set them, made online."""

    def __init__(self, shell: Any, game_id: str, seats: list[Any]) -> None:
        super().__init__(shell)
        self.game_id = game_id
        self.registered = shell.registry.get(game_id)
        title = translate(package_of(self.registered.game), self.registered.info.title)
        self.heading = _("{game} online").format(game=title)
        self.levels = shell.registry.bot_levels(game_id) or ["random"]
        rows = []
        here_taken = False
        for index, seat in enumerate(seats):
            if seat.kind == "bot":
                kind = "bot"
            elif not here_taken:
                kind, here_taken = "here", True
            else:
                kind = "invited"
            rows.append(OnlineSeatRow(index, seat.name, kind, seat.level or "", self.levels))
        self.seat_rows = rows
        online = getattr(shell.settings, "online_server", None)
        # the server used last (this computer's when that was it), else this computer's
        last = "address" if online and online != local_url() else "local"
        self.last_server = last if online else None
        """The choice made the last time (None: no match was hosted from here yet)."""
        self.server = Choice(
            _NOWHERE,
            _("Server"),
            choices=list(SERVERS),
            index=SERVERS.index(last),
            show=server_choice_words,
            on_change=self.refresh,
        )
        self.address = TextField(
            _NOWHERE, _("Address"), text=online or DEFAULT_SERVER, max_length=120
        )
        self.spectators = Toggle(_NOWHERE, _("Spectators"), value=True)
        """Whether people may watch the match (and a code to watch is made)."""
        self.away = Choice(
            _NOWHERE,
            _("A bot takes an empty seat after"),
            choices=list(AWAY_MINUTES),
            index=AWAY_MINUTES.index(2),
            show=lambda n: _("never") if n == 0 else _("{count} min").format(count=n),
        )
        self.clock = Choice(
            _NOWHERE,
            _("Turn clock"),
            choices=list(CLOCK_SECONDS),
            index=0,
            show=lambda n: _("none") if n == 0 else _("{count} s").format(count=n),
        )
        self.open_button = Button(
            _NOWHERE, _("Open the match"), primary=True, action=self.open_match, hint=_("Enter")
        )
        self.table_button = Button(
            _NOWHERE, _("Go to the table"), primary=True, action=self.go_to_table, enabled=False
        )
        self.back = Button(_NOWHERE, _("Back"), action=self.on_back, hint=_("Esc"))
        self.job: Background | None = None
        self.answer: dict[str, Any] | None = None
        """The server's answer once the match is open: its codes."""
        self.server_url = ""
        self.remote: RemoteMatch | None = None
        """This window's seat, once the match is open (None: no seat is here)."""
        self.kept: KeptSeat | None = None
        """What this computer keeps of the match once it is open (the seat, the host's key)."""

    # -- layout -----------------------------------------------------------------------------

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        header = self.header(canvas)
        buttons = [self.table_button, self.back] if self.answer else [self.open_button, self.back]
        footer = self.footer(canvas, buttons)
        body = Rect(0, footer.top, self.bounds.width, header.bottom - footer.top).inset(
            28 * s, 14 * s
        )
        if self.answer is None and self.server.value == "address":
            row_h = sizes.button_height
            self.captioned(canvas, self.address, body, body.bottom + row_h + 8 * s, row_h)
            body = Rect(
                body.left, body.bottom + row_h + 16 * s, body.width, body.height - row_h - 16 * s
            )
        if self.answer is None:
            controls = self._form(canvas, body)
            if self.server.value == "address":
                controls.insert(controls.index(self.server) + 1, self.address)
        else:
            controls = self._invitations(canvas, body)
        first = not self.focus.controls
        self.focus.set([*controls, *buttons])
        if first:
            self.focus.focus_on(self.open_button)

    def _form(self, canvas: Canvas, body: Rect) -> list[Control]:
        sizes = self.sizes
        s = sizes.scale
        gap = 28 * s
        left = Rect(body.left, body.bottom, body.width * 0.5, body.height)
        right = Rect(left.right + gap, body.bottom, body.right - left.right - gap, body.height)
        controls: list[Control] = []
        y = self.section(canvas, _("Seats"), left, left.top)
        row_least = sizes.line(sizes.body) + 2 * s
        rows = len(self.seat_rows)
        row_h = max(row_least, min(sizes.button_height, (y - left.bottom) / rows - 8 * s))
        arrows = 2 * arrow_width(row_h) + 12 * s
        kinds = self.seat_rows[0].kind
        kind_w = arrows + max(Canvas.measure(kinds.show(k), sizes.body) for k in kinds.choices)
        for row in self.seat_rows:
            marker_w = 30 * s
            canvas.marker(
                seat_shape(row.index),
                left.left + marker_w / 2,
                y - row_h / 2,
                min(10 * s, row_h * 0.3),
                seat_color(row.index),
            )
            x = left.left + marker_w
            name_w = max(40 * s, left.right - x - kind_w - 8 * s)
            row.name.rect = Rect(x, y - row_h, name_w, row_h)
            row.kind.rect = Rect(row.name.rect.right + 8 * s, y - row_h, kind_w, row_h)
            row.name.paint(canvas, sizes)
            row.kind.paint(canvas, sizes)
            controls += [row.name, row.kind]
            y -= row_h + 8 * s

        y = self.section(canvas, _("Server and rules"), right, right.top)
        self.server.label = self._server_caption()
        shown: list[Control] = [self.server, self.spectators, self.away, self.clock]
        captions = sum(self.caption_height(c, right, sizes.button_height) for c in shown)
        room = (y - right.bottom - captions) / len(shown) - 8 * s
        row_h = max(row_least, min(sizes.button_height, room))
        for control in shown:
            y = self.captioned(canvas, control, right, y, row_h)
            controls.append(control)
        return controls

    def _server_caption(self) -> str:
        """Which server, and what choosing it means."""
        used = self.server.value == self.last_server
        if self.server.value == "local":
            if used:
                return _("Server (used last; open to your home network at {address})").format(
                    address=home_server()
                )
            return _("Server (open to your home network at {address})").format(
                address=home_server()
            )
        return _("Server (used last)") if used else _("Server")

    def _invitations(self, canvas: Canvas, body: Rect) -> list[Control]:
        sizes = self.sizes
        s = sizes.scale
        answer = self.answer or {}
        y = self.section(canvas, _("Invitations"), body, body.top)
        line = sizes.line(sizes.heading)
        small = sizes.line(sizes.small)
        entries = [
            (_("{name}: {code}").format(name=c["name"], code=c["code"]), c["code"])
            for c in answer.get("codes", [])
        ]
        if answer.get("watch"):
            entries.append((_("To watch: {code}").format(code=answer["watch"]), answer["watch"]))
        for mine in answer.get("here", []):
            if mine.get("code"):
                words = _("Your seat, to come back to it: {code}").format(code=mine["code"])
                entries.append((words, mine["code"]))
        how = _(
            "Each person opens Tabletop, chooses Join a game and types their code, or opens "
            "their link. Server: {server}"
        ).format(server=self.server_url)
        how_h = 2 * small + 8 * s
        whole = len(entries) * (line + small + 8 * s) <= y - body.bottom - how_h
        for words, code in entries:
            if not whole:  # many seats in large text: one line each, the links told once below
                body_line = sizes.line(sizes.body)
                canvas.fitted_text(
                    words,
                    Rect(body.left, y - body_line, body.width, body_line),
                    sizes.body,
                    Palette.TEXT,
                    bold=True,
                    align="left",
                )
                y -= body_line + 4 * s
                continue
            canvas.fitted_text(
                words,
                Rect(body.left, y - line, body.width, line),
                sizes.heading,
                Palette.TEXT,
                bold=True,
                align="left",
            )
            y -= line
            canvas.fitted_text(
                join_link(self.server_url, code),
                Rect(body.left + 16 * s, y - small, body.width - 16 * s, small),
                sizes.small,
                Palette.TEXT_MUTED,
                align="left",
            )
            y -= small + 8 * s
        if not whole:
            how = _(
                "Each person opens Tabletop, chooses Join a game and types their code, or opens "
                "their link: {link} and the code."
            ).format(link=join_link(self.server_url, ""))
        self.note(
            canvas,
            how,
            Rect(body.left, body.bottom, body.width, max(0.0, y - body.bottom - 4 * s)),
            Palette.TEXT_MUTED,
            sizes.small,
        )
        return []

    # -- hosting ----------------------------------------------------------------------------

    def open_match(self) -> None:
        if self.job is not None and not self.job.done:
            return
        seats = [row.asked() for row in self.seat_rows]
        if sum(seat["kind"] == "here" for seat in seats) > 1:
            return self.say(_("One window plays one seat: make the other people Invited."))
        if not any(seat["kind"] in ("here", "invited") for seat in seats):
            return self.say(_("Seat at least one person here or invited."))
        away = int(self.away.value) * 60 or None
        clock = int(self.clock.value) or None
        local = self.server.value == "local"
        address = self.address.text.strip()
        data = self._server_data()

        def job() -> tuple[str, dict[str, Any]]:
            from tabletop_core.online.terminal import open_match

            if local:
                server = self._local_server(data).start()
                reach = f"http://127.0.0.1:{server.rsplit(':', 1)[1]}"
            else:
                server = reach = address
            answer = open_match(
                reach,
                self.game_id,
                seats,
                spectators=self.spectators.value,
                away_after=away,
                turn_clock=clock,
            )
            return server, {**answer, "reach": reach}

        self.job = Background(job)
        self.say(_("Opening the match…"))

    def _server_data(self) -> Any:
        return server_data()

    def _local_server(self, data: Any) -> Any:
        return local_server(data)

    def on_update(self, delta_time: float) -> None:
        job = self.job
        if job is not None and job.done:
            self.job = None
            if job.error is not None:
                self.say(_("The match could not be opened: {reason}").format(reason=job.error))
            else:
                self._opened(*job.result)
        if self.remote is not None and not self.table_button.enabled:
            self.remote.poll()
            if self.remote.last is not None:
                self.table_button.enabled = True
                self.say(_("The match is open."))
            elif self.remote.error is not None:
                self.say(self.remote.error)

    def _opened(self, server: str, answer: dict[str, Any]) -> None:
        self.answer = answer
        self.server_url = server
        self.shell.settings.online_server = (
            server if self.server.value == "address" else local_url()
        )
        self.shell.save_settings()
        here = answer.get("here") or []
        self.kept = KeptSeat(
            server=answer["reach"],
            match=answer["match"],
            game=self.game_id,
            seat=here[0]["seat"] if here else None,
            token=here[0]["token"] if here else None,
            host=answer.get("host"),
            names=[row.name.text.strip() for row in self.seat_rows],
            local=self.server.value == "local",
        )
        _keep(self.kept)
        if here:
            self.remote = RemoteMatch(
                answer["reach"], token=here[0]["token"], registry=self.shell.registry
            )
            self.say(_("Taking your seat…"))
        else:
            self.say(_("The match is open; bots and the invited play it on the server."))
        self.focus.controls = []
        self.refresh()

    def go_to_table(self) -> Any:
        if self.remote is None or self.remote.last is None:
            return None
        return show_online_table(self.shell, self.remote, self.kept)

    def submit(self) -> None:
        self.open_match()

    def on_back(self) -> None:
        if self.remote is not None and self.table_button.enabled:
            self.remote.close()
        self.shell.show_lobby(self.game_id)


class JoinView(FormScreen):
    """Join a game someone hosts: the code (or link), your name, the server."""

    def __init__(self, shell: Any) -> None:
        super().__init__(shell)
        self.heading = _("Join a game")
        names = shell.settings.player_names
        self.code = TextField(_NOWHERE, _("Code or link"), placeholder="KX7P-M2QD", max_length=160)
        self.name = TextField(
            _NOWHERE, _("Your name"), text=names[0] if names else "", max_length=40
        )
        self.server = TextField(
            _NOWHERE,
            _("Server"),
            text=getattr(shell.settings, "online_server", None) or DEFAULT_SERVER,
            max_length=120,
        )
        self.watch = Toggle(_NOWHERE, _("Only watch"), value=False)
        """Watch the match as a spectator with the code, leaving the seat to its person."""
        self.join_button = Button(
            _NOWHERE, _("Join"), primary=True, action=self.join, hint=_("Enter")
        )
        self.back = Button(_NOWHERE, _("Back"), action=self.on_back, hint=_("Esc"))
        self.remote: RemoteMatch | None = None

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        header = self.header(canvas)
        buttons = [self.join_button, self.back]
        footer = self.footer(canvas, buttons)
        body = Rect(0, footer.top, self.bounds.width, header.bottom - footer.top).inset(
            28 * s, 14 * s
        )
        column = Rect(body.left, body.bottom, min(body.width, 900 * s), body.height)
        row_h = max(sizes.line(sizes.body) + 2 * s, min(sizes.button_height, body.height / 7))
        y = column.top
        for field in (self.code, self.name, self.server, self.watch):
            y = self.captioned(canvas, field, column, y, row_h)
        hint = _("The host's window shows a code for each invited seat.")
        self.note(
            canvas,
            hint,
            Rect(column.left, column.bottom, column.width, max(0.0, y - column.bottom)),
            Palette.TEXT_MUTED,
            sizes.small,
        )
        first = not self.focus.controls
        self.focus.set([self.code, self.name, self.server, self.watch, *buttons])
        if first:
            self.focus.focus_on(self.code)

    def join(self) -> None:
        if self.remote is not None:
            return
        code, server = read_code(self.code.text, self.server.text.strip())
        if not code:
            return self.say(_("Type the code the host gave you."))
        try:
            self.remote = RemoteMatch(
                server,
                code=code,
                registry=self.shell.registry,
                name=self.name.text.strip() or None,
                watch=self.watch.value,
                give_up_after=OPEN_TIMEOUT,
            )
        except ValueError as error:
            return self.say(str(error))
        self.shell.settings.online_server = server
        names = [self.name.text.strip()] if self.name.text.strip() else []
        if names:
            self.shell.settings.remember_names(names)
        self.say(_("Joining…"))

    def on_update(self, delta_time: float) -> None:
        remote = self.remote
        if remote is None:
            return
        remote.poll()
        if remote.error is not None:
            self.remote = None
            remote.close()
            self.say(_("Not joined: {reason}").format(reason=remote.error))
        elif remote.last is not None:
            if remote.game_id not in self.shell.registry.games:
                self.remote = None
                remote.close()
                return self.say(
                    _("This game is not installed here: {game}").format(game=remote.game_id)
                )
            self.shell.save_settings()
            kept = KeptSeat(
                server=remote.server,
                match=remote.match_id or "",
                game=remote.game_id or "",
                seat=remote.seat,
                token=remote.token,
                names=list(remote.names),
            )
            _keep(kept)
            show_online_table(self.shell, remote, kept)

    def submit(self) -> None:
        self.join()

    def on_back(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None
        self.shell.show_launcher()


def join_in_window(code: str, server: str, *, watch: bool = False) -> None:
    """``tabletop join CODE`` without ``--headless``: the window opens on "Join a game" with
    the code and server filled in, and joins at once."""
    from tabletop_core.plugins import registry as load_registry
    from tabletop_core.render.app import Shell, open_window, run_loop
    from tabletop_core.settings import load_settings

    settings = load_settings()
    from tabletop_core.i18n import set_language

    set_language(settings.language)
    window = open_window(settings)
    shell = Shell(window, load_registry(), settings)
    view = JoinView(shell)
    view.code.text, view.server.text, view.watch.value = code, server, watch
    window.show_view(view)
    view.join()
    run_loop()


def game_title(shell: Any, game_id: str) -> str:
    registered = shell.registry.games.get(game_id)
    if registered is None:
        return game_id
    return translate(registered.package, registered.info.title)


class ContinueView(FormScreen):
    """ "Continue" on the launcher: the online seats this computer holds, each taken again with
    its kept token (after the window was closed, or crashed)."""

    MOST = 6

    def __init__(self, shell: Any) -> None:
        super().__init__(shell)
        self.heading = _("Continue a game online")
        self.back = Button(_NOWHERE, _("Back"), action=self.on_back, hint=_("Esc"))
        self.kept = kept_seats.to_continue()[: self.MOST]
        self.rows: list[tuple[Button, Button]] = [
            (
                Button(_NOWHERE, self._words(kept), action=partial(self.take, kept)),
                Button(_NOWHERE, _("Forget"), action=partial(self.forget, kept)),
            )
            for kept in self.kept
        ]
        self.remote: RemoteMatch | None = None
        self.taking: KeptSeat | None = None
        self.job: Background | None = None

    def _words(self, kept: KeptSeat) -> str:
        title = game_title(self.shell, kept.game)
        names = ", ".join(n for n in kept.names if n)
        if kept.seat is None:
            seat = _("watching")
        elif kept.seat < len(kept.names) and kept.names[kept.seat]:
            seat = _("as {name}").format(name=kept.names[kept.seat])
        else:
            seat = _("seat {number}").format(number=kept.seat + 1)
        return _("{game} · {names} · {seat} · {server}").format(
            game=title, names=names, seat=seat, server=kept.server
        )

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        header = self.header(canvas)
        footer = self.footer(canvas, [self.back])
        body = Rect(0, footer.top, self.bounds.width, header.bottom - footer.top).inset(
            28 * s, 14 * s
        )
        controls: list[Control] = []
        y = body.top
        row_h = sizes.button_height
        for go, forget in self.rows:
            forget_w = Canvas.measure(forget.label, sizes.body) + 40 * s
            go.rect = Rect(body.left, y - row_h, body.width - forget_w - 12 * s, row_h)
            forget.rect = Rect(go.rect.right + 12 * s, y - row_h, forget_w, row_h)
            go.paint(canvas, sizes)
            forget.paint(canvas, sizes)
            controls += [go, forget]
            y -= row_h + 10 * s
        if not self.rows:
            self.note(
                canvas,
                _("No online game to continue on this computer."),
                Rect(body.left, body.bottom, body.width, y - body.bottom),
                Palette.TEXT_MUTED,
                sizes.body,
            )
        first = not self.focus.controls
        self.focus.set([*controls, self.back])
        if first and controls:
            self.focus.focus_on(controls[0])

    def take(self, kept: KeptSeat) -> None:
        """Sit down again at ``kept``'s seat (starting this computer's server if it was the
        one and it stopped with the crash)."""
        if self.taking is not None:
            return
        self.taking = kept
        if kept.local:
            self.job = Background(lambda: self._start_local(kept))
        else:
            self._connect(kept)
        self.say(_("Taking your seat again…"))

    def _start_local(self, kept: KeptSeat) -> None:
        from tabletop_core.online.local_server import answers

        if not answers(kept.server):
            local_server(server_data()).start()

    def _connect(self, kept: KeptSeat) -> None:
        self.remote = RemoteMatch(
            kept.server, token=kept.token, registry=self.shell.registry, give_up_after=OPEN_TIMEOUT
        )

    def forget(self, kept: KeptSeat) -> None:
        with contextlib.suppress(OSError):
            kept_seats.forget(kept)
        self.shell.window.show_view(ContinueView(self.shell))

    def on_update(self, delta_time: float) -> None:
        job = self.job
        if job is not None and job.done:
            self.job = None
            if job.error is not None:
                self.taking = None
                return self.say(_("Not taken again: {reason}").format(reason=job.error))
            assert self.taking is not None
            self._connect(self.taking)
        remote = self.remote
        if remote is None:
            return
        remote.poll()
        if remote.error is not None:
            self.remote, self.taking = None, None
            remote.close()
            self.say(_("Not taken again: {reason}").format(reason=remote.error))
        elif remote.last is not None and self.taking is not None:
            kept = self.taking
            if remote.match_id != kept.match:  # dealt again meanwhile
                kept = kept.model_copy(update={"match": remote.match_id})
            _keep(kept)
            show_online_table(self.shell, remote, kept)

    def on_back(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None
        self.shell.show_launcher()


class SeatCodesView(FormScreen):
    """The host's fresh codes: one for any person's seat (or to watch), for someone who lost
    theirs or a device that lost its seat. Earlier codes and seats stay valid."""

    def __init__(self, shell: Any, table: Any) -> None:
        super().__init__(shell)
        self.table = table
        match = table.match
        self.kept: KeptSeat = match.kept
        self.heading = _("Codes for the seats")
        self.back = Button(_NOWHERE, _("Back to the table"), action=self.on_back, hint=_("Esc"))
        self.seats: list[int | None] = [
            seat for seat in range(match.players) if not match.is_bot(seat)
        ]
        self.seats.append(None)  # to watch
        self.buttons = [
            Button(_NOWHERE, _("New code"), action=partial(self.ask, seat)) for seat in self.seats
        ]
        self.codes: dict[int | None, str] = {}
        self.jobs: dict[int | None, Background] = {}

    def _who(self, seat: int | None) -> str:
        if seat is None:
            return _("To watch")
        return self.table.match.names[seat]

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        header = self.header(canvas)
        footer = self.footer(canvas, [self.back])
        body = Rect(0, footer.top, self.bounds.width, header.bottom - footer.top).inset(
            28 * s, 14 * s
        )
        y = body.top
        row_h = sizes.button_height
        for seat, button in zip(self.seats, self.buttons, strict=True):
            width = Canvas.measure(button.label, sizes.body) + 40 * s
            button.rect = Rect(body.right - width, y - row_h, width, row_h)
            button.paint(canvas, sizes)
            code = self.codes.get(seat)
            words = self._who(seat)
            if code:
                words = _("{name}: {code}").format(name=words, code=code)
            canvas.fitted_text(
                words,
                Rect(body.left, y - row_h, button.rect.left - body.left - 12 * s, row_h),
                sizes.heading if code else sizes.body,
                Palette.TEXT,
                bold=bool(code),
                align="left",
            )
            y -= row_h
            if code:
                small = sizes.line(sizes.small)
                canvas.fitted_text(
                    join_link(self.kept.server, code),
                    Rect(body.left + 16 * s, y - small, body.width - 16 * s, small),
                    sizes.small,
                    Palette.TEXT_MUTED,
                    align="left",
                )
                y -= small
            y -= 8 * s
        self.note(
            canvas,
            _("A new code opens the same seat; the seat's earlier codes still work."),
            Rect(body.left, body.bottom, body.width, max(0.0, y - body.bottom)),
            Palette.TEXT_MUTED,
            sizes.small,
        )
        first = not self.focus.controls
        self.focus.set([*self.buttons, self.back])
        if first:
            self.focus.focus_on(self.buttons[0])

    def ask(self, seat: int | None) -> None:
        from tabletop_core.online.hosting import fresh_code

        if seat in self.jobs:
            return
        server, host, match = self.kept.server, self.kept.host or "", self.table.match.match_id
        self.jobs[seat] = Background(lambda: fresh_code(server, match, host, seat))
        self.say(_("Asking the server for a new code…"))

    def on_update(self, delta_time: float) -> None:
        for seat, job in list(self.jobs.items()):
            if not job.done:
                continue
            del self.jobs[seat]
            if job.error is not None:
                self.say(_("No new code: {reason}").format(reason=job.error))
            else:
                self.codes[seat] = job.result["code"]
                self.say(_("A new code for {name}.").format(name=self._who(seat)))

    def on_back(self) -> None:
        self.shell.window.show_view(self.table)
