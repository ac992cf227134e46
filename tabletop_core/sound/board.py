"""Playing effects through arcade's sound API, within the player's settings, never crashing.

One :class:`SoundBoard` per process (:func:`board`). It plays effects, and one quiet
ambience loop at most (:meth:`SoundBoard.ambience`, when the player has turned ambience on). Each play is one of the effect's takes
(never the one heard last) at a slight random pitch, both from the board's own cosmetic RNG
(never the game's: games stay deterministic), and the volume of the
settings times the effect's mix level. The first error from the audio driver turns the board
silent for the rest of the run, with one line on stderr; headless runs and tests choose
pyglet's silent driver before arcade is imported (:func:`choose_silent_driver`).

:func:`recording` lists every effect the board plays, for tests and ``tabletop`` tooling: it
records at the board's own play call, after the settings have had their say.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop_core.sound.synth import AMBIENCES, EFFECTS, TAKES

if TYPE_CHECKING:
    from tabletop_core.settings import Settings

BACKENDS_ENV = "ARCADE_SOUND_BACKENDS"
"""arcade 3.3 overwrites ``pyglet.options.audio`` when it is imported unless this is set."""

PITCH_SPREAD = 0.05
"""Each play is up to 5 % higher or lower than the last, so repeats don't sound mechanical."""

LEVELS: dict[str, float] = {
    "card_slide": 0.55,
    "piece_set": 0.7,
    "raft_creak": 0.8,
    "flood": 0.75,
    "win": 0.8,
    "ui_press": 0.35,
    "ui_refused": 0.45,
    "ui_focus": 0.18,
    "ui_confirm": 0.45,
    "water": 0.2,
    "river": 0.2,
}
"""Mix level per effect (1 when absent): every file is peak-normalised, but a long hiss sounds
louder than a click of the same peak."""

MOST_AT_ONCE = 16
"""Effects sounding at once at the most: a seventeenth cuts the oldest short."""


def choose_silent_driver() -> None:
    """Make pyglet play to its silent driver; call before arcade is first imported."""
    os.environ.setdefault(BACKENDS_ENV, "silent")


@dataclass(frozen=True, slots=True)
class Played:
    """One effect as the board played it."""

    name: str
    volume: float
    pan: float
    speed: float
    take: int = 0
    loop: bool = False
    """An ambience, looping until the table is left or the setting is turned off."""


