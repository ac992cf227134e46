"""What a position is worth to a seat, in victory points, from what that seat can see.

Used by the ``normal`` bot to score each action by the change it makes, and by the ``hard`` bot
to score a search line cut after a few turns. The numbers come from the
game's economy: a dam pays about 1.4-1.6 VP per building point at the top of its pile, a cube is
half a VP at the end plus the reach it gives, and cards only count while there are turns left
to build them.
"""

from __future__ import annotations

from tabletop_damit.cards import (
    DAM_COSTS,
    DISPOSAL,
    FIRST_DISPOSAL,
    KIND,
    KIND_VALUE,
    garbage_penalty,
)
from tabletop_damit.state import DamItState

CUBE_VALUE = 0.6
"""A cube in hand: 0.5 VP at the end, plus the reach it gives."""
CUBE_THROWN = 0.8
"""A thrown cube: its own value plus the gift it becomes for whoever takes the card below it."""
DUPLICATE_SHARE = 0.35
"""A card of a species already in hand waits for a second dam: worth a share of its value."""
GARBAGE_RISK = 2.0
"""Per garbage kept, while turns remain: what the steeper penalty of the next one will cost."""
SPARE_DISPOSAL = 1.5
"""A second disposal card: garbage insurance and a joker for the next dam."""


def open_tops(state: DamItState) -> list[tuple[int, int]]:
    """(cost, VP of the top card) for every dam pile that still has cards."""
    return [(DAM_COSTS[i], pile[-1]) for i, pile in enumerate(state.piles) if pile]


def turns_left(state: DamItState) -> float:
    """About how many more turns the seat to act gets before the river runs dry."""
    return (len(state.draw.cards) + 1) / state.players


def hand_points(hand: list[int]) -> tuple[int, float, int]:
    """(points of one dam from the hand: distinct species + one joker, the leftover value,
    spare disposal cards)."""
    seen = 0
    points = 0
    leftover = 0.0
    disposals = 0
    for card in hand:
        if card < 0:
            continue
        if card >= FIRST_DISPOSAL:
            disposals += 1
            continue
        kind = KIND[card]
        if seen >> kind & 1:
            leftover += KIND_VALUE[kind]
        else:
            seen |= 1 << kind
            points += KIND_VALUE[kind]
    if disposals:
        points += KIND_VALUE[DISPOSAL]
    return points, leftover, max(disposals - 1, 0)


def hand_worth(hand: list[int], tops: list[tuple[int, int]], turns: float) -> float:
    """What the cards in hand will probably become: the best dam they build now, or their share
    of a bigger one, fading as the end comes near."""
    if not tops:
        return 0.0
    points, leftover, spare = hand_points(hand)
    now = max((vp for cost, vp in tops if cost <= points), default=0)
    rate = sum(vp for _, vp in tops) / sum(cost for cost, _ in tops)
    time = min(1.0, turns / 4.0)
    later = 0.85 * rate * points * time
    return max(now, later) + (DUPLICATE_SHARE * leftover + SPARE_DISPOSAL * spare) * time


def hand_potential(hand: list[int], tops: list[tuple[int, int]], turns: float) -> float:
    """Like :func:`hand_worth`, but counts the hand's points at the rate of the best big dam
    still open: the ``hard`` bot's search looks a few turns ahead, and with the humbler rate
    it cashes cards in early for the cheap dams and scores less (measured against ``normal``).
    """
    if not tops:
        return 0.0
    points, leftover, spare = hand_points(hand)
    now = max((vp for cost, vp in tops if cost <= points), default=0)
    big = [(cost, vp) for cost, vp in tops if cost >= 7] or tops
    rate = max(vp / cost for cost, vp in big)
    time = min(1.0, turns / 4.0)
    later = rate * points * time
    return max(now, later) + (DUPLICATE_SHARE * leftover + SPARE_DISPOSAL * spare) * time


def garbage_cost(count: int) -> int:
    """What one more garbage in a dam pile that holds ``count`` costs."""
    return garbage_penalty(count + 1) - garbage_penalty(count)


def position_value(
    state: DamItState, seat: int, tops: list[tuple[int, int]], turns: float
) -> float:
    """The seat's score so far plus what its hand (:func:`hand_potential`) and cubes will
    probably add, minus the risk its garbage brings: the penalty grows with the square of the
    count, so every garbage kept makes the next one dearer while the game goes on."""
    garbage = len(state.garbage[seat])
    return (
        sum(state.dams[seat])
        + CUBE_VALUE * state.cubes[seat]
        - garbage_penalty(garbage)
        - GARBAGE_RISK * garbage * min(1.0, turns / 8.0)
        + hand_potential(state.hands[seat], tops, turns)
    )
