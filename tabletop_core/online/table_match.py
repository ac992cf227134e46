"""A seat's match on a server with the face of a local :class:`~tabletop_core.match.Match`, so
the game host and the game's own table play it unchanged.

:class:`OnlineMatch` wraps a :class:`~tabletop_core.online.client.RemoteMatch` (whose network
thread does the waiting): :meth:`OnlineMatch.poll`, once a frame, takes in what arrived and
returns the events to animate as the game's own objects; views are rebuilt as the game's own
view objects (:mod:`tabletop_core.online.view_codec`). Playing sends the action and returns no
events: they come back with the server's answer. The server holds the journal, so saving here
is nothing to do.
"""

from __future__ import annotations

import contextlib
from typing import Any

from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import _
from tabletop_core.online import kept_seats
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.online.reasons import in_my_words
from tabletop_core.online.view_codec import NoWireForm, event_from_wire, view_from_wire
from tabletop_core.replay import SeatSpec


class OnlineMatch:
    """The match as this client's seat (or a spectator) knows it."""

    practice = False
    read_only: str | None = None
    autosave_error: str | None = None
    options: Any = None

    def __init__(self, remote: RemoteMatch, registered: Any, kept: KeptSeat | None = None) -> None:
        self.remote = remote
        self.registered = registered
        self.game = registered.game
        self.kept = kept
        """What this computer keeps of the seat (its token, the host's key), or None."""
        self.dealt_again = False
        """The host dealt again and the new match arrived: the table starts afresh (the host
        view clears it once it did)."""
        self._match_seen = remote.match_id
        self._view_key: int | None = None
        self._view: Any = None
        self._events: list[Event] = []
        self.notice: str = ""
        """The latest thing to tell the person (a refusal, a lost connection), or ""."""

    # -- the match's face -----------------------------------------------------------------

    @property
    def match_id(self) -> str | None:
        return self.remote.match_id

    @property
    def seat(self) -> int | None:
        return self.remote.seat

    @property
    def seats(self) -> list[SeatSpec]:
        return [
            SeatSpec(
                name=s["name"], kind="bot" if s["kind"] == "bot" else "human", level=s.get("level")
            )
            for s in self.remote.seats
        ]

    @property
    def names(self) -> list[str]:
        return list(self.remote.names)

    @property
    def players(self) -> int:
        return len(self.remote.seats)

    @property
    def to_act(self) -> int | None:
        return self.remote.to_act

    @property
    def is_over(self) -> bool:
        return self.remote.is_over

    @property
    def result(self) -> Any:
        return self.remote.result

    @property
    def actions(self) -> list[tuple[int, Any]]:
        """As many entries as actions were played (who played them is not told here)."""
        return [(-1, None)] * self.remote.ply

    @property
    def log(self) -> list[Any]:
        return []

    def is_bot(self, seat: int | None) -> bool:
        return self.remote.is_bot(seat)

    @property
    def is_host(self) -> bool:
        """Whether this window opened the match (it may deal again and issue codes)."""
        return self.kept is not None and self.kept.host is not None

    def is_present(self, seat: int) -> bool:
        """Whether someone is connected at ``seat`` (a bot always is)."""
        return self.remote.is_present(seat)

    def is_away(self, seat: int) -> bool:
        """Whether ``seat``'s person is away and a bot on the server plays for them."""
        return self.remote.is_away(seat)

    def clock_left(self) -> float | None:
        """Seconds left on the turn clock of the seat to act, or None without a clock."""
        return self.remote.clock_left()

    def view(self, seat: int | None = None) -> Any:
        if seat is not None and seat != self.remote.seat:
            raise PermissionError(f"this window sits at seat {self.remote.seat}, not seat {seat}")
        if self._view_key != self.remote.last:
            self._view = view_from_wire(self.game, self.remote.view())
            self._view_key = self.remote.last
        return self._view

    def legal_actions(self) -> list[Any]:
        return self.remote.legal_actions()

    def log_lines(self, for_seat: int | None = None) -> list[str]:
        return self.remote.log_lines()

    # -- playing ----------------------------------------------------------------------------

    def act(self, action: Any, *, seat: int | None = None) -> list[Event]:
        """Send ``action`` to the server; its events come back through :meth:`poll`."""
        if self.remote.to_act != self.remote.seat:
            raise IllegalAction(_("it is not your turn"))
        try:
            self.remote.act(action)
        except ConnectionError:
            reason = _("the connection to the server is down; it comes back by itself")
            raise IllegalAction(reason) from None
        return []

    def can_undo(self, seat: int) -> bool:
        return seat == self.remote.seat and self.remote.can_undo

    def undo_refusal(self, seat: int) -> str | None:
        if seat != self.remote.seat or not self.remote.can_undo:
            return self.remote.undo_refusal or _("the server allows no undo now")
        return None

    def undo(self, seat: int) -> int:
        self.remote.undo()
        return 0

    def save_and_close(self) -> str | None:
        """The server keeps the match; leaving only closes the connection."""
        self.remote.close()
        return None

    def flush_autosave(self, timeout: float = 10.0) -> str | None:
        return None

    # -- the network's news -----------------------------------------------------------------

    def poll(self) -> tuple[list[Event], bool]:
        """Take in what arrived: (the events to animate, whether anything changed). A snapshot
        (after a reconnection) brings no events: the table redraws from the view."""
        changed = False
        events: list[Event] = []
        for message in self.remote.poll():
            changed = True
            kind = message.get("type")
            if kind == "refused":
                reason = in_my_words(message["reason"], self.game)
                self.notice = _("Not allowed: {reason}").format(reason=reason)
            elif kind == "update":
                self.notice = ""
                if not message.get("snapshot"):
                    events.extend(self._decoded(message["events"]))
            elif kind == "welcome" and message["match"] != self._match_seen:
                self._match_seen = message["match"]
                self.dealt_again = True
                self._view_key = None
                self._keep(match=message["match"], over=False)
        if changed and self.remote.is_over and self.kept is not None and not self.kept.over:
            self._keep(over=True)
        return events, changed

    def _keep(self, **changes: Any) -> None:
        """What this computer keeps of the seat follows the match (a new deal, its end)."""
        if self.kept is None:
            return
        with contextlib.suppress(OSError):  # the seat plays on; "Continue" misses the change
            self.kept = kept_seats.update(self.kept, **changes)

    def _decoded(self, wire_events: list[dict[str, Any]]) -> list[Event]:
        events = []
        for data in wire_events:
            try:
                events.append(event_from_wire(self.game, data))
            except (NoWireForm, TypeError, ValueError):
                continue  # the log line still tells it; the table just does not animate it
        return events
