"""The table's sound: effects synthesised by the project's own code, played at game events.

- :mod:`~tabletop_core.sound.synth` makes each effect (card slide, cube clack, dice rattle,
  log thunk, tumble, piece set, splash, raft creak, flood, win, the UI ticks) in several takes,
  the ambiences (water, river), and the cues a game declares of its own (its end sting);
- :mod:`~tabletop_core.sound.cache` keeps them as WAV files in the user cache folder;
- :mod:`~tabletop_core.sound.board` plays them through arcade with the player's settings;
- :mod:`~tabletop_core.sound.cues` maps a game's events to effects and seats to stereo pan.

The frame calls :func:`play_events` as each event's animation lands
(:mod:`tabletop_core.render.frame.landing`); docs/sound.md tells how.
"""

from tabletop_core.sound.board import Played, board, choose_silent_driver, recording
from tabletop_core.sound.cues import SoundCue, SoundMap, effects_of, play_events, seat_pan
from tabletop_core.sound.synth import EFFECTS, SYNTH_VERSION

__all__ = [
    "EFFECTS",
    "SYNTH_VERSION",
    "Played",
    "SoundCue",
    "SoundMap",
    "board",
    "choose_silent_driver",
    "effects_of",
    "play_events",
    "recording",
    "seat_pan",
]
