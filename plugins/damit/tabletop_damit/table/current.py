"""The river's current: it flows towards place 1 while the table moves, and rests otherwise.

The water's body is drawn once (its picture under the river cards); its current lines and the
chevrons under the cards are repeating tiles that this module slides to the left, clipped to
their strip of the river. A frame of flowing water costs a few quads moved by a translation,
never a new picture. The current only flows while the table is animating anyway (a card taken,
the river shifting, a dam built): it never asks for a frame of its own, so an idle table stays
one cached picture, and with reduced motion it never flows at all. Its clock is the table's
``on_update`` time, so recorded frames are the same every time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.motion.shake import slid

SPEED = 40.0
"""How fast the current flows, in pixels a second at the table's normal scale."""


@dataclass(frozen=True, slots=True)
class Strip:
    """A stretch of the river the current slides through: ``texture`` tiles ``period`` px
    wide, laid from the strip's left edge and seen only inside ``clip``."""

    texture: Any
    clip: Rect
    period: int


class RiverCurrent:
    """The tiles of every strip, and how far the water has flowed."""

    def __init__(self, reduced_motion: bool = False) -> None:
        self.reduced_motion = reduced_motion
        self.flowed = 0.0
        """Seconds the water has flowed (only while the table animated)."""
        self.speed = SPEED
        self._strips: list[tuple[Strip, Pieces]] = []

    def lay(self, strips: list[Strip], scale: float = 1.0) -> None:
        """Lay the tiles of ``strips`` (after a repaint); the flow so far is kept."""
        self.speed = SPEED * scale
        self._strips = []
        for strip in strips:
            clip = strip.clip
            tiles = Pieces(
                TablePiece(
                    strip.texture,
                    clip.left + (k + 0.5) * strip.period,
                    clip.center_y,
                    strip.period,
                    clip.height,
                )
                for k in range(math.ceil(clip.width / strip.period) + 1)
            )
            self._strips.append((strip, tiles))

    @property
    def strips(self) -> list[Strip]:
        """The strips laid: the water's current lines first, then the chevrons under the cards."""
        return [strip for strip, _tiles in self._strips]

    def flow(self, delta_time: float) -> None:
        """Let the water run on for ``delta_time`` seconds (the table calls this only while it
        animates); nothing with reduced motion."""
        if not self.reduced_motion:
            self.flowed += delta_time

    def offset(self, strip: Strip) -> float:
        """How far left of where they lie at rest the strip's tiles are now."""
        return (self.flowed * self.speed) % strip.period

    def draw(self) -> None:
        for strip, tiles in self._strips:
            with slid(-self.offset(strip), 0, strip.clip):
                tiles.draw()
