"""The game host for a match played on a server: the same frame and the game's own table, at
this window's seat, fed by an :class:`~tabletop_core.online.table_match.OnlineMatch`.

It is :class:`~tabletop_core.render.host.HostView` with the same parts of the frame
(:mod:`tabletop_core.render.frame`); what differs is told by a few of them taught the remote
seat's words, and one part of its own, :class:`RemoteLink`, the window's line to the server:

- the seat looking is always this window's own (no pass-the-device curtain: everybody has their
  own screen);
- bots play on the server, so the window only waits for their moves (no bot pacing here);
- each frame takes in what the network thread received (never blocking);
- the seat strip says who is away (a bot plays for them), who lost their connection, and the
  prompt the turn clock's time left; it says so in words when the server stops answering;
- dealing again and fresh codes are the host's alone (the window that opened the match keeps
  the host's key): the menu offers them there only, and the server deals again for everybody.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from tabletop_core.game import Event
from tabletop_core.i18n import _
from tabletop_core.keys import escape
from tabletop_core.render.frame.pause_menu import PauseMenu
from tabletop_core.render.frame.prompt_bar import MOST_MOVES, PromptBar
from tabletop_core.render.frame.seat_strip import SeatStrip
from tabletop_core.render.host import HostView

CLOCK_TICK = 0.5
"""Seconds between redraws while a turn clock runs (its seconds count down on screen)."""
DOWN_AFTER = 0.5
"""Seconds the connection may be down before the prompt says so (a reconnection is quicker)."""


class RemoteLink:
    """The window's line to the server, each frame before the table's update: what arrived
    (moves, a new deal), who is connected, whether the server answers, the turn clock."""

    def __init__(self, host: OnlineHostView, match: Any) -> None:
        self.host = host
        self.match = match
        self.ply_seen = match.remote.ply
        self.clock = 0.0
        self.words = ""
        """What is wrong with the connection, as the prompt says it ("" when nothing)."""
        self.came: AbstractSet[int] = frozenset()
        """Seats someone sat at while this table was open (gone from one: they dropped; never
        there: not joined yet)."""
        self.present: Sequence[bool] = ()
        self.words = self.trouble()
        self.present = self.presence()

    def tick(self, delta_time: float) -> None:
        host, match = self.host, self.host.match
        self.match = match
        events, changed = match.poll()
        if match.dealt_again:
            self.dealt_again()
        elif changed:
            self.took_in(events)
        if match.notice and match.notice != host.prompt_bar.hint:
            host.say(match.notice)
        self.look_at_the_line()
        host.pause_menu.take_job()
        if match.clock_left() is not None:
            self.clock += delta_time
            if self.clock >= CLOCK_TICK:
                self.clock = 0.0
                host.refresh()

    def took_in(self, events: list[Event]) -> None:
        host = self.host
        ply = self.match.remote.ply
        if ply < self.ply_seen:  # taken back on the server: the table starts from the view
            host.reset_table()
        self.ply_seen = ply
        host._after_action(events)

    def dealt_again(self) -> None:
        """The new match arrived (the host dealt again): the table starts from its view."""
        host = self.host
        self.match.dealt_again = False
        self.ply_seen = self.match.remote.ply
        host.replace_match(self.match)
        host.say(_("The host dealt again: a new match with the same seats."), seconds=6)

    def look_at_the_line(self) -> None:
        """Say so when the server stops answering or someone's connection drops."""
        host, match = self.host, self.match
        words = self.trouble()
        if words != self.words:
            self.words = words
            host.refresh()
        present = self.presence()
        if present == self.present:
            return
        gone = [
            seat
            for seat, here in enumerate(present)
            if not here and seat < len(self.present) and self.present[seat]
        ]
        self.present = present
        for seat in gone:
            if seat != match.seat and not match.is_away(seat):
                said = _("{name} lost their connection: their seat waits for them.")
                host.say(said.format(name=match.names[seat]), seconds=6)
        host.refresh()

    def presence(self) -> list[bool]:
        present = [self.match.is_present(seat) for seat in range(self.match.players)]
        self.came = self.came | {seat for seat, here in enumerate(present) if here}
        return present

    def trouble(self) -> str:
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


