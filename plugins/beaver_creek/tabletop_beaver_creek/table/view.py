"""The Beaver Creek table: its scene, its choreography and its controller.

The scene (:mod:`.drawing`) draws the side view of the dam as the seat sees it; the
choreography (:mod:`.watching`) plays each action's settle back, live for a placement and in
slow motion for an accident, and rolls the dice; the controller (:mod:`.control`) turns drags
and keys into Roll, Place, Keep and Discard. They share the seat (:mod:`.seat`: its view and
what its tray offers) and the piece in hand (:mod:`.hand`), which the controller moves and the
scene draws.
"""

from __future__ import annotations

from tabletop_beaver_creek.table.control import CreekController
from tabletop_beaver_creek.table.drawing import CreekScene
from tabletop_beaver_creek.table.ending import ending
from tabletop_beaver_creek.table.hand import Hand
from tabletop_beaver_creek.table.life import creek_life
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.sounds import AMBIENCE, SOUNDS
from tabletop_beaver_creek.table.watching import CreekChoreography
from tabletop_core.render import Host, Table


class BeaverCreekTable(Table):
    life = creek_life
    sounds = SOUNDS
    ambience = AMBIENCE
    ending = ending
    lists_seats = True
    scene: CreekScene
    choreography: CreekChoreography
    controller: CreekController

    def __init__(self, host: Host) -> None:
        self.seat = CreekSeat(host)
        hand = Hand(self.seat)
        motion = CreekChoreography(host.settings, self.seat)
        scene = CreekScene(self.seat, motion, hand)
        super().__init__(scene, motion, CreekController(self.seat, hand, scene, motion))

    def reset(self) -> None:
        self.seat.forget()
        super().reset()
