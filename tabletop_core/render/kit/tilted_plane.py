"""A tilted board seen from above: the plane projective transform from board coordinates to
window pixels, for tables whose board leans (a raft, a see-saw, a balance).

The eye looks straight down on the board's middle from ``eye_height`` board radii, so a leaning
board is foreshortened along its lean and its high side, nearer the eye, looks larger. A small
simulated lean reads at a glance when drawn ``exaggeration`` times larger (up to
``max_drawn_tilt``). No arcade: the transform is a 3×3 matrix a renderer applies to a picture
(:class:`~tabletop_core.render.widgets.warped_picture.WarpedPicture`) and to pointer positions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Matrix = tuple[tuple[float, float, float], ...]
"""Three rows of three: ``(u, v, 1)`` → ``(X, Y, W)``."""


def tilt_of(frame: tuple[float, float]) -> tuple[float, float]:
    """``(angle, towards)`` of a lean given as its gradient ``(x, y)``: how far it leans
    (radians) and the bearing of its lowest rim."""
    x, y = frame
    return math.hypot(x, y), math.atan2(-y, -x)


@dataclass(frozen=True, slots=True)
class TiltedPlane:
    """The board of ``radius`` pixels centred at ``centre``, leaning ``angle`` (radians) with its
    lowest rim towards ``towards``; ``sink`` lowers the whole board (board radii), as a raft
    dips when it tips. ``exaggeration``, ``max_drawn_tilt`` and ``eye_height`` say how the
    lean is drawn (see the module)."""

    centre: tuple[float, float]
    radius: float
    angle: float = 0.0
    towards: float = 0.0
    sink: float = 0.0
    exaggeration: float = 1.0
    max_drawn_tilt: float = math.pi / 2
    eye_height: float = 2.4
    """Board radii from the board's middle up to the eye: near enough that the high side looks
    larger, far enough that a board leaning to the cap is not torn apart."""

    @property
    def drawn_angle(self) -> float:
        """The lean as drawn: exaggerated, and capped."""
        return min(self.max_drawn_tilt, self.angle * self.exaggeration)

    def _space(self) -> Matrix:
        """The 3-D position of board point (u, v) as columns: ``P = u·a + v·b`` plus the sink."""
        alpha = self.drawn_angle
        dx, dy = math.cos(self.towards), math.sin(self.towards)
        ca, sa = math.cos(alpha), math.sin(alpha)
        # along the tilt direction d: foreshortened by cos and lowered by sin; across it: kept
        # P = (p·d)(ca·d, -sa) + (p·d⊥)(d⊥, 0), with d⊥ = (-dy, dx)
        a = (ca * dx * dx + dy * dy, ca * dx * dy - dy * dx, -sa * dx)
        b = (ca * dy * dx - dx * dy, ca * dy * dy + dx * dx, -sa * dy)
        return (a[0], b[0], 0.0), (a[1], b[1], 0.0), (a[2], b[2], -self.sink)

    def homography(self) -> Matrix:
        """Board ``(u, v, 1)`` → window ``(X, Y, W)``."""
        rx, ry, rz = self._space()
        cx, cy = self.centre
        k = self.radius
        eye = self.eye_height
        w = (-rz[0] / eye, -rz[1] / eye, 1.0 - rz[2] / eye)
        return (
            (k * rx[0] + cx * w[0], k * rx[1] + cx * w[1], k * rx[2] + cx * w[2]),
            (k * ry[0] + cy * w[0], k * ry[1] + cy * w[1], k * ry[2] + cy * w[2]),
            w,
        )

    def picture_warp(self, half_size: float) -> Matrix:
        """The homography for a picture whose -1..1 spans ``half_size`` board radii."""
        return tuple((row[0] * half_size, row[1] * half_size, row[2]) for row in self.homography())

    def shade(self, half_size: float, strength: float = 0.9) -> tuple[float, float, float]:
        """Brightness change over the picture: the low side darker, the high side lit."""
        _rx, _ry, rz = self._space()
        return (strength * rz[0] * half_size, strength * rz[1] * half_size, 0.0)

    def to_screen(self, u: float, v: float) -> tuple[float, float, float]:
        """Window ``(x, y)`` of board point ``(u, v)``, and how much larger it looks there."""
        h = self.homography()
        x = h[0][0] * u + h[0][1] * v + h[0][2]
        y = h[1][0] * u + h[1][1] * v + h[1][2]
        w = h[2][0] * u + h[2][1] * v + h[2][2]
        return x / w, y / w, 1.0 / w

    def to_board(self, x: float, y: float) -> tuple[float, float]:
        """The board point under window pixel ``(x, y)``."""
        inverse = _inverse(self.homography())
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
