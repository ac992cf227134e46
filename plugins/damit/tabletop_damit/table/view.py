"""The Dam It! table: its scene, its choreography and its controller.

The scene (:mod:`.drawing`) draws what the seat sees; the choreography (:mod:`.watching`) turns
each move's events into flights, pops and the river's current; the controller (:mod:`.control`)
turns clicks and keys into Take and Build. What the person is choosing (:class:`Choosing`) is
shared: the controller changes it, the scene lights it.
"""

from __future__ import annotations

from tabletop_core.render import Host, Table
from tabletop_damit.table.control import Choosing, DamItController
from tabletop_damit.table.drawing import DamItScene
from tabletop_damit.table.ending import ending
from tabletop_damit.table.life import river_life
from tabletop_damit.table.sounds import AMBIENCE, SOUNDS
from tabletop_damit.table.watching import DamItChoreography


class DamItTable(Table):
    life = river_life
    sounds = SOUNDS
    ambience = AMBIENCE
    ending = ending
    lists_seats = True
    scene: DamItScene
    choreography: DamItChoreography
    controller: DamItController

    def __init__(self, host: Host) -> None:
        choreography = DamItChoreography(host.settings)
        choosing = Choosing(host)
        scene = DamItScene(host, choreography, choosing)
        super().__init__(scene, choreography, DamItController(host, choosing, scene))
