"""The game host for a match played on a server: the same frame and the game's own table, at
this window's seat, fed by an :class:`~tabletop_core.online.table_match.OnlineMatch`.

What differs from a match on this computer: the seat looking is always this window's own (no
pass-the-device curtain: everybody has their own screen); bots play on the server, so the
window only waits for their moves; each frame takes in what the network thread received (never
blocking); the seat strip says who is away (a bot plays for them) and the turn clock's time
left; dealing again is the host's business on the server, not a menu item here.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.game import Event
from tabletop_core.i18n import _
from tabletop_core.keys import escape
from tabletop_core.render.host import HostView

CLOCK_TICK = 0.5
"""Seconds between redraws while a turn clock runs (its seconds count down on screen)."""


class OnlineHostView(HostView):
    def __init__(self, shell: Any, match: Any) -> None:
        super().__init__(shell, match)
        self.debug = None  # the debug overlay reads the whole state, which stays on the server
        self._ply_seen = match.remote.ply
        self._tick = 0.0

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
        if changed:
            self._took_in(events)
        if self.match.notice and self.match.notice != self._hint:
            self.say(self.match.notice)
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
        match = self.match
        to_act = match.to_act
        if to_act is not None and to_act != match.seat and not match.is_bot(to_act):
            name = escape(match.names[to_act])
            if match.is_away(to_act):
                return _("{name} is away: a bot plays for them.").format(name=name)
            return _("{name} is playing on their own computer…").format(name=name)
        return super().prompt_marked(most, variant)

    def _restart(self, seed: int | None) -> None:
        self.overlay = None
        self.say(_("A match online is dealt again by hosting a new one."))

    def save_and_quit(self) -> None:
        """The server keeps the match: leaving closes the connection (join again to go on)."""
        self.match.save_and_close()
        self.shell.show_launcher()
