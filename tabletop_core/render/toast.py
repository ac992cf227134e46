"""Passing messages: the latest events, shown briefly one at a time while the log drawer is closed.

The host gives it the log line of the newest event the table has shown (the looking seat's own
line, so it tells no secret the log would not), and it fades out after a few seconds; with
reduced motion it stays fully shown and then goes at once. It draws on a small canvas of its own,
so the table's retained picture never has to be rebuilt for it.

Messages are queued, never drawn on each other: one raised while another has shown for less
than :data:`BRIEF` seconds waits its turn (the one showing then stays those seconds, not its
full time); one raised later takes the place at once. At most :data:`WAITING` wait (the oldest
waiting gives way to the newest).

It has one place: the free middle of the menu bar (the ``lane`` the host gives), where it covers
nothing of the table, not its notes, not the player's own area, not a throw in flight; a line
longer than the bar holds is shortened with "…" (the log drawer has it whole). Only when there
is no such place (the seats fill the bar, a window too narrow) does it go over the top of the
table, and then never over a note of the table's own (:meth:`Scene.notices`, a banner): it goes
below any it would overlap, and waits unseen while there is no room for it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes

SHOWN = 3.5
"""Seconds a toast stays (the fade included)."""
FADE = 0.7
"""Seconds of fading out at the end (none with reduced motion)."""
FADE_STEPS = 6
"""The fade is drawn in this many steps: each step rebuilds the toast's few shapes once."""
BRIEF = 1.5
"""Seconds a message shows at least before one waiting after it takes its place."""
WAITING = 2
LEAST_LANE = 160
"""The narrowest free middle of the menu bar (at 100 % scale) a message goes in."""
"""Messages that may wait their turn; a newer one pushes out the oldest waiting."""


