"""The frame tells what happened in the order the table shows it: the events an action made
wait (:class:`~tabletop_core.render.in_order.InOrder`) until the table's animation has reached
each one (``Choreography.reached``); then its log line appears, its sounds play and the newest
shows over the table as the toast."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.game import Event
from tabletop_core.looking import visible_events
from tabletop_core.sound import play_events

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class Telling:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.heard: set[str] = set()
        """The effects this action has sounded so far: each sounds once per action."""

    def hand_over(self, events: list[Event]) -> None:
        """An action's events, as the looking seat may see them, to the table and then (as it
        reaches them) to the log, the toast and the speakers."""
        host = self.host
        visible = visible_events(events, host.viewer)
        if host.parts is not None:
            host._guard(host.parts.choreography.on_events, visible)
        self.heard = set()
        host.in_order.add(visible)
        self.release(0.0)

    def forget(self) -> None:
        """Nothing held over (a new match, another seat looking, a move taken back)."""
        self.host.in_order.flush()
        self.host.toast.clear()

    def tick(self, delta_time: float) -> None:
        """Each frame, after the table's own update: the toast's clock, and the events the
        table's animation has reached since."""
        host = self.host
        if host.overlay is None:  # behind the curtain or a dialog the toast waits to be seen
            host.toast.update(delta_time)
        self.release(delta_time)

    def release(self, delta_time: float) -> None:
        """Tell the events the table's animation has reached: their log lines appear, and the
        newest shows over the table while the drawer is closed."""
        host = self.host
        parts = host.parts

        def reached(event: Event) -> bool:
            return parts is None or host._guard(parts.choreography.reached, event) is not False

        released = host.in_order.release(reached, delta_time)
        if released:
            seats = len(host.match.names)
            host._guard(play_events, parts, released, seats, host.settings, self.heard)
            host.toast.show(released[-1].describe(host.match.names))
            host.refresh()
