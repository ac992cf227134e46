"""The Mein lieber Biber table: the raft from above, and drags, the wheel and keys turned into
Play, LayDown, Reward and Draw.

Three parts, each with one job, share the seat's view (:class:`.seat.Seat`):

- the scene (:mod:`.scene`): the seat's view → what to draw;
- the choreography (:mod:`.choreography`): events → animations; it owns "busy", "reached", the
  pause between rounds and the time the hand's lowering takes;
- the controller (:mod:`.controller`, keys in :mod:`.keys`): input → an action, asking the
  rules only for their legal moves and why a card may not be played.

The scene shows the hand and the animations; the choreography tells the hand of each move.
"""

from __future__ import annotations

from tabletop_core.render import Host, Table
from tabletop_mein_lieber_biber.table.choreography import BiberChoreography
from tabletop_mein_lieber_biber.table.controller import BiberController
from tabletop_mein_lieber_biber.table.ending import ending
from tabletop_mein_lieber_biber.table.life import pond_life
from tabletop_mein_lieber_biber.table.scene import BiberScene
from tabletop_mein_lieber_biber.table.seat import Seat
from tabletop_mein_lieber_biber.table.sounds import AMBIENCE, SOUNDS


class BiberTable(Table):
    life = pond_life
    sounds = SOUNDS
    ambience = AMBIENCE
    ending = ending
    lists_seats = True
    scene: BiberScene
    choreography: BiberChoreography
    controller: BiberController

    def __init__(self, host: Host) -> None:
        seat = Seat(host)
        scene = BiberScene(seat)
        moves = BiberChoreography(seat, scene, host.settings)
        hand = BiberController(seat, scene, moves.skip_show)
        scene.follow(hand, moves)
        moves.follow(hand)
        super().__init__(scene, moves, hand)
