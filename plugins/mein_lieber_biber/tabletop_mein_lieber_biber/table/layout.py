"""Where everything lies on the Mein lieber Biber table, and how the tilted raft looks from above.

No arcade: laid out and tested alone. The table rect is split into the raft on the left (with
the dam beside it and the spirit level below it) and a column on the right: the round and the
stick supply, a row per player, the two draw piles, the reward buttons and the viewer's hand.
Sizes are designed for the 960×616 table of a 1280×720 window and scale with the rect.

:class:`RaftCamera` looks straight down on the raft from a little height: a tilted raft is
foreshortened and its high side, nearer the eye, looks larger — a plane projective transform
from raft coordinates (raft radii, +y up) to window pixels. The tilt is drawn ``EXAGGERATION``
times the simulated one, so that a few degrees of real lean read at a glance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import table_scale

EXAGGERATION = 3.0
MAX_DRAWN_TILT = math.radians(62)
EYE_HEIGHT = 2.4
"""Raft radii from the raft's middle up to the eye."""
CARD_ASPECT = 1.42

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

    def _space(self) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
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
        h = self.homography()
        return tuple(  # type: ignore[return-value]
            (row[0] * half_size, row[1] * half_size, row[2]) for row in h
        )

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


@dataclass(frozen=True, slots=True)
class TableLayout:
    rect: Rect
    players: int

    @property
    def scale(self) -> float:
        return table_scale(self.rect)

    # --- the raft side --------------------------------------------------------------------

    @property
    def raft_area(self) -> Rect:
        r = self.rect
        return Rect(r.left, r.bottom, r.width - self.column.width - 14 * self.scale, r.height)

    @property
    def raft_radius(self) -> float:
        area = self.raft_area
        return min(area.height * 0.385, (area.width - 110 * self.scale) * 0.43)

    @property
    def raft_centre(self) -> tuple[float, float]:
        area = self.raft_area
        radius = self.raft_radius
        left = self.dam.right + 12 * self.scale + radius
        return left, area.top - 24 * self.scale - radius * 1.08

    def camera(self, angle: float = 0.0, towards: float = 0.0, sink: float = 0.0) -> RaftCamera:
        return RaftCamera(self.raft_centre, self.raft_radius, angle, towards, sink)

    @property
    def dam(self) -> Rect:
        """Beside the raft's ring 30 (on its left rim), where beavers go ashore."""
        s = self.scale
        area = self.raft_area
        top = area.top - 24 * s - self.raft_radius * 1.08
        height = self.raft_radius * 1.3
        return Rect(area.left + 6 * s, top - height / 2, 86 * s, height)

    def dam_slot(self, index: int) -> tuple[float, float]:
        dam = self.dam
        step = dam.height / 6
        return dam.center_x, dam.top - step * (index + 0.5)

    @property
    def level(self) -> tuple[float, float, float]:
        """The spirit level: centre x, centre y, radius (the raft's tilt, against the tip)."""
        s = self.scale
        area = self.raft_area
        radius = 44 * s
        return area.right - radius - 10 * s, area.bottom + radius + 30 * s, radius

    @property
    def raft_caption(self) -> Rect:
        s = self.scale
        area = self.raft_area
        lx, _ly, lr = self.level
        return Rect(area.left + 8 * s, area.bottom + 4 * s, lx - lr - area.left - 20 * s, 56 * s)

    # --- the column -----------------------------------------------------------------------

    @property
    def column(self) -> Rect:
        s = self.scale
        r = self.rect
        width = 340 * s
        return Rect(r.right - width - 8 * s, r.bottom + 6 * s, width, r.height - 12 * s)

    @property
    def header(self) -> Rect:
        c = self.column
        return Rect(c.left, c.top - 28 * self.scale, c.width, 28 * self.scale)

    def seat_row(self, seat: int) -> Rect:
        s = self.scale
        height = 34 * s
        top = self.header.bottom - 4 * s
        return Rect(self.column.left, top - (seat + 1) * height, self.column.width, height - 2 * s)

    @property
    def piles_row(self) -> Rect:
        s = self.scale
        top = self.seat_row(self.players - 1).bottom - 10 * s
        return Rect(self.column.left, top - 112 * s, self.column.width, 112 * s)

    @property
    def pile_size(self) -> tuple[float, float]:
        w = 56 * self.scale
        return w, w * CARD_ASPECT

    def pile(self, index: int) -> Rect:
        s = self.scale
        w, h = self.pile_size
        row = self.piles_row
        return Rect(row.left + 22 * s + index * (w + 44 * s), row.top - 24 * s - h, w, h)

    @property
    def supply(self) -> Rect:
        s = self.scale
        row = self.piles_row
        left = self.pile(1).right + 30 * s
        return Rect(left, row.bottom + 6 * s, row.right - left, row.height - 12 * s)

    @property
    def choice_row(self) -> Rect:
        s = self.scale
        top = self.piles_row.bottom - 4 * s
        return Rect(self.column.left, top - 40 * s, self.column.width, 40 * s)

    def choice_buttons(self, count: int) -> list[Rect]:
        row = self.choice_row
        return row.columns(count, 8 * self.scale) if count else []

    @property
    def hand_area(self) -> Rect:
        s = self.scale
        top = self.choice_row.bottom - 6 * s
        c = self.column
        return Rect(c.left, c.bottom, c.width, top - c.bottom)

    @property
    def hand_header(self) -> Rect:
        """Just above the cards (with room for their key letters)."""
        s = self.scale
        top = self.hand_slot(0, 1, lifted=True).top + 34 * s
        return Rect(self.hand_area.left, top - 22 * s, self.hand_area.width, 22 * s)

    @property
    def hand_card_size(self) -> tuple[float, float]:
        s = self.scale
        height = min(150 * s, self.hand_area.height - 48 * s)
        return height / CARD_ASPECT, height

    def hand_slot(self, index: int, count: int, lifted: bool = False) -> Rect:
        s = self.scale
        w, h = self.hand_card_size
        area = self.hand_area
        room = area.width - 8 * s
        step = min(w + 6 * s, (room - w) / (count - 1)) if count > 1 else 0.0
        total = step * (count - 1) + w
        left = area.left + 4 * s + max(0.0, (room - total) / 2) + index * step
        lift = 14 * s if lifted else 0.0
        return Rect(left, area.bottom + 6 * s + lift, w, h)

    def hand_hit(self, index: int, count: int, lifted: bool = False) -> Rect:
        """The part of a hand card not covered by the next one."""
        slot = self.hand_slot(index, count, lifted)
        if index == count - 1:
            return slot
        following = self.hand_slot(index + 1, count)
        return Rect(slot.left, slot.bottom, max(4.0, following.left - slot.left), slot.height)
