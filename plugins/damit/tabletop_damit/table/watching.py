"""The choreography of the Dam It! table: each move's events as flights, pops and the river's
current, and "busy" while any of them plays (the bots wait for it)."""

from __future__ import annotations

from typing import Any

from tabletop_core.render import Choreography
from tabletop_core.render.kit.flights import Flights
from tabletop_core.render.motion import Flourish
from tabletop_core.settings import Settings
from tabletop_damit.table.current import RiverCurrent


class DamItChoreography(Choreography):
    def __init__(self, settings: Settings) -> None:
        self.motion = Flights(settings.animation_speed, settings.reduced_motion)
        """Cards and cubes sliding to where the move put them."""
        self.flourish = Flourish.from_settings(settings)
        """Pops, wood chips and scores flying to the seat."""
        self.current = RiverCurrent(settings.reduced_motion)
        """The river's water, flowing while the table moves."""
        self.pending: list[Any] = []
        """Events not yet turned into flights: the scene plans them on its next sync."""

    @property
    def busy(self) -> bool:
        return self.motion.busy or self.flourish.busy

    def on_events(self, events: list[Any]) -> None:
        self.pending.extend(events)

    def take_pending(self) -> list[Any]:
        """The events to plan now, handed over once."""
        events, self.pending = self.pending, []
        return events

    def update(self, delta_time: float) -> None:
        if self.busy:
            self.current.flow(delta_time)
        self.motion.update(delta_time)
        self.flourish.update(delta_time)

    def reset(self) -> None:
        self.motion.finish()
        self.flourish.finish()
        self.pending = []
