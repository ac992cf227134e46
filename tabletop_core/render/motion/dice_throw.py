"""Dice thrown from a seat: the path of each die from the thrower's place to where it comes to
rest, in short legs that each show a passing face (the die tumbles), the last leg landing on
the rolled face with a small bounce. Pure geometry and timing; the faces passing by come from
a seeded ``random.Random`` (a look only: the rolled value is the game's).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import ImageDraw

from tabletop_core.render.motion.easing import bounce_out
from tabletop_core.render.supersample import supersampled
from tabletop_core.render.widgets.dice import PIPS, ROLL_SECONDS

Box = tuple[float, float, float, float, float]

LEGS = 6
THROW = ROLL_SECONDS
"""Seconds from the hand to rest (the shared die's roll time)."""


@dataclass(frozen=True, slots=True)
class Leg:
    face: int
    start: Box
    end: Box
    begin: float
    finish: float
    last: bool


def throw_path(
    origin: tuple[float, float],
    rest: tuple[float, float],
    size: float,
    face: int,
    *,
    seed: int,
    begin: float = 0.0,
    duration: float = THROW,
    lift: float | None = None,
) -> list[Leg]:
    """The legs of one die from ``origin`` to ``rest`` (window pixels), ``size`` pixels a side
    at rest, landing on ``face``: thrown up in an arc, small in the hand, full size on the
    table."""
    rng = random.Random(seed)
    height = lift if lift is not None else max(40.0, 0.35 * math.dist(origin, rest))
    faces = [rng.randint(1, 6) for _ in range(LEGS - 1)] + [face]

    def at(t: float) -> Box:
        k = bounce_out(t) if t > 0.55 else t / 0.55 * bounce_out(0.55)
        x = origin[0] + (rest[0] - origin[0]) * min(1.0, t * 1.25)
        y = origin[1] + (rest[1] - origin[1]) * k + height * 4 * t * (1 - t) * (1 - t)
        scale = 0.6 + 0.4 * min(1.0, t * 1.6)
        return (x, y, size * scale, size * scale, 255)

    legs = []
    for index in range(LEGS):
        t0, t1 = index / LEGS, (index + 1) / LEGS
        legs.append(
            Leg(
                faces[index],
                at(t0),
                at(t1),
                begin + duration * t0,
                begin + duration * t1,
                index == LEGS - 1,
            )
        )
    return legs


@lru_cache(maxsize=32)
def die_image(face: int, size: int) -> Any:
    """A die with pips, drawn large and scaled down (a PIL image)."""

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        edge = size * s
        d.rounded_rectangle(
            (1 * s, 1 * s, edge - 1 * s, edge - 1 * s),
            radius=edge * 0.18,
            fill=(251, 247, 238),
            outline=(26, 31, 41),
            width=max(1, int(edge * 0.05)),
        )
        pip = edge * 0.085
        step = edge * 0.27
        c = edge / 2
        for px, py in PIPS.get(face, []):
            x, y = c + px * step, c + py * step
            d.ellipse((x - pip, y - pip, x + pip, y + pip), fill=(20, 24, 31))

    return supersampled(size, size, paint)
