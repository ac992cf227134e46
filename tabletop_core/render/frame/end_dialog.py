"""The end dialog: the winner moment once the match is over and the table's last animation is
done (the totals count up), and "Play again?" asked before the result is left behind."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import _, translate
from tabletop_core.ranking import ranking_of
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.end_screen import paint_end
from tabletop_core.render.overlays import paint_play_again
from tabletop_core.render.widgets.buttons import Control

if TYPE_CHECKING:
    from tabletop_core.render.host import HostView

COUNT_UP = 1.2
"""Seconds the end screen's totals take to count up (at once with reduced motion)."""
MAX_END_HOLD = 60.0
"""Seconds the end dialog waits at most for the table's last animation: a whole dam falling in
slow motion can take longer than a bot's wait, and nobody is kept waiting by watching it."""
PICTURE = (224, 168)
"""The game's tile picture on the end screen, in pixels."""


class EndDialog:
    def __init__(self, host: HostView) -> None:
        self.host = host
        self.seen = False
        """The end of this match has been shown (it opens by itself only once)."""
        self.due = False
        """The match has ended; the dialog opens once the table's last animation is done."""
        self.counted = 1.0
        """How far the totals have counted up (0 to 1)."""
        self._picture: Any = None

    def reset(self) -> None:
        """A new match: its end is still to come."""
        self.seen = self.due = False

    def open(self) -> None:
        """The winner moment begins: the totals count up from nothing (reduced motion: the
        final scores at once)."""
        self.due = False
        self.host.overlay = "end"
        self.counted = 1.0 if self.host.settings.reduced_motion else 0.0
        self.host.refresh()

    def reopen(self) -> None:
        """Back to the result (Esc over a finished table), as it was left."""
        self.due = False
        self.host.overlay = "end"
        self.host.refresh()

    def ask_play_again(self) -> None:
        """The dialog's Play again: asked first, the harmless answer the default."""
        self.host.overlay = "again"
        self.host.refresh()

    def tick(self, delta_time: float) -> None:
        """Each frame: open once the table is still (at most :data:`MAX_END_HOLD` seconds
        after the end), and count the totals up while the dialog shows."""
        host = self.host
        if self.due and (host.table is None or not host.busy.table_busy(delta_time, MAX_END_HOLD)):
            self.open()
        if host.overlay == "end" and self.counted < 1:
            self.counted = min(1.0, self.counted + delta_time / COUNT_UP)
            host.refresh()

    def note(self) -> str:
        """The line under the winners: the table's word on the match (:meth:`Scene.end_note`)
        and, for a practice match, that every move could be taken back."""
        host = self.host
        parts = host.parts
        notes = [host._guard(parts.scene.end_note) or ""] if parts is not None else []
        if host.match.practice:
            notes.append(_("Played in practice mode: every move could be taken back."))
        return " · ".join(note for note in notes if note)

    def picture(self) -> Any:
        """The game's own tile picture (made once, from the launcher's cache), or None when it
        cannot be had."""
        if self._picture is None:
            try:
                self._picture = self.host.shell.tile_texture(self.host.registered, *PICTURE)
            except Exception:  # the end screen reads whole without it
                self._picture = False
        return self._picture or None

    def paint(self, canvas: Canvas) -> list[Control]:
        """The result over the table; its buttons."""
        host = self.host
        result = host.match.result
        if result is None:
            return []
        info, package = host.info, host.package
        return paint_end(
            canvas,
            host.bounds,
            host.sizes,
            result,
            host.match.names,
            {"again": self.ask_play_again, "close": host.close_overlay, "quit": host.save_and_quit},
            label=lambda key: translate(package, key),
            ranking=ranking_of(info),
            note=self.note(),
            counted=self.counted,
            picture=self.picture(),
            tiebreak=translate(package, info.tiebreak) if info.tiebreak else "",
        )

    def paint_again(self, canvas: Canvas) -> list[Control]:
        """Play again? over the table; staying with the result is the default."""
        host = self.host
        return paint_play_again(canvas, host.bounds, host.sizes, host.play_again, self.reopen)
