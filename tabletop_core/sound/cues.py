"""Which effect a game's event makes, and where in the stereo field its seat sits.

A game declares its sounds once, as a ``sounds`` mapping on its table class (see
:attr:`tabletop_core.render.Table.sounds`): event class → effect name, a tuple of
names, or a function of the event giving either (or None for silence this time). A subclass of
a mapped event sounds like its parent unless mapped itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeAlias

from tabletop_core.sound.board import board

if TYPE_CHECKING:
    from tabletop_core.settings import Settings

Effects: TypeAlias = str | tuple[str, ...] | None
SoundCue: TypeAlias = str | tuple[str, ...] | Callable[[Any], Effects]
SoundMap: TypeAlias = Mapping[type, SoundCue]

PAN_WIDTH = 0.6
"""The outermost seats sit this far left and right: placed, not hard-panned."""


def effects_of(event: object, sounds: SoundMap) -> tuple[str, ...]:
    for kind in type(event).__mro__:
        cue = sounds.get(kind)
        if cue is not None:
            found = cue(event) if callable(cue) else cue
            if found is None:
                return ()
            return (found,) if isinstance(found, str) else tuple(found)
    return ()


def seat_pan(seat: object, seats: int) -> float:
    """The seats in turn order from left to right around the table; 0 (the middle) for an event
    of no seat."""
    if not isinstance(seat, int) or seats < 2 or not 0 <= seat < seats:
        return 0.0
    return -PAN_WIDTH + 2 * PAN_WIDTH * seat / (seats - 1)


def play_events(
    table: Any,
    events: Iterable[object],
    seats: int,
    settings: Settings,
    heard: set[str] | None = None,
) -> None:
    """Play the effects of ``events`` through the table's ``sounds``; an effect sounds once per
    action, at the seat of its first event. The frame calls it as each event's animation lands
    (:mod:`tabletop_core.render.frame.landing`), so a sound is heard when what makes it is
    seen; ``heard`` carries the effects already sounded for this action."""
    sounds: SoundMap = getattr(table, "sounds", None) or {}
    if not sounds:
        return
    heard = set() if heard is None else heard
    for event in events:
        for name in effects_of(event, sounds):
            if name not in heard:
                heard.add(name)
                board().play(name, settings, seat_pan(getattr(event, "seat", None), seats))
