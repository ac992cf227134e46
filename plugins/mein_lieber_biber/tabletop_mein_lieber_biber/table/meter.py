"""The keyboard's lowering meter: how high the beaver in hand hangs over the raft while Enter
lowers it, so that the second Enter can be timed.

A narrow gauge beside the beaver: a line for the raft's surface, a green band round it where
letting go sets the beaver down gently, and a mark for the beaver, which sinks from the top
towards the line over :data:`~tabletop_mein_lieber_biber.table.aim.LOWER_SECONDS` and, held on,
below it (the hand pressing the beaver down). The mark's place is exactly the drop that letting
go now gives (:func:`~tabletop_mein_lieber_biber.table.aim.lowering_drop`): its distance from the
line, as a share of the gauge's height above it. Nothing here tells what the raft will do.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette
from tabletop_mein_lieber_biber.table.aim import LOWER_SECONDS

GENTLE = 0.2
"""The band: letting go within this drop of the line (0 lowered .. 1 let fall) is gentle."""
BELOW = 0.6
"""How far the gauge reaches below the line, as a share of its height above it."""
HEIGHT = 110
"""Pixels (at 100 %) of the gauge above the line."""
WIDTH = 16
MARK = (255, 255, 255, 255)
BAND = (64, 196, 96, 255)
TRACK = (20, 24, 31, 215)


@dataclass(frozen=True, slots=True)
class Meter:
    track: Rect
    line_y: float
    """Window y of the raft's surface: the beaver touches it after ``LOWER_SECONDS``."""
    band: Rect
    mark_y: float
    """Window y of the beaver's mark."""


def meter_for(anchor: tuple[float, float], room: Rect, scale: float, seconds: float) -> Meter:
    """The meter beside ``anchor`` (the beaver's place on the screen), kept inside ``room``,
    ``seconds`` after the lowering began."""
    above = HEIGHT * scale
    below = above * BELOW
    width = WIDTH * scale
    gap = 40 * scale
    x = anchor[0] + gap
    if x + width > room.right - 4 * scale:
        x = anchor[0] - gap - width
    x = max(room.left + 4 * scale, min(x, room.right - 4 * scale - width))
    line_y = anchor[1] - above / 2 + below / 2
    line_y = max(room.bottom + below + 4 * scale, min(line_y, room.top - above - 4 * scale))
    track = Rect(x, line_y - below, width, above + below)
    band = Rect(x, line_y - GENTLE * above, width, 2 * GENTLE * above)
    sunk = seconds / LOWER_SECONDS
    mark_y = max(track.bottom, min(track.top, line_y + (1.0 - sunk) * above))
    return Meter(track, line_y, band, mark_y)


def paint_meter(canvas: Canvas, meter: Meter, scale: float) -> None:
    track = meter.track
    canvas.rect(track, TRACK, border=Palette.TEXT, border_width=2)
    canvas.rect(meter.band, BAND)
    reach = 5 * scale
    canvas.line(
        track.left - reach, meter.line_y, track.right + reach, meter.line_y, Palette.TEXT, 2 * scale
    )
    mark = Rect(track.left - reach, meter.mark_y - 3 * scale, track.width + 2 * reach, 6 * scale)
    canvas.rect(mark, MARK)
