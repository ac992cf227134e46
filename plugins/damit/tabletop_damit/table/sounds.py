"""What Dam It! sounds like: cards slide across the river, cubes clack, dams go up in logs."""

from __future__ import annotations

import random

from tabletop_core.sound import SoundMap
from tabletop_core.sound.synth import (
    Buffer,
    chirp,
    declare,
    mix,
    silence,
    wood_note,
)
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


def _sting(rng: random.Random) -> Buffer:
    """Dam It!'s end: the winner's dam finished with a run of log knocks climbing a
    pentatonic scale, the last one rung out, and the river answering with a bubble."""
    out = silence(0.98)
    tune = rng.uniform(0.98, 1.02)
    at = 0.0
    for note in (392.0, 440.0, 523.25, 587.33):
        mix(out, wood_note(rng, note * tune, 0.25), at, 0.75)
        at += rng.uniform(0.085, 0.1)
    mix(out, wood_note(rng, 783.99 * tune, 0.6), at, 1.0)
    start = rng.uniform(700, 900)
    mix(out, chirp(0.05, start, start * 2.0), at + 0.22, 0.35)
    return out


STING = declare("damit", "sting", _sting)
AMBIENCE = "river"
"""The river the cards float down, running past (off unless the player turns it on)."""


SOUNDS: SoundMap = {
    CardTaken: _taken,
    RiverRefilled: "card_slide",
    GarbageKept: "card_slide",
    GarbageDisposed: "card_slide",
    DamBuilt: "log_thunk",
    GameEnded: STING,
}
