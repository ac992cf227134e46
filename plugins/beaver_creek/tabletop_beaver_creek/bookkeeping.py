"""Bookkeeping shared by the rules: the live physics dam (rebuilt from its log after a copy),
its film for the events, the settled poses written back, and the stocks a placement takes
from or gives back to.
"""

from __future__ import annotations

from tabletop_beaver_creek.pieces import BEAVER, COMBOS, LOG_KINDS
from tabletop_beaver_creek.settle import Settle
from tabletop_beaver_creek.state import (
    CreekState,
)
from tabletop_beaver_creek.world import Dam, Piece


def live_dam(state: CreekState) -> Dam:
    if state.world is None:
        state.world = Dam.replay(state.world_log)
        state.world_log = state.world.log
    return state.world


def cut(state: CreekState) -> Settle | None:
    """The world's settle since the rules began filming it, for the event that tells it."""
    return state.world.cut() if state.world is not None else None


def commit(state: CreekState, pieces: dict[int, Piece], contacts) -> None:
    state.pieces = pieces
    state.contacts = contacts
    state.still = None


def take_from_stock(state: CreekState, seat: int, kind: str) -> None:
    if kind == BEAVER or kind in COMBOS:
        state.supply.remove("beaver")
    if kind in LOG_KINDS or kind in COMBOS:
        state.stocks[seat].remove(COMBOS.get(kind, kind))


def return_to_stock(state: CreekState, seat: int, kind: str) -> None:
    if kind == BEAVER or kind in COMBOS:
        state.supply.add("beaver")
    if kind in LOG_KINDS or kind in COMBOS:
        state.stocks[seat].add(COMBOS.get(kind, kind))
