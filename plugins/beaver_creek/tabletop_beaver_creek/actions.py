"""The actions of Beaver Creek. Angles are in degrees, counter-clockwise; x and y are where
the hand lets go of the piece's centre (under the mirrored hand, x is the hand's, mirrored)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll both dice to start the turn."""


@dataclass(frozen=True, slots=True)
class Place:
    """Let go of a piece (``beaver``, ``log``, ``small_log``, or with face 4 ``beaver+log`` /
    ``beaver+small_log``: the log with a beaver standing on its middle, x, y the log's centre)
    at that spot."""

    piece: str
    x: float
    y: float
    angle: float = 0.0


@dataclass(frozen=True, slots=True)
class Discard:
    """After another player's accident: throw one of your logs away (never your last)."""

    piece: str


@dataclass(frozen=True, slots=True)
class Keep:
    """After another player's accident: keep all your logs."""
