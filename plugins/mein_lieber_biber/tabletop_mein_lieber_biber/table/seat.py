"""The seat the table is seen from: its view of the match (worked out once per move), whether it
may act, and what its hand may play. The scene, the choreography and the controller share one."""

from __future__ import annotations

from tabletop_core.render.seat_view import SeatView
from tabletop_mein_lieber_biber.rules import playable
from tabletop_mein_lieber_biber.state import PLAY, BiberState


def rest_frame(view: BiberState) -> tuple[float, float]:
    """The raft's lean at rest, as the state has it."""
    return (view.poses[0].angle, view.poses[1].angle)


class Seat(SeatView[BiberState]):
    """The Biber table's seat: what its hand may play."""

    def playable_cards(self) -> frozenset[int]:
        if not self.my_turn() or self.view.phase != PLAY:
            return frozenset()
        return frozenset(card for card, _b, _r in playable(self.view))

    def jokers(self) -> frozenset[int]:
        """The beavers ashore on the dam (their cards are jokers), as the state says: after a
        tip the raft is empty, but only those that came ashore stand on the dam."""
        return frozenset(self.view.dam)
