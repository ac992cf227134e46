"""The end dialog: the winner moment once the match is over and the table's last animation is
done (the totals count up, the game's celebration falls), and "Play again?" asked before the
result is left behind.

A table that declares its ending (:attr:`tabletop_core.render.parts.Table.ending`) gets the
winner's portrait, what they built and its celebration (:mod:`tabletop_core.render.end_hero`);
one that declares none, the game's tile picture and the winners' pieces."""

from __future__ import annotations

import logging
import zlib
from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import _, translate
from tabletop_core.match import Match
from tabletop_core.ranking import ranking_of
from tabletop_core.render import celebration, unseen
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.end_hero import Hero, table_texture
from tabletop_core.render.end_screen import paint_end
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.ending import TABLE, Ending
from tabletop_core.render.overlays import paint_play_again
from tabletop_core.render.theme import seat_color
from tabletop_core.render.widgets.buttons import Control

log = logging.getLogger(__name__)

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
        self.since = celebration.LASTS
        """Seconds since the winner moment began (the celebration plays until LASTS)."""
        self._ending: Ending | None | bool = False
        """The table's declared ending for this match (False: not asked yet)."""
        self._table: Any = None
        """The table as it ended, pictured once for an ending that shows it."""
        self._table_unseen = False
        """The picture was taken in a frame drawn unseen (:mod:`tabletop_core.render.unseen`)."""
        self._ended: Any = None
        """The result the ending and the table's picture were made for."""

    def reset(self) -> None:
        """A new match: its end is still to come."""
        self.seen = self.due = False
        self._ending, self._table = False, None

    def open(self) -> None:
        """The winner moment begins: the totals count up from nothing (reduced motion: the
        final scores at once)."""
        self.due = False
        self.host.overlay = "end"
        self.counted = 1.0 if self.host.settings.reduced_motion else 0.0
        self.since = celebration.LASTS if self.host.settings.reduced_motion else 0.0
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
        if host.overlay == "end" and self.since < celebration.LASTS:
            self.since += delta_time
            if host.settings.reduced_motion:  # turned on mid-celebration: it stops at once
                self.since = celebration.LASTS
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

    def ending(self) -> Ending | None:
        """What the table declares its ending to be (asked once per result: a move taken back
        and the match ended anew asks again, and pictures the table again), or None."""
        host = self.host
        if self._ended != host.match.result:
            self._ending, self._table, self._ended = False, None, host.match.result
        if self._ending is False:
            self._ending = None
            if host.parts is not None and host.parts.ending is not None and self._ended:
                self._ending = self._declared(host.parts)
        return self._ending if isinstance(self._ending, Ending) else None

    def _declared(self, parts: Any) -> Ending | None:
        """The table's ending; one line in the log and the default end screen when it fails
        (the result is never lost to a picture)."""
        try:
            return parts.ending(self.host.seen.view(), self.host.match.result)
        except Exception as error:
            log.warning("%s: its ending failed, the default end screen shows (%s: %s)",
                        type(parts).__name__, type(error).__name__, error)  # fmt: skip
            return None

    def wants_table(self) -> bool:
        """Whether the winner moment shows the table as it ended and has no picture of it yet."""
        if self.host.overlay != "end" or self._table is not None:
            return False
        ending = self.ending()
        return ending is not None and ending.built == TABLE

    def picture_table(self, rect: Rect) -> bool:
        """Keep the table just drawn in ``rect`` as the picture of what was built (the end
        screen covers it from the next frame on); whether the dialog must be drawn anew."""
        window = self.host.window
        if self._table is not None and self._table_unseen and not unseen.drawing_unseen(window):
            self._table = None  # a picture of nothing: taken again, with pixels
        if not self.wants_table():
            return False
        self._ending = False  # asked again now the scene has laid the table out
        ending = self.ending()
        region = ending.region if ending is not None else None
        if region is not None and region.overlaps(rect):  # the part of the table it names
            left, bottom = max(rect.left, region.left), max(rect.bottom, region.bottom)
            rect = Rect(left, bottom, min(rect.right, region.right) - left,
                        min(rect.top, region.top) - bottom)  # fmt: skip
        left, bottom = int(rect.left), int(rect.bottom)
        width, height = max(1, int(rect.width)), max(1, int(rect.height))
        self._table = table_texture(arcade.get_image(left, bottom, width, height))
        self._table_unseen = unseen.drawing_unseen(window)
        return True

    def seed(self) -> int:
        """What the celebration is drawn from: the match's seed (a match played online keeps its
        seed on the server: there, its result, the same at every seat)."""
        match = self.host.match
        if isinstance(match, Match):
            return match.seed
        result = match.result
        return zlib.crc32(repr((result.scores, result.winners)).encode()) if result else 0

    def hero(self) -> Hero | None:
        """The winner band of a game that declares its ending, as it stands now."""
        ending = self.ending()
        result = self.host.match.result
        if ending is None or result is None:
            return None
        winners = list(result.winners) or ([0] if len(result.scores) == 1 else [])
        colours = [seat_color(seat) for seat in winners]
        portraits = [(ending.portrait, c) for c in colours] if ending.portrait else []
        seed = self.seed()
        flakes = (
            celebration.burst(seed, len(ending.material), self.since)
            if not self.host.settings.reduced_motion
            else []
        )
        return Hero(
            colours=colours,
            portraits=portraits,
            built=ending.built if ending.built != TABLE else None,
            table=self._table if ending.built == TABLE else None,
            shows_table=ending.built == TABLE,
            copies=ending.copies,
            marks=ending.marks,
            built_words=ending.built_words,
            material=ending.material,
            flakes=flakes,
        )

    def paint(self, canvas: Canvas) -> list[Control]:
        """The result over the table; its buttons."""
        host = self.host
        result = host.match.result
        if result is None:
            return []
        info, package = host.info, host.package
        hero = self.hero()
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
            picture=self.picture() if hero is None else None,
            tiebreak=translate(package, info.tiebreak) if info.tiebreak else "",
            hero=hero,
            backdrop=host.backdrop_canvas,
        )

    def paint_again(self, canvas: Canvas) -> list[Control]:
        """Play again? over the table; staying with the result is the default."""
        host = self.host
        return paint_play_again(canvas, host.bounds, host.sizes, host.play_again, self.reopen)
