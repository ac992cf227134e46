"""Deployment and the Lookout (RULES.md, "Set-up" and "Rounds"): hamsters from the
reinforcements onto the dam, hidden until everybody has deployed, then each Lookout's swap.
"""

from __future__ import annotations

from tabletop_core.flow import SimultaneousStep
from tabletop_core.game import Event
from tabletop_hamsterdam import turn
from tabletop_hamsterdam.actions import (
    Deploy,
)
from tabletop_hamsterdam.events import (
    Deployed,
    DeploymentShown,
    Swapped,
)
from tabletop_hamsterdam.flooding import (
    return_token,
)
from tabletop_hamsterdam.pieces import (
    LOOKOUT,
    MEDIC,
    PIECE_OF,
)
from tabletop_hamsterdam.state import (
    DAM_SIZE,
    DEPLOY,
    LOOKING_OUT,
    Dam,
    HamsterdamState,
)


def in_play(dam: Dam, piece: int) -> int:
    """Copies of ``piece`` on the dam's standing cards or in the reinforcements."""
    return dam.on_dam(piece) + dam.reserves.count(piece)


def start_deployment(state: HamsterdamState, events: list[Event], initial: bool) -> None:
    order = state.order.order_from(state.first)
    for seat in order:
        dam = state.dams[seat]
        dam.spent = 0
        dam.medics_left = 0 if initial else in_play(dam, MEDIC)
        if not initial:
            state.shown[seat] = dam.clone()
    state.step = SimultaneousStep(order)
    state.stage = DEPLOY
    run_deployment(state, events)


def run_deployment(state: HamsterdamState, events: list[Event]) -> None:
    step = state.step
    assert step is not None
    while (seat := step.waiting_for) is not None:
        dam = state.dams[seat]
        if dam.reserves and dam.standing():
            state.actor = seat
            return
        step.choose(seat, True)
    for seat in step.seats:
        dam = state.dams[seat]
        stacks = tuple(tuple(s.pieces) for s in dam.stacks)
        events.append(DeploymentShown(seat, stacks, dam.spent, tuple(dam.cards)))
        state.shown[seat] = None
    state.revealed = True
    state.queue = [
        seat
        for seat in state.order.order_from(state.first)
        for _ in range(state.dams[seat].on_dam(LOOKOUT))
    ]
    run_lookouts(state, events)


def deploy(state: HamsterdamState, seat: int, action: Deploy, events: list[Event]) -> None:
    deploy_piece(state, seat, action.position, PIECE_OF[action.hamster], events)
    run_deployment(state, events)


def deploy_piece(
    state: HamsterdamState, seat: int, position: int, piece: int, events: list[Event]
) -> None:
    """Place ``piece`` from the reinforcements; on a token it is spent (or saved by a Medic)."""
    dam = state.dams[seat]
    dam.reserves.remove(piece)
    if not dam.tokens[position]:
        dam.land(position, piece)
        events.append(Deployed(seat, position, piece, False, card=dam.cards[position]))
        return
    return_token(state, dam, position)
    dam.spent += 1
    medic = dam.medics_left > 0
    if medic:
        dam.medics_left -= 1
        dam.specials_used += 1
        dam.reserves.append(piece)
    else:
        dam.gone.append(piece)
    events.append(Deployed(seat, position, piece, True, medic, dam.cards[position]))


def run_lookouts(state: HamsterdamState, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        if lookout_swaps(state.dams[seat]):
            state.stage, state.actor = LOOKING_OUT, seat
            return
        state.queue.pop(0)
    turn.start_round(state, events)


def swap(state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
    dam = state.dams[seat]
    a, b = position, position + 1
    dam.cards[a], dam.cards[b] = dam.cards[b], dam.cards[a]
    dam.tokens[a], dam.tokens[b] = dam.tokens[b], dam.tokens[a]
    dam.stacks[a], dam.stacks[b] = dam.stacks[b], dam.stacks[a]
    dam.specials_used += 1
    events.append(Swapped(seat, position, (dam.cards[b], dam.cards[a])))
    state.queue.pop(0)
    run_lookouts(state, events)


def lookout_swaps(dam: Dam) -> list[int]:
    flipped = dam.flipped
    return [p for p in range(DAM_SIZE - 1) if not flipped[p] and not flipped[p + 1]]