class Toast:
    def __init__(self) -> None:
        self.canvas = Canvas()
        self.text = ""
        self.left = 0.0
        self.rect: Rect | None = None
        """Where the toast was last painted (None while none shows)."""
        self._painted: tuple[object, ...] | None = None
        self.waiting: deque[str] = deque(maxlen=WAITING)
        """Messages raised while another showed, in order: each shows when the one before goes."""

    @property
    def showing(self) -> bool:
        return bool(self.text) and self.left > 0

    def show(self, text: str) -> None:
        """Show ``text`` now, or after the message showing (and any waiting before it)."""
        if not text:
            return
        if self.showing and (SHOWN - self.left < BRIEF or self.waiting):
            # shown too briefly to be read yet, or others wait before: in line, in order
            if text != self.text and text not in self.waiting:
                self.waiting.append(text)
            return
        self.text = text
        self.left = SHOWN

    def read(self) -> None:
        """The person acted: what showed and waited is behind them; the next message shows at
        once."""
        self.waiting.clear()
        if self.showing:
            self.left = 0.0
            self.text = ""

    def clear(self) -> None:
        self.text = ""
        self.left = 0.0
        self.waiting.clear()
        self._forget()

    def _forget(self) -> None:
        """Nothing on the toast's canvas any more: not a word of the last line stays behind."""
        self.rect = None
        if self._painted is not None:
            self._painted = None
            self.canvas.clear()

    def update(self, delta_time: float) -> None:
        if self.left > 0:
            self.left = max(0.0, self.left - delta_time)
            if self.waiting and SHOWN - self.left >= BRIEF:
                self.left = min(self.left, FADE)  # shown long enough: it fades for the next
            if self.left == 0:  # gone: the next frame (``rect`` still set) draws it away
                self.text = ""
                if self._painted is not None:
                    self._painted = None
                    self.canvas.clear()
                if self.waiting:  # the next message takes its place
                    self.text = self.waiting.popleft()
                    self.left = SHOWN

    def opacity(self, reduced_motion: bool) -> float:
        """From 1 (fully shown) down to 0, in :data:`FADE_STEPS` steps over the last
        :data:`FADE` seconds; always 1 under reduced motion."""
        if not self.showing:
            return 0.0
        if reduced_motion or self.left >= FADE:
            return 1.0
        return max(1, round(self.left / FADE * FADE_STEPS)) / FADE_STEPS

    def draw(
        self,
        table: Rect,
        sizes: Sizes,
        reduced_motion: bool,
        top: float = 0,
        keep_clear: Sequence[Rect] = (),
        lane: Rect | None = None,
    ) -> None:
        """Paint (when something changed) and draw the toast in ``lane`` (the menu bar's free
        middle) when its words fit there, else at the top of ``table``, ``top`` pixels further
        down (under the save banner when one shows), and below every rectangle of
        ``keep_clear`` it would cover (the table's own notes)."""
        opacity = self.opacity(reduced_motion)
        if opacity <= 0:
            self._forget()
            return
        clear = tuple(keep_clear)
        key = (self.text, table, sizes.scale, sizes.small, opacity, top, clear, lane, Palette.PANEL)
        if key != self._painted:
            self._painted = key
            self.canvas.clear()
            self.rect = self._paint(table, sizes, opacity, top, clear, lane)
        if self.rect is not None:
            self.canvas.draw()

    def place(
        self,
        table: Rect,
        sizes: Sizes,
        top: float = 0,
        keep_clear: Sequence[Rect] = (),
        lane: Rect | None = None,
    ) -> tuple[Rect, int] | None:
        """Where the toast goes and its lines: in ``lane`` when its words fit there (at most
        two lines), else centred at the top of ``table`` (``top`` pixels down), moved below
        each of ``keep_clear`` it would overlap; ``None`` when that leaves no room on the
        table."""
        s = sizes.scale
        size = sizes.small
        if lane is not None:
            in_lane = self._in_lane(lane, sizes)
            if in_lane is not None:
                return in_lane
        room = min(table.width - 40 * s, 760 * s)
        words = Canvas.measure(self.text, size) + 4
        width = min(room, words) + 32 * s
        lines = min(3, Canvas.lines_needed(self.text, size, width - 32 * s))
        height = lines * sizes.line(size) + 16 * s
        rect = Rect(table.center_x - width / 2, table.top - top - 12 * s - height, width, height)
        moved = True
        while moved:
            moved = False
            for note in keep_clear:
                if rect.overlaps(note):
                    rect = Rect(rect.left, note.bottom - 8 * s - height, width, height)
                    moved = True
            if rect.bottom < table.bottom:
                return None
        return rect, lines

    def _in_lane(self, lane: Rect, sizes: Sizes) -> tuple[Rect, int] | None:
        """The toast in the menu bar's free middle, centred there: on as many lines of small
        text as the bar holds (two at most), shortened with "…" when even those are not
        enough (the log drawer has the whole line); None when the lane is too narrow for a
        message at all (:data:`LEAST_LANE`)."""
        s = sizes.scale
        size = sizes.small
        room = lane.width - 32 * s
        if room < LEAST_LANE * s:
            return None
        holds = max(1, min(2, int((lane.height - 16 * s) // sizes.line(size))))
        lines = min(holds, Canvas.lines_needed(self.text, size, room))
        height = lines * sizes.line(size) + 8 * s
        width = min(room, Canvas.measure(self.text, size) + 4) + 32 * s
        rect = Rect(lane.center_x - width / 2, lane.center_y - height / 2, width, height)
        return rect, lines

    def _paint(
        self,
        table: Rect,
        sizes: Sizes,
        opacity: float,
        top: float,
        keep_clear: Sequence[Rect] = (),
        lane: Rect | None = None,
    ) -> Rect | None:
        placed = self.place(table, sizes, top, keep_clear, lane)
        if placed is None:
            return None
        rect, lines = placed
        s = sizes.scale
        size = sizes.small
        alpha = int(235 * opacity)
        panel = (*Palette.PANEL[:3], alpha)
        edge = (*Palette.ACCENT[:3], int(255 * opacity))
        self.canvas.rect(rect, panel, border=edge, border_width=2, chamfer=8 * s)
        text = (*Palette.TEXT[:3], int(255 * opacity))
        inner = rect.inset(16 * s, max(0.0, (rect.height - lines * sizes.line(size)) / 2))
        label = self.canvas.fitted_text(self.text, inner, size, text, lines=lines)
        if self.text in self.canvas.cut:  # shortened on purpose to its place: the log has it
            self.canvas.cut.remove(self.text)
            self.canvas.abridged.append(label)
        return rect
