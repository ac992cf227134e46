"""Join a game from the launcher by code or link, and continue a seat this computer kept."""

from __future__ import annotations

import contextlib
from functools import partial
from typing import Any

from tabletop_core.i18n import _, translate
from tabletop_core.online import kept_seats
from tabletop_core.online.client import DEFAULT_SERVER, OPEN_TIMEOUT, RemoteMatch
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.online_common import (
    _NOWHERE,
    Background,
    _keep,
    local_server,
    read_code,
    server_data,
    show_online_table,
)
from tabletop_core.render.online_form import FormScreen
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import (
    Button,
    Control,
    TextField,
    Toggle,
)


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
