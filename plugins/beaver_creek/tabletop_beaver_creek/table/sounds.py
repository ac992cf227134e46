"""What Beaver Creek sounds like: the dice rattle, logs thunk onto the dam, a dam tumbles."""

from __future__ import annotations

from tabletop_beaver_creek.events import (
    Accident,
    Discarded,
    GameEnded,
    LogTakenBack,
    Placed,
    Rolled,
)
from tabletop_core.sound import SoundMap

SOUNDS: SoundMap = {
    Rolled: "dice_rattle",
    Placed: "log_thunk",
    Accident: "tumble",
    Discarded: lambda event: "piece_set" if event.piece is not None else None,
    LogTakenBack: "piece_set",
    GameEnded: "win",
}
