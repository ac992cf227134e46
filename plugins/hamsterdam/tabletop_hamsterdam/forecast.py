"""What the dice are likely to do to a dam: expected floods, and a whole position's expected score.

Every flood a stack does not hold costs its player a flood token (on the card, or seeping into
the town when a token lies there already). With ``n`` rolls left in the round, the floods that
reach a card showing a value that ``w`` of the 36 throws give are binomial, ``Bin(n, w / W)``,
where ``W`` counts the throws that show a value some dam still stands on (the others are rolled
again). The ``hard`` bot scores positions with :func:`expected_floods`: the tokens already there,
the floods its stacks will probably miss this round, and those its hamsters will probably miss
in the rounds still to come when they are redeployed well.

Tokens on a dam before the last round are cheaper than seeped ones: at redeployment a hamster
buys each back, so they cost a hamster (``TOKEN_COST``) rather than a point.
"""

from __future__ import annotations

import math
from functools import lru_cache

from tabletop_hamsterdam.pieces import ROLL_WAYS, TURNS_PER_ROUND, TWINSTER
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    DEPLOY,
    KEEP,
    LOOKING_OUT,
    PASS,
    REROLLING,
    HamsterdamState,
)

TOKEN_COST = 0.5
"""A token on the dam before the last round: the hamster that will buy it back, not a point."""
HAMSTER_WORTH = 0.1
"""Hamsters left break ties."""
BEFORE_THE_ROLLS = frozenset({PASS, ARRANGE, KEEP, DEPLOY, LOOKING_OUT, BAIL})
"""Stages before a round's first roll: the whole round, and the reserves still to deploy."""
MAX_HEIGHT = 24


@lru_cache(maxsize=4096)
def reach_at_least(rolls: int, ways: int, throws: int) -> tuple[float, ...]:
    """``P(F >= k)`` for k = 0..MAX_HEIGHT, ``F ~ Bin(rolls, ways / throws)``: the chance that a
    card is flooded at least k times."""
    p = ways / throws if throws else 0.0
    p = min(p, 1.0)
    exact = [math.comb(rolls, k) * p**k * (1 - p) ** (rolls - k) for k in range(rolls + 1)]
    tails = [0.0] * (MAX_HEIGHT + 2)
    running = 0.0
    for k in range(min(rolls, MAX_HEIGHT + 1), -1, -1):
        running += exact[k] if k <= rolls else 0.0
        tails[k] = running
    if rolls > MAX_HEIGHT + 1:
        tails[MAX_HEIGHT + 1] = sum(exact[MAX_HEIGHT + 1 :])
    return tuple(tails)


@lru_cache(maxsize=16384)
def missed(rolls: int, ways: int, throws: int, held: int, token: bool, last: bool) -> float:
    """Expected cost of the floods a card holding ``held`` floods will miss in ``rolls`` rolls:
    the first missed one lands a token (``TOKEN_COST`` before the last round), every later one
    (or every one, with a token there already) seeps into the town for a point."""
    tails = reach_at_least(rolls, ways, throws)
    held = min(held, MAX_HEIGHT)
    seeped = sum(tails[k] for k in range(held + 1, MAX_HEIGHT + 1))
    if token:
        return seeped
    first = tails[held + 1] if held + 1 <= MAX_HEIGHT else 0.0
    return seeped - first + first * (1.0 if last else TOKEN_COST)


def holds(pieces: list[int]) -> int:
    """Floods a stack can hold: one per hamster, two for an upright Twinster."""
    return len(pieces) + pieces.count(TWINSTER)


def throws_counted(state: HamsterdamState) -> int:
    """Of the 36 throws, those that show a value some dam still stands on."""
    standing: set[int] = set()
    for dam in state.dams:
        cards, flipped = dam.cards, dam.flipped
        standing.update(cards[p] for p in range(len(cards)) if not flipped[p])
    return sum(ROLL_WAYS[v] for v in standing) or 36


def rolls_left(state: HamsterdamState) -> int:
    """Rolls still to come in this round (a whole round before its first roll)."""
    if state.stage in BEFORE_THE_ROLLS:
        return TURNS_PER_ROUND
    left = TURNS_PER_ROUND - state.turns
    return left - 1 if state.stage in (REROLLING, ABILITY) else left


