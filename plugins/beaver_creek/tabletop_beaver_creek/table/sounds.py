"""What Beaver Creek sounds like: the dice rattle, logs thunk onto the dam, a dam tumbles."""

from __future__ import annotations

import random

from tabletop_beaver_creek.events import (
    Accident,
    Discarded,
    GameEnded,
    LogTakenBack,
    Placed,
    Rolled,
)
from tabletop_core.sound import SoundMap
from tabletop_core.sound.synth import (
    Buffer,
    declare,
    mix,
    silence,
    wood_note,
)


def _sting(rng: random.Random) -> Buffer:
    """Beaver Creek's end: the finished dam drummed on like a log drum (three knocks, a pause,
    two higher), the last one ringing."""
    out = silence(0.98)
    tune = rng.uniform(0.97, 1.03)
    beat = rng.uniform(0.11, 0.125)
    for step, note, gain in ((0, 330.0, 0.8), (1, 330.0, 0.6), (2, 440.0, 0.8), (4, 554.4, 0.9)):
        mix(out, wood_note(rng, note * tune, 0.3), step * beat, gain)
    mix(out, wood_note(rng, 659.25 * tune, 0.45), 5 * beat, 1.0)
    return out


STING = declare("beaver_creek", "sting", _sting)
AMBIENCE = "water"
"""The creek running past the dam (off unless the player turns it on)."""


SOUNDS: SoundMap = {
    Rolled: "dice_rattle",
    Placed: "log_thunk",
    Accident: "tumble",
    Discarded: lambda event: "piece_set" if event.piece is not None else None,
    LogTakenBack: "piece_set",
    GameEnded: STING,
}
