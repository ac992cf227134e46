"""The Hamsterdam table: its scene (:mod:`.scene`, the seat's view as a cached picture), its
choreography (:mod:`.choreography`, each action's events as animations over the picture from
before it) and its controller (:mod:`.controller`, drags, clicks and keys → an action the decision
offers). They share the seat's :class:`~tabletop_hamsterdam.table.cursor.Cursor` (the decision
asked, the focus, the hamster in hand); the scene draws what the choreography plays and the
hamster the controller carries.
"""

from __future__ import annotations

from tabletop_core.render import Host, Table
from tabletop_hamsterdam.table.choreography import HamsterdamChoreography
from tabletop_hamsterdam.table.controller import HamsterdamController
from tabletop_hamsterdam.table.cursor import Cursor
from tabletop_hamsterdam.table.ending import ending
from tabletop_hamsterdam.table.life import sea_life
from tabletop_hamsterdam.table.scene import HamsterdamScene
from tabletop_hamsterdam.table.sounds import AMBIENCE, SOUNDS


class HamsterdamTable(Table):
    life = sea_life
    sounds = SOUNDS
    ambience = AMBIENCE
    ending = ending
    lists_seats = True
    scene: HamsterdamScene
    choreography: HamsterdamChoreography
    controller: HamsterdamController

    def __init__(self, host: Host) -> None:
        cursor = Cursor()
        choreography = HamsterdamChoreography(host)
        scene = HamsterdamScene(host, cursor, choreography)
        controller = HamsterdamController(host, cursor, scene, choreography)
        scene.controller = controller
        choreography.watches(scene, controller)
        super().__init__(scene, choreography, controller)


__all__ = ["HamsterdamTable"]
