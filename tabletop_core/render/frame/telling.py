"""The frame tells what happened in the order the table shows it: the events an action made
wait (:class:`~tabletop_core.render.in_order.InOrder`) until the table's animation has reached
each one (``Choreography.reached``); then its log line appears and the newest shows over the
table as the toast. Its sound waits for the animation to land
(:class:`~tabletop_core.render.frame.landing.Landing`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.game import Event
from tabletop_core.looking import visible_events
from tabletop_core.render.frame.landing import Landing

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView


class Telling:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.landing = Landing(host)

    def hand_over(self, events: list[Event]) -> None:
        """An action's events, as the looking seat may see them, to the table and then (as it
        reaches them) to the log, the toast and (as its animation lands) the speakers."""
        host = self.host
        self.landing.cut_short()  # a new action: the last one's animation has ended
        visible = visible_events(events, host.viewer)
        if host.parts is not None:
            host._guard(host.parts.choreography.on_events, visible)
        self.landing.begin(visible, self._reached)
        host.in_order.add(visible)
        self._release(0.0, in_frame=False)

    def forget(self) -> None:
        """Nothing held over (a new match, another seat looking, a move taken back)."""
        self.host.in_order.flush()
        self.landing.forget()
        self.host.toast.clear()

    def tick(self, delta_time: float) -> None:
        """Each frame, after the table's own update: the toast's clock, the events the table's
        animation has reached since, and the sounds of those whose animation has landed."""
        host = self.host
        if host.overlay is None:  # behind the curtain or a dialog the toast waits to be seen
            host.toast.update(delta_time)
        self.release(delta_time)

    def release(self, delta_time: float) -> None:
        """Tell the events the table's animation has reached (in a frame, or after a click
        that may have skipped the animation)."""
        self._release(delta_time, in_frame=True)

    def _reached(self, event: Event) -> bool:
        parts = self.host.parts
        return parts is None or self.host._guard(parts.choreography.reached, event) is not False

    def _release(self, delta_time: float, in_frame: bool) -> None:
        host = self.host
        released = host.in_order.release(self._reached, delta_time)
        self.landing.told(released)
        if in_frame:
            self.landing.tick(delta_time)
        if released:
            host.toast.show(released[-1].describe(host.match.names))
            host.refresh()
