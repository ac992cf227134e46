"""The gauge a keyboard player times a lowered piece by: how high the piece in hand hangs over
the board while a key lowers it (:func:`~tabletop_core.render.controllers.drop.lowered_drop`),
so that the key that lets it go can be timed.

A narrow upright gauge beside the piece: a line for the board's surface, a green band round it
where letting go sets the piece down gently, and a mark for the piece, which sinks from the top
towards the line over ``touch`` seconds and, held on, below it (the hand pressing the piece
down). The mark's distance from the line, as a share of the gauge's height above it, is exactly
the drop letting go now gives. Placing is plain data; :func:`paint_lowering_gauge` draws it on
any canvas.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette

if TYPE_CHECKING:
    from tabletop_core.render.canvas import Canvas

GENTLE = 0.2
"""The band: letting go within this drop of the line (0 lowered .. 1 let fall) is gentle."""
BELOW = 0.6
"""How far the gauge reaches below the line, as a share of its height above it."""
HEIGHT = 110
"""Pixels (at scale 1) of the gauge above the line."""
WIDTH = 16
"""Pixels (at scale 1) across the gauge."""
AWAY = 40
"""Pixels (at scale 1) between the piece and the gauge."""
MARGIN = 4
"""Pixels (at scale 1) the gauge keeps from the edges of its room."""
REACH = 5
"""Pixels (at scale 1) the line and the mark reach out of the track on each side."""
MARK = (255, 255, 255, 255)
BAND = (64, 196, 96, 255)
TRACK = (20, 24, 31, 215)


@dataclass(frozen=True, slots=True)
class LoweringGauge:
    """Where a lowering gauge is drawn, in window pixels."""

    track: Rect
    line_y: float
    """Window y of the board's surface: the piece touches it after ``touch`` seconds."""
    band: Rect
    mark_y: float
    """Window y of the piece's mark."""


def lowering_gauge(
    anchor: tuple[float, float], room: Rect, scale: float, seconds: float, touch: float
) -> LoweringGauge:
    """The gauge beside ``anchor`` (the piece's place on the screen; right of it, or left when
    there is no room), kept inside ``room``, ``seconds`` after the lowering began; the piece
    touches the board after ``touch`` seconds."""
    above = HEIGHT * scale
    below = above * BELOW
    width, away, margin = WIDTH * scale, AWAY * scale, MARGIN * scale
    x = anchor[0] + away
    if x + width > room.right - margin:
        x = anchor[0] - away - width
    x = max(room.left + margin, min(x, room.right - margin - width))
    line_y = anchor[1] - above / 2 + below / 2
    line_y = max(room.bottom + below + margin, min(line_y, room.top - above - margin))
    track = Rect(x, line_y - below, width, above + below)
    band = Rect(x, line_y - GENTLE * above, width, 2 * GENTLE * above)
    sunk = seconds / touch
    mark_y = max(track.bottom, min(track.top, line_y + (1.0 - sunk) * above))
    return LoweringGauge(track, line_y, band, mark_y)


def paint_lowering_gauge(canvas: Canvas, gauge: LoweringGauge, scale: float) -> None:
    """Paint ``gauge`` on ``canvas``: the track, the gentle band, the board's line, the mark."""
    track = gauge.track
    canvas.rect(track, TRACK, border=Palette.TEXT, border_width=2)
    canvas.rect(gauge.band, BAND)
    reach = REACH * scale
    line = (track.left - reach, gauge.line_y, track.right + reach, gauge.line_y)
    canvas.line(*line, Palette.TEXT, 2 * scale)
    mark = Rect(track.left - reach, gauge.mark_y - 3 * scale, track.width + 2 * reach, 6 * scale)
    canvas.rect(mark, MARK)
