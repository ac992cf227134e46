"""Die 2 in the hand: how the spot a player chose becomes the spot the piece is let go of.

Every draw comes from the state's seeded RNG, in a fixed order, so the noise is part of the
replay. Faces 5 and 6 change where a log may go, not how the hand moves: they are rules
(:mod:`tabletop_beaver_creek.judge`), not noise.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

from tabletop_beaver_creek.dice import BEAVER_AND_LOG, MIRRORED_HAND, SCISSOR_GRIP, TREMBLING_HAND
from tabletop_beaver_creek.pieces import DAM_CENTRE

TREMBLE_SHIFT = 2.5
TREMBLE_TURN = math.radians(4)
TREMBLE_LIFT = 1.0
SCISSOR_TURN_LIMIT = math.radians(10)
"""With a scissor grip the piece cannot be turned further than this from level (or upright)."""
SCISSOR_SWING = math.radians(6)
SCISSOR_DRIFT = 25.0
SCISSOR_SPIN = 0.4
CLUMSY_SHIFT = 1.0
CLUMSY_TURN = math.radians(2)
COMBO_SHIFT = 3.0
SHAKING_HANDS = frozenset({TREMBLING_HAND, SCISSOR_GRIP, MIRRORED_HAND, BEAVER_AND_LOG})
"""The faces whose hand draws noise from the RNG as it lets go (see :func:`release`; with face
4 the beaver stands a little off the middle of its log)."""


class Release(NamedTuple):
    """Where and how the piece leaves the hand (world x, radians, velocities)."""

    x: float
    y: float
    angle: float
    vx: float = 0.0
    vy: float = 0.0
    spin: float = 0.0
    combo_shift: float = 0.0


def world_x(handicap: int | None, hand_x: float) -> float:
    """The mirrored hand moves the piece the other way: ``x`` in an action is the hand's."""
    return 2 * DAM_CENTRE - hand_x if handicap == MIRRORED_HAND else hand_x


def hand_x(handicap: int | None, x: float) -> float:
    """The hand position that puts a piece at world ``x`` (its own inverse)."""
    return world_x(handicap, x)


def release(handicap: int | None, x: float, y: float, angle: float, rng: random.Random) -> Release:
    """The aimed spot (world x, radians) after the hand has had its say."""
    if handicap == TREMBLING_HAND:
        return Release(
            x + rng.gauss(0.0, TREMBLE_SHIFT),
            y + abs(rng.gauss(0.0, TREMBLE_LIFT)),
            angle + rng.gauss(0.0, TREMBLE_TURN),
        )
    if handicap == SCISSOR_GRIP:
        swing = rng.uniform(-SCISSOR_SWING, SCISSOR_SWING)
        return Release(
            x, y, angle + swing, rng.gauss(0.0, SCISSOR_DRIFT), 0.0, rng.gauss(0.0, SCISSOR_SPIN)
        )
    if handicap == MIRRORED_HAND:
        return Release(x + rng.gauss(0.0, CLUMSY_SHIFT), y, angle + rng.gauss(0.0, CLUMSY_TURN))
    if handicap == BEAVER_AND_LOG:
        return Release(x, y, angle, combo_shift=rng.uniform(-COMBO_SHIFT, COMBO_SHIFT))
    return Release(x, y, angle)
