"""The choreography of the Beaver Creek table: each action's events as the world's settle played
back (live for a placement, in slow motion for an accident), the dam's shake, the dice rolling
and the banner saying what happened; "busy" while any of it plays (the bots wait for it)."""

from __future__ import annotations

from typing import Any

from tabletop_beaver_creek import preview
from tabletop_beaver_creek.dice import HOW_FACES, WHAT_FACES
from tabletop_beaver_creek.events import (
    Accident,
    GameEnded,
    LogTakenBack,
    Refused,
    Rolled,
    TurnEnded,
)
from tabletop_beaver_creek.state import CreekState
from tabletop_beaver_creek.table.playback import Playback
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.words import taken_back_words
from tabletop_core.i18n import translator
from tabletop_core.render import Choreography
from tabletop_core.render.kit.camera import SETTLE_SECONDS, Follow
from tabletop_core.render.motion import Flourish
from tabletop_core.render.widgets.picture_die import PictureDie
from tabletop_core.settings import Settings

_, ngettext = translator("tabletop_beaver_creek")

BANNER_SECONDS = 3.5
SHAKE = 7.0
"""How far the dam shakes when an accident starts, in pixels at scale 1."""


def _roll_faces(view: CreekState) -> tuple[Any, Any]:
    what, how = view.dice.values
    return (tuple(what) if what is not None else None), how


class CreekChoreography(Choreography):
    def __init__(self, settings: Settings, seat: CreekSeat) -> None:
        self.seat = seat
        self.reduced_motion = bool(settings.reduced_motion)
        self.speed = float(settings.animation_speed)
        self.playback = Playback(self.speed, self.reduced_motion)
        self.flourish = Flourish(self.speed, self.reduced_motion)
        """The dam's shake when an accident starts."""
        self.dice = (PictureDie(WHAT_FACES), PictureDie(HOW_FACES))
        self.follow = Follow(self.reduced_motion, SETTLE_SECONDS / max(0.1, self.speed))
        """The camera the scene draws with, easing toward the dam's framing."""
        self.banner: str | tuple[str, ...] = ""
        self.alarm = False
        self.banner_left = 0.0
        self.clock = 0.0
        """Seconds the table has run (the carried piece trembles or swings with it)."""
        self.scale = 1.0
        """The scene's scale, for how far the dam shakes."""
        self.settle_due = False
        """A playback is under way: show the settled dam once it ends."""
        self.changed = True
        """The still picture must be painted anew (events came, the banner went)."""
        self.dice_turned = False
        """A die showed another face this frame."""
        self.set_dice(seat.view, roll=False)

    @property
    def busy(self) -> bool:
        """An animation is playing: the host lets the next bot wait for it."""
        return self.playback.busy or self.flourish.busy or self.follow.moving

    def reached(self, event: Any) -> bool:
        """An accident is told once its slow motion has shown the pieces fall."""
        return self.playback.reached(event)

    def skip(self) -> None:
        """Show where everything ends at once, the camera too."""
        self.playback.skip()
        self.flourish.finish()
        if self.follow.moving:
            self.follow.arrive()
            self.changed = True

    def on_events(self, events: list[Any]) -> None:
        view = self.seat.view
        accident = next((e for e in events if isinstance(e, Accident)), None)
        refused = next((e for e in events if isinstance(e, Refused)), None)
        clip = None if self.reduced_motion else preview.settle_clip(events, view.pieces)
        if clip is not None and clip.frames:
            self.playback.add(
                clip,
                slow=accident is not None,
                fallen=accident.fallen if accident else (),
                shows=(accident,) if accident else (),
            )
            self.settle_due = True
            if accident is not None:
                self.flourish.shake(SHAKE * self.scale, 0.6)
        for event in events:
            if isinstance(event, Rolled):
                self.set_dice(view, roll=True)
        self._announce(events, accident, refused)
        self.changed = True

    def _announce(self, events: list[Any], accident: Any, refused: Any) -> None:
        names = self.seat.match.names
        text: str | tuple[str, ...] = ""
        alarm = False
        if accident is not None:
            fell, gone = len(accident.fallen), len(accident.discarded)
            text = ngettext("Accident! {n} piece fell", "Accident! {n} pieces fell", fell).format(
                n=fell
            )
            if gone:
                text += " · " + ngettext("{n} to the table", "{n} to the table", gone).format(
                    n=gone
                )
            if not self.reduced_motion:
                text += " · " + _("slow motion")
            alarm = True
        elif refused is not None:
            text = taken_back_words(refused.piece, names[refused.seat], refused.reason)
        to_act = self.seat.match.to_act
        for event in events:
            if isinstance(event, LogTakenBack):
                text = _("{name} takes a log back (the last-log rule)").format(
                    name=names[event.seat]
                )
            elif isinstance(event, Rolled) and event.rerolls:
                text = _("Rerolled: there is no log yet to rest a log on")
            elif isinstance(event, GameEnded):
                text = self.seat.over_line()
            elif (
                isinstance(event, TurnEnded)
                and not text
                and event.seat != to_act
                and to_act is not None
            ):
                text = _("{name}'s turn").format(name=names[to_act])
        take = self.playback.current
        if not alarm and self.alarm and take is not None and take.slow:
            return  # the accident stays announced while it plays
        self.banner, self.alarm = text, alarm
        self.banner_left = BANNER_SECONDS / max(0.1, self.speed) if text else 0.0

    def set_dice(self, view: CreekState, roll: bool) -> None:
        for die, value in zip(self.dice, _roll_faces(view), strict=True):
            if roll and value is not None:
                die.roll_to(value, self.speed, self.reduced_motion)
            else:
                die.value = value
                die.rolling = 0.0

    def update(self, delta_time: float) -> None:
        self.clock += delta_time
        for die in self.dice:
            self.dice_turned = die.update(delta_time) or self.dice_turned
        self.playback.update(delta_time)
        self.flourish.update(delta_time)
        self.follow.update(delta_time)
        if self.banner_left > 0:
            self.banner_left -= delta_time
            if self.banner_left <= 0 and not self.playback.busy:
                self.banner = ""
                self.changed = self.changed or self.seat.match.is_over
            elif self.banner_left <= 0:
                self.banner_left = 0.3

    def reset(self) -> None:
        self.playback.clear()
        self.flourish.finish()
        self.settle_due = False
        self.banner = ""
        self.set_dice(self.seat.view, roll=False)
        self.changed = True
