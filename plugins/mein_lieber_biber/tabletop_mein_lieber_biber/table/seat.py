"""The seat the table is seen from: its view of the match (worked out once per move), whether it
may act, and what its hand may play. The scene, the choreography and the controller share one."""

from __future__ import annotations

from typing import Any

from tabletop_core.render import Host
from tabletop_mein_lieber_biber.rules import playable
from tabletop_mein_lieber_biber.state import PLAY, BiberState


def rest_frame(view: BiberState) -> tuple[float, float]:
    """The raft's lean at rest, as the state has it."""
    return (view.poses[0].angle, view.poses[1].angle)


class Seat:
    def __init__(self, host: Host) -> None:
        self.host = host
        self._view: BiberState | None = None
        self.view_key: tuple[Any, ...] | None = None
        """Which match, move and seat the view was worked out for."""

    @property
    def match(self) -> Any:
        return self.host.seen

    @property
    def seat(self) -> int | None:
        return self.host.viewer

    @property
    def view(self) -> BiberState:
        key = (id(self.match), len(self.match.actions), self.seat)
        if key != self.view_key or self._view is None:
            self._view = self.match.view(self.seat)
            self.view_key = key
        return self._view

    def forget(self) -> None:
        """The match was replaced: work the view out afresh."""
        self._view = None
        self.view_key = None

    def my_turn(self) -> bool:
        return self.host.can_act()

    def playable_cards(self) -> frozenset[int]:
        if not self.my_turn() or self.view.phase != PLAY:
            return frozenset()
        return frozenset(card for card, _b, _r in playable(self.view))

    def jokers(self) -> frozenset[int]:
        """The beavers ashore on the dam (their cards are jokers), as the state says: after a
        tip the raft is empty, but only those that came ashore stand on the dam."""
        return frozenset(self.view.dam)
