"""What Mein lieber Biber sounds like: the raft creaks as it wobbles, beavers splash in."""

from __future__ import annotations

from tabletop_core.sound import SoundMap
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

SOUNDS: SoundMap = {
    BeaverMoved: "piece_set",
    RaftWobbled: "raft_creak",
    RaftTipped: "splash",
    CardDrawn: "card_slide",
    CardLaidDown: "card_slide",
    StickTaken: "log_thunk",
    SticksReturned: "log_thunk",
    GameEnded: "win",
}
