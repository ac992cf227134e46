"""The beaver in hand: which card moves which beaver to which ring, where within the ring it is
put and where its tail points, and what the raft would do (no arcade; read-only on the view).

The raft and the beavers are public, so the prediction runs the very physics the rules run
(:func:`~tabletop_mein_lieber_biber.rules.preview` and :func:`~tabletop_mein_lieber_biber.raft.wobble`)
on the seat's view; it costs about a millisecond, and the table asks for it at most a few times a
second while the beaver moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop_mein_lieber_biber.actions import Play
from tabletop_mein_lieber_biber.cards import COLOURS, VALUES
from tabletop_mein_lieber_biber.raft import RING_TOLERANCE, Wobble, spot_xy, wobble
from tabletop_mein_lieber_biber.rules import Move, playable, preview
from tabletop_mein_lieber_biber.state import BiberState

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

    @property
    def move(self) -> Move:
        return (self.card, self.beaver, self.ring)

    @property
    def joker(self) -> bool:
        return self.card // VALUES != self.beaver

    def action(self) -> Play:
        if self.ring is None:
            return Play(self.card, COLOURS[self.beaver], 0.0, 0.0)
        return Play(self.card, COLOURS[self.beaver], round(self.spot, 3), round(self.tail, 4))

    def with_spot(self, spot: float) -> Aim:
        return Aim(self.card, self.beaver, self.ring, max(-1.0, min(1.0, spot)), self.tail)

    def with_tail(self, tail: float) -> Aim:
        return Aim(self.card, self.beaver, self.ring, self.spot, tail % math.tau)


def moves_of(view: BiberState, card: int) -> list[Move]:
    """The moves ``card`` allows now (a joker: one per beaver still on the raft)."""
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


def predict(view: BiberState, aim: Aim) -> Wobble:
    """What the raft would do if the beaver were put down as aimed."""
    beavers, placed = preview(view, aim.move, aim.spot, aim.tail)
    return wobble(view.poses, beavers, placed)