class SoundBoard:
    def __init__(self) -> None:
        self._sounds: dict[str, Any] = {}
        self._rng = random.Random()
        self._recorders: list[list[Played]] = []
        self._last_take: dict[str, int] = {}
        self.silenced: str | None = None
        """Why the board went silent (the audio driver's error), or None."""
        self.ambience_playing: Played | None = None
        """The ambience looping now, or None."""
        self._ambience_player: Any = None
        self._ambience_sound: Any = None
        self._sounding: list[tuple[Any, Any]] = []
        """The effects started and not yet freed: (arcade sound, pyglet player) each."""

    def play(self, name: str, settings: Settings, pan: float = 0.0) -> Played | None:
        """Play effect ``name`` panned ``pan`` (−1 left … 1 right), or nothing when the
        settings say so; what was played, or None."""
        if name not in EFFECTS:
            raise KeyError(f"no sound effect called {name!r} (known: {', '.join(EFFECTS)})")
        if settings.sound_muted or not settings.sound_effects or settings.sound_volume <= 0:
            return None
        played = Played(
            name,
            volume=settings.sound_volume / 100 * LEVELS.get(name, 1.0),
            pan=max(-1.0, min(1.0, pan)),
            speed=1.0 + self._rng.uniform(-PITCH_SPREAD, PITCH_SPREAD),
            take=self._next_take(name),
        )
        for recorder in self._recorders:
            recorder.append(played)
        if self.silenced is None:
            self._quietly(lambda: self._start(played))
        return played

    def _start(self, played: Played) -> None:
        self._free_the_ended()
        sound = self._sound(played.name, played.take)
        player = sound.play(volume=played.volume, pan=played.pan, speed=played.speed)
        self._sounding.append((sound, player))

    def _free_the_ended(self) -> None:
        """Stop and free the players of effects that have ended, and the oldest beyond
        :data:`MOST_AT_ONCE`. pyglet's audio thread polls every live player every 20 ms, an
        ended one too until the application's event loop has dispatched its end; a window
        drawn without that loop (a test, a screenshot, a replay check) never does, and its
        ended players used to pile up by the thousand, a quarter of a core polling them."""
        still = []
        for sound, player in self._sounding:
            if sound.is_complete(player):
                sound.stop(player)
            else:
                still.append((sound, player))
        while len(still) >= MOST_AT_ONCE:
            sound, player = still.pop(0)
            sound.stop(player)
        self._sounding = still

    def ambience(self, name: str | None, settings: Settings) -> Played | None:
        """Keep ambience ``name`` looping quietly (None: no ambience), when the settings turn
        ambience on and sound is not muted; the one playing already goes on (at the
        settings' volume), another one is stopped first. What plays now, or None."""
        if name is not None and name not in AMBIENCES:
            raise KeyError(f"no ambience called {name!r} (known: {', '.join(AMBIENCES)})")
        allowed = settings.sound_ambience and not settings.sound_muted
        wanted = name if allowed and settings.sound_volume > 0 else None
        playing = self.ambience_playing
        volume = settings.sound_volume / 100 * LEVELS.get(name or "", 1.0)
        if playing is not None and playing.name == wanted:
            if playing.volume != volume:
                self.ambience_playing = playing = Played(
                    playing.name, volume, 0.0, 1.0, playing.take, loop=True
                )
                self._quietly(lambda: setattr(self._ambience_player, "volume", volume))
            return playing
        self._stop_ambience()
        if wanted is None:
            return None
        played = Played(wanted, volume, 0.0, 1.0, self._next_take(wanted), loop=True)
        self.ambience_playing = played
        for recorder in self._recorders:
            recorder.append(played)
        if self.silenced is None:
            self._quietly(lambda: self._loop(played))
        return played

    def _loop(self, played: Played) -> None:
        from tabletop_core.render._arcade import load_arcade
        from tabletop_core.sound.cache import effect_file

        sound = load_arcade().Sound(effect_file(played.name, played.take), streaming=False)
        self._ambience_sound = sound
        self._ambience_player = sound.play(volume=played.volume, loop=True)

    def _stop_ambience(self) -> None:
        sound, player = self._ambience_sound, self._ambience_player
        self.ambience_playing = self._ambience_sound = self._ambience_player = None
        if sound is not None and player is not None and self.silenced is None:
            self._quietly(lambda: sound.stop(player))

    def _quietly(self, call: Any) -> None:
        """``call`` on the audio driver; its first error turns the board silent."""
        try:
            call()
        except Exception as error:  # no device, a broken driver: the table plays on, silent
            self.silenced = f"{type(error).__name__}: {error}".splitlines()[0]
            print(f"tabletop: no sound ({self.silenced}); playing on silently", file=sys.stderr)

    def _next_take(self, name: str) -> int:
        """Any take but the one heard last of this effect."""
        last = self._last_take.get(name)
        take = self._rng.randrange(TAKES - (last is not None))
        if last is not None and take >= last:
            take += 1
        self._last_take[name] = take
        return take

    def _sound(self, name: str, take: int) -> Any:
        sound = self._sounds.get(f"{name}-{take}")
        if sound is None:
            from tabletop_core.render._arcade import load_arcade
            from tabletop_core.sound.cache import effect_file

            sound = load_arcade().Sound(effect_file(name, take), streaming=False)
            self._sounds[f"{name}-{take}"] = sound
        return sound

    @contextlib.contextmanager
    def recording(self) -> Iterator[list[Played]]:
        heard: list[Played] = []
        self._recorders.append(heard)
        try:
            yield heard
        finally:
            self._recorders.remove(heard)


_board = SoundBoard()


def board() -> SoundBoard:
    return _board


def recording() -> contextlib.AbstractContextManager[list[Played]]:
    """``with recording() as heard:`` — every effect played meanwhile is appended to ``heard``."""
    return _board.recording()
