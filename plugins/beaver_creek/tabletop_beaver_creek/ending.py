"""The end (RULES.md, "End" and "Solo"): why a turn or the game ends, and who wins: the
first to place their last log, the fewest logs left, or a solo verdict.
"""

from __future__ import annotations

from tabletop_beaver_creek.events import (
    GameEnded,
)
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import (
    LARGE_LOGS,
    OVER,
    SMALL_LOGS,
    CreekState,
)
from tabletop_core.game import Event
from tabletop_core.i18n import N_

EVERYTHING_PLACED = N_("everything rolled is placed")


NOTHING_PLACEABLE = N_("nothing more can be placed")


TAKEN_BACK_TOO_OFTEN = N_("five placements came to rest against the rules and were taken back")


ACCIDENT_STOPS = N_("an accident stops the move")


LAST_LOG_PLACED = N_("placed their last log without an accident")


ALL_LOGS_IN = N_("all 50 logs are in the dam")


NO_LOGS_TO_PLACE = N_("no log is left to place")


NO_BEAVERS_LEFT = N_("no beavers are left")


DAM_FELL = N_("the dam fell")


IDLE_ROUND = N_("a whole round passed in which nothing could be placed")
"""Why a turn or the game ends: English in events and the state, translated where shown (solo
endings add the verdict after ": ")."""


def end_solo(state: CreekState) -> list[Event]:
    """Solo with no log left in hand: every log placed, or the rest dropped to the table."""
    why = ALL_LOGS_IN if state.logs_placed >= LARGE_LOGS + SMALL_LOGS else NO_LOGS_TO_PLACE
    return end_game(state, (0,), f"{why}: {verdict(state.logs_placed)}")


def end_fewest_logs(state: CreekState, reason: str) -> list[Event]:
    fewest = min(state.logs_left(s) for s in range(state.players))
    winners = tuple(s for s in range(state.players) if state.logs_left(s) == fewest)
    if state.players == 1:
        reason = f"{reason}: {verdict(state.logs_placed)}"
    return end_game(state, winners, reason)


def end_game(state: CreekState, winners: tuple[int, ...], reason: str) -> list[Event]:
    state.phase = OVER
    state.winners = winners
    state.end_reason = reason
    return [GameEnded(winners, reason)]
