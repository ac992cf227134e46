"""Bot pacing: a bot's move waits for the table to finish showing the last one, then for the
player's pause (``bot_pacing`` in the settings, or what the table makes of it), so people can
follow what the bots do. A slow bot thinks on a worker thread (:mod:`tabletop_core.render.thinking`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.game import Event
from tabletop_core.i18n import _
from tabletop_core.render.save_banner import close_and_tell
from tabletop_core.render.thinking import BotThinker

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

MAX_BOT_HOLD = 6.0
"""Seconds bots wait at most for a table that says it is busy animating."""


class BusyWatch:
    """Whether the table is still showing something, and for how long it has been."""

    def __init__(self, host: HostView) -> None:
        self.host = host
        self.busy_for = 0.0

    def table_busy(self, delta_time: float, hold: float = MAX_BOT_HOLD) -> bool:
        """Whether the table is still animating; whoever waits for it waits no more than
        ``hold`` seconds in a row (a table stuck busy must not stop the game); events the table
        has not shown yet (:attr:`HostView.in_order`) count as busy."""
        host = self.host
        parts = host.parts
        busy = parts is not None and bool(host._guard(lambda: parts.choreography.busy))
        busy = busy or bool(host.in_order.held)
        self.busy_for = self.busy_for + delta_time if busy else 0.0
        return busy and self.busy_for < hold


class BotPacing:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.thinker = BotThinker()
        self.wait = 0.0
        """Seconds the bot to act has waited since the table was still."""

    def pause(self) -> float:
        """The pause before the next bot move: the setting, or what the table makes of it
        (``Choreography.bot_pause``: shorter for a move nobody sees)."""
        host = self.host
        standard = host.settings.bot_pacing
        if host.parts is None:
            return standard
        chosen = host._guard(host.parts.choreography.bot_pause, standard)
        return standard if chosen is None else min(standard, max(0.0, float(chosen)))

    def held(self) -> bool:
        """Whether no bot may move now: a person or nobody is to act, an overlay is up, the
        match is over or read only, or the debug overlay holds the bots."""
        host = self.host
        match = host.match
        debug = host.debug
        return (
            (debug is not None and debug.holds_bots)
            or match.read_only is not None
            or host.overlay is not None
            or match.is_over
            or not match.is_bot(match.to_act)
        )

    def tick(self, delta_time: float) -> None:
        """Each frame: collect a move thought out in the background, or count the pause down
        once the table is still and play the move when it is over."""
        host = self.host
        if self.held():
            self.wait = 0.0
            return
        if self.thinker.pending:
            host.step_bot()
            return
        if host.busy.table_busy(delta_time):
            return
        self.wait += delta_time
        if self.wait >= self.pause():
            self.wait = 0.0
            host.step_bot()

    def step(self) -> list[Event]:
        """Play the next bot move, or poll the bot thinking about it in the background."""
        host = self.host
        try:
            events = self.thinker.step(host.match)
            if events is None:
                return []
        except Exception as error:
            host.failed = True
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            host.shell.show_error(
                _("A bot could not move"),
                _("{reason}\n\n{saved}").format(reason=reason, saved=close_and_tell(host.match)),
            )
            return []
        host._after_action(events)
        return events
