"""Segments: a picture shown from one box to another (centre, size, opacity) between two times
of one timeline, hidden before, and after too unless it holds its last box until the whole
animation ends: a wave running along a row, a splash, a card turning over, a token dropping.

Unlike a flight (:mod:`tabletop_core.render.kit.flights`), a segment also fades, and many
segments of the same sprite (or of several) play one after the other on a shared clock.
No arcade import: a segment moves any object with the sprite's attributes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.motion.easing import smooth

Box = tuple[float, float, float, float, float]
"""centre x, centre y, width, height, opacity (0-255)."""

OPAQUE = 255
"""A box's opacity when nothing shows through it."""
THINNEST = 0.5
"""Pixels a shown picture is at the least across (a picture turning edge-on stays a line)."""


def box_of(rect: Rect, alpha: float = OPAQUE) -> Box:
    """``rect`` as a box, at opacity ``alpha``."""
    return (rect.center_x, rect.center_y, rect.width, rect.height, alpha)


def unease(share: float) -> float:
    """The share of a segment's time at which its smooth easing has covered ``share`` of the
    way (0-1): when a front crossing a row reaches a point on it."""
    share = max(0.0, min(1.0, share))
    return 0.5 - math.sin(math.asin(1 - 2 * share) / 3)


@dataclass(slots=True)
class Segment:
    """``sprite`` from box ``start`` to box ``end``, eased, from ``begin`` to ``finish`` on the
    timeline's clock."""

    sprite: Any
    start: Box
    end: Box
    begin: float
    finish: float
    hold: bool = False
    """Stay shown (at the end box) after ``finish`` until the whole animation ends."""

    def place(self, clock: float) -> None:
        """Show the sprite where it is at ``clock`` (or hide it outside the segment)."""
        sprite = self.sprite
        if clock < self.begin or (clock > self.finish and not self.hold):
            sprite.visible = False
            return
        span = self.finish - self.begin
        k = 1.0 if span <= 0 else smooth(min(1.0, (clock - self.begin) / span))
        values = [a + (b - a) * k for a, b in zip(self.start, self.end, strict=True)]
        sprite.visible = True
        sprite.center_x, sprite.center_y = values[0], values[1]
        sprite.width, sprite.height = max(THINNEST, values[2]), max(THINNEST, values[3])
        sprite.alpha = int(max(0, min(OPAQUE, values[4])))
