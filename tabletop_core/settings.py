"""The player's settings: window, motion, bot pacing, reading, language and the last lobby choices.

Saved as JSON in the data folder with an atomic write. A file that cannot be read gives the
defaults and one line on stderr; it is kept (renamed ``settings.json.bad``) before anything is
written over it, so nothing a person typed is ever lost silently.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop_core.messages import one_line
from tabletop_core.replay import MAX_SEED
from tabletop_core.storage import atomic_write_text, settings_path


class SeatChoice(BaseModel):
    """One lobby seat as last chosen."""

    name: str = Field(default="", max_length=24)
    kind: Literal["human", "bot"] = "human"
    level: str = Field(default="random", max_length=40, pattern=r"^[^\x00-\x1f\x7f]+$")


class LobbyChoice(BaseModel):
    """What the lobby remembers for one game."""

    players: int = Field(default=2, ge=1, le=8)
    seats: list[SeatChoice] = Field(default_factory=list, max_length=8)
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED)
    options: dict[str, Any] = Field(default_factory=dict)
    practice: bool = False
    """Practice mode (undo without limits), used only when one person is seated."""


class Settings(BaseModel):
    model_config = ConfigDict(validate_assignment=True, extra="ignore")

    window_width: int = Field(default=1280, ge=640, le=7680)
    window_height: int = Field(default=720, ge=360, le=4320)
    fullscreen: bool = False
    smooth_edges: bool = False
    """Multisampled edges: nicer with a graphics card, about 3x slower frames in software."""
    animation_speed: float = Field(default=1.0, gt=0, le=4)
    """1 is normal; 2 plays animations twice as fast."""
    reduced_motion: bool = False
    """Skip movement and roll animations: things appear where they end up."""
    bot_pacing: float = Field(default=0.9, ge=0, le=10)
    """Seconds between two bot moves, so people can follow them."""
    text_size: int = Field(default=100, ge=100, le=200)
    """Text size in percent of the designed size, on every screen and table."""
    high_contrast: bool = False
    """White text on black, strong edges and a thicker focus frame."""
    language: Literal["auto", "en", "fr", "de"] = "auto"
    """"auto" follows the system's language."""
    sound_volume: int = Field(default=80, ge=0, le=100)
    """Loudness of the table's sound effects, in percent."""
    sound_muted: bool = False
    """No sound at all, whatever the volume."""
    sound_effects: bool = True
    """The game's effects (card slide, dice, splash…); off keeps every other sound."""
    sound_ambience: bool = False
    """A quiet loop of each game's place under the table (water, a river); off by default."""
    debug_overlay: bool = False
    """F12 opens the debug overlay (state tree, legal moves, log travel) outside `tabletop dev`."""
    keep_finished: int = Field(default=20, ge=0, le=10_000)
    """Finished and abandoned matches kept per game in the autosave folder; older ones are
    deleted at start."""
    player_names: list[str] = Field(default_factory=list)
    """Names typed in the lobby, most recent first."""
    lobby: dict[str, LobbyChoice] = Field(default_factory=dict)
    game_sources: dict[str, str] = Field(default_factory=dict)
    """For a game id that two installed distributions register: the distribution to use."""
    online_server: str | None = Field(default=None, max_length=200)
    """The server last typed for online play (hosting at an address, or joining)."""

    def remember_names(self, names: list[str]) -> None:
        known = [n for n in names if n] + [n for n in self.player_names if n not in names]
        self.player_names = known[:12]


def default_path() -> Path:
    return settings_path()


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults (with a one-line warning if the file is unreadable)."""
    path = path or default_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        _warn(f"cannot read settings {path}: {error.strerror}; using defaults")
        return Settings()
    try:
        return Settings.model_validate(json.loads(text))
    except (ValueError, ValidationError, RecursionError) as error:
        reason = "nested too deeply" if isinstance(error, RecursionError) else one_line(error)
        _warn(f"settings file {path} is damaged ({reason}); using defaults, the file is kept")
        _damaged.add(str(path))
        return Settings()


_damaged: set[str] = set()


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; a damaged file found at load is first kept as ``.bad``."""
    path = path or default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if str(path) in _damaged and path.exists():
        backup = path.with_name(path.name + ".bad")
        os.replace(path, backup)
        _warn(f"kept the damaged settings file as {backup}")
        _damaged.discard(str(path))
    atomic_write_text(path, settings.model_dump_json(indent=2))
    return path


_warned: set[str] = set()


def _warn(message: str) -> None:
    if message not in _warned:  # the menu and the plugin manager both read the settings
        _warned.add(message)
        print(f"tabletop: {message}", file=sys.stderr)