def pending_value(state: HamsterdamState, seat: int) -> int:
    """The value about to flood ``seat``'s dam this turn, or 0 when none is rolled yet."""
    if state.stage == ABILITY and state.values:
        return state.values[seat]
    if state.stage == REROLLING:
        return state.value
    return 0


def allocation_gain(heights: list[int], tails: list[tuple[float, ...]], spare: int) -> float:
    """Floods that ``spare`` more hamsters would hold, each put where it holds the most
    (greedy is optimal: each card's chance of a further flood only falls with height)."""
    gain = 0.0
    heights = heights.copy()
    for _ in range(spare):
        best, best_at = 0.0, -1
        for i, tail in enumerate(tails):
            h = heights[i] + 1
            chance = tail[h] if h <= MAX_HEIGHT else 0.0
            if chance > best:
                best, best_at = chance, i
        if best_at < 0:
            break
        gain += best
        heights[best_at] += 1
    return gain


@lru_cache(maxsize=8192)
def round_floods(ways: tuple[int, ...], hamsters: int, throws: int) -> float:
    """Floods expected past ``hamsters`` well-deployed hamsters in a whole round, on a dam whose
    standing cards show values of these ``ways`` (as points: the last round's costs)."""
    tails = [reach_at_least(TURNS_PER_ROUND, w, throws) for w in ways]
    expected = sum(TURNS_PER_ROUND * w / throws for w in ways)
    return expected - allocation_gain([0] * len(ways), tails, hamsters)


def expected_floods(state: HamsterdamState, seat: int, throws: int | None = None) -> float:
    """The flood tokens ``seat`` can expect to end the game with, from here (lower is better),
    less a small credit for the hamsters that break ties."""
    dam = state.dams[seat]
    throws = throws or throws_counted(state)
    last = state.round >= state.rounds
    rolls = rolls_left(state)
    before = state.stage in BEFORE_THE_ROLLS
    pending = pending_value(state, seat)
    cards, flipped, tokens, stacks = dam.cards, dam.flipped, dam.tokens, dam.stacks
    total = dam.town + sum(tokens) * (1.0 if last and not before else TOKEN_COST)
    if last and before:
        total += sum(tokens) * (1.0 - TOKEN_COST)
    heights: list[int] = []
    tails: list[tuple[float, ...]] = []
    standing_ways: list[int] = []
    for p in range(len(cards)):
        if flipped[p]:
            continue
        value = cards[p]
        ways = ROLL_WAYS[value]
        held = holds(stacks[p].pieces)
        token = bool(tokens[p])
        if pending and value == pending:
            if held:
                held -= 1
            elif token:
                total += 1.0
            else:
                total += 1.0 if last else TOKEN_COST
                token = True
        standing_ways.append(ways)
        if before and not token:
            heights.append(held)
            tails.append(reach_at_least(rolls, ways, throws))
        total += missed(rolls, ways, throws, held, token, last)
    reserves = holds(dam.reserves)
    if before and reserves:
        total -= _spare_cover(heights, tails, reserves, last)
    hamsters = holds(dam.reserves) + sum(holds(s.pieces) for s in stacks)
    rounds_after = state.rounds - state.round
    if rounds_after > 0 and standing_ways:
        total += rounds_after * round_floods(tuple(sorted(standing_ways)), hamsters, throws)
    return total - HAMSTER_WORTH * hamsters


def _spare_cover(
    heights: list[int], tails: list[tuple[float, ...]], spare: int, last: bool
) -> float:
    """What deploying the reserves well will save (as ``missed`` counts it, roughly)."""
    return allocation_gain(heights, tails, spare) * (1.0 if last else 0.75)


def lead(state: HamsterdamState, seat: int, scale: float = 2.0) -> float:
    """``seat``'s chance-like reward in [0, 1]: its expected flood tokens against the driest
    other dam's, squashed so ``scale`` tokens of lead is a likely win."""
    throws = throws_counted(state)
    mine = expected_floods(state, seat, throws)
    best_other = min(
        expected_floods(state, other, throws) for other in range(state.players) if other != seat
    )
    return 0.5 + 0.5 * math.tanh((best_other - mine) / scale)
