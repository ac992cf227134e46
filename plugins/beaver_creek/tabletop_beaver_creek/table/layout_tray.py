"""The tray of the Beaver Creek table (the pieces in hand, a slot each) and the buttons that
take its place when the dice ask for something else."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_beaver_creek.table.layout_side import SideParts
from tabletop_beaver_creek.table.proportions import TRAY_SLOTS
from tabletop_core.render.geometry import Rect


class TrayParts(SideParts):
    @property
    def title_height(self) -> float:
        return max(26 * self.scale, self.body_line + 4 * self.scale)

    @property
    def slot_height(self) -> float:
        """The least a tray slot needs: two lines of small type (aside, one where a slot's name
        and count fit side by side)."""
        if self.slot_one_line:
            return self.small_line + 8 * self.scale
        return 2 * self.small_line + 6 * self.scale

    @property
    def slot_one_line(self) -> bool:
        """Whether a tray slot's name and count share one line (laid out aside, where they
        fit)."""
        return self.aside and self.needs.slot_line <= self._parts["tray"].width - 12 * self.scale

    @property
    def button_height(self) -> float:
        s = self.scale
        lines = 1 if self.needs.button <= self.button_words(self.side.width - 20 * s) else 2
        return max(44 * s, lines * self.body_line + 8 * s)

    @property
    def keycap(self) -> float:
        return max(24 * self.scale, self.small_line)

    def button_words(self, width: float) -> float:
        """The room for a label in a button ``width`` wide (its keycap on the right)."""
        return width - self.keycap - 28 * self.scale

    def button_parts(self, rect: Rect) -> tuple[Rect, Rect]:
        """(the label's room, the keycap) of a button."""
        s = self.scale
        side = self.keycap
        keycap = Rect(rect.right - 10 * s - side, rect.center_y - side / 2, side, side)
        words = Rect(rect.left + 6 * s, rect.bottom, self.button_words(rect.width), rect.height)
        return words, keycap

    def buttons_fit(self, count: int, lines: Sequence[int] = ()) -> bool:
        """Whether those buttons fit in the tray under its title (at large text in a short
        window three two-line buttons may not: the title then gives way)."""
        rects = self.buttons(count, lines)
        return not rects or rects[-1].bottom >= self.tray.bottom

    @property
    def tray_need(self) -> float:
        s = self.scale
        slots = TRAY_SLOTS * (self.slot_height + 6 * s)
        buttons = 3 * (self.button_height + 8 * s)
        return self.title_height + 10 * s + max(slots, buttons)

    @property
    def tray(self) -> Rect:
        return self._parts["tray"]

    @property
    def tray_title(self) -> Rect:
        s = self.scale
        tray = self.tray
        height = self.title_height
        return Rect(tray.left + 12 * s, tray.top - height - 2 * s, tray.width - 24 * s, height)

    def tray_slot(self, index: int, count: int = TRAY_SLOTS) -> Rect:
        """Slot ``index`` of ``count`` in the tray: fewer slots may be taller, so a long name
        (a beaver with a small log) takes two lines."""
        s = self.scale
        tray = self.tray
        count = max(count, 1)
        titled = self.tray_titled(count)
        above = self.title_height + 10 * s if titled else 8 * s
        room = tray.height - above - 6 * s * (count - 1)
        most = max(66 * s, (3 * self.small_line + 6 * s) if count < TRAY_SLOTS else 0.0)
        if self.slot_one_line and count >= TRAY_SLOTS:
            most = self.slot_height
        height = max(min(most, room / count), self.slot_height)
        first = self.tray_title.bottom - 2 * s if titled else tray.top - 8 * s
        top = first - index * (height + 6 * s)
        return Rect(tray.left + 6 * s, top - height, tray.width - 12 * s, height)

    def tray_titled(self, count: int = TRAY_SLOTS) -> bool:
        """Whether the tray's title stands over ``count`` slots: it gives way when they need
        its room (laid out aside at large text; the prompt says what to do)."""
        s = self.scale
        slots = max(count, 1) * (self.slot_height + 6 * s)
        return not self.aside or self.title_height + 10 * s + slots <= self.tray.height

    def buttons(self, count: int, lines: Sequence[int] = (), titled: bool = True) -> list[Rect]:
        """Rows of buttons in the tray (roll; keep or discard), each as tall as the lines of
        its label (``lines``; by default as tall as the longest label needs); under the tray's
        title, or (``titled=False``) from the tray's top."""
        s = self.scale
        tray = self.tray
        found = []
        top = (self.tray_title.bottom if titled else tray.top) - 8 * s
        for index in range(count):
            height = self.button_height
            if index < len(lines):
                height = max(44 * s, lines[index] * self.body_line + 8 * s)
            found.append(Rect(tray.left + 10 * s, top - height, tray.width - 20 * s, height))
            top -= height + 8 * s
        return found
