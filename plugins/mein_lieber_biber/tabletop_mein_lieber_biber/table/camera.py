"""How the tilted raft looks from above: :class:`RaftCamera` looks straight down on the raft from
a little height, so a tilted raft is foreshortened and its high side, nearer the eye, looks
larger — a plane projective transform from raft coordinates (raft radii, +y up) to window
pixels. The tilt is drawn ``EXAGGERATION`` times the simulated one, so that a few degrees of real
lean read at a glance. No arcade."""

from __future__ import annotations

import math
from dataclasses import dataclass

EXAGGERATION = 3.0


MAX_DRAWN_TILT = math.radians(62)


EYE_HEIGHT = 2.4
"""Raft radii from the raft's middle up to the eye."""


Matrix = tuple[tuple[float, float, float], ...]


def tilt_of(frame: tuple[float, float]) -> tuple[float, float]:
    """``(angle, towards)`` of a tilt frame (see ``raft.tilt``): lean and the lowest rim's bearing."""
    x, y = frame
    return math.hypot(x, y), math.atan2(-y, -x)


@dataclass(frozen=True, slots=True)
class RaftCamera:
    """The raft of ``radius`` pixels centred at ``centre``, leaning ``angle`` (simulated radians)
    with its lowest rim towards ``towards``; ``sink`` lowers the whole raft (raft radii), as it
    does when it tips and dips into the water."""

    centre: tuple[float, float]
    radius: float
    angle: float = 0.0
    towards: float = 0.0
    sink: float = 0.0

    @property
    def drawn_angle(self) -> float:
        return min(MAX_DRAWN_TILT, self.angle * EXAGGERATION)

    def _space(self) -> Matrix:
        """The 3-D position of raft point (u, v) as columns: ``P = u·a + v·b`` plus the sink."""
        alpha = self.drawn_angle
        dx, dy = math.cos(self.towards), math.sin(self.towards)
        ca, sa = math.cos(alpha), math.sin(alpha)
        # along the tilt direction d: foreshortened by cos and lowered by sin; across it: kept
        # P = (p·d)(ca·d, -sa) + (p·d⊥)(d⊥, 0), with d⊥ = (-dy, dx)
        a = (ca * dx * dx + dy * dy, ca * dx * dy - dy * dx, -sa * dx)
        b = (ca * dy * dx - dx * dy, ca * dy * dy + dx * dx, -sa * dy)
        return (a[0], b[0], 0.0), (a[1], b[1], 0.0), (a[2], b[2], -self.sink)

    def homography(self) -> Matrix:
        """Raft ``(u, v, 1)`` → window ``(X, Y, W)``."""
        rx, ry, rz = self._space()
        cx, cy = self.centre
        k = self.radius
        w = (-rz[0] / EYE_HEIGHT, -rz[1] / EYE_HEIGHT, 1.0 - rz[2] / EYE_HEIGHT)
        return (
            (k * rx[0] + cx * w[0], k * rx[1] + cx * w[1], k * rx[2] + cx * w[2]),
            (k * ry[0] + cy * w[0], k * ry[1] + cy * w[1], k * ry[2] + cy * w[2]),
            w,
        )

    def picture_warp(self, half_size: float) -> Matrix:
        """The homography for a picture whose -1..1 spans ``half_size`` raft radii."""
        return tuple((row[0] * half_size, row[1] * half_size, row[2]) for row in self.homography())

    def shade(self, half_size: float, strength: float = 0.9) -> tuple[float, float, float]:
        """Brightness change over the picture: the low side darker, the high side lit."""
        _rx, _ry, rz = self._space()
        return (strength * rz[0] * half_size, strength * rz[1] * half_size, 0.0)

    def to_screen(self, u: float, v: float) -> tuple[float, float, float]:
        """Window ``(x, y)`` of raft point ``(u, v)``, and how much larger it looks there."""
        h = self.homography()
        x = h[0][0] * u + h[0][1] * v + h[0][2]
        y = h[1][0] * u + h[1][1] * v + h[1][2]
        w = h[2][0] * u + h[2][1] * v + h[2][2]
        return x / w, y / w, 1.0 / w

    def to_raft(self, x: float, y: float) -> tuple[float, float]:
        """The raft point under window pixel ``(x, y)``."""
        h = self.homography()
        inverse = _inverse(h)
        u = inverse[0][0] * x + inverse[0][1] * y + inverse[0][2]
        v = inverse[1][0] * x + inverse[1][1] * y + inverse[1][2]
        w = inverse[2][0] * x + inverse[2][1] * y + inverse[2][2]
        return u / w, v / w


def _inverse(m: Matrix) -> Matrix:
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return (
        ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
        ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
        ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det),
    )
