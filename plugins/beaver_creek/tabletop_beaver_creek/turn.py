"""A turn (RULES.md, "A turn"): roll the dice, place what they show one piece at a time (a
placement that comes to rest against the rules is taken back), and pass the turn on.
What falls is :mod:`.accidents`.
"""

from __future__ import annotations

import math

from tabletop_beaver_creek import accidents, judge, landing, placing
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.bookkeeping import (
    commit,
    cut,
    live_dam,
    return_to_stock,
    take_from_stock,
)
from tabletop_beaver_creek.dice import (
    BEAVER_AND_LOG,
    ON_LAST_LOG,
    ONLY_BEAVERS,
)
from tabletop_beaver_creek.ending import (
    EVERYTHING_PLACED,
    IDLE_ROUND,
    LAST_LOG_PLACED,
    NO_BEAVERS_LEFT,
    NOTHING_PLACEABLE,
    TAKEN_BACK_TOO_OFTEN,
    end_fewest_logs,
    end_game,
    end_solo,
)
from tabletop_beaver_creek.events import (
    Placed,
    Refused,
    Rolled,
    TurnEnded,
)
from tabletop_beaver_creek.handicaps import SHAKING_HANDS, Release, release, world_x
from tabletop_beaver_creek.pieces import BEAVER, COMBOS, LOG_KINDS
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import (
    MAX_REFUSALS,
    PLACE,
    ROLL,
    SETUP,
    SETUP_BEAVERS,
    CreekState,
)
from tabletop_core.game import Event, IllegalAction

SOLO_IDLE_TURNS = 10
"""Solo: turns in a row in which nothing could be placed before the game ends anyway (while
some roll could still place something, the next roll may)."""


def roll(state: CreekState) -> list[Event]:
    seat = state.current
    rerolls = 0
    (beavers, logs), handicap = state.dice.roll(state.rng)
    while handicap == ON_LAST_LOG and not any(p.kind in LOG_KINDS for p in state.pieces.values()):
        (beavers, logs), handicap = state.dice.roll(state.rng)
        rerolls += 1
    state.turns += 1
    state.handicap = handicap
    state.beavers_due = min(beavers, state.supply["beaver"])
    state.logs_due = min(logs, state.logs_left(seat))
    state.combo_due = handicap == BEAVER_AND_LOG
    state.phase = PLACE
    events: list[Event] = [Rolled(seat, beavers, logs, handicap, rerolls)]
    events.extend(carry_on(state))
    return events


def place(state: CreekState, action: Place) -> list[Event]:
    seat = state.current
    kind = action.piece
    if kind not in (BEAVER, *LOG_KINDS, *COMBOS):
        raise IllegalAction(f"unknown piece {kind!r}")
    x = world_x(state.handicap if state.phase == PLACE else None, float(action.x))
    y, angle = float(action.y), math.radians(float(action.angle))
    placing.check_spot(state, kind, x, y, angle)

    # committed from here on: the hand's noise is drawn
    state.tries_this_turn += 1
    handicap = state.handicap if state.phase == PLACE else None
    shaken = handicap in SHAKING_HANDS
    hand = release(handicap, x, y, angle, state.rng)
    lifted = placing.clear_height(
        placing.still(state), kind, hand.x, hand.y, hand.angle, hand.combo_shift
    )
    hand = hand._replace(y=lifted)
    fall = hand.y - landing.lowered(placing.still(state), kind, hand.x, hand.y, hand.angle)
    dam = live_dam(state)
    before = dict(state.pieces)
    before_contacts = state.contacts
    kinds = {key: p.kind for key, p in before.items()}
    dam.film_from(kinds)
    released: dict[int, tuple[float, float, float]] = {}
    landed: dict[int, tuple[float, float, float]] = {}
    for piece, px, py, pa in placing.outlines(kind, hand.x, hand.y, hand.angle, hand.combo_shift):
        key = state.next_id
        state.next_id += 1
        kinds[key] = piece
        released[key] = (px, py, pa)
        landed[key] = (px, py - fall, pa)
        dam.add(key, piece, px, py, pa, (hand.vx, hand.vy, hand.spin))
    take_from_stock(state, seat, kind)
    settling = dam.settle()
    after = dam.poses(kinds)
    contacts = dam.contacts()
    held = landing.held_by(placing.still(state), kind, hand.x, hand.y, hand.angle, tuple(released))
    fell = judge.fallen(before, after, contacts, landed, before_contacts, held)
    if fell or not settling.settled:
        return accidents.accident(state, seat, kind, tuple(released), fell, kinds, before)

    placed = tuple(released)
    fault = judge.placement_fault(
        after,
        contacts,
        placed,
        spaces_free=judge.free_spaces(state.contacts),
        beaver_logs=state.beaver_logs if state.phase == PLACE else (),
        last_log=placing.last_log(state)
        if state.handicap == ON_LAST_LOG and state.phase == PLACE
        else None,
        only_beavers=state.handicap == ONLY_BEAVERS and state.phase == PLACE,
    )
    if fault is not None:
        return take_back(state, seat, kind, placed, fault, kinds, shaken)
    commit(state, after, contacts)
    return placement_stands(state, seat, kind, placed, hand, shaken)


