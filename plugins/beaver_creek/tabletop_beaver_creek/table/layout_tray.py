"""The tray of the Beaver Creek table (the pieces in hand, a slot each) and the buttons that
take its place when the dice ask for something else."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_beaver_creek.table.layout_side import SideParts
from tabletop_beaver_creek.table.proportions import SLOT_ICON, TRAY_SLOTS
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing


def button_margins(space: Spacing, keycap: float) -> float:
    """The width a button takes besides its label: its keycap (``keycap`` wide) and the room
    around the two (:meth:`TrayParts.button_parts`)."""
    return keycap + space.far


def slot_margins(space: Spacing) -> float:
    """The width a tray slot takes besides its piece's picture and its words: the slot's inset
    in the tray each side, the room left of the words (either side of the picture) and right
    of them."""
    return 2 * space.snug + space.wide + space.snug


class TrayParts(SideParts):
    @property
    def title_height(self) -> float:
        return max(26 * self.scale, self.body_line + self.space.tight)

    @property
    def slot_height(self) -> float:
        """The least a tray slot needs: two lines of small type (aside, one where a slot's name
        and count fit side by side)."""
        return self._slot_height(self.slot_one_line)

    def _slot_height(self, one_line: bool) -> float:
        if one_line:
            return self.small_line + self.space.gap
        return 2 * self.small_line + self.space.snug

    @property
    def slot_one_line(self) -> bool:
        """Whether a tray slot's name and count share one line (laid out aside, where they
        fit)."""
        return self.aside and self._slot_fits_one_line(self._parts["tray"].width)

    @property
    def slot_line(self) -> float:
        """The width of the widest tray slot on one line, its piece's picture at the pieces'
        scale, the tray's inset included."""
        return self.needs.slot_line + SLOT_ICON * self.piece_scale

    def _slot_fits_one_line(self, tray_width: float) -> bool:
        return self.slot_line <= tray_width

    @property
    def button_height(self) -> float:
        return self._button_height(self.side.width)

    def _button_height(self, tray_width: float, size: float = 0.0) -> float:
        """The height of a button whose label is the longest, in a tray ``tray_width`` wide."""
        words = self.button_words(tray_width - 2 * self.space.gap)
        return self._button_for(1 if self.needs.button <= words else 2, size)

    def _button_for(self, lines: int, size: float = 0.0) -> float:
        """The height of a button whose label takes ``lines`` lines of type ``size`` (by
        default :attr:`button_type`)."""
        line = self.type.line(size or self.button_type)
        return max(44 * self.scale, lines * line + self.space.gap)

    @property
    def button_type(self) -> float:
        """The type of the buttons' labels: body, or small where a tray laid out aside is too
        short for three buttons of body type (its more compact form)."""
        return self.type.small if self._small_buttons else self.type.body

    @property
    def keycap(self) -> float:
        return max(self.space.far, self.small_line)

    def button_words(self, width: float) -> float:
        """The room for a label in a button ``width`` wide (its keycap on the right)."""
        return width - button_margins(self.space, self.keycap)

    def button_parts(self, rect: Rect) -> tuple[Rect, Rect]:
        """(the label's room, the keycap) of a button."""
        sp = self.space
        side = self.keycap
        keycap = Rect(rect.right - sp.gap - side, rect.center_y - side / 2, side, side)
        words = Rect(rect.left + sp.snug, rect.bottom, self.button_words(rect.width), rect.height)
        return words, keycap

    def buttons_fit(self, count: int, lines: Sequence[int] = ()) -> bool:
        """Whether those buttons fit in the tray under its title (at large text in a short
        window three two-line buttons may not: the title then gives way)."""
        rects = self.buttons(count, lines)
        return not rects or rects[-1].bottom >= self.tray.bottom

    def _tray_stack(self, slot: float, button: float) -> float:
        """The room the tray's slots (``slot`` high) or its buttons (``button`` high) take under
        its title, whichever is taller."""
        sp = self.space
        buttons = 3 * (button + sp.gap)  # keep, throw a log, throw a small log
        return max(TRAY_SLOTS * (slot + sp.snug), buttons)

    @property
    def tray_need(self) -> float:
        return (
            self.title_height
            + self.space.gap
            + self._tray_stack(self.slot_height, self.button_height)
        )

    @property
    def tray(self) -> Rect:
        return self._parts["tray"]

    @property
    def tray_title(self) -> Rect:
        sp = self.space
        tray = self.tray
        height = self.title_height
        return Rect(
            tray.left + sp.loose, tray.top - height - sp.hair, tray.width - 2 * sp.loose, height
        )

    def tray_slot(self, index: int, count: int = TRAY_SLOTS) -> Rect:
        """Slot ``index`` of ``count`` in the tray: fewer slots may be taller, so a long name
        (a beaver with a small log) takes two lines."""
        sp = self.space
        tray = self.tray
        count = max(count, 1)
        titled = self.tray_titled(count)
        above = self.title_height + sp.gap if titled else sp.gap
        room = tray.height - above - sp.snug * (count - 1)
        most = 66 * self.scale
        if count < TRAY_SLOTS:  # room for a name over two lines and its count
            most = max(most, 3 * self.small_line + sp.snug)
        if self.slot_one_line and count >= TRAY_SLOTS:
            most = self.slot_height
        height = max(min(most, room / count), self.slot_height)
        first = self.tray_title.bottom - sp.hair if titled else tray.top - sp.gap
        top = first - index * (height + sp.snug)
        return Rect(tray.left + sp.snug, top - height, tray.width - 2 * sp.snug, height)

    def tray_titled(self, count: int = TRAY_SLOTS) -> bool:
        """Whether the tray's title stands over ``count`` slots: it gives way when they need
        its room (laid out aside at large text; the prompt says what to do)."""
        sp = self.space
        slots = max(count, 1) * (self.slot_height + sp.snug)
        return not self.aside or self.title_height + sp.gap + slots <= self.tray.height

    def buttons(self, count: int, lines: Sequence[int] = (), titled: bool = True) -> list[Rect]:
        """Rows of buttons in the tray (roll; keep or discard), each as tall as the lines of
        its label (``lines``; by default as tall as the longest label needs); under the tray's
        title, or (``titled=False``) from the tray's top."""
        sp = self.space
        tray = self.tray
        found = []
        top = (self.tray_title.bottom if titled else tray.top) - sp.gap
        for index in range(count):
            height = self.button_height
            if index < len(lines):
                height = self._button_for(lines[index])
            found.append(Rect(tray.left + sp.gap, top - height, tray.width - 2 * sp.gap, height))
            top -= height + sp.gap
        return found
