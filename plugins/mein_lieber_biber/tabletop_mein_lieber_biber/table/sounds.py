"""What Mein lieber Biber sounds like: the raft creaks as it wobbles, beavers splash in."""

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
from tabletop_mein_lieber_biber.events import (
    BeaverMoved,
    CardDrawn,
    CardLaidDown,
    GameEnded,
    RaftTipped,
    RaftWobbled,
    SticksReturned,
    StickTaken,
)


def _sting(rng: random.Random) -> Buffer:
    """Mein lieber Biber's end: a beaver's happy dive off the raft, a quick run of wooden
    notes skipping up and a plop into the pond."""
    out = silence(0.9)
    tune = rng.uniform(0.97, 1.03)
    at = 0.0
    for note in (523.25, 659.25, 783.99, 1046.5, 1318.5):
        mix(out, wood_note(rng, note * tune, 0.18), at, 0.7)
        at += rng.uniform(0.055, 0.065)
    plop = rng.uniform(380, 460)
    mix(out, chirp(0.09, plop, plop * 2.6), at + 0.06, 1.0)
    mix(out, wood_note(rng, 1046.5 * tune, 0.4), at + 0.18, 0.6)
    return out


STING = declare("mein_lieber_biber", "sting", _sting)
AMBIENCE = "water"
"""The pond around the raft, lapping (off unless the player turns it on)."""


SOUNDS: SoundMap = {
    BeaverMoved: "piece_set",
    RaftWobbled: "raft_creak",
    RaftTipped: "splash",
    CardDrawn: "card_slide",
    CardLaidDown: "card_slide",
    StickTaken: "log_thunk",
    SticksReturned: "log_thunk",
    GameEnded: STING,
}
