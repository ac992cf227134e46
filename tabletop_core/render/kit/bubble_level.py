"""A round spirit level showing how far a board leans: its bubble rises towards the high side,
and reaches the edge of the level's safe glass just as the board would tip, so a player reads
the danger at a glance.

The lean is a gradient ``(x, y)`` (its length the angle in radians, pointing down the slope);
the level's picture draws its safe glass out to :data:`SAFE` of its radius. No arcade.
"""

from __future__ import annotations

import math

SAFE = 0.8
"""The part of the level's radius inside which the board holds (its safe glass)."""
PAST = 1.2
"""How far past the tipping angle the bubble still moves (as a share of it): it shows a board
going over, then stops inside the rim."""


def bubble_offset(lean: tuple[float, float], radius: float, tips_at: float) -> tuple[float, float]:
    """Where the bubble sits, from the middle of a level ``radius`` pixels across, for a board
    leaning ``lean`` that tips at ``tips_at`` radians: towards the high side (a bubble rises),
    at the edge of the safe glass when the board tips."""
    x, y = lean
    angle = math.hypot(x, y)
    if angle == 0.0:
        return 0.0, 0.0
    reach = radius * SAFE * min(PAST, angle / tips_at)
    # the low rim is towards (-x, -y): the bubble goes the other way
    return reach * x / angle, reach * y / angle
