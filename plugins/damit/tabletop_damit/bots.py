"""The Dam It! bot levels: ``easy``, ``normal`` and ``hard`` (the core adds ``random``).

Every bot chooses from its seat's view only (``game.to_act(view)`` is its seat). ``hard`` is the
core's information-set MCTS over :class:`SearchedGame` (tight builds only): each iteration plays
:func:`rollout_action` for ``HARD_ROLLOUT_DEPTH`` actions and scores the cut with
:func:`evaluate`. Its budget is a fixed number of iterations and no clock is read, so a
decision is a pure function of (view, rng) on any machine at any load. Cut playouts scored by the
estimate beat full playouts clearly here: full playouts reward whatever the rollout world
rewards (hoarding cubes by taking garbage), and their win/loss signal is too noisy for the
budget.
"""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop_damit.actions import TAKE, Build, Take
from tabletop_damit.builds import best_build, tight_builds
from tabletop_damit.cards import (
    COST_INDEX,
    DAM_COSTS,
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
    position_value,
    turns_left,
)
from tabletop_damit.state import DamItState

HARD_ITERATIONS = 1500
"""Determinizations searched per decision: about 0.2 s of CPU in the median and 0.73 s at worst
over 5,100 decisions on this busy 2-core machine (see the README's bot figures), inside the
one-second budget. At 500 the level beat ``normal`` in only 62 % of its games, with a lower mean score."""
ROOT_CANDIDATES = 4
"""The search weighs only the ``normal`` bot's favourite few actions of its own turn."""
HARD_ROLLOUT_DEPTH: int | None = 12
"""Actions played out past the tree before :func:`evaluate` scores the line."""


def taken_card(state: DamItState, position: int) -> int:
    card = state.draw.cards[-1] if position == 4 else state.river.items[position]
    if card is None:
        raise ValueError(f"river position {position} is empty")
    return card


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
        legal = game.legal_actions(view)
        scores = self.scores(view, legal)
        top = max(scores)
        best = [action for action, score in zip(legal, scores, strict=True) if score > top - 1e-9]
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

    def scores(self, view: DamItState, actions: list[Take | Build]) -> list[float]:
        """How much each action adds to the acting seat's position, in estimated points."""
        seat = view.current
        hand = view.hands[seat]
        tops = open_tops(view)
        turns = turns_left(view)
        base = hand_worth(hand, tops, turns)
        scores = []
        for action in actions:
            if isinstance(action, Take):
                score = self._take_score(view, seat, action, hand, tops, turns)
            else:
                score = self._build_score(view, action, hand, tops, turns)
            scores.append(score - base)
        return scores

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
    """The playout policy of ``hard``: the easy bot's judgement, made cheap and a little random.

    A patient builder: builds the biggest dam in reach, spending the least, when that is the
    cost-11 dam (or the biggest one left), a cost-9 dam in the second half, or anything near the
    end; measured against ``normal``, building greedily loses far more often. Otherwise takes the
    card that adds most to the hand for the cubes it costs (1 in 20 times a random reachable
    card instead), disposing of garbage when it can.
    """
    seat = state.current
    hand = state.hands[seat]
    build = best_build(hand, state.open_piles)
    if build is not None:
        left = len(state.draw.cards)
        cost = build.cost
        if (
            cost >= 11
            or (cost >= 9 and left < 20)
            or left < 8
            or cost >= _highest_open_cost(state.open_piles)
        ):
            return build
    cubes = state.cubes[seat]
    reach = cubes if cubes < 4 else 4
    items = state.river.items
    tokens = state.river.tokens
    has_disposal = bool(hand) and hand[-1] >= FIRST_DISPOSAL
    if rng.random() < 0.05:
        position = rng.randrange(reach + 1)
    else:
        held = 0
        for kept in hand:
            held |= 1 << KIND[kept]
        position = 0
        best = -99.0
        for look in range(reach + 1):
            card = items[look] if look < 4 else state.draw.cards[-1]
            if card is None:  # an empty river slot: nothing to take there
                continue
            if FIRST_GARBAGE <= card < FIRST_DISPOSAL:
                worth = -1.0 if has_disposal else -3.0
            elif card >= FIRST_DISPOSAL or not held >> KIND[card] & 1:
                worth = VALUE[card] + 1.0
            else:
                worth = 0.5
            worth -= 1.2 * look
            if look < 4:
                worth += 0.5 * tokens[look]
            if worth > best:
                position, best = look, worth
    card = taken_card(state, position)
    dispose = has_disposal and FIRST_GARBAGE <= card < FIRST_DISPOSAL
    return TAKE[position, dispose]


