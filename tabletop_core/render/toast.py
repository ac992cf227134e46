"""The latest event, shown briefly over the table while the log drawer is closed.

The host gives it the log line of the newest event the table has shown (the looking seat's own
line, so it tells no secret the log would not), and it fades out after a few seconds; with
reduced motion it stays fully shown and then goes at once. It draws on a small canvas of its own,
so the table's retained picture never has to be rebuilt for it.

It never covers a note of the table's own (:meth:`Scene.notices`, a banner): it goes below
any it would overlap, and waits unseen while there is no room for it on the table.
"""

from __future__ import annotations

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


class Toast:
    def __init__(self) -> None:
        self.canvas = Canvas()
        self.text = ""
        self.left = 0.0
        self.rect: Rect | None = None
        """Where the toast was last painted (None while none shows)."""
        self._painted: tuple[object, ...] | None = None

    @property
    def showing(self) -> bool:
        return bool(self.text) and self.left > 0

    def show(self, text: str) -> None:
        self.text = text
        self.left = SHOWN

    def clear(self) -> None:
        self.text = ""
        self.left = 0.0
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
            if self.left == 0:  # gone: the next frame (``rect`` still set) draws it away
                self.text = ""
                if self._painted is not None:
                    self._painted = None
                    self.canvas.clear()

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
    ) -> None:
        """Paint (when something changed) and draw the toast at the top of ``table``, ``top``
        pixels further down (under the save banner when one shows), and below every rectangle
        of ``keep_clear`` it would cover (the table's own notes)."""
        opacity = self.opacity(reduced_motion)
        if opacity <= 0:
            self._forget()
            return
        clear = tuple(keep_clear)
        key = (self.text, table, sizes.scale, sizes.small, opacity, top, clear, Palette.PANEL)
        if key != self._painted:
            self._painted = key
            self.canvas.clear()
            self.rect = self._paint(table, sizes, opacity, top, clear)
        if self.rect is not None:
            self.canvas.draw()

    def place(
        self, table: Rect, sizes: Sizes, top: float = 0, keep_clear: Sequence[Rect] = ()
    ) -> tuple[Rect, int] | None:
        """Where the toast goes and its lines: centred at the top of ``table`` (``top`` pixels
        down), moved below each of ``keep_clear`` it would overlap; ``None`` when that leaves
        no room on the table."""
        s = sizes.scale
        size = sizes.small
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

    def _paint(
        self,
        table: Rect,
        sizes: Sizes,
        opacity: float,
        top: float,
        keep_clear: Sequence[Rect] = (),
    ) -> Rect | None:
        placed = self.place(table, sizes, top, keep_clear)
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
        self.canvas.fitted_text(self.text, rect.inset(16 * s, 8 * s), size, text, lines=lines)
        return rect
