"""Outlines of pieces as vertex lists, in the piece's own frame (centre at the origin)."""

from __future__ import annotations

import math
from collections.abc import Sequence

Vertices = tuple[tuple[float, float], ...]


def box(width: float, height: float) -> Vertices:
    """A rectangle centred on the origin, counter-clockwise."""
    w, h = width / 2, height / 2
    return ((-w, -h), (w, -h), (w, h), (-w, h))


def chamfered_box(width: float, height: float, chamfer: float) -> Vertices:
    """A rectangle with its two top corners cut off by ``chamfer`` (a meeple's head)."""
    w, h = width / 2, height / 2
    c = min(chamfer, w, height)
    return ((-w, -h), (w, -h), (w, h - c), (w - c, h), (-w + c, h), (-w, h - c))


def transformed(
    vertices: Sequence[tuple[float, float]], x: float, y: float, angle: float
) -> Vertices:
    """The outline turned by ``angle`` (radians) and moved to ``(x, y)``, in world coordinates."""
    cos, sin = math.cos(angle), math.sin(angle)
    return tuple((x + vx * cos - vy * sin, y + vx * sin + vy * cos) for vx, vy in vertices)


def extent(
    vertices: Sequence[tuple[float, float]], angle: float
) -> tuple[float, float, float, float]:
    """``(left, bottom, right, top)`` of the outline turned by ``angle`` about its centre."""
    points = transformed(vertices, 0.0, 0.0, angle)
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)
