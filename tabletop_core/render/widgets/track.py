"""A spiral track (a score or race track winding inward) with the seats' markers on it."""

from __future__ import annotations

import math
from collections.abc import Mapping

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape


def spiral_positions(spaces: int, area: Rect, turns: float = 2.2) -> list[tuple[float, float]]:
    """Centres of ``spaces`` spaces on a spiral from the outside in, evenly spaced along it."""
    cx, cy = area.center_x, area.center_y
    outer = min(area.width, area.height) / 2 * 0.92
    inner = outer * 0.25
    samples = []
    steps = spaces * 20
    for i in range(steps + 1):
        t = i / steps
        angle = math.pi / 2 - t * turns * 2 * math.pi
        radius = outer - (outer - inner) * t
        samples.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    lengths = [0.0]
    for (x1, y1), (x2, y2) in zip(samples, samples[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(x2 - x1, y2 - y1))
    total = lengths[-1]
    positions = []
    j = 0
    for k in range(spaces):
        target = total * k / max(1, spaces - 1)
        while j < len(lengths) - 2 and lengths[j + 1] < target:
            j += 1
        positions.append(samples[j])
    return positions


class SpiralTrack:
    """``spaces`` numbered spaces; ``pieces`` maps seat → space index."""

    def __init__(self, spaces: int) -> None:
        self.spaces = spaces

    def paint(
        self,
        canvas: Canvas,
        sizes: Sizes,
        area: Rect,
        pieces: Mapping[int, int],
        marked: frozenset[int] = frozenset(),
    ) -> None:
        points = spiral_positions(self.spaces, area)
        radius = max(6.0, min(area.width, area.height) / (self.spaces**0.5) / 4)
        for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
            canvas.line(x1, y1, x2, y2, Palette.PANEL_EDGE, 3)
        for index, (x, y) in enumerate(points):
            fill = Palette.ACCENT if index in marked else Palette.PANEL_LIGHT
            canvas.circle(x, y, radius, fill, segments=16)
            if index % 5 == 0:
                canvas.text(
                    str(index),
                    x,
                    y,
                    sizes.small * 0.85,
                    Palette.TEXT,
                    anchor_x="center",
                    anchor_y="center",
                )
        stacked: dict[int, int] = {}
        for seat, space in sorted(pieces.items()):
            space = max(0, min(self.spaces - 1, space))
            level = stacked.get(space, 0)
            stacked[space] = level + 1
            x, y = points[space]
            canvas.marker(
                seat_shape(seat),
                x + level * radius * 0.5,
                y + level * radius * 0.5,
                radius * 0.8,
                seat_color(seat),
            )
