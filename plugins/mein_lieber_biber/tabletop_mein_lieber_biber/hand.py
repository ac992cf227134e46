"""The hand that sets a beaver down: nobody's hand is perfectly steady.

Every placement, a person's or a bot's, is shaken by the same small tremble before the beaver
lands: the spot within the ring, the tail's direction and how hard it is set down. The rules draw
the tremble from the game's seeded RNG, so a replay lands every beaver exactly where it landed,
and nobody (no bot either) can know the tremble in advance.
"""

from __future__ import annotations

import math
import random

SPOT_TREMBLE = 0.15
"""Standard deviation of the spot (in ring tolerances, -1..1)."""
TAIL_TREMBLE = math.radians(6)
DROP_TREMBLE = 0.05
"""Standard deviation of the drop (0 lowered .. 1 let fall)."""


def tremble(
    rng: random.Random | None, spot: float, tail: float, drop: float
) -> tuple[float, float, float]:
    """``(spot, tail, drop)`` as the hand really sets the beaver down; without an RNG (a view,
    which never moves a beaver for real) exactly as meant."""
    if rng is None:
        return spot, tail % math.tau, drop
    spot = min(1.0, max(-1.0, spot + rng.gauss(0.0, SPOT_TREMBLE)))
    tail = (tail + rng.gauss(0.0, TAIL_TREMBLE)) % math.tau
    drop = min(1.0, max(0.0, drop + rng.gauss(0.0, DROP_TREMBLE)))
    return spot, tail, drop
