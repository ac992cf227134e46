"""The game host for a match played on a server: the same frame and the game's own table, at
this window's seat, fed by an :class:`~tabletop_core.online.table_match.OnlineMatch`.

What differs from a match on this computer: the seat looking is always this window's own (no
pass-the-device curtain: everybody has their own screen); bots play on the server, so the
window only waits for their moves; each frame takes in what the network thread received (never
blocking); the seat strip says who is away (a bot plays for them), who lost their connection,
and the turn clock's time left; the prompt says so in words when the server stops answering.
Dealing again and fresh codes are the host's alone (the window that opened the match keeps the
host's key): the menu offers them there only, and the server deals again for everybody.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from tabletop_core.game import Event
from tabletop_core.i18n import _
from tabletop_core.keys import escape
from tabletop_core.render.host import HostView

CLOCK_TICK = 0.5
"""Seconds between redraws while a turn clock runs (its seconds count down on screen)."""
DOWN_AFTER = 0.5
"""Seconds the connection may be down before the prompt says so (a reconnection is quicker)."""


class OnlineHostView(HostView):
    _link = ""
    # Read by the prompt that HostView.__init__ draws before this __init__ sets them: immutable
    # class defaults, so no two views can ever share one.
    _present: Sequence[bool] = ()
    _came: AbstractSet[int] = frozenset()

    def __init__(self, shell: Any, match: Any) -> None:
        super().__init__(shell, match)
        self.debug = None  # the debug overlay reads the whole state, which stays on the server
        self._ply_seen = match.remote.ply
        self._tick = 0.0
        self._job: Any = None
        """The host's request to deal again, running off the frame."""
        self._link = self._link_words()
        self._came = frozenset()
        """Seats someone sat at while this table was open (gone from one: they dropped; never
        there: not joined yet)."""
        self._present = self._presence()

    @property
    def humans(self) -> list[int]:
        seat = self.match.seat
        return [] if seat is None else [seat]

    def _place_viewer(self, initial: bool = False) -> None:
        self._set_viewer(self.match.seat)

    def on_update(self, delta_time: float) -> None:
        if self.failed or self.table is None:
            return
        self._tick_gate(delta_time)
        events, changed = self.match.poll()
        if self.match.dealt_again:
            self._dealt_again()
        elif changed:
            self._took_in(events)
        if self.match.notice and self.match.notice != self._hint:
            self.say(self.match.notice)
        self._look_at_the_line()
        self._take_job()
        self._guard(self.table.on_update, delta_time)
        self._tell_in_order(delta_time)
        self._open_end_when_still(delta_time)
        if self.match.clock_left() is not None:
            self._tick += delta_time
            if self._tick >= CLOCK_TICK:
                self._tick = 0.0
                self.refresh()

    def _took_in(self, events: list[Event]) -> None:
        ply = self.match.remote.ply
        if ply < self._ply_seen:  # taken back on the server: the table starts from the view
            self._guard(self.table.on_reset)
        self._ply_seen = ply
        self._after_action(events)

    def _dealt_again(self) -> None:
        """The new match arrived (the host dealt again): the table starts from its view."""
        self.match.dealt_again = False
        self._ply_seen = self.match.remote.ply
        self.replace_match(self.match)
        self.say(_("The host dealt again: a new match with the same seats."), seconds=6)

    def _look_at_the_line(self) -> None:
        """Say so when the server stops answering or someone's connection drops."""
        link = self._link_words()
        if link != self._link:
            self._link = link
            self.refresh()
        present = self._presence()
        if present != self._present:
            gone = [
                seat
                for seat, here in enumerate(present)
                if not here and seat < len(self._present) and self._present[seat]
            ]
            self._present = present
            for seat in gone:
                if seat != self.match.seat and not self.match.is_away(seat):
                    name = self.match.names[seat]
                    self.say(
                        _("{name} lost their connection: their seat waits for them.").format(
                            name=name
                        ),
                        seconds=6,
                    )
            self.refresh()

    def _presence(self) -> list[bool]:
        present = [self.match.is_present(seat) for seat in range(self.match.players)]
        self._came = self._came | {seat for seat, here in enumerate(present) if here}
        return present

    def _link_words(self) -> str:
        """What is wrong with this window's connection to the server, or ""."""
        remote = self.match.remote
        if remote.connected or remote.error is not None:
            return ""
        since = remote.down_since
        if since is None or time.monotonic() - since < DOWN_AFTER:
            return ""
        if remote.problem:
            return _("The server does not answer ({problem}): trying again…").format(
                problem=remote.problem
            )
        return _("The connection to the server is lost: trying again…")

    # -- the host's own: dealing again ---------------------------------------------------------

    def restart(self) -> None:
        """Deal again, the same seats (the host only: the server deals for everybody)."""
        self.overlay = None
        if not self.match.is_host:
            self.say(_("Only the host of this match can deal it again."), seconds=6)
            return
        if self._job is not None:
            return
        from tabletop_core.online.hosting import deal_again
        from tabletop_core.render.online_common import Background

        kept = self.match.kept
        server, match, key = kept.server, self.match.match_id, kept.host
        self._job = Background(lambda: deal_again(server, match, key))
        self.say(_("Dealing again…"))

    def play_again(self) -> None:
        self.restart()

    def _restart(self, seed: int | None) -> None:
        self.restart()

    def _take_job(self) -> None:
        job = self._job
        if job is None or not job.done:
            return
        self._job = None
        if job.error is not None:
            self.say(_("Not dealt again: {reason}").format(reason=job.error), seconds=8)
        # else: the server tells every window, this one too, and the new match arrives

    def show_codes(self) -> None:
        """The host's screen of fresh codes for the seats."""
        from tabletop_core.render.seat_codes import SeatCodesView

        self.overlay = None
        self.shell.window.show_view(SeatCodesView(self.shell, self))

    def _menu_actions(self) -> dict[str, Callable[[], None]]:
        actions = super()._menu_actions()
        if self.match.is_host:
            actions["codes"] = self.show_codes
        else:
            del actions["restart"]  # dealing again is the host's
        return actions

    def step_bot(self) -> list[Event]:
        return []  # the server's bots play; their moves arrive as updates

    def table_lists_seats(self) -> bool:
        """Online the menu bar's seat strip says who is you and who is away, which the game's
        own seat list does not: the strip stays."""
        return False

    def _seat_labels(self) -> list[str]:
        labels = []
        match = self.match
        for seat, name in enumerate(match.names):
            label = name
            if match.is_bot(seat):
                label += _(" (bot)")
            elif match.is_away(seat):
                label += _(" (away: a bot plays)")
            elif not match.is_present(seat):
                came = seat in self._came
                label += _(" (not connected)") if came else _(" (not here)")
            if seat == match.seat:
                label += _(" (you)")
            labels.append(label)
        return labels

    def prompt_marked(self, most: int = 5, variant: int = 0) -> str:
        """The prompt, after the seconds left on the turn clock when one runs."""
        text = self._prompt_words(most, variant)
        left = self.match.clock_left()
        if left is None:
            return text
        return _("{seconds} s left · {prompt}").format(seconds=int(left + 0.999), prompt=text)

    def _prompt_words(self, most: int, variant: int) -> str:
        if self._link:
            return escape(self._link)
        match = self.match
        to_act = match.to_act
        if to_act is not None and to_act != match.seat and not match.is_bot(to_act):
            name = escape(match.names[to_act])
            if match.is_away(to_act):
                return _("{name} is away: a bot plays for them.").format(name=name)
            if not match.is_present(to_act):
                if to_act not in self._came:
                    return _("Waiting for {name}…").format(name=name)
                return _("{name} lost their connection: waiting for them to come back…").format(
                    name=name
                )
            return _("{name} is playing on their own computer…").format(name=name)
        return super().prompt_marked(most, variant)

    def save_and_quit(self) -> None:
        """The server keeps the match: leaving closes the connection (join again to go on)."""
        self.match.save_and_close()
        self.shell.show_launcher()
