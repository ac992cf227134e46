"""Set-up (RULES.md, "Set-up"): the roll for first player, passing two dam cards, arranging
the dam, the reveal (with the spare Twinster) and keeping half of the special hamsters drawn.
"""

from __future__ import annotations

import random

from tabletop_core.components import Dice
from tabletop_core.flow import SimultaneousStep
from tabletop_core.game import Event
from tabletop_hamsterdam.deployment import start_deployment
from tabletop_hamsterdam.events import (
    CardPassed,
    CardPlaced,
    DamShown,
    FirstPlayer,
    SpecialKept,
    SpecialsDrawn,
    TwinsterGiven,
)
from tabletop_hamsterdam.pieces import (
    BLUE_DOTS,
    HAMSTER,
    ORANGE_DOTS,
    TWINSTER,
    dots,
)
from tabletop_hamsterdam.state import (
    ARRANGE,
    KEEP,
    HamsterdamState,
)


def roll_for_first(
    players: int, dice: Dice, rng: random.Random
) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Everybody rolls 2d6; the highest goes first, those tied for highest roll again.

    Returns the first player and every roll-off (0 for a seat that no longer rolls)."""
    rounds: list[tuple[int, ...]] = []
    contenders = list(range(players))
    while True:
        rolls = [0] * players
        for seat in contenders:
            dice.roll(rng)
            rolls[seat] = dice.total
        rounds.append(tuple(rolls))
        top = max(rolls)
        contenders = [s for s in contenders if rolls[s] == top]
        if len(contenders) == 1:
            return contenders[0], tuple(rounds)


def first_player_event(state: HamsterdamState) -> FirstPlayer:
    """The roll for first player; the log shows it with the game's first action."""
    return FirstPlayer(state.first, state.first_rolls)


def pass_card(state: HamsterdamState, seat: int, card: int, events: list[Event]) -> None:
    dam = state.dams[seat]
    if seat == state.first and not dam.passing:
        events.append(first_player_event(state))
    dam.hand.remove(card)
    dam.passing.append(card)
    if len(dam.passing) < 2:
        return
    step = state.step
    assert step is not None
    step.choose(seat, tuple(dam.passing))
    if step.waiting_for is not None:
        state.actor = step.waiting_for
        return
    for giver in state.order.order_from(state.first):
        giving = state.dams[giver]
        left_card, right_card = giving.passing
        left, right = state.left_of(giver), state.right_of(giver)
        state.dams[left].hand.append(left_card)
        state.dams[right].hand.append(right_card)
        state.passes[giver] = [left_card, right_card]
        events.append(CardPassed(giver, left, left_card))
        events.append(CardPassed(giver, right, right_card))
    for dam in state.dams:
        dam.passing = []
        dam.hand.sort()
    state.step = SimultaneousStep(state.order.order_from(state.first))
    state.stage, state.actor = ARRANGE, state.step.waiting_for


def place_card(state: HamsterdamState, seat: int, card: int, events: list[Event]) -> None:
    dam = state.dams[seat]
    dam.hand.remove(card)
    dam.cards.append(card)
    events.append(CardPlaced(seat, len(dam.cards) - 1, card))
    if len(dam.hand) == 1:
        last = dam.hand.pop()
        dam.cards.append(last)
        events.append(CardPlaced(seat, len(dam.cards) - 1, last))
    if dam.hand:
        return
    step = state.step
    assert step is not None
    step.choose(seat, tuple(dam.cards))
    if step.waiting_for is not None:
        state.actor = step.waiting_for
        return
    reveal_dams(state, events)


def reveal_dams(state: HamsterdamState, events: list[Event]) -> None:
    order = state.order.order_from(state.first)
    fewest, fewest_dots = order[0], None
    for seat in order:
        dam = state.dams[seat]
        hamsters = sum(ORANGE_DOTS[c] for c in dam.cards)
        dam.reserves = [HAMSTER] * hamsters
        events.append(DamShown(seat, tuple(dam.cards), hamsters))
        count = dots(dam.cards)
        if fewest_dots is None or count <= fewest_dots:
            fewest, fewest_dots = seat, count
    if state.spare_twinster:
        state.dams[fewest].reserves.append(TWINSTER)
        events.append(TwinsterGiven(fewest))
    for seat in order:
        dam = state.dams[seat]
        state.draws_left[seat] = sum(BLUE_DOTS[c] for c in dam.cards)
        state.shown[seat] = dam.clone()
    state.step = SimultaneousStep(order)
    run_keeping(state, events)


def keeps_of(drawn: int) -> int:
    """How many of the special hamsters drawn a player keeps: half (rounded up when the deck
    ran short and an odd number was drawn)."""
    return (drawn + 1) // 2


def run_keeping(state: HamsterdamState, events: list[Event]) -> None:
    """Each seat in turn draws two special hamsters per blue dot, all at once, and keeps any
    half of them, one :class:`Keep` at a time (a choice nobody has is made for them)."""
    step = state.step
    assert step is not None
    while (seat := step.waiting_for) is not None:
        if not state.drawn:
            if state.draws_left[seat] == 0:
                step.choose(seat, True)
                continue
            drawn = state.deck.draw_many(min(2 * state.draws_left[seat], len(state.deck)))
            if not drawn:
                state.draws_left[seat] = 0
                continue
            events.append(SpecialsDrawn(seat, tuple(drawn)))
            state.drawn = drawn
            state.draws_left[seat] = keeps_of(len(drawn))
        if len(set(state.drawn)) == 1 or len(state.drawn) == state.draws_left[seat]:
            keep_drawn(state, seat, state.drawn[0], events)
            continue
        state.stage, state.actor = KEEP, seat
        return
    start_deployment(state, events, initial=True)


def keep(state: HamsterdamState, seat: int, kind: int, events: list[Event]) -> None:
    keep_drawn(state, seat, kind, events)
    run_keeping(state, events)


def keep_drawn(state: HamsterdamState, seat: int, kind: int, events: list[Event]) -> None:
    """Keep one of the drawn; with the last keep, the rest leave the game."""
    dam = state.dams[seat]
    drawn = state.drawn
    drawn.remove(kind)
    dam.reserves.append(kind)
    state.draws_left[seat] -= 1
    if state.draws_left[seat] > 0:
        events.append(SpecialKept(seat, kind))
        return
    dam.dropped.extend(drawn)
    events.append(SpecialKept(seat, kind, tuple(drawn)))
    state.drawn = []
