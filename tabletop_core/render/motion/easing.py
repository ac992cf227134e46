"""Easing curves with weight: things that land overshoot a little and settle, things that drop
bounce. Each maps 0..1 (time) to the share of the way done (1 at the end). No arcade import.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def _clamp(t: float) -> float:
    return 0.0 if t <= 0 else 1.0 if t >= 1 else t


def smooth(t: float) -> float:
    """Slow in, slow out: for things that glide (a river shifting)."""
    t = _clamp(t)
    return 3 * t * t - 2 * t * t * t


def ease_out_cubic(t: float) -> float:
    t = _clamp(t)
    return 1 - (1 - t) ** 3


def back_out(t: float, overshoot: float = 1.70158) -> float:
    """Past the end and back: a card slapped down, a piece set firmly in place."""
    t = _clamp(t) - 1
    return 1 + t * t * ((overshoot + 1) * t + overshoot)


def bounce_out(t: float) -> float:
    """Drops and bounces twice, each time lower: dice, a falling token."""
    t = _clamp(t)
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def pop(t: float, height: float = 0.22) -> float:
    """A landing pop as a size factor: 1, swelling quickly to ``1 + height``, settling back."""
    t = _clamp(t)
    return 1 + height * math.sin(math.pi * t) * (1 - t) / 0.5787


EASINGS: dict[str, Easing] = {
    "smooth": smooth,
    "out": ease_out_cubic,
    "back": back_out,
    "bounce": bounce_out,
}
