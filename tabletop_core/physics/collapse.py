"""Did something fall? Judged against settled poses, never against where pieces were designed.

A stack never rests exactly where it was built: pieces sink into their contacts and lean a
little. Compare the poses of one settled world with the next settled world of the same pieces.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)


def turn_between(first: float, second: float) -> float:
    """The smallest absolute rotation from one angle to the other (radians)."""
    return abs(math.remainder(second - first, math.tau))


def displaced(
    before: Mapping[Key, tuple[float, float, float]],
    after: Mapping[Key, tuple[float, float, float]],
    *,
    distance: float,
    angle: float,
) -> list[Key]:
    """Keys of ``before`` that moved more than ``distance``, turned more than ``angle``
    (radians), or are gone from ``after``; in ``before``'s order."""
    moved: list[Key] = []
    limit_sq = distance * distance
    for key, (x0, y0, a0) in before.items():
        pose = after.get(key)
        if pose is None:
            moved.append(key)
            continue
        x1, y1, a1 = pose
        if (x1 - x0) ** 2 + (y1 - y0) ** 2 > limit_sq or turn_between(a0, a1) > angle:
            moved.append(key)
    return moved


def tipped(pose_angle: float, upright: float, limit: float) -> bool:
    """Whether a body turned more than ``limit`` from the angle it should keep (a raft's
    level, a meeple's upright)."""
    return turn_between(upright, pose_angle) > limit
