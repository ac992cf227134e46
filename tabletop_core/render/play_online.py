"""Play online, from a game's lobby: the server, each seat (here, invited or a bot), spectators,
away seats and a turn clock; then a code and a link per invited seat, and on to the table."""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import _, package_of, translate
from tabletop_core.online.client import DEFAULT_SERVER, RemoteMatch
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.online_common import (
    _NOWHERE,
    AWAY_MINUTES,
    CLOCK_SECONDS,
    SERVERS,
    Background,
    _keep,
    home_server,
    join_link,
    local_server,
    local_url,
    seat_kind_word,
    server_choice_words,
    server_data,
    show_online_table,
)
from tabletop_core.render.online_form import FormScreen
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import (
    Button,
    Choice,
    Control,
    TextField,
    Toggle,
    arrow_width,
)


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
