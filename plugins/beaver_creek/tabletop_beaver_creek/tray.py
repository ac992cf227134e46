"""The pieces a player picks up from, in slots numbered the same for the whole turn.

The tray keeps one slot per kind of piece, in a fixed order (1 beaver, 2 log, 3 small log; on
face 4 of die 2 the logs come with their beaver), so a number pressed mid-turn always takes the
piece it named at the start. A slot whose piece cannot be placed now stays, closed, and says
why (:func:`why_not`).
"""

from __future__ import annotations

from tabletop_beaver_creek import judge, placing
from tabletop_beaver_creek.pieces import BEAVER, COMBOS, LOG, LOG_KINDS, SMALL_LOG
from tabletop_beaver_creek.state import PLACE, SETUP, CreekState
from tabletop_core.i18n import N_

NONE_DUE = N_("the dice ask for no more")
NO_BEAVER_IN_SUPPLY = N_("no beaver is left in the supply")
NONE_IN_STOCK = N_("none left in your stock")
COMBO_FIRST = N_("first the log with its beaver")
NO_ROOM_FOR_A_BEAVER = N_("no free space or log for it")
NO_FREE_BEAVER = N_("no beaver with room on its head")
NO_SPOT = N_("no spot takes it now")
"""Why a slot is closed: English here, translated where shown."""
REASONS = (
    NONE_DUE,
    NO_BEAVER_IN_SUPPLY,
    NONE_IN_STOCK,
    COMBO_FIRST,
    NO_ROOM_FOR_A_BEAVER,
    NO_FREE_BEAVER,
    NO_SPOT,
)


def slots(state: CreekState) -> list[str]:
    """The tray's kinds in slot order (slot ``i`` is number ``i + 1``): the set-up's beaver
    alone; while placing, a beaver, a log and a small log (face 4 before its combination: the
    logs with a beaver on them)."""
    if state.phase == SETUP:
        return [BEAVER]
    if state.phase != PLACE:
        return []
    if state.combo_due:
        return [BEAVER, *COMBOS]
    return [BEAVER, LOG, SMALL_LOG]


def why_not(state: CreekState, kind: str) -> str | None:
    """Why ``kind`` cannot be placed now (``None``: it can)."""
    if kind in placing.placeable(state):
        return None
    stock = state.stocks[state.current]
    if kind == BEAVER:
        if state.phase == PLACE and state.beavers_due <= 0:
            return NONE_DUE
        if state.supply[BEAVER] <= 0:
            return NO_BEAVER_IN_SUPPLY
        if state.phase == PLACE and state.combo_due:
            return COMBO_FIRST
        if not placing.can_place_beaver(state):
            return NO_ROOM_FOR_A_BEAVER
        return NO_SPOT
    log = COMBOS.get(kind, kind)
    if log not in LOG_KINDS:
        return NO_SPOT
    if state.logs_due <= 0 or (kind in COMBOS and state.beavers_due <= 0):
        return NONE_DUE
    if kind in COMBOS and state.supply[BEAVER] <= 0:
        return NO_BEAVER_IN_SUPPLY
    if stock[log] <= 0:
        return NONE_IN_STOCK
    if not judge.free_beavers(state.pieces, state.contacts):
        return NO_FREE_BEAVER
    return NO_SPOT
