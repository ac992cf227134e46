"""The beaver in hand: which card moves which beaver to which ring, where within the ring it is
put, where its tail points and how gently it is set down (no arcade; read-only on the view).

Nothing here predicts what the raft will do: a person at the real raft sees how it leans now and
where the beavers stand, not the future, and so does the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from tabletop_core.render.controllers.drop import lowered_drop, release_speed
from tabletop_mein_lieber_biber.actions import Play, SetDown
from tabletop_mein_lieber_biber.cards import COLOURS, VALUES
from tabletop_mein_lieber_biber.raft import RING_TOLERANCE, spot_xy
from tabletop_mein_lieber_biber.rules import Move, playable
from tabletop_mein_lieber_biber.state import PLACE, BiberState

CATCH = 0.16
"""Raft radii around a target ring within which a dragged beaver is let go onto it."""


@dataclass(frozen=True, slots=True)
class Aim:
    card: int
    beaver: int
    ring: int | None
    """``None``: the move takes the beaver onto the dam."""
    spot: float = 0.0
    tail: float = 0.0
    drop: float = 0.5
    """How hard it is set down: 0 lowered gently .. 1 planted (the mouse's release speed, or
    the timing of the keyboard's lowering)."""

    @property
    def move(self) -> Move:
        return (self.card, self.beaver, self.ring)

    @property
    def joker(self) -> bool:
        return self.card // VALUES != self.beaver

    def action(self) -> Play:
        if self.ring is None:
            return Play(self.card, COLOURS[self.beaver], 0.0, 0.0)
        return Play(self.card, COLOURS[self.beaver], *self._placing())

    def set_down(self) -> SetDown:
        """The beaver already lifted (its card played), set down as aimed."""
        return SetDown(*self._placing())

    def _placing(self) -> tuple[float, float, float]:
        """Spot, tail and drop as sent: rounded finer than a hand can place a beaver."""
        return round(self.spot, 3), round(self.tail, 4), round(self.drop, 3)

    def with_spot(self, spot: float) -> Aim:
        return replace(self, spot=max(-1.0, min(1.0, spot)))

    def with_tail(self, tail: float) -> Aim:
        return replace(self, tail=tail % math.tau)

    def with_drop(self, drop: float) -> Aim:
        return replace(self, drop=max(0.0, min(1.0, drop)))


def moves_of(view: BiberState, card: int) -> list[Move]:
    """The moves ``card`` allows now (a joker: one per beaver still on the raft); once its
    beaver is lifted, only that beaver's move."""
    if view.phase == PLACE and view.lifted is not None:
        return [view.lifted] if view.lifted[0] == card else []
    return [move for move in playable(view) if move[0] == card]


def first_aim(view: BiberState, card: int, beaver: int | None = None) -> Aim | None:
    """The card in hand over its ring: the spot in the middle, the tail pointing outwards."""
    moves = moves_of(view, card)
    if not moves:
        return None
    move = next((m for m in moves if m[1] == beaver), moves[0])
    _card, colour, ring = move
    if ring is None:
        return Aim(card, colour, None)
    x, y = view.raft.coordinates(ring)
    return Aim(card, colour, ring, 0.0, math.atan2(y, x) % math.tau)


def stand_point(view: BiberState, aim: Aim) -> tuple[float, float] | None:
    """Where the beaver would stand (raft radii); ``None`` for the dam."""
    if aim.ring is None:
        return None
    return spot_xy(view.raft, aim.beaver, aim.ring, aim.spot)


def spot_at(view: BiberState, ring: int, u: float, v: float) -> tuple[float, float]:
    """``(spot, distance)``: the spot a point ``(u, v)`` of the raft asks for on ``ring`` (its
    offset from the ring's centre along the ring's bearing, clamped to -1..1) and how far the
    point is from the ring's centre (raft radii)."""
    x, y = view.raft.coordinates(ring)
    radius = math.hypot(x, y)
    outward = ((u * x + v * y) / radius) - radius
    return max(-1.0, min(1.0, outward / RING_TOLERANCE)), math.hypot(u - x, v - y)


FAST_RELEASE = 0.08
"""Raft radii per pointer motion (the window reports about 60 a second) at which a released
beaver is planted as hard as a hand can (drop 1); a pointer at rest lowers it gently (0)."""
LOWER_SECONDS = 0.9
"""Keyboard: seconds the hand takes to lower the beaver from its height onto the raft."""


def release_drop(motions: list[float]) -> float:
    """The drop of a beaver let go by the mouse: the pointer's speed over its last two motions
    (raft radii each), as a share of ``FAST_RELEASE``."""
    return release_speed(motions, FAST_RELEASE)


def lowering_drop(seconds: float) -> float:
    """The drop of a beaver the keyboard lowers: Enter starts lowering and Enter again lets go.
    Let go high above the raft it falls (1); let go as it touches, after ``LOWER_SECONDS``, it is
    set down gently (0); held on, the hand presses it down harder and harder."""
    return lowered_drop(seconds, LOWER_SECONDS)
