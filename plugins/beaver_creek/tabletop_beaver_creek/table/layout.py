"""Where everything lies on the Beaver Creek table, as plain rectangles, and the camera that maps
the world (units, y up, the table top at 0) to window pixels. No arcade: testable alone.

The table rect is split into a side column on the left (the dice, how to place, the pieces in
hand, the supply), a strip of player stocks along the bottom and, in between, the scene: the
side view of the box and the dam. Sizes are designed for the 960×616 table of a 1280×720 window
and scale with the rect.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import table_scale

TRAY_SLOTS = 3
WORLD_HALF_WIDTH = 250.0
"""World units shown either side of the dam (pieces may be let go of out to ``REACH``)."""
GROUND_DEPTH = 34.0
"""World units of table top shown below the box."""
MIN_VISIBLE_TOP = 280.0
HEADROOM = 150.0
"""World units kept free above the dam, for the piece in hand."""
ZOOM_STEP = 60.0


@dataclass(frozen=True, slots=True)
class Camera:
    """World units to pixels: ``k`` pixels a unit, the world's x = 0 at ``cx`` and y = 0 at
    ``ground``."""

    k: float
    cx: float
    ground: float

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.cx + x * self.k, self.ground + y * self.k

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.cx) / self.k, (sy - self.ground) / self.k


def camera_for(scene: Rect, dam_top: float) -> Camera:
    """The camera that shows the whole reach and the dam with room above it; it zooms out in
    steps as the dam grows, so it does not creep while a piece is carried."""
    top = max(MIN_VISIBLE_TOP, math.ceil((dam_top + HEADROOM) / ZOOM_STEP) * ZOOM_STEP)
    k = min(scene.width / (2 * WORLD_HALF_WIDTH), scene.height / (top + GROUND_DEPTH))
    return Camera(k, scene.center_x, scene.bottom + GROUND_DEPTH * k)


@dataclass(frozen=True, slots=True)
class TableLayout:
    rect: Rect
    players: int

    @property
    def scale(self) -> float:
        return table_scale(self.rect)

    # --- the big parts ----------------------------------------------------------------------

    @property
    def side(self) -> Rect:
        s = self.scale
        r = self.rect
        return Rect(r.left + 8 * s, r.bottom + 8 * s, 236 * s, r.height - 16 * s)

    @property
    def stocks(self) -> Rect:
        s = self.scale
        r = self.rect
        left = self.side.right + 10 * s
        return Rect(left, r.bottom + 8 * s, r.right - left - 8 * s, 104 * s)

    @property
    def scene(self) -> Rect:
        s = self.scale
        r = self.rect
        left = self.side.right + 10 * s
        bottom = self.stocks.top + 8 * s
        return Rect(left, bottom, r.right - left - 8 * s, r.top - 8 * s - bottom)

    # --- the side column --------------------------------------------------------------------

    @property
    def dice_area(self) -> Rect:
        side = self.side
        height = 126 * self.scale
        return Rect(side.left, side.top - height, side.width, height)

    def die(self, index: int) -> tuple[tuple[float, float], float]:
        """Centre and size of die ``index`` (0: what to place, 1: how)."""
        area = self.dice_area
        size = 78 * self.scale
        cx = area.left + area.width * (0.27 if index == 0 else 0.73)
        return (cx, area.top - 26 * self.scale - size / 2), size

    @property
    def how_area(self) -> Rect:
        """The words under the dice: how to place, what is still to place."""
        s = self.scale
        top = self.dice_area.bottom - 4 * s
        height = 128 * s
        return Rect(self.side.left, top - height, self.side.width, height)

    @property
    def tray(self) -> Rect:
        s = self.scale
        top = self.how_area.bottom - 6 * s
        bottom = self.supply.top + 6 * s
        return Rect(self.side.left, bottom, self.side.width, top - bottom)

    def tray_slot(self, index: int) -> Rect:
        s = self.scale
        tray = self.tray
        height = min(66 * s, (tray.height - 30 * s - 6 * s * (TRAY_SLOTS - 1)) / TRAY_SLOTS)
        top = tray.top - 26 * s - index * (height + 6 * s)
        return Rect(tray.left + 6 * s, top - height, tray.width - 12 * s, height)

    def buttons(self, count: int) -> list[Rect]:
        """Rows of buttons in the tray (roll; keep or discard)."""
        s = self.scale
        tray = self.tray
        height = 44 * s
        return [
            Rect(
                tray.left + 10 * s,
                tray.top - 34 * s - (i + 1) * height - i * 8 * s,
                tray.width - 20 * s,
                height,
            )
            for i in range(count)
        ]

    @property
    def supply(self) -> Rect:
        side = self.side
        return Rect(side.left, side.bottom, side.width, 62 * self.scale)

    # --- player stocks ----------------------------------------------------------------------

    def stock(self, seat: int) -> Rect:
        """A player's panel; in solo one panel beside the verdict ladder."""
        s = self.scale
        strip = self.stocks
        count = max(2, self.players)
        width = (strip.width - 8 * s * (count - 1)) / count
        return Rect(strip.left + seat * (width + 8 * s), strip.bottom, width, strip.height)

    @property
    def ladder(self) -> Rect:
        """Solo: the six verdicts, the one earned so far lit."""
        strip = self.stocks
        first = self.stock(0)
        left = first.right + 8 * self.scale
        return Rect(left, strip.bottom, strip.right - left, strip.height)
