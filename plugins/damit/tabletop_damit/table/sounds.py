"""What Dam It! sounds like: cards slide across the river, cubes clack, dams go up in logs."""

from __future__ import annotations

from tabletop_core.sound import SoundMap
from tabletop_damit.events import (
    CardTaken,
    DamBuilt,
    GameEnded,
    GarbageDisposed,
    GarbageKept,
    RiverRefilled,
)


def _taken(event: CardTaken) -> tuple[str, ...]:
    cubes = event.jumped or event.cubes_won
    return ("card_slide", "cube_clack") if cubes else ("card_slide",)


SOUNDS: SoundMap = {
    CardTaken: _taken,
    RiverRefilled: "card_slide",
    GarbageKept: "card_slide",
    GarbageDisposed: "card_slide",
    DamBuilt: "log_thunk",
    GameEnded: "win",
}
