"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse, 2012).

One tree of the searching seat's information sets. Each iteration deals a fresh determinization
(a full state consistent with what the seat knows, from ``game.determinize``), walks the tree
with UCB restricted to the actions legal in that deal (availability counts stand in for the
parent's visits), adds one node, plays the rest out and backs each node's reward up *for the seat
that chose it*, so opponents in the tree play for themselves. It works for any game offering
``determinize`` (or ``clone`` when nothing is hidden).

Its effort is counted in iterations, never in seconds: a decision is a pure function of (view,
rng), so the same seed and seats give the same game on any machine at any load.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, NamedTuple

from tabletop_core.ranking import Ranking, margins, ranking_of

MARGIN_WEIGHT = 0.1
"""Share of a playout's reward given by the score margin, the rest by winning or not: a bot
that is sure to win (or lose) still prefers the bigger margin."""


class SearchLine(NamedTuple):
    """One root action after a search, as the debug overlay shows it."""

    action: Any
    visits: int
    mean_reward: float


class _Node:
    __slots__ = ("action", "parent", "seat", "children", "visits", "reward", "avails")

    def __init__(self, action: Any, parent: _Node | None, seat: int | None) -> None:
        self.action = action
        self.parent = parent
        self.seat = seat
        """The seat that chose ``action``; rewards are summed from its point of view."""
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avails = 1


Rollout = Callable[[Any, Any, random.Random], Any]
Evaluate = Callable[[Any, Any, int], float]


class ISMCTSBot:
    """Searches ``iterations`` determinizations per decision: the choice is a pure function of
    (view, rng), so replays stay exact whatever the machine's speed or load.

    ``rollout(game, state, rng) -> action`` replaces uniform random playouts (the game's own
    ``rollout_action(state, rng)`` or ``random_action(state, rng)`` is used when it has one);
    with ``rollout_depth`` a playout stops after that many actions and ``evaluate(game, state,
    seat)`` scores it in [0, 1] for each seat.
    """

    def __init__(
        self,
        iterations: int = 1000,
        time_limit: None = None,
        exploration: float = 0.7,
        rollout: Rollout | None = None,
        rollout_depth: int | None = None,
        evaluate: Evaluate | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_limit is not None:
            raise TypeError(
                "ISMCTSBot counts its effort in iterations, not seconds (a clock would make "
                "replays depend on the machine): drop time_limit and size iterations instead"
            )
        if rollout_depth is not None and evaluate is None:
            raise ValueError("rollout_depth needs an evaluate function to score cut playouts")
        self.iterations = iterations
        self.exploration = exploration
        self.rollout = rollout
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate
        self.last_search: list[SearchLine] = []
        """The root's actions after the last ``choose``, most visited first."""
        self.last_iterations = 0

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        seat = game.to_act(view)
        legal = game.legal_actions(view)
        if not legal:
            raise ValueError(f"{game.info.id}: no legal action for seat {seat}")
        if len(legal) == 1:
            self.last_search = [SearchLine(legal[0], 0, 0.0)]
            self.last_iterations = 0
            return legal[0]
        root = self._search(game, view, seat, rng)
        lines = [
            SearchLine(a, child.visits, child.reward / child.visits if child.visits else 0.0)
            for a, child in root.children.items()
            if a in legal
        ]
        lines.sort(key=lambda line: (line.visits, line.mean_reward), reverse=True)
        self.last_search = lines
        return lines[0].action if lines else legal[0]

    def _search(self, game: Any, view: Any, seat: int, rng: random.Random) -> _Node:
        determinize = getattr(game, "determinize", None)
        clone = getattr(game, "clone", None)
        if determinize is not None:

            def sample() -> Any:
                return determinize(view, seat, rng)

        elif clone is not None and not game.info.hidden_information:

            def sample() -> Any:
                return clone(view)

        else:
            raise TypeError(
                f"{game.info.id}: ISMCTSBot needs determinize(view, seat, rng)"
                + ("" if game.info.hidden_information else " or clone(state)")
            )

        to_act, legal_actions = game.to_act, game.legal_actions
        apply = getattr(game, "advance", None) or game.apply  # the search reads no events
        policy = self._playout_policy(game)
        depth_limit = self.rollout_depth if self.rollout_depth is not None else math.inf
        exploration = self.exploration
        log, sqrt, randrange = math.log, math.sqrt, rng.randrange
        root = _Node(None, None, None)
        done = 0
        while done < self.iterations:
            done += 1
            state = sample()
            node = root
            while (mover := to_act(state)) is not None:
                legal = legal_actions(state)
                children = node.children
                untried = [a for a in legal if a not in children]
                if untried:
                    action = untried[randrange(len(untried))]
                    apply(state, action)
                    child = _Node(action, node, mover)
                    children[action] = child
                    node = child
                    break
                best, best_score = None, -math.inf
                for action in legal:
                    child = children[action]
                    score = child.reward / child.visits + exploration * sqrt(
                        log(child.avails) / child.visits
                    )
                    if score > best_score:
                        best, best_score = child, score
                    child.avails += 1
                assert best is not None
                apply(state, best.action)
                node = best
            steps = 0
            if policy is None:
                while steps < depth_limit and to_act(state) is not None:
                    legal = legal_actions(state)
                    apply(state, legal[randrange(len(legal))])
                    steps += 1
            else:
                while steps < depth_limit and to_act(state) is not None:
                    apply(state, policy(game, state, rng))
                    steps += 1
            reward_of = self._rewards(game, state)
            visited: _Node | None = node
            while visited is not None:
                visited.visits += 1
                if visited.seat is not None:
                    visited.reward += reward_of(visited.seat)
                visited = visited.parent
        self.last_iterations = done
        return root

    def _playout_policy(self, game: Any) -> Rollout | None:
        if self.rollout is not None:
            return self.rollout
        for name in ("rollout_action", "random_action"):
            method = getattr(game, name, None)
            if method is not None:

                def policy(_game: Any, state: Any, rng: random.Random, method: Any = method) -> Any:
                    return method(state, rng)

                return policy
        return None

    def _rewards(self, game: Any, state: Any) -> Callable[[int], float]:
        result = game.result(state)
        if result is None:
            evaluate = self.evaluate
            if evaluate is None:
                raise RuntimeError(f"{game.info.id}: a playout ended without a result")
            cache: dict[int, float] = {}

            def evaluated(seat: int) -> float:
                if seat not in cache:
                    cache[seat] = evaluate(game, state, seat)
                return cache[seat]

            return evaluated
        return reward_table(result.scores, result.winners, ranking_of(game)).__getitem__


def reward_table(
    scores: tuple[float, ...], winners: tuple[int, ...], ranking: Ranking = "highest"
) -> list[float]:
    """Each seat's reward in [0, 1]: 1 for a sole win, 1/k for a win shared by k, 0 for a loss,
    blended with the seat's score margin over the best other seat (by the game's ``ranking``:
    with "lowest", being below the others is the lead), normalised by the score spread."""
    share = 1.0 / len(winners) if winners else 0.0
    return [
        (1.0 - MARGIN_WEIGHT) * (share if seat in winners else 0.0) + MARGIN_WEIGHT * margin
        for seat, margin in enumerate(margins(scores, ranking))
    ]
