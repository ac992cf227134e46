"""The two picture dice: what to place (die 1) and how to place it (die 2)."""

from __future__ import annotations

from tabletop_core.components import Dice
from tabletop_core.i18n import N_

WHAT_FACES: tuple[tuple[int, int], ...] = ((1, 1), (2, 2), (1, 2), (2, 1), (3, 2), (3, 1))
"""Die 1, as (beavers, logs)."""

TREMBLING_HAND = 1
SCISSOR_GRIP = 2
MIRRORED_HAND = 3
BEAVER_AND_LOG = 4
ON_LAST_LOG = 5
ONLY_BEAVERS = 6
HOW_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

HANDICAP_NAMES = {
    TREMBLING_HAND: N_("only your pinky fingers: the piece trembles"),
    SCISSOR_GRIP: N_("fingers like scissors: the piece swings and hardly turns"),
    MIRRORED_HAND: N_("non-dominant hand: left and right are mirrored"),
    BEAVER_AND_LOG: N_("one beaver-and-log combination, placed together"),
    ON_LAST_LOG: N_("every log must rest on the last log placed"),
    ONLY_BEAVERS: N_("a log may touch beavers only, never another log"),
}


def creek_dice() -> Dice:
    return Dice(WHAT_FACES, HOW_FACES)
