"""What water does to a dam: floods striking cards, breaches flipping the ends, hamsters moving.

Functions of a state and a seat that change that seat's dam, the Reservoir and the counters,
and append the events they cause. Decisions are not taken here: a function that meets a choice
returns the options and the rules module asks the owner.
"""

from __future__ import annotations

from tabletop_core.game import Event
from tabletop_hamsterdam.events import (
    AbilityUsed,
    DamBreached,
    FloodHeld,
    HamsterLost,
    HamstersShifted,
    Moved,
    Seeped,
    TokenLanded,
)
from tabletop_hamsterdam.pieces import (
    HAMSTER,
    LIFEGUARD,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.state import DAM_SIZE, Dam, HamsterdamState
from tabletop_hamsterdam.wording import LIFEGUARD_RETURNS, SPLASHES, TURNS_SIDEWAYS

TOKEN = "token"


def return_token(state: HamsterdamState, dam: Dam, position: int) -> None:
    """The token on ``position`` goes back: it pays a stand-in back first, else it goes to the
    Reservoir."""
    dam.tokens[position] = 0
    if state.stand_ins:
        state.stand_ins -= 1
    else:
        state.reservoir.add(TOKEN)


def take_token(state: HamsterdamState) -> None:
    """Water leaves the Reservoir; when it is empty the water still flows, as a stand-in token
    (house rule "The dry Reservoir": the flood is finished on every dam it reaches)."""
    if not state.reservoir.take_up_to(TOKEN, 1):
        state.stand_ins += 1


def reservoir_dry(state: HamsterdamState) -> bool:
    """Whether the Reservoir has run dry (empty, or stand-ins are out)."""
    return state.reservoir[TOKEN] == 0


def lifeguard_targets(dam: Dam, position: int) -> list[int]:
    return [
        q
        for q in (position - 1, position + 1)
        if 0 <= q < DAM_SIZE and not dam.flipped[q] and dam.tokens[q]
    ]


def strike(
    state: HamsterdamState, seat: int, position: int, value: int, events: list[Event]
) -> list[int]:
    """A flood of ``value`` strikes the card at ``position``; returns the Lifeguard's choice of
    adjacent tokens when it has one to make (two tokens), else []."""
    dam = state.dams[seat]
    card = dam.cards[position]
    stack = dam.stacks[position]
    if stack:
        piece = stack.pop()
        dam.floods_held += 1
        events.append(FloodHeld(seat, position, card, piece))
        if piece == TWINSTER:
            stack.push(TWINSTER_SIDEWAYS)
            dam.specials_used += 1
            events.append(AbilityUsed(seat, TWINSTER, TURNS_SIDEWAYS))
            return []
        dam.reserves.append(TWINSTER if piece == TWINSTER_SIDEWAYS else piece)
        if piece == LIFEGUARD:
            targets = lifeguard_targets(dam, position)
            if len(targets) == 1:
                lifeguard_bails(state, seat, targets[0], events)
            elif len(targets) > 1:
                return targets
        elif piece == SPLASHSTER:
            left = state.left_of(seat)
            state.floods.append((left, value))
            dam.specials_used += 1
            events.append(AbilityUsed(seat, SPLASHSTER, SPLASHES.format(value=value)))
        return []
    take_token(state)
    if dam.tokens[position]:
        dam.town += 1
        events.append(Seeped(seat, position, card, dam.town))
    else:
        dam.tokens[position] = 1
        events.append(TokenLanded(seat, position, card))
    return []


def lifeguard_bails(state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
    dam = state.dams[seat]
    return_token(state, dam, position)
    dam.specials_used += 1
    events.append(AbilityUsed(seat, LIFEGUARD, LIFEGUARD_RETURNS.format(card=dam.cards[position])))


def flip_end(state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
    """A breach flips the end card at ``position``: its token pours into the town and its
    hamsters move to the adjacent un-flipped card (one of them stopping a token there)."""
    dam = state.dams[seat]
    dam.flipped[position] = True
    dam.breaches += 1
    dam.flip_order.append(position)
    token = bool(dam.tokens[position])
    if token:
        dam.tokens[position] = 0
        dam.town += 1
    events.append(DamBreached(seat, position, dam.cards[position], token))
    pieces = dam.stacks[position].pieces
    if not pieces:
        return
    dam.stacks[position].pieces = []
    standing = dam.standing()
    if not standing:
        dam.reserves.extend(TWINSTER if p == TWINSTER_SIDEWAYS else p for p in pieces)
        events.append(HamstersShifted(seat, position, -1, len(pieces)))
        return
    target = standing[0] if standing[0] > position else standing[-1]
    if dam.tokens[target]:
        lost = HAMSTER if HAMSTER in pieces else pieces[0]
        pieces.remove(lost)
        dam.gone.append(lost)
        return_token(state, dam, target)
        events.append(HamsterLost(seat, target, lost, dam.cards[target]))
    for piece in pieces:
        dam.land(target, piece)
    if pieces:
        events.append(HamstersShifted(seat, position, target, len(pieces), dam.cards[target]))


def move_hamster(
    state: HamsterdamState,
    seat: int,
    start: int,
    end: int,
    piece: int,
    events: list[Event],
) -> None:
    """Movement (and the Scout): a hamster goes to ``end``; onto a token it stops the token and
    leaves the game."""
    dam = state.dams[seat]
    pieces = dam.stacks[start].pieces
    if piece == HAMSTER:
        pieces.remove(HAMSTER)
    else:
        at = len(pieces) - 1 - pieces[::-1].index(piece)
        del pieces[at]
    events.append(Moved(seat, start, end, piece, dam.cards[start], dam.cards[end]))
    if dam.tokens[end]:
        dam.gone.append(piece)
        return_token(state, dam, end)
        events.append(HamsterLost(seat, end, piece, dam.cards[end]))
    else:
        dam.land(end, piece)