def placement_stands(
    state: CreekState,
    seat: int,
    kind: str,
    placed: tuple[int, ...],
    hand: Release,
    shaken: bool,
) -> list[Event]:
    events: list[Event] = [
        Placed(
            seat,
            kind,
            placed,
            hand.x,
            hand.y,
            math.degrees(hand.angle),
            shaken,
            cut(state),
        )
    ]
    for key in placed:
        piece = state.pieces[key]
        if piece.kind == BEAVER:
            state.beavers_placed += 1
            if state.phase == PLACE:
                state.beavers_due -= 1
                state.beaver_logs.update(
                    o
                    for o in judge.supports(state.pieces, state.contacts, key)
                    if isinstance(o, int) and state.pieces[o].kind in LOG_KINDS
                )
        else:
            state.logs_placed += 1
            state.logs_due -= 1
            state.last_log = key
    if kind in COMBOS:
        state.combo_due = False
    if state.phase == SETUP:
        standing = sum(p.kind == BEAVER for p in state.pieces.values())
        if standing >= SETUP_BEAVERS or not placing.placeable(state):
            state.phase = ROLL
        return events
    if state.players > 1 and kind != BEAVER and state.logs_left(seat) == 0:
        events.extend(end_game(state, (seat,), LAST_LOG_PLACED))
        return events
    if state.players == 1 and state.logs_left(seat) == 0:
        events.extend(end_solo(state))
        return events
    if state.players > 1 and state.supply["beaver"] == 0:
        events.extend(end_fewest_logs(state, NO_BEAVERS_LEFT))
        return events
    events.extend(carry_on(state))
    return events


def take_back(
    state: CreekState,
    seat: int,
    kind: str,
    placed: tuple[int, ...],
    fault: str,
    kinds: dict[int, str],
    shaken: bool,
) -> list[Event]:
    dam = live_dam(state)
    for key in placed:
        dam.remove(key)
    dam.settle()
    commit(state, dam.poses(kinds), dam.contacts())
    return_to_stock(state, seat, kind)
    events: list[Event] = [Refused(seat, kind, fault, shaken, cut(state))]
    if state.phase == SETUP:
        if not placing.placeable(state):
            state.phase = ROLL
        return events
    state.refusals += 1
    if state.refusals >= MAX_REFUSALS:
        events.extend(end_turn(state, TAKEN_BACK_TOO_OFTEN))
    else:
        events.extend(carry_on(state))
    return events


def carry_on(state: CreekState) -> list[Event]:
    """End the turn when nothing is due, or when nothing due can be placed."""
    if state.combo_due and not placing.placeable(state):
        state.combo_due = False
    if state.beavers_due <= 0 and state.logs_due <= 0:
        return end_turn(state, EVERYTHING_PLACED)
    if not placing.placeable(state):
        return end_turn(state, NOTHING_PLACEABLE)
    return []


def end_turn(state: CreekState, reason: str) -> list[Event]:
    seat = state.current
    events: list[Event] = [TurnEnded(seat, reason)]
    state.idle_turns = 0 if state.tries_this_turn else state.idle_turns + 1
    solo_stuck = state.players == 1 and (
        state.idle_turns >= SOLO_IDLE_TURNS or not placing.some_roll_places(state)
    )
    if solo_stuck or (state.players > 1 and state.idle_turns >= state.players):
        if state.players == 1:
            events.extend(
                end_game(state, (0,), f"{NOTHING_PLACEABLE}: {verdict(state.logs_placed)}")
            )
        else:
            events.extend(end_fewest_logs(state, IDLE_ROUND))
        return events
    state.current = (seat + 1) % state.players
    state.phase = ROLL
    state.handicap = None
    state.beavers_due = state.logs_due = 0
    state.combo_due = False
    state.beaver_logs = set()
    state.refusals = 0
    state.tries_this_turn = 0
    return events
