"""Drawing a table's life at rest (:mod:`tabletop_core.render.kit.life`) over its picture.

The touches are a handful of translucent shapes on a small canvas of their own, drawn after the
table's retained picture: a life frame rebuilds those few shapes (only when a touch's step
changed) and never the table. The host asks for the touches, keeps the table's clock and says
when life shows at all (:meth:`HostView.lives`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch, at_rest, step_of

TAU = 2 * math.pi


class LifeLayer:
    """The living touches as last drawn, rebuilt when one of them moves on a step."""

    def __init__(self) -> None:
        self.canvas = Canvas()
        self._drawn: tuple[object, ...] | None = None
        self.boxes: list[Rect] = []
        """Around each touch drawn now and the last time: what a life frame draws again."""
        self._last_rects: list[Rect] = []
        self.rebuilt = 0
        """How many times the touches were painted anew (each life step that changed)."""

    def draw(self, touches: Sequence[Touch], clock: float) -> None:
        key = (tuple(touches), at_rest(touches, clock))
        if key != self._drawn:
            self._drawn = key
            self.canvas.clear()
            self.rebuilt += 1
            for touch in touches:
                paint_touch(self.canvas, touch, step_of(touch, clock))
            rects = [touch.rect for touch in touches]
            self.boxes = boxes_of([*rects, *self._last_rects])
            self._last_rects = rects
        self.canvas.draw()

    def forget(self) -> None:
        """Nothing living shows (reduced motion, an overlay): the next draw paints anew."""
        if self._drawn is not None:
            self._drawn = None
            self.canvas.clear()


MARGIN = 16
"""Pixels a touch may reach beyond its rect (a leaf's tip, a glint's second streak)."""


def boxes_of(rects: Sequence[Rect]) -> list[Rect]:
    """Each of ``rects`` once, with :data:`MARGIN` on every side."""
    found: list[Rect] = []
    for rect in rects:
        box = around([rect])
        if box is not None and box not in found:
            found.append(box)
    return found


def around(rects: Sequence[Rect]) -> Rect | None:
    """The rect around ``rects`` (this frame's touches and the last's, drawn away), with
    :data:`MARGIN` on every side."""
    if not rects:
        return None
    left, bottom = min(r.left for r in rects) - MARGIN, min(r.bottom for r in rects) - MARGIN
    right, top = max(r.right for r in rects) + MARGIN, max(r.top for r in rects) + MARGIN
    return Rect(left, bottom, right - left, top - bottom)


def _faded(color: tuple[int, int, int, int], strength: float) -> tuple[int, int, int, int]:
    return (color[0], color[1], color[2], max(0, min(255, round(color[3] * strength))))


def paint_touch(canvas: Canvas, touch: Touch, step: int) -> None:
    """Paint ``touch`` as it is at ``step`` of its cycle."""
    rect = touch.rect
    if rect.width <= 2 or rect.height <= 2:
        return
    turn = step / touch.steps()
    painter = {
        "shimmer": _shimmer,
        "drift": _drift,
        "blink": _blink,
        "bubbles": _bubbles,
    }[touch.kind]
    painter(canvas, touch, rect, turn)


def _shimmer(canvas: Canvas, touch: Touch, rect: Rect, turn: float) -> None:
    """Short glints that slide slowly downstream, each brightening and fading once a cycle."""
    count = max(1, touch.count)
    length = max(6.0, min(rect.width * 0.12, 60.0))
    thick = max(1.5, min(3.0, rect.height * 0.04))
    for k in range(count):
        own = (turn + k / count) % 1.0
        x = rect.left + (rect.width - length) * ((k * 0.381 + turn * 0.5) % 1.0)
        y = rect.bottom + rect.height * (0.15 + 0.7 * ((k * 0.618) % 1.0))
        strength = math.sin(math.pi * own)
        if strength <= 0.05:
            continue
        canvas.rect(Rect(x, y, length, thick), _faded(touch.color, strength))
        canvas.rect(
            Rect(x + length * 0.25, y + thick * 2.5, length * 0.5, thick * 0.8),
            _faded(touch.color, strength * 0.6),
        )


def _drift(canvas: Canvas, touch: Touch, rect: Rect, turn: float) -> None:
    """Leaves carried across the band, bobbing a little."""
    count = max(1, touch.count)
    size = max(4.0, min(rect.height * 0.3, 14.0))
    for k in range(count):
        own = (turn + k / count) % 1.0
        x = rect.left + size + (rect.width - 2 * size) * own
        y = rect.center_y + math.sin(TAU * (own * 2 + k * 0.3)) * rect.height * 0.25
        tilt = math.sin(TAU * own * 3) * 0.5
        dx, dy = math.cos(tilt) * size, math.sin(tilt) * size
        points = [
            (x - dx, y - dy),
            (x - dy * 0.45, y + dx * 0.45),
            (x + dx, y + dy),
            (x + dy * 0.45, y - dx * 0.45),
        ]
        canvas.polygon(points, touch.color)


def _blink(canvas: Canvas, touch: Touch, rect: Rect, turn: float) -> None:
    """The eye in ``rect`` shut for one step of the cycle: a lid of ``color`` over it."""
    if turn * touch.steps() < 1:
        canvas.rect(rect, touch.color)


def _bubbles(canvas: Canvas, touch: Touch, rect: Rect, turn: float) -> None:
    """Small rings rising from the bottom of ``rect``, fading as they reach the top."""
    count = max(1, touch.count)
    for k in range(count):
        own = (turn + k / count) % 1.0
        radius = max(2.0, min(rect.width, rect.height) * (0.04 + 0.04 * own))
        x = rect.left + rect.width * ((k + 0.5) / count) + math.sin(TAU * own * 2) * radius
        y = rect.bottom + radius + (rect.height - 2 * radius) * own
        canvas.ring(x, y, radius, _faded(touch.color, 1.0 - own * 0.8), 1.5)
