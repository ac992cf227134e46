"""The big parts of the Beaver Creek table and its side column: the scene, the dice and their
captions, how to place, and the supply."""

from __future__ import annotations

from tabletop_beaver_creek.table.proportions import (
    BANNER_LINES,
    BOARD_COUNTS,
    DIE_AT,
    LOG_PICTURE,
    SMALL_LOG_SHARE,
    LayoutFacts,
)
from tabletop_core.render.geometry import Rect
from tabletop_core.render.standard_size import piece_scale


class SideParts(LayoutFacts):
    @property
    def piece_scale(self) -> float:
        """The scale the pieces are drawn at: never below the same window's at 100 % text."""
        return piece_scale(self.rect)

    @property
    def banner_room(self) -> float:
        """The scene's height a banner of :data:`BANNER_LINES` lines needs."""
        return BANNER_LINES * self.body_line + self.space.loose

    @property
    def supply_lines(self) -> int:
        """Lines each of the supply's two counts takes (two when its words are long)."""
        room = self._parts["supply" if self.aside else "side"].width
        return 1 if self.needs.supply <= room + 0.5 else 2

    def supply_rows(self) -> tuple[Rect, Rect]:
        """(beavers left, logs discarded) inside the supply."""
        area = self.supply.inset(self.space.gap, self.space.tight)
        if self.aside:  # in the band: under each other from its top
            area = area.split_top(2 * self.supply_lines * self.small_line)[0]
        top, bottom = area.rows(2)
        return top, bottom

    @property
    def banded(self) -> bool:
        """Whether the words under the dice lie in a band across the top (large text)."""
        return "how_panel" in self._parts

    @property
    def caption_height(self) -> float:
        return max(20 * self.scale, self.small_line)

    @property
    def die_size(self) -> float:
        return 78 * self.piece_scale

    @property
    def dice_height(self) -> float:
        """The dice area's height: the captions, the dice and the room under them."""
        sp = self.space
        return self.caption_height + sp.snug + self.die_size + sp.far

    @property
    def dice_width(self) -> float:
        """The width the dice and their captions want side by side."""
        s = self.scale
        return max(2 * self.die_size + 42 * s, 2 * (self.needs.caption + 18 * s))

    @property
    def side(self) -> Rect:
        return self._parts["side"]

    @property
    def side_panel(self) -> Rect:
        """The panel behind the tray and the supply (and the dice, unless they lie in the band
        at large text)."""
        return self._parts.get("side_panel", self.side)

    @property
    def stocks(self) -> Rect:
        return self._parts["stocks"]

    @property
    def scene(self) -> Rect:
        return self._parts["scene"]

    @property
    def dice_area(self) -> Rect:
        return self._parts["dice_area"]

    def die(self, index: int) -> tuple[tuple[float, float], float]:
        """Centre and size of die ``index`` (0: what to place, 1: how)."""
        area = self.dice_area
        size = self.die_size
        cx = area.left + area.width * (DIE_AT if index == 0 else 1 - DIE_AT)
        return (cx, area.top - self.caption_height - self.space.snug - size / 2), size

    def die_caption(self, index: int) -> Rect:
        """The word above die ``index``: as wide as half the dice area."""
        area = self.dice_area
        sp = self.space
        (cx, _cy), _size = self.die(index)
        half = area.width / 2 - sp.snug
        return Rect(
            cx - half / 2, area.top - self.caption_height - sp.hair, half, self.caption_height
        )

    @property
    def how_area(self) -> Rect:
        """The words under the dice: how to place, what is still to place (at large text in a
        band right of the dice)."""
        return self._parts["how_area"]

    @property
    def how_words(self) -> Rect:
        """Where the words under the dice are written, inside :attr:`how_area`."""
        sp = self.space
        return self.how_area.inset(sp.gap, sp.snug if self.banded else sp.hair)

    @property
    def how_panel(self) -> Rect | None:
        """The band's panel at large text; None while the words lie in the side column."""
        return self._parts.get("how_panel")

    @property
    def supply(self) -> Rect:
        return self._parts["supply"]

    def _aside_heads(self) -> list[float]:
        """Aside, the widths of the count columns' contents: a log's picture and its count, a
        small log's and its count, and the words "in all" (solo: their heading words)."""
        ps = self.piece_scale
        number = self.needs.board_count
        words = list(self.needs.board_heads or (0.0,) * BOARD_COUNTS)
        log, small = LOG_PICTURE * ps, LOG_PICTURE * SMALL_LOG_SHARE * ps
        if self.players == 1:
            return [log, small, words[2]]
        beside = self.space.snug + number
        return [log + beside, small + beside, words[2]]
