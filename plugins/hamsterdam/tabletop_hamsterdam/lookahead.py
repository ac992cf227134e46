"""The ``hard`` bot's judgement: an action is worth the flood tokens its player can expect after it.

Each play decision is tried on a copy of the state with the piece of the rules it triggers
(``deploy_piece``, ``move_hamster``, ``flip_end``, ...) and the copy is scored by
:func:`tabletop_hamsterdam.forecast.expected_floods`, without running the game on (so no dice
are needed and a view will do). A Rerollster's roll again is weighed over every value it may
bring, for everybody, as the lead over the driest other dam. The set-up decisions (passing,
arranging, keeping specials) keep ``normal``'s rules of thumb.
"""

from __future__ import annotations

from typing import Any

from tabletop_hamsterdam.actions import (
    Bail,
    Breach,
    Deploy,
    FlipValue,
    Lifeguard,
    Move,
    Nudge,
    Repair,
    Reroll,
    ScoutMove,
    Skip,
    Swap,
)
from tabletop_hamsterdam.deployment import deploy_piece
from tabletop_hamsterdam.flooding import flip_end, move_hamster, return_token
from tabletop_hamsterdam.forecast import expected_floods, throws_counted
from tabletop_hamsterdam.pieces import PIECE_OF, ROLL_WAYS, SCOUT
from tabletop_hamsterdam.state import HamsterdamState


def foresee(state: HamsterdamState, seat: int, action: Any) -> float | None:
    """Minus the flood tokens ``seat`` can expect after ``action`` (higher is better), or None
    for a set-up decision the forecast does not weigh."""
    kind = type(action)
    if kind is Reroll:
        return _reroll_worth(state, seat, action.again)
    after = state.clone()
    dam = after.dams[seat]
    if kind is Deploy:
        deploy_piece(after, seat, action.position, PIECE_OF[action.hamster], [])
    elif kind is Move:
        move_hamster(
            after, seat, action.from_position, action.to_position, PIECE_OF[action.hamster], []
        )
    elif kind is Nudge:
        after.values[seat] += action.delta
    elif kind is FlipValue:
        after.values[seat] = 14 - after.values[seat]
    elif kind is ScoutMove:
        pieces = dam.stacks[action.from_position].pieces
        del pieces[len(pieces) - 1 - pieces[::-1].index(SCOUT)]
        dam.land(action.to_position, SCOUT)
    elif kind is Lifeguard or kind is Bail:
        return_token(after, dam, action.position)
    elif kind is Breach:
        standing = dam.standing()
        flip_end(after, seat, standing[0] if action.side == "left" else standing[-1], [])
    elif kind is Swap:
        a, b = action.position, action.position + 1
        dam.cards[a], dam.cards[b] = dam.cards[b], dam.cards[a]
        dam.tokens[a], dam.tokens[b] = dam.tokens[b], dam.tokens[a]
        dam.stacks[a], dam.stacks[b] = dam.stacks[b], dam.stacks[a]
    elif kind is Repair:
        position = dam.flip_order.pop()
        dam.flipped[position] = False
    elif kind is not Skip:
        return None
    return -expected_floods(after, seat)


def _reroll_worth(state: HamsterdamState, seat: int, again: bool) -> float:
    """The lead over the driest other dam with the value kept, or on average over a new roll."""
    if not again:
        return _lead_with(state, seat, state.value)
    throws = throws_counted(state)
    standing = {
        dam.cards[p] for dam in state.dams for p in range(len(dam.cards)) if not dam.flipped[p]
    }
    return sum(
        ROLL_WAYS[value] / throws * _lead_with(state, seat, value) for value in sorted(standing)
    )


def _lead_with(state: HamsterdamState, seat: int, value: int) -> float:
    rolled = state.value
    state.value = value
    try:
        mine = expected_floods(state, seat)
        others = min(expected_floods(state, o) for o in range(state.players) if o != seat)
    finally:
        state.value = rolled
    return others - mine
