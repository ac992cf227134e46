"""The two actions of a turn, which are also the replay and network format.

``{"type": "take", "position": 0-4, "dispose": bool}`` and
``{"type": "build", "cost": 3|5|7|9|11, "cards": [card ids]}``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Take:
    """Take the river card at ``position`` (4 = the draw pile's top), throwing ``position`` cubes.

    ``dispose`` is true only when the card is garbage and a disposal card is discarded with it.
    """

    position: int
    dispose: bool = False


@dataclass(frozen=True, slots=True)
class Build:
    """Play ``cards`` from the hand to take the top card of the dam pile of that ``cost``."""

    cost: int
    cards: tuple[int, ...]


TAKE: dict[tuple[int, bool], Take] = {
    (position, dispose): Take(position, dispose)
    for position in range(5)
    for dispose in (False, True)
}
"""The ten possible takes, made once: legal-action lists share these objects."""
