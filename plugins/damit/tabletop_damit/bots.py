"""The Dam It! bot levels: ``easy``, ``normal`` and ``hard`` (the core adds ``random``).

Every bot chooses from its seat's view only (``game.to_act(view)`` is its seat). ``hard`` is the
core's information-set MCTS with :func:`rollout_action` as its playout policy and a fixed
iteration budget, so a decision is a pure function of (view, rng); its time limit only guards
against a slow machine.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop_damit.actions import TAKE, Build, Take
from tabletop_damit.builds import build_options
from tabletop_damit.cards import (
    COST_INDEX,
    FIRST_DISPOSAL,
    FIRST_GARBAGE,
    KIND,
    VALUE,
    is_garbage,
)
from tabletop_damit.heuristics import (
    CUBE_THROWN,
    CUBE_VALUE,
    garbage_cost,
    hand_worth,
    open_tops,
    turns_left,
)
from tabletop_damit.state import DamItState

HARD_ITERATIONS = 400
"""Determinizations searched per decision; about 0.3 s early in a 3-player game on one core."""
HARD_TIME_LIMIT = 1.0


def taken_card(state: DamItState, position: int) -> int:
    return state.draw.cards[-1] if position == 4 else state.river.items[position]


def cubes_on(state: DamItState, position: int) -> int:
    return 0 if position == 4 else state.river.tokens[position]


class EasyBot:
    """Builds the most valuable dam it can; otherwise takes the card that adds most to its hand,
    paying cubes only when that is clearly worth it, and disposes of garbage when it can."""

    def choose(self, game: Any, view: DamItState, rng: random.Random) -> Take | Build:
        legal = game.legal_actions(view)
        builds = [action for action in legal if type(action) is Build]
        if builds:
            return max(builds, key=lambda build: self._build_score(view, build))
        seat = view.current
        return max(
            (action for action in legal if type(action) is Take),
            key=lambda take: self._take_score(view, seat, take),
        )

    @staticmethod
    def _build_score(view: DamItState, build: Build) -> tuple[int, int, int]:
        vp = view.piles[COST_INDEX[build.cost]][-1]
        value = sum(VALUE[card] for card in build.cards)
        return vp, build.cost - value, -len(build.cards)

    @staticmethod
    def _take_score(view: DamItState, seat: int, take: Take) -> float:
        card = taken_card(view, take.position)
        hand = view.hands[seat]
        if is_garbage(card):
            worth = -1.0 if take.dispose else -3.0
        elif card >= FIRST_DISPOSAL or all(KIND[held] != KIND[card] for held in hand):
            worth = VALUE[card] + 1.0
        else:
            worth = 0.5
        return worth - 1.2 * take.position + 0.5 * cubes_on(view, take.position)


class NormalBot:
    """Scores every legal action by the change in what its position is worth (see
    :mod:`tabletop_damit.heuristics`): dam points, cubes, garbage, and the hand's worth against
    the dam piles still open, with disposal cards valued as jokers and garbage insurance."""

    def choose(self, game: Any, view: DamItState, rng: random.Random) -> Take | Build:
        seat = game.to_act(view)
        legal = game.legal_actions(view)
        hand = view.hands[seat]
        tops = open_tops(view)
        turns = turns_left(view)
        base = hand_worth(hand, tops, turns)
        best: list[Take | Build] = []
        best_score = float("-inf")
        for action in legal:
            if type(action) is Take:
                score = self._take_score(view, seat, action, hand, tops, turns) - base
            else:
                score = self._build_score(view, action, hand, tops, turns) - base  # type: ignore[arg-type]
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif score > best_score - 1e-9:
                best.append(action)
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

    @staticmethod
    def _take_score(
        view: DamItState,
        seat: int,
        take: Take,
        hand: list[int],
        tops: list[tuple[int, int]],
        turns: float,
    ) -> float:
        position = take.position
        card = taken_card(view, position)
        score = CUBE_VALUE * cubes_on(view, position) - CUBE_THROWN * position
        if not is_garbage(card):
            return score + hand_worth([*hand, card], tops, turns)
        if take.dispose:
            kept = hand.copy()
            kept.remove(next(held for held in hand if held >= FIRST_DISPOSAL))
            return score + hand_worth(kept, tops, turns)
        return score + hand_worth(hand, tops, turns) - garbage_cost(len(view.garbage[seat]))

    @staticmethod
    def _build_score(
        view: DamItState,
        build: Build,
        hand: list[int],
        tops: list[tuple[int, int]],
        turns: float,
    ) -> float:
        index = COST_INDEX[build.cost]
        pile = view.piles[index]
        after = [(cost, vp) for cost, vp in tops if cost != build.cost]
        if len(pile) > 1:
            after.append((build.cost, pile[-2]))
        left = [card for card in hand if card not in build.cards]
        return pile[-1] + hand_worth(left, after, turns)


def rollout_action(game: Any, state: DamItState, rng: random.Random) -> Take | Build:
    """The playout policy of ``hard``: cheap and a little random, but never silly.

    Builds the biggest dam in reach when it is big, the hand is full or the end is near (and
    now and then anyway); otherwise takes the nearest card that is a new species or a disposal
    card within one cube, else the free card, disposing of garbage when it can.
    """
    seat = state.current
    hand = state.hands[seat]
    builds = build_options(hand, state.open_piles)
    if builds:
        cost = builds[-1].cost
        if cost >= 7 or len(hand) >= 5 or len(state.draw.cards) < 9 or rng.random() < 0.3:
            index = len(builds) - 1
            while index and builds[index - 1].cost == cost:
                index -= 1
            return builds[index]
    cubes = state.cubes[seat]
    items = state.river.items
    has_disposal = bool(hand) and hand[-1] >= FIRST_DISPOSAL
    reach = 1 if cubes >= 1 else 0
    if rng.random() < 0.15:
        reach = min(cubes, 4)
        position = rng.randrange(reach + 1)
    else:
        position = 0
        for look in range(reach + 1):
            card = items[look]
            if card >= FIRST_DISPOSAL or (
                card < FIRST_GARBAGE and all(KIND[held] != KIND[card] for held in hand)
            ):
                position = look
                break
    card = state.draw.cards[-1] if position == 4 else items[position]
    dispose = has_disposal and FIRST_GARBAGE <= card < FIRST_DISPOSAL
    return TAKE[position, dispose]


def hard_bot() -> Any:
    """The ``hard`` level: ISMCTS with :func:`rollout_action`, a fixed iteration budget."""
    from tabletop_core.bots import ISMCTSBot

    return ISMCTSBot(
        iterations=HARD_ITERATIONS,
        time_limit=HARD_TIME_LIMIT,
        exploration=0.7,
        rollout=rollout_action,
    )
