"""Rounds (RULES.md, "Rounds"): the movement phase after everybody's turn, the end of a round
(Recruiters, Bailers, redeployment) and the end of the game.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.flow import SimultaneousStep
from tabletop_core.game import Event
from tabletop_core.i18n import N_
from tabletop_hamsterdam import deployment, turn
from tabletop_hamsterdam.actions import (
    REPAIR,
    SKIP,
    Move,
    Repair,
)
from tabletop_hamsterdam.events import (
    AbilityUsed,
    GameEnded,
    MoveChosen,
    RoundEnded,
)
from tabletop_hamsterdam.flooding import (
    move_hamster,
    return_token,
)
from tabletop_hamsterdam.pieces import (
    BAILER,
    ENGINEER,
    HAMSTER,
    PIECE_NAMES,
    PIECE_OF,
    RECRUITER,
    TURNS_PER_ROUND,
)
from tabletop_hamsterdam.state import (
    BAIL,
    DAM_SIZE,
    END_DRY,
    END_RESERVOIR,
    END_ROUNDS,
    MOVE,
    OVER,
    HamsterdamState,
)
from tabletop_hamsterdam.wording import (
    BAILS_OUT,
    RECRUITS,
    UN_FLIPS,
)

MOVES = {
    (a, b, k): Move(a, b, PIECE_NAMES[k])
    for a in range(DAM_SIZE)
    for b in (a - 1, a + 1)
    if 0 <= b < DAM_SIZE
    for k in range(14)
}


def cycle_length(players: int) -> int:
    """Turns between two movement phases: everybody once (twice each with two players)."""
    return 4 if players == 2 else players


END_LINES = {
    END_ROUNDS: N_("the last round has been played"),
    END_RESERVOIR: N_("the flood emptied the Reservoir (it was finished on every dam)"),
    END_DRY: N_("no dam has an un-flipped card left"),
}
"""Why the game ended: English in the event, translated where shown."""


def end_turn(state: HamsterdamState, events: list[Event]) -> None:
    state.turns += 1
    if state.turns % cycle_length(state.players) == 0:
        state.step = SimultaneousStep(state.order.order_from(state.first))
        state.stage = MOVE
        run_movement(state, events)
        return
    state.order.advance()
    turn.start_turn(state, events)


def run_movement(state: HamsterdamState, events: list[Event]) -> None:
    step = state.step
    assert step is not None
    while (seat := step.waiting_for) is not None:
        if len(move_options(state, seat)) > 1:
            state.actor = seat
            return
        step.choose(seat, SKIP)
    order = state.order.order_from(state.first)
    choices = step.choices
    for seat in order:
        choice = choices[seat]
        if type(choice) is Move:
            piece = PIECE_OF[choice.hamster]
            move_hamster(state, seat, choice.from_position, choice.to_position, piece, events)
    for seat in order:
        if type(choices[seat]) is Repair:
            dam = state.dams[seat]
            position = dam.flip_order.pop()
            dam.flipped[position] = False
            dam.engineers_used += 1
            dam.specials_used += 1
            events.append(AbilityUsed(seat, ENGINEER, UN_FLIPS.format(card=dam.cards[position])))
    state.step = None
    if state.turns >= TURNS_PER_ROUND:
        end_round(state, events)
        return
    state.order.advance()
    turn.start_turn(state, events)


def move_options(state: HamsterdamState, seat: int) -> list[Any]:
    """Movement choices: Skip, each hamster kind one card left or right, and the Engineer."""
    dam = state.dams[seat]
    options: list[Any] = [SKIP]
    append = options.append
    flipped = dam.flipped
    last = DAM_SIZE - 1
    for start, stack in enumerate(dam.stacks):
        pieces = stack.pieces
        if not pieces or flipped[start]:
            continue
        left = start > 0 and not flipped[start - 1]
        right = start < last and not flipped[start + 1]
        for kind in sorted(set(pieces)) if pieces[-1] else (HAMSTER,):
            if left:
                append(MOVES[start, start - 1, kind])
            if right:
                append(MOVES[start, start + 1, kind])
    if dam.flip_order and dam.on_dam(ENGINEER) > dam.engineers_used:
        append(REPAIR)
    return options


def choose_move(state: HamsterdamState, seat: int, action: Any, events: list[Event]) -> None:
    step = state.step
    assert step is not None
    step.choose(seat, action)
    events.append(MoveChosen(seat))
    run_movement(state, events)


def end_round(state: HamsterdamState, events: list[Event]) -> None:
    events.append(RoundEnded(state.round))
    if state.round >= state.rounds:
        end_game(state, END_ROUNDS, events)
        return
    state.round += 1
    order = state.order.order_from(state.first)
    for seat in order:
        dam = state.dams[seat]
        for _ in range(deployment.in_play(dam, RECRUITER)):
            if state.box.take_up_to("hamster", 1):
                dam.reserves.append(HAMSTER)
                dam.specials_used += 1
                events.append(AbilityUsed(seat, RECRUITER, RECRUITS))
    state.queue = [
        seat for seat in order for _ in range(deployment.in_play(state.dams[seat], BAILER))
    ]
    run_bailers(state, events)


def run_bailers(state: HamsterdamState, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        if any(state.dams[seat].tokens):
            state.stage, state.actor = BAIL, seat
            return
        state.queue.pop(0)
    deployment.start_deployment(state, events, initial=False)


def bail(state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
    dam = state.dams[seat]
    return_token(state, dam, position)
    dam.specials_used += 1
    events.append(AbilityUsed(seat, BAILER, BAILS_OUT.format(card=dam.cards[position])))
    state.queue.pop(0)
    run_bailers(state, events)


def end_game(state: HamsterdamState, reason: str, events: list[Event]) -> None:
    state.stage, state.actor, state.end = OVER, None, reason
    state.queue, state.floods, state.strikes = [], [], []
    events.append(GameEnded(END_LINES[reason]))
