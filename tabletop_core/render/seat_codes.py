"""The host's seat codes at the table: who sits where, and a fresh code for a seat."""

from __future__ import annotations

from functools import partial
from typing import Any

from tabletop_core.i18n import _
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.online_common import (
    _NOWHERE,
    Background,
    join_link,
)
from tabletop_core.render.online_form import FormScreen
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import (
    Button,
)


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
