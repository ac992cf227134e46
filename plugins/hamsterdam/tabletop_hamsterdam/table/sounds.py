"""What Hamsterdam sounds like: dice rattle, the flood rolls in, a breached dam splashes."""

from __future__ import annotations

from tabletop_core.sound import SoundMap
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
    GameEnded: "win",
}
