"""Where things lie in the pond, the table left of the column: the raft as large as the room
allows (never smaller than at 100 % text, once the layout puts it first), the dam beside its
ring 30 with a place for each beaver ashore, the spirit level in the lower right corner with its
label, the raft's caption under it (or beside it in a crowded, wide pond), the verdict over the
level and the banner over the raft's top. No arcade."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.type_steps import fine
from tabletop_mein_lieber_biber.table.camera import RaftCamera
from tabletop_mein_lieber_biber.table.words import dam_name, level_words

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.layout import TableLayout

TILTED_ABOVE = 1.14
TILTED_BELOW = 1.10
TILTED_ASIDE = 1.21
"""How far above, below and to the side of its centre the raft and its rings reach at the most
drawn tilt, in whichever direction it leans (raft radii; ring 30 sits on the rim and is 0.102
radii wide, so it reaches furthest towards the dam)."""
DAM = {"reach": 0.65, "reach growth": 0.04, "width": 86, "width growth": 0.4}
"""The dam: how far it reaches above (and below) the raft's centre (raft radii), and its width
(pixels at 100 % size); both grow a little with the text size, as its words do."""
LEVEL_RADIUS = 44
"""The spirit level's radius (pixels at 100 % size): its rings and bubble read at this size."""
JOKER_BAND = 14
"""A "joker" band across a beaver ashore: its least height (pixels at 100 % size); its words are
the kit's fine type."""


def pond_beside(layout: TableLayout, column: Rect) -> Rect:
    """The pond: the whole table left of ``column``, a snug step short of it."""
    r = layout.rect
    return Rect(r.left, r.bottom, column.left - layout.space.snug - r.left, r.height)


