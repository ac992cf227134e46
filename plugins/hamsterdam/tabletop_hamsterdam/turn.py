"""A turn (RULES.md, "A turn"): the roll (and the Rerollster), the roll abilities, the flood
on every dam and the breaches it leaves.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.game import Event
from tabletop_hamsterdam import rounds
from tabletop_hamsterdam.actions import (
    FLIP_VALUE,
    NUDGE_DOWN,
    NUDGE_UP,
    FlipValue,
    Nudge,
    ScoutMove,
)
from tabletop_hamsterdam.events import (
    AbilityChosen,
    AbilityRevealed,
    AbilityUsed,
    Rolled,
)
from tabletop_hamsterdam.flooding import (
    flip_end,
    reservoir_dry,
    strike,
)
from tabletop_hamsterdam.pieces import (
    FLIPSTER,
    NUDGESTER,
    REROLLSTER,
    SCOUT,
    breaches_owed,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    BREACH,
    DAM_SIZE,
    END_DRY,
    END_RESERVOIR,
    LIFEGUARDING,
    REROLLING,
    ROLLING,
    Dam,
    HamsterdamState,
)
from tabletop_hamsterdam.wording import (
    ROLLS_AGAIN,
    SCURRIES,
    VALUE_HERE,
)

MAX_ROLLS_PER_TURN = 1000
"""Rolls until a value some dam shows; any standing card makes this end almost at once."""


SCOUT_MOVES = {(a, b): ScoutMove(a, b) for a in range(DAM_SIZE) for b in range(DAM_SIZE)}


def can_use(dam: Dam, piece: int) -> bool:
    """Whether a once-per-round ability on the dam still has a use this round."""
    return dam.on_dam(piece) > dam.used[piece]


def start_round(state: HamsterdamState, events: list[Event]) -> None:
    for dam in state.dams:
        dam.used = [0] * len(dam.used)
    state.order.set_start(state.first)
    state.turns = 0
    start_turn(state, events)


def start_turn(state: HamsterdamState, events: list[Event]) -> None:
    if not any(not f for dam in state.dams for f in dam.flipped):
        rounds.end_game(state, END_DRY, events)
        return
    state.stage, state.actor = ROLLING, state.active


def roll(state: HamsterdamState, seat: int, events: list[Event]) -> None:
    roll_dice(state, seat, events)
    offer_reroll(state, seat, events)


def roll_dice(state: HamsterdamState, seat: int, events: list[Event]) -> None:
    assert state.rng is not None
    standing: set[int] = set()
    for dam in state.dams:
        if dam.flip_order:
            standing.update(c for c, f in zip(dam.cards, dam.flipped, strict=True) if not f)
        else:
            standing.update(dam.cards)
    for _ in range(MAX_ROLLS_PER_TURN):
        a, b = state.dice.roll(state.rng)
        state.rolls += 1
        value = a + b
        counted = value in standing
        events.append(Rolled(seat, (a, b), value, counted))
        if counted:
            break
    state.value = value


def offer_reroll(state: HamsterdamState, seat: int, events: list[Event]) -> None:
    if can_use(state.dams[seat], REROLLSTER):
        state.stage, state.actor = REROLLING, seat
        return
    state.values = [state.value] * state.players
    state.queue = state.order.order_from(seat)
    run_abilities(state, events)


def reroll(state: HamsterdamState, seat: int, again: bool, events: list[Event]) -> None:
    if not again:
        state.values = [state.value] * state.players
        state.queue = state.order.order_from(seat)
        run_abilities(state, events)
        return
    dam = state.dams[seat]
    dam.used[REROLLSTER] += 1
    dam.specials_used += 1
    events.append(AbilityUsed(seat, REROLLSTER, ROLLS_AGAIN.format(value=state.value)))
    roll_dice(state, seat, events)
    offer_reroll(state, seat, events)


def run_abilities(state: HamsterdamState, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        if ability_options(state, seat):
            state.stage, state.actor = ABILITY, seat
            return
        state.queue.pop(0)
    reveal_abilities(state, events)
    state.floods = [(seat, state.values[seat]) for seat in state.order.order_from(state.active)]
    state.strikes = []
    run_floods(state, events)


def ability_options(state: HamsterdamState, seat: int) -> list[Any]:
    """The roll abilities ``seat`` may use now (Nudgester, Flipster, Scout), without Skip."""
    dam = state.dams[seat]
    specials = dam.specials_on_dam()
    if not specials:
        return []
    used = dam.used
    options: list[Any] = []
    value = state.values[seat]
    standing = {dam.cards[p] for p in dam.standing()}
    # a value change matters when the dam shows the value or the new one; else it would only
    # spend the once-a-round special for nothing
    if specials.count(NUDGESTER) > used[NUDGESTER]:
        if value > 2 and standing & {value, value - 1}:
            options.append(NUDGE_DOWN)
        if value < 12 and standing & {value, value + 1}:
            options.append(NUDGE_UP)
    if value != 7 and specials.count(FLIPSTER) > used[FLIPSTER] and standing & {value, 14 - value}:
        options.append(FLIP_VALUE)
    if specials.count(SCOUT) > used[SCOUT]:
        stacked = [p for p in dam.standing() if dam.stacks[p].pieces]
        for start in stacked:
            if SCOUT in dam.stacks[start].pieces:
                options.extend(SCOUT_MOVES[start, end] for end in stacked if end != start)
    return options


def use_roll_ability(state: HamsterdamState, seat: int, action: Any, events: list[Event]) -> None:
    """Nudgester, Flipster or Scout: the others see neither its effect nor its line until
    everybody has chosen (the dam as it was stays in ``state.shown``)."""
    dam = state.dams[seat]
    if state.shown[seat] is None:
        state.shown[seat] = dam.clone()
    dam.specials_used += 1
    if type(action) is Nudge:
        dam.used[NUDGESTER] += 1
        state.values[seat] += action.delta
        piece, detail = NUDGESTER, VALUE_HERE.format(value=state.values[seat])
    elif type(action) is FlipValue:
        dam.used[FLIPSTER] += 1
        state.values[seat] = 14 - state.values[seat]
        piece, detail = FLIPSTER, VALUE_HERE.format(value=state.values[seat])
    else:
        dam.used[SCOUT] += 1
        start, end = action.from_position, action.to_position
        pieces = dam.stacks[start].pieces
        del pieces[len(pieces) - 1 - pieces[::-1].index(SCOUT)]
        dam.land(end, SCOUT)
        piece, detail = SCOUT, SCURRIES.format(start=dam.cards[start], end=dam.cards[end])
    events.append(AbilityChosen(seat, piece, detail))
    state.quiet_uses.append((seat, piece, detail))
    run_abilities(state, events)


def reveal_abilities(state: HamsterdamState, events: list[Event]) -> None:
    """Everybody has chosen: the roll abilities used become public."""
    for seat, piece, detail in state.quiet_uses:
        events.append(AbilityRevealed(seat, piece, detail))
        state.shown[seat] = None
    state.quiet_uses = []


def run_floods(state: HamsterdamState, events: list[Event]) -> None:
    while True:
        while state.strikes:
            position = state.strikes.pop(0)
            seat = state.flood_seat
            targets = strike(state, seat, position, state.flood_value, events)
            if targets:
                state.lifeguard_options = targets
                state.stage, state.actor = LIFEGUARDING, seat
                return
        if not state.floods:
            break
        seat, value = state.floods.pop(0)
        dam = state.dams[seat]
        state.flood_seat, state.flood_value = seat, value
        state.strikes = [p for p in range(DAM_SIZE) if not dam.flipped[p] and dam.cards[p] == value]
    # house rule "The dry Reservoir": the flood is finished on every dam it reaches (water
    # that finds the Reservoir empty flows as a stand-in), and only then does the game end,
    # so no dam is spared by being resolved later
    if state.reservoir_ends and reservoir_dry(state):
        rounds.end_game(state, END_RESERVOIR, events)
        return
    state.queue = state.order.order_from(state.active)
    run_breaches(state, events)


def run_breaches(state: HamsterdamState, events: list[Event]) -> None:
    while state.queue:
        seat = state.queue[0]
        dam = state.dams[seat]
        if breaches_owed(dam.town) > dam.breaches:
            standing = dam.standing()
            if len(standing) > 1:
                state.stage, state.actor = BREACH, seat
                return
            if standing:
                flip_end(state, seat, standing[0], events)
                continue
        state.queue.pop(0)
    rounds.end_turn(state, events)
