"""The offered spots in the order a careful hand would try them: the likeliest to hold first.

Each spot the rules offer (:func:`preview.suggested_holds`) is let go once, exactly, on a
rebuilt copy of the dam (:mod:`tabletop_beaver_creek.trial`, the physics the bots weigh their
spots with) and ranked: spots where nothing falls and no rule is broken first, the least
leaning and the least disturbing of those first; then spots the rules would hand back; spots
where something falls last. So the keyboard's ↑ never starts on a steep log that falls at once.
Deterministic: no noise is drawn, the same dam ranks the same way.
"""

from __future__ import annotations

import math

from tabletop_beaver_creek import preview, trial
from tabletop_beaver_creek.handicaps import world_x
from tabletop_beaver_creek.state import CreekState

LEAN_WEIGHT = 20.0
"""Rank units per radian the placed piece comes to rest off level (a log) or upright."""


Spot = tuple[float, float]
"""(hand x, degrees), as :func:`preview.suggested_holds` keys them."""


def ranked_holds(view: CreekState, kind: str) -> list[tuple[Spot, float | None]]:
    """The spots of :func:`preview.suggested_holds` with their hold heights, steadiest first."""
    holds = preview.suggested_holds(view, kind)
    if not holds:
        return []
    base = trial.baseline(view)
    handicap = preview.handicap_in_force(view)
    ranked = []
    for (hand, degrees), height in holds.items():
        shown = preview.aim(view, kind, hand, degrees, height)
        outcome = trial.try_place(
            view, base, kind, world_x(handicap, hand), shown.y, math.radians(degrees)
        )
        if outcome.fell:
            order = (2, outcome.fell, 0.0)
        elif outcome.fault is not None:
            order = (1, 0, 0.0)
        else:
            order = (0, 0, LEAN_WEIGHT * outcome.lean + outcome.disturbance + 0.1 * outcome.drift)
        ranked.append((order, hand, degrees, height))
    ranked.sort(key=lambda row: (row[0], row[1], row[2]))
    return [((hand, degrees), height) for _order, hand, degrees, height in ranked]