class Pond:
    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        s, type_ = layout.scale, layout.type
        larger = type_.text - 1
        self._dam_reach = DAM["reach"] * (1 + DAM["reach growth"] * larger)
        """How far the dam reaches above (and below) the raft's centre, in raft radii."""
        self._dam_width = DAM["width"] * s * (1 + DAM["width growth"] * larger)
        self._joker_band_height = max(JOKER_BAND * s, type_.line(fine(type_.small)))

    @property
    def raft_area(self) -> Rect:
        """The pond: the whole table left of the column, a snug step short of it."""
        return pond_beside(self.layout, self.layout.column)

    @property
    def raft_room(self) -> Rect:
        """The part of the pond for the raft, the dam, the level and the captions: all of it, or
        (crowded) what the decision's band under it leaves."""
        area = self.raft_area
        if not self.layout.crowded:
            return area
        band = self.layout.decision.row
        top = band.top + self.layout.space.snug
        return Rect(area.left, top, area.width, area.top - top)

    @property
    def raft_top(self) -> float:
        """From the raft area's top down to where the raft begins (the round's place when
        compact)."""
        if self.layout.raft_first:
            return (
                self.layout.space.tight
            )  # the round's number in the corner, the note in the column
        # a one-line note of what just happened stands over the raft's top: room for it, so
        # that even a raft leaning its most (as when it tips) is not cut off under it; compact,
        # the round's header stands there too
        above = max(
            self.banner(1).height, self.layout._plan.header_height if self.layout.compact else 0
        )
        return above + 10 * self.layout.scale

    @property
    def raft_radius(self) -> float:
        return self._raft[0]

    @functools.cached_property
    def _raft(self) -> tuple[float, bool]:
        """The raft's radius, and whether its caption stands beside it: worked out once (every
        frame asks for them)."""
        area = self.raft_room
        wide = min(
            (area.width - 110 * self.layout.scale) * 0.43,
            (area.right - self.dam_right_edge - 14 * self.layout.scale)
            / (TILTED_ASIDE + TILTED_BELOW),
        )
        if self.layout.raft_first:
            room = area.height - self.raft_top - self.layout.space.tight
            return min(max(self.layout.standard.radius, 1.0), self._radius_in(room, wide)), False
        if not self.layout.compact:
            return min(area.height * 0.385, wide), False
        room = area.height - self.raft_top - self.layout.space.gap
        under = self._radius_in(room - self._caption_under.height, wide)
        if not self.layout.crowded:
            return under, False
        # crowded, a wide pond: the caption may stand beside the raft, over the level and as
        # wide as its label, the raft keeping the pond's height down to the decision's band
        beside = self.level_label.width + 10 * self.layout.scale
        narrower = min(wide, (area.right - self.dam_right_edge - beside) / (2 * TILTED_ASIDE))
        radius = self._radius_in(room, narrower)
        return max(radius, under), radius > under

    def _radius_in(self, room: float, wide: float) -> float:
        """The largest raft in ``room`` px of height (from under the round down) and ``wide``."""
        # tilted, the raft reaches TILTED_ABOVE radii above its centre and TILTED_BELOW below;
        # the dam half its height above, with its label over it
        return min(
            room / (TILTED_ABOVE + TILTED_BELOW),
            (room - self._dam_label_reach) / (self._dam_reach + TILTED_BELOW),
            wide,
        )

    @property
    def caption_beside(self) -> bool:
        """Whether the raft's caption stands beside the raft (crowded, in a wide pond) rather
        than under it."""
        return self._raft[1]

    @property
    def _dam_label_reach(self) -> float:
        """How far the dam's label reaches above the dam."""
        return self._dam_label_height + 2 * self.layout.scale

    def _above_centre(self, radius: float) -> float:
        """From the raft's centre up to the higher of the raft's rim and the dam's label."""
        return max(TILTED_ABOVE * radius, self._dam_reach * radius + self._dam_label_reach)

    @property
    def joker_bands_hold_words(self) -> bool:
        """Whether the dam has room for a "joker" band with its word across each beaver ashore;
        else the bands are plain (the caption under the raft names the jokers)."""
        return self.dam.height / 6 >= self._joker_band_height + 1 * self.layout.scale

    @functools.cached_property
    def raft_centre(self) -> tuple[float, float]:
        return (
            self.dam.right + self.layout.space.snug + TILTED_ASIDE * self.raft_radius,
            self._centre_y,
        )

    @functools.cached_property
    def _centre_y(self) -> float:
        top = self.raft_room.top - self.raft_top
        return top - self._above_centre(self.raft_radius)

    def camera(self, angle: float = 0.0, towards: float = 0.0, sink: float = 0.0) -> RaftCamera:
        return RaftCamera(self.raft_centre, self.raft_radius, angle, towards, sink)

    @property
    def dam_right_edge(self) -> float:
        """The dam's right edge (it does not depend on the raft's size)."""
        return self.raft_room.left + self.layout.space.snug + self._dam_width

    @property
    def dam(self) -> Rect:
        """Beside the raft's ring 30 (on its left rim), where beavers go ashore."""
        space = self.layout.space
        area = self.raft_room
        middle = self._centre_y
        height = self.raft_radius * 2 * self._dam_reach
        return Rect(area.left + space.snug, middle - height / 2, self._dam_width, height)

    @property
    def dam_label(self) -> Rect:
        """Above the dam, reaching a little over the water (the raft is drawn over it further
        right); on two lines when its words need them."""
        s = self.layout.scale
        dam = self.dam
        width = self._dam_label_width
        return Rect(dam.left - 2 * s, dam.top + 2 * s, width, self._dam_label_height)

    @property
    def _dam_label_width(self) -> float:
        return self._dam_width + 40 * self.layout.scale

    @property
    def _dam_label_height(self) -> float:
        one_line = self.layout.width(dam_name()) <= self._dam_label_width - 2
        lines = 1 if one_line or not self.layout.compact else 2
        return lines * self.layout.small_line

    def dam_slot(self, index: int) -> tuple[float, float]:
        dam = self.dam
        step = dam.height / 6
        return dam.center_x, dam.top - step * (index + 0.5)

    def joker_band(self, index: int) -> Rect:
        """The "joker" band across a beaver ashore."""
        s = self.layout.scale
        space = self.layout.space
        dam = self.dam
        _x, y = self.dam_slot(index)
        bottom = y - dam.height / 12 + 1 * s
        height = self._joker_band_height if self.joker_bands_hold_words else space.snug
        return Rect(dam.left + 2 * s, bottom, dam.width - space.tight, height)

    @property
    def level(self) -> tuple[float, float, float]:
        """The spirit level: centre x, centre y, radius (the raft's tilt, against the tip)."""
        s = self.layout.scale
        space = self.layout.space
        area = self.raft_room
        radius = LEVEL_RADIUS * s
        below = self.level_label.height + space.gap
        return area.right - radius - 10 * s, area.bottom + radius + below, radius

    @property
    def level_label(self) -> Rect:
        """Under the level: what its red means, on as many lines as its words need (up to
        three)."""
        s = self.layout.scale
        space = self.layout.space
        area = self.raft_room
        radius = LEVEL_RADIUS * s
        width = 2 * radius + 60 * s + 60 * s * (self.layout.type.text - 1)
        height = self.layout.words.heights(level_words(), width)[0]
        right = min(area.right - 2 * s, area.right - radius - 10 * s + width / 2)
        return Rect(right - width, area.bottom + space.tight, width, height)

    def verdict_box_for(self, lines: int, words: float = 0.0) -> Rect:
        """The verdict's box tall enough for ``lines`` (two or more) lines of its words, and wide
        enough (as far as the pond allows) for ``words`` px of them on two lines."""
        s = self.layout.scale
        space = self.layout.space
        cx, cy, radius = self.level
        least = max(2 * radius + 66 * s, self.level_label.width)
        width = max(least, min(self.raft_room.width * 0.6, words / 2 + space.far))
        height = lines * self.layout.small_line + space.snug
        right = min(self.raft_room.right - 2 * s, cx + width / 2)
        return Rect(right - width, cy + radius + space.gap, width, height)

    @property
    def raft_caption(self) -> Rect:
        """Under the raft, left of the level: three lines, more when the raft leaves room; or
        (:attr:`caption_beside`) beside the raft's top, right of it as far as the pond reaches."""
        if not self.caption_beside:
            return self._caption_under
        s = self.layout.scale
        space = self.layout.space
        area = self.raft_room
        cx, _cy = self.raft_centre
        left = cx + TILTED_ASIDE * self.raft_radius + space.gap
        top = area.top - self.raft_top
        height = self._caption_height
        return Rect(left, top - height, area.right - 2 * s - left, height)

    @property
    def _caption_under(self) -> Rect:
        """The pond's lower left corner: under the dam (raft first), else left of the level."""
        space = self.layout.space
        area = self.raft_room
        if self.layout.raft_first:
            width = self.layout.round_header.corner_width
        else:
            right = min(self.level_label.left, self.level[0] - self.level[2]) - space.loose
            width = right - area.left - space.gap
        return Rect(area.left + space.gap, area.bottom + space.tight, width, self._caption_height)

    @property
    def _caption_height(self) -> float:
        """The raft's caption: three lines."""
        return 3 * self.layout.small_line

    @property
    def raft_caption_room(self) -> Rect:
        """The caption's rect grown up to just under the raft."""
        caption = self.raft_caption
        if self.caption_beside:
            return caption
        _cx, cy = self.raft_centre
        top = max(caption.top, cy - self.raft_radius * 1.02 - self.layout.space.tight)
        return Rect(caption.left, caption.bottom, caption.width, top - caption.bottom)

    def banner(self, lines: int) -> Rect:
        """The note of what just happened, over the top of the raft: ``lines`` text lines."""
        s = self.layout.scale
        space = self.layout.space
        area = self.raft_room
        height = self.layout.body_line + (lines - 1) * self.layout.small_line + space.wide
        return Rect(area.left + 30 * s, area.top - height - space.gap, area.width - 60 * s, height)