class OnlineSeatStrip(SeatStrip):
    """The strip says who is you, who is a bot, who is away and who is not connected."""

    host: OnlineHostView

    def labels(self) -> list[str]:
        labels = []
        match = self.host.match
        came = self.host.link.came
        for seat, name in enumerate(match.names):
            label = name
            if match.is_bot(seat):
                label += _(" (bot)")
            elif match.is_away(seat):
                label += _(" (away: a bot plays)")
            elif not match.is_present(seat):
                label += _(" (not connected)") if seat in came else _(" (not here)")
            if seat == match.seat:
                label += _(" (you)")
            labels.append(label)
        return labels

    def table_lists_seats(self) -> bool:
        """Online the strip says who is you and who is away, which the game's own seat list
        does not: the strip stays."""
        return False


class OnlinePromptBar(PromptBar):
    """The prompt says whom the table waits for at another computer, and the turn clock."""

    host: OnlineHostView

    def prompt_marked(self, most: int = MOST_MOVES, variant: int = 0) -> str:
        """The prompt, after the seconds left on the turn clock when one runs."""
        text = self._words(most, variant)
        left = self.host.match.clock_left()
        if left is None:
            return text
        return _("{seconds} s left · {prompt}").format(seconds=int(left + 0.999), prompt=text)

    def _words(self, most: int, variant: int) -> str:
        link = self.host.link
        if link.words:
            return escape(link.words)
        match = self.host.match
        to_act = match.to_act
        if to_act is not None and to_act != match.seat and not match.is_bot(to_act):
            name = escape(match.names[to_act])
            if match.is_away(to_act):
                return _("{name} is away: a bot plays for them.").format(name=name)
            if not match.is_present(to_act):
                if to_act not in link.came:
                    return _("Waiting for {name}…").format(name=name)
                return _("{name} lost their connection: waiting for them to come back…").format(
                    name=name
                )
            return _("{name} is playing on their own computer…").format(name=name)
        return super().prompt_marked(most, variant)


class OnlinePauseMenu(PauseMenu):
    """Dealing again and fresh codes are the host's; leaving keeps the match on the server."""

    job: Any = None
    """The host's request to deal again, running off the frame."""

    def restart(self) -> None:
        """Deal again, the same seats (the host only: the server deals for everybody)."""
        host = self.host
        host.overlay = None
        if not host.match.is_host:
            host.say(_("Only the host of this match can deal it again."), seconds=6)
            return
        if self.job is not None:
            return
        from tabletop_core.online.hosting import deal_again
        from tabletop_core.render.online_common import Background

        kept = host.match.kept
        server, match, key = kept.server, host.match.match_id, kept.host
        self.job = Background(lambda: deal_again(server, match, key))
        host.say(_("Dealing again…"))

    def play_again(self) -> None:
        self.restart()

    def new_deal(self, seed: int | None) -> None:
        self.restart()

    def take_job(self) -> None:
        """Each frame: say so if the request to deal again failed (if it worked, the server
        tells every window, this one too, and the new match arrives)."""
        job = self.job
        if job is None or not job.done:
            return
        self.job = None
        if job.error is not None:
            self.host.say(_("Not dealt again: {reason}").format(reason=job.error), seconds=8)

    def show_codes(self) -> None:
        """The host's screen of fresh codes for the seats."""
        from tabletop_core.render.seat_codes import SeatCodesView

        host = self.host
        host.overlay = None
        host.shell.window.show_view(SeatCodesView(host.shell, host))

    def actions(self) -> dict[str, Callable[[], None]]:
        actions = super().actions()
        if self.host.match.is_host:
            actions["codes"] = self.show_codes
        else:
            del actions["restart"]  # dealing again is the host's
        return actions

    def save_and_quit(self) -> None:
        """The server keeps the match: leaving closes the connection (join again to go on)."""
        self.host.match.save_and_close()
        self.host.shell.show_launcher()


class OnlineHostView(HostView):
    prompt_bar_kind = OnlinePromptBar
    seat_strip_kind = OnlineSeatStrip
    pause_menu_kind = OnlinePauseMenu
    prompt_bar: OnlinePromptBar
    pause_menu: OnlinePauseMenu

    def __init__(self, shell: Any, match: Any) -> None:
        self.link = RemoteLink(self, match)  # the strip and the prompt read it from the start
        super().__init__(shell, match)
        self.debug = None  # the debug overlay reads the whole state, which stays on the server
        self.before_table = [self.keys, self.link, self.prompt_bar]
        self.after_table = [self.telling, self.end_dialog]  # the server's bots play

    @property
    def humans(self) -> list[int]:
        seat = self.match.seat
        return [] if seat is None else [seat]

    def _place_viewer(self, initial: bool = False) -> None:
        self._set_viewer(self.match.seat)

    def step_bot(self) -> list[Event]:
        return []  # the server's bots play; their moves arrive as updates
