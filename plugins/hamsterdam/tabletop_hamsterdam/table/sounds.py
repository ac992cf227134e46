"""What Hamsterdam sounds like: dice rattle, the flood rolls in, a breached dam splashes."""

from __future__ import annotations

import random

from tabletop_core.sound import SoundMap
from tabletop_core.sound.synth import (
    Buffer,
    bell_note,
    declare,
    mix,
    silence,
    water_wash,
)
from tabletop_hamsterdam.events import (
    CardPassed,
    CardPlaced,
    DamBreached,
    DamShown,
    Deployed,
    FirstPlayer,
    FloodHeld,
    GameEnded,
    HamstersShifted,
    Moved,
    Rolled,
    Seeped,
    TokenLanded,
)


def _sting(rng: random.Random) -> Buffer:
    """Hamsterdam's end: the town bell rings out over the water (a wave washing in under
    three strikes, falling then rising: the town kept dry)."""
    out = silence(0.98)
    mix(out, water_wash(rng, 0.9, 350, 1500), 0.0, 0.35)
    tune = rng.uniform(0.98, 1.02)
    for at, note, gain in ((0.02, 784.0, 0.8), (0.2, 659.25, 0.7), (0.38, 1046.5, 1.0)):
        mix(out, bell_note(note * tune, 0.95 - at, 0.2), at + rng.uniform(0, 0.01), gain)
    return out


STING = declare("hamsterdam", "sting", _sting)
AMBIENCE = "water"
"""The sea at the dams, lapping (off unless the player turns it on)."""


SOUNDS: SoundMap = {
    FirstPlayer: "dice_rattle",
    Rolled: "dice_rattle",
    CardPassed: "card_slide",
    CardPlaced: "card_slide",
    DamShown: "card_slide",
    Deployed: "piece_set",
    Moved: "piece_set",
    HamstersShifted: "piece_set",
    FloodHeld: "flood",
    TokenLanded: "flood",
    Seeped: "flood",
    DamBreached: "splash",
    GameEnded: STING,
}