def _highest_open_cost(open_piles: int) -> int:
    return DAM_COSTS[open_piles.bit_length() - 1] if open_piles else 99


def evaluate(game: Any, state: DamItState, seat: int) -> float:
    """A cut playout's reward for ``seat`` in [0, 1]: its lead over the best other seat in
    estimated final points (:func:`position_value`), squashed so 10 points is a near-sure win."""
    tops = open_tops(state)
    turns = turns_left(state)
    values = [position_value(state, other, tops, turns) for other in range(state.players)]
    mine = values[seat]
    best_other = max(value for other, value in enumerate(values) if other != seat)
    return 0.5 + 0.5 * math.tanh((mine - best_other) / 6.0)


class SearchedGame:
    """Dam It! as the ``hard`` bot's search sees it: the same rules, but only tight builds, and
    at the decision being searched (turn ``root_turn``) only the ``root_actions`` shortlist.

    A build with a card to spare only throws that card away, so the search never spends
    iterations on one; this shrinks a big hand's choices from hundreds to a few dozen. The
    shortlist keeps a small budget on moves worth weighing: with a few hundred iterations
    spread over every move, the search lost to the heuristic it could have followed.
    """

    def __init__(
        self, game: Any, root_turn: int = -1, root_actions: frozenset[Take | Build] = frozenset()
    ) -> None:
        self._game = game
        self.info = game.info
        self._root_turn = root_turn
        self._root_actions = root_actions

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def legal_actions(self, state: DamItState) -> list[Take | Build]:
        if state.over:
            return []
        takes: list[Take | Build] = self._game.legal_takes(state)
        actions = takes + tight_builds(state.hands[state.current], state.open_piles)
        if state.turns == self._root_turn:
            return [action for action in actions if action in self._root_actions]
        return actions


class HardBot:
    """ISMCTS (``tabletop_core.bots.ISMCTSBot``) over tight builds with :func:`rollout_action`
    playouts cut after ``rollout_depth`` actions (``None``: played to the end) and a fixed budget
    of ``iterations`` determinizations per decision."""

    def __init__(
        self,
        iterations: int = HARD_ITERATIONS,
        rollout_depth: int | None = HARD_ROLLOUT_DEPTH,
    ) -> None:
        from tabletop_core.bots import ISMCTSBot

        self._judge = NormalBot()
        self.search = ISMCTSBot(
            iterations=iterations,
            exploration=0.7,
            rollout=rollout_action,
            rollout_depth=rollout_depth,
            evaluate=evaluate if rollout_depth is not None else None,
        )

    def choose(self, game: Any, view: DamItState, rng: random.Random) -> Take | Build:
        candidates = SearchedGame(game).legal_actions(view)
        scores = self._judge.scores(view, candidates)
        ranked = sorted(range(len(candidates)), key=lambda i: -scores[i])
        shortlist = frozenset(candidates[i] for i in ranked[:ROOT_CANDIDATES])
        return self.search.choose(SearchedGame(game, view.turns, shortlist), view, rng)


def hard_bot() -> HardBot:
    """The ``hard`` level as registered: ``HARD_ITERATIONS`` determinizations a decision."""
    return HardBot()
