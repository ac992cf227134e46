"""Life at rest: the few living touches a game names over its scene, in plain data.

A resting table need not be one still picture: water shimmers, a leaf drifts past, a beaver
blinks, bubbles rise. A game names those touches (:class:`Touch`) for the rectangle its table has
now, through its table's ``life`` (see :class:`tabletop_core.render.parts.Table`); the core draws
them (:mod:`tabletop_core.render.life_layer`) over the retained table picture, at
:data:`LIFE_RATE` pictures a second at most while the window is otherwise idle, and not at all
under reduced motion or while the window is hidden (:mod:`tabletop_core.render.idle`).

Every touch moves on a slow cycle of :attr:`Touch.period` seconds cut into whole steps, one per
life frame, so what is drawn is a function of the table's clock alone (the seconds the window's
updates have counted, never the wall clock): the same moment draws the same picture, and a test
drives the clock instead of waiting on it. Nothing here imports arcade.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tabletop_core.render.geometry import Rect

__all__ = [
    "GLINT",
    "KINDS",
    "LEAF",
    "LIFE_RATE",
    "Life",
    "Touch",
    "at_rest",
    "bubbles",
    "glints",
    "leaf",
    "step_of",
]

LIFE_RATE = 4.0
"""Life pictures a second at most, while nothing else happens: a slow shimmer reads as water,
and four software-rendered frames a second stay far under the idle budget."""

Kind = Literal["shimmer", "drift", "blink", "bubbles"]
KINDS: tuple[Kind, ...] = ("shimmer", "drift", "blink", "bubbles")
"""What a touch can be: light glinting on water (a few short streaks that slide and fade), a leaf
drifting across, an eye blinking shut for a moment, bubbles rising."""


@dataclass(frozen=True)
class Touch:
    """One living touch over the scene, in window pixels.

    ``rect`` is where it lives (the water it glints on, the band a leaf drifts along, the eye
    that blinks); ``color`` its colour (RGBA; the alpha is the strongest it shows); ``period``
    the seconds of one cycle; ``phase`` where in its cycle it starts (0–1: fixed, or from the
    match's seed, never from the wall clock); ``count`` how many streaks, leaves or bubbles.
    """

    kind: Kind
    rect: Rect
    color: tuple[int, int, int, int] = (255, 255, 255, 90)
    period: float = 4.0
    phase: float = 0.0
    count: int = 3

    def steps(self) -> int:
        """How many pictures one cycle is cut into (one per life frame, at least four)."""
        return max(4, round(self.period * LIFE_RATE))


GLINT = (235, 248, 255, 125)
"""Light on water: near white, half seen at its brightest."""
LEAF = (150, 140, 60, 205)
"""A leaf the water carries: a dry green-brown."""


def glints(where: Rect, phase: float = 0.0, count: int = 3) -> Touch:
    """Light glinting on the water in ``where``: ``count`` streaks on a five-second cycle."""
    return Touch("shimmer", where, GLINT, 5.0, phase, count)


def leaf(where: Rect, phase: float = 0.0) -> Touch:
    """One leaf drifting across ``where`` in fourteen seconds."""
    return Touch("drift", where, LEAF, 14.0, phase, 1)


def bubbles(where: Rect, phase: float = 0.0, count: int = 2) -> Touch:
    """``count`` bubbles rising in the water of ``where`` every six seconds."""
    return Touch("bubbles", where, GLINT, 6.0, phase, count)


Life = Callable[[Any, Rect], Sequence[Touch]]
"""What a table declares: given its scene and the table's rectangle now, the touches to draw
(none while the scene is not laid out yet)."""


def step_of(touch: Touch, clock: float) -> int:
    """Which of its :meth:`Touch.steps` the touch shows at ``clock`` seconds."""
    steps = touch.steps()
    return int(math.floor((clock / touch.period + touch.phase) * steps)) % steps


def at_rest(touches: Sequence[Touch], clock: float) -> tuple[int, ...]:
    """The step of every touch at ``clock``: two moments with the same steps draw the same."""
    return tuple(step_of(touch, clock) for touch in touches)
