"""The celebration round an end screen: a burst of the game's own material (logs and leaves, cards,
drops of water) thrown up either side of the result and falling past it (under its panel, so
its words always read).

Every flake's path is drawn from the match's seed, never the clock: the same match celebrates
the same way every time it ends, and a test can check a frame of it. No arcade here: this is
where each flake is at a moment; :mod:`tabletop_core.render.end_hero` draws them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

LASTS = 3.2
"""Seconds the celebration lasts; the last flakes have fallen out of sight by then."""
FLAKES = 28
"""Flakes in one burst."""
GRAVITY = 0.9
"""How fast a flake's fall quickens, in screen heights per second per second."""


@dataclass(frozen=True, slots=True)
class Flake:
    """One piece of the celebration at a moment, in fractions of the screen: ``x`` from the
    left, ``y`` from the bottom, ``size`` of the screen's shorter side; turned ``turn`` degrees;
    showing material ``material`` (an index into the game's list)."""

    material: int
    x: float
    y: float
    size: float
    turn: float


@dataclass(frozen=True, slots=True)
class _Throw:
    material: int
    x: float
    rise: float
    drift: float
    size: float
    spin: float
    turn: float
    sway: float
    phase: float
    delay: float


def _throws(seed: int, materials: int) -> list[_Throw]:
    """The burst's flakes as thrown: from the screen's two lower corners (every other flake from
    each), up the sides and in over the top, round the result rather than across its words."""
    rng = random.Random(f"celebration/{seed}")
    throws = []
    for index in range(FLAKES):
        inward = 1 if index % 2 == 0 else -1  # from the left corner, thrown right; and back
        start = rng.uniform(0.02, 0.14)
        throws.append(
            _Throw(
                material=index % materials,
                x=start if inward > 0 else 1 - start,
                rise=rng.uniform(1.3, 1.9),
                drift=inward * rng.uniform(0.02, 0.22),
                size=rng.uniform(0.045, 0.075),
                spin=rng.uniform(-220, 220),
                turn=rng.uniform(0, 360),
                sway=rng.uniform(0.005, 0.02),
                phase=rng.uniform(0, math.tau),
                delay=rng.uniform(0, 0.45),
            )
        )
    return throws


def burst(seed: int, materials: int, at: float) -> list[Flake]:
    """Where every flake of the celebration is ``at`` seconds after the end screen opened (in
    sight only: a flake not yet thrown or fallen below the screen is left out). ``materials``:
    how many pictures the game named (none: no celebration)."""
    if materials <= 0 or not 0 <= at < LASTS:
        return []
    flakes = []
    for throw in _throws(seed, materials):
        t = at - throw.delay
        if t < 0:
            continue
        y = 0.1 + throw.rise * t - GRAVITY * t * t
        x = throw.x + throw.drift * t + throw.sway * math.sin(throw.phase + 5 * t)
        if y < -throw.size or not -throw.size < x < 1 + throw.size:
            continue
        flakes.append(Flake(throw.material, x, y, throw.size, throw.turn + throw.spin * t))
    return flakes
