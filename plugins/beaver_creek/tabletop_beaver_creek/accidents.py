"""Accidents (RULES.md, "Accidents"): what fell is cleared away, the others may discard a
log, and a player left without logs takes one back.
"""

from __future__ import annotations

from tabletop_beaver_creek import judge, placing, turn
from tabletop_beaver_creek.actions import Discard, Keep
from tabletop_beaver_creek.bookkeeping import commit, cut, live_dam
from tabletop_beaver_creek.ending import (
    ACCIDENT_STOPS,
    DAM_FELL,
    NO_BEAVERS_LEFT,
    end_fewest_logs,
    end_game,
    end_solo,
)
from tabletop_beaver_creek.events import (
    Accident,
    Discarded,
    LogTakenBack,
)
from tabletop_beaver_creek.pieces import LOG, LOG_KINDS, SMALL_LOG
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import (
    DISCARD,
    PLACE,
    ROLL,
    SETUP,
    CreekState,
)
from tabletop_beaver_creek.world import Piece
from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")


MAX_CLEANUPS = 3


NONE_TO_DISCARD = {
    LOG: N_("you have no log to discard"),
    SMALL_LOG: N_("you have no small log to discard"),
}


def accident(
    state: CreekState,
    seat: int,
    kind: str,
    placed: tuple[int, ...],
    fell: list[int],
    kinds: dict[int, str],
    before: dict[int, Piece],
) -> list[Event]:
    dam = live_dam(state)
    discarded: list[int] = []
    for _ in range(MAX_CLEANUPS):
        pieces, contacts = dam.poses(kinds), dam.contacts()
        gone = [k for k in pieces if judge.on_table(pieces, contacts, k)]
        if not gone:
            break
        for key in gone:
            dam.remove(key)
            if pieces[key].kind in LOG_KINDS:
                state.discard_pile.add(pieces[key].kind)
            else:
                state.discarded_beavers += 1
        discarded.extend(gone)
        dam.settle()
    commit(state, dam.poses(kinds), dam.contacts())
    state.accidents += 1
    if state.last_log not in state.pieces:
        state.last_log = None
    for key in placed:
        if key in state.pieces and state.pieces[key].kind in LOG_KINDS:
            state.last_log = key
    events: list[Event] = [
        Accident(
            seat,
            tuple(fell),
            tuple(sorted(discarded)),
            cut(state),
            kind,
            tuple(kinds[key] for key in fell),
        )
    ]
    if state.phase == SETUP:
        if not placing.placeable(state):
            state.phase = ROLL
        return events
    if state.players == 1:
        if judge.structure_fell(before, fell, discarded):
            events.extend(end_game(state, (0,), f"{DAM_FELL}: {verdict(state.logs_placed)}"))
        elif state.logs_left(seat) == 0:
            events.extend(end_solo(state))
        else:
            events.extend(turn.end_turn(state, ACCIDENT_STOPS))
        return events
    if state.supply["beaver"] == 0:
        events.extend(end_fewest_logs(state, NO_BEAVERS_LEFT))
        return events
    state.accident_seat = seat
    others = [(seat + step) % state.players for step in range(1, state.players)]
    state.discard_queue = [s for s in others if state.logs_left(s) >= 2]
    if state.discard_queue:
        state.phase = DISCARD
        return events
    events.extend(after_accident(state))
    return events


def discard(state: CreekState, action: Discard | Keep) -> list[Event]:
    seat = state.discard_queue[0]
    stock = state.stocks[seat]
    if isinstance(action, Discard):
        if action.piece not in LOG_KINDS:
            raise IllegalAction(f"only logs are discarded, not {action.piece!r}")
        if stock[action.piece] == 0:
            raise IllegalAction(_(NONE_TO_DISCARD[action.piece]))
        if stock.total() < 2:
            raise IllegalAction(_("a player's last log cannot be discarded"))
        stock.transfer(state.discard_pile, action.piece)
    state.discard_queue.pop(0)
    events: list[Event] = [Discarded(seat, action.piece if isinstance(action, Discard) else None)]
    if not state.discard_queue:
        events.extend(after_accident(state))
    return events


def after_accident(state: CreekState) -> list[Event]:
    """The last-log rule, then the turn passes."""
    seat = state.accident_seat if state.accident_seat is not None else state.current
    events: list[Event] = []
    if state.logs_left(seat) == 0:
        events.append(new_log(state, seat))
    state.phase = PLACE
    state.accident_seat = None
    events.extend(turn.end_turn(state, ACCIDENT_STOPS))
    return events


def new_log(state: CreekState, seat: int) -> LogTakenBack:
    pile = state.discard_pile
    if pile.total():
        kind = LOG if pile[LOG] >= pile[SMALL_LOG] else SMALL_LOG
        pile.transfer(state.stocks[seat], kind)
        return LogTakenBack(seat, kind, None)
    key = judge.easiest_log(state.pieces, state.contacts)
    if key is None:  # no log anywhere: the rules leave the player empty-handed
        return LogTakenBack(seat, LOG, None)
    kind = state.pieces[key].kind
    dam = live_dam(state)
    kinds = {k: p.kind for k, p in state.pieces.items()}
    dam.film_from(kinds)
    dam.remove(key)
    dam.settle()
    commit(state, dam.poses(kinds), dam.contacts())
    if state.last_log == key:
        state.last_log = None
    state.stocks[seat].add(kind)
    return LogTakenBack(seat, kind, key, cut(state))
