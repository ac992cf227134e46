"""Hamsterdam's own bot levels: ``easy``, ``normal`` and ``hard`` (``random`` comes from the core).

``normal`` judges each legal action on its own with a few rules of thumb: defend the numbers two
dice roll most (7, then 6 and 8...), put the rare numbers at the ends of the dam, use a special
hamster's ability when it spares the dam a flood, and keep reserves: it spends or moves a hamster
onto a token only from a stack with a hamster to spare. ``easy`` is the same judgement blurred by
a lot of noise. ``hard`` judges each action by the flood tokens its player can expect after it
(:mod:`tabletop_hamsterdam.forecast`, :mod:`tabletop_hamsterdam.lookahead`): it stacks hamsters
where the chance of one more flood this round is highest rather than by a fixed ratio, and it
weighs breaches, moves and abilities by what they change in that forecast. In the decisions of
play the core's ISMCTS checks the forecast's best few with cut playouts.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop_core.bots import ISMCTSBot, SearchLine
from tabletop_hamsterdam.actions import (
    Bail,
    Breach,
    Deploy,
    FlipValue,
    Keep,
    Lifeguard,
    Move,
    Nudge,
    PassCard,
    PlaceCard,
    Repair,
    Reroll,
    ScoutMove,
    Skip,
    Swap,
)
from tabletop_hamsterdam.forecast import lead
from tabletop_hamsterdam.lookahead import foresee
from tabletop_hamsterdam.pieces import (
    BLUE_DOTS,
    FLIPSTER,
    HAMSTER,
    LIFEGUARD,
    NUDGESTER,
    ORANGE_DOTS,
    PIECE_OF,
    REROLLSTER,
    ROLL_WAYS,
    SCOUT,
    SPLASHSTER,
    TWINSTER,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    BAIL,
    BREACH,
    DAM_SIZE,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    REROLLING,
    Dam,
    HamsterdamState,
)

HARD_ITERATIONS = 60
"""Determinizations searched per decision of play: well under a second on one busy core."""

SPECIAL_WORTH: dict[str, float] = {
    "twinster": 5.0,
    "bailer": 4.5,
    "lifeguard": 4.0,
    "recruiter": 3.5,
    "medic": 3.0,
    "rerollster": 3.0,
    "nudgester": 3.0,
    "flipster": 2.5,
    "splashster": 2.0,
    "scout": 2.0,
    "lookout": 1.5,
    "engineer": 1.0,
}
ROLL_ABILITY_PIECES = {NUDGESTER, FLIPSTER, REROLLSTER, SCOUT}
"""Specials that only help while they stay on the dam: best kept on rarely rolled cards."""
STRIKE_PIECES = {TWINSTER, LIFEGUARD, SPLASHSTER}


def card_worth(card: int) -> float:
    """How much a dam card is worth keeping: its dots, minus how often it floods."""
    return ORANGE_DOTS[card] + 1.5 * BLUE_DOTS[card] - 0.3 * ROLL_WAYS[card]


def exposure(dam: Dam, value: int) -> int:
    """Un-defended standing cards of ``dam`` showing ``value``: the tokens a flood would cost."""
    return sum(
        1
        for p in range(len(dam.cards))
        if dam.cards[p] == value and not dam.flipped[p] and not dam.stacks[p].pieces
    )


def _end_distance(position: int) -> int:
    return min(position, DAM_SIZE - 1 - position)


class NormalBot:
    """Scores every legal action with rules of thumb and plays the best (noise blurs it)."""

    noise = 0.0

    def choose(self, game: Any, view: HamsterdamState, rng: random.Random) -> Any:
        legal = game.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        seat = game.to_act(view)
        noise = self.noise
        best, best_score = legal[0], float("-inf")
        for action in legal:
            score = judge(view, seat, action)
            if noise:
                score += noise * rng.random()
            if score > best_score:
                best, best_score = action, score
        return best


class EasyBot(NormalBot):
    """The normal judgement with so much noise that it often plays a random legal move."""

    noise = 4.0


def judge(state: HamsterdamState, seat: int, action: Any) -> float:
    dam = state.dams[seat]
    kind = type(action)
    if kind is Deploy:
        return _judge_deploy(dam, action)
    if kind is Move:
        return _judge_move(dam, action)
    if kind is Skip or kind is Repair:
        return 0.0 if kind is Skip else -1.0
    if kind is PassCard:
        return -card_worth(action.card)
    if kind is PlaceCard:
        return _judge_place(dam, action.card)
    if kind is Keep:
        return SPECIAL_WORTH.get(action.special, 0.0)
    if kind is Reroll:
        return exposure(dam, state.values[seat] or state.value) - 0.5 if action.again else 0.0
    if kind is Nudge or kind is FlipValue:
        now = state.values[seat]
        new = now + action.delta if kind is Nudge else 14 - now
        return exposure(dam, now) - exposure(dam, new) - 0.2
    if kind is ScoutMove:
        return -0.5
    if kind is Lifeguard or kind is Bail:
        return float(ROLL_WAYS[dam.cards[action.position]])
    if kind is Breach:
        standing = dam.standing()
        end = standing[0] if action.side == "left" else standing[-1]
        return ROLL_WAYS[dam.cards[end]] - 3.0 * dam.tokens[end]
    if kind is Swap:
        a, b = action.position, action.position + 1
        outer, inner = (a, b) if _end_distance(a) < _end_distance(b) else (b, a)
        return float(ROLL_WAYS[dam.cards[outer]] - ROLL_WAYS[dam.cards[inner]]) - 0.5
    return 0.0


def _judge_place(dam: Dam, card: int) -> float:
    """Rare numbers at the ends, the common ones in the middle."""
    position = len(dam.cards)
    remaining = sorted(dam.hand, key=lambda c: ROLL_WAYS[c])
    distance = _end_distance(position)
    closer = sum(1 for q in range(position + 1, DAM_SIZE) if _end_distance(q) < distance)
    wanted = remaining[min(closer, len(remaining) - 1)]
    return -abs(ROLL_WAYS[card] - ROLL_WAYS[wanted])


def _judge_deploy(dam: Dam, action: Deploy) -> float:
    position = action.position
    piece = PIECE_OF[action.hamster]
    ways = ROLL_WAYS[dam.cards[position]]
    height = len(dam.stacks[position].pieces)
    if dam.tokens[position]:
        spare = len(dam.reserves) + sum(len(s.pieces) for s in dam.stacks) > 6
        return ways * 1.2 if spare and piece == HAMSTER else -1.0
    if piece in ROLL_ABILITY_PIECES:
        return 0.5 * (6 - ways) + (1.0 if height else 0.0)
    score = ways / (1.0 + height)
    if piece in STRIKE_PIECES:
        score += 0.5 * ways
    return score


def _judge_move(dam: Dam, action: Move) -> float:
    start, end = action.from_position, action.to_position
    height = len(dam.stacks[start].pieces)
    if height < 2:
        return -1.0
    source = ROLL_WAYS[dam.cards[start]] / height
    if dam.tokens[end]:
        return 2.5 - source
    target = ROLL_WAYS[dam.cards[end]] / (1.0 + len(dam.stacks[end].pieces))
    return target - source - 0.5


HARD_CANDIDATES = 3
"""Actions the search weighs at its root: the forecast's best few."""
HARD_ROLLOUT_DEPTH = 12
"""Actions played out past the tree before the forecast scores the line."""
SEARCHED_STAGES = frozenset({REROLLING, ABILITY, LIFEGUARDING, BREACH, MOVE, LOOKING_OUT, BAIL})
"""Decisions of play, where the dice and the others' moves may overrule the forecast. Set-up and
deployment (over half of all decisions) are left to the forecast alone, which keeps a game's bot
time low."""


def hard_judge(state: HamsterdamState, seat: int, action: Any) -> float:
    """The forecast's verdict on ``action`` (see :mod:`tabletop_hamsterdam.lookahead`), or
    ``normal``'s rules of thumb for a set-up decision."""
    worth = foresee(state, seat, action)
    return judge(state, seat, action) if worth is None else worth


def rollout(game: Any, state: HamsterdamState, rng: random.Random) -> Any:
    """The playout policy of ``hard``: normal's judgement with a little noise, or at random."""
    legal = game.legal_actions(state)
    if len(legal) == 1 or rng.random() < 0.1:
        return legal[rng.randrange(len(legal))]
    seat = state.actor
    if seat is None:
        raise ValueError("no playout step in a finished game")
    best, best_score = legal[0], float("-inf")
    for action in legal:
        score = judge(state, seat, action) + 0.3 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def evaluate(game: Any, state: HamsterdamState, seat: int) -> float:
    """A cut playout's reward for ``seat``: its forecast lead over the driest other dam."""
    return lead(state, seat)


def _decision_key(state: HamsterdamState) -> tuple[int, ...]:
    """Tells the searched decision apart from every other one a playout of it meets."""
    seat = state.actor or 0
    dam = state.dams[seat]
    return (
        state.round,
        state.turns,
        state.stage,
        seat,
        state.rolls,
        len(dam.reserves),
        len(dam.flip_order),
        len(state.queue),
    )


class SearchedGame:
    """Hamsterdam as the ``hard`` search sees it: the same rules, but at the decision being
    searched only the forecast's ``shortlist``."""

    def __init__(self, game: Any, root: tuple[int, ...], shortlist: list[Any]) -> None:
        self._game = game
        self.info = game.info
        self._root = root
        self._shortlist = shortlist

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def legal_actions(self, state: HamsterdamState) -> list[Any]:
        legal = self._game.legal_actions(state)
        if state.actor is None or _decision_key(state) != self._root:
            return legal
        return [a for a in self._shortlist if a in legal] or legal


class HardBot:
    """Plays the forecast's best action (:func:`hard_judge`); in the decisions of play, the
    core's ISMCTS weighs the forecast's best few with ``normal``-guided playouts cut after
    ``HARD_ROLLOUT_DEPTH`` actions and scored by the forecast.

    Dice make playouts noisy, so the search overrules the forecast's choice only when another
    candidate did clearly better (``CONFIDENCE`` more mean reward). Measured head to head, the
    search neither helps nor hurts the forecast yet (about even over 80 games at 60 and at 200
    iterations): the strength over ``normal`` is the forecast's. The budget is a fixed
    number of iterations and no clock is read, so a decision is a pure function of (view, rng).
    """

    CONFIDENCE = 0.05

    def __init__(self, iterations: int = HARD_ITERATIONS) -> None:
        self.search = ISMCTSBot(
            iterations=iterations,
            rollout=rollout,
            rollout_depth=HARD_ROLLOUT_DEPTH,
            evaluate=evaluate,
        )

    def choose(self, game: Any, view: HamsterdamState, rng: random.Random) -> Any:
        legal = game.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        seat = game.to_act(view)
        ranked = sorted(legal, key=lambda a: hard_judge(view, seat, a), reverse=True)
        first = ranked[0]
        self.search.last_search, self.search.last_iterations = [], 0
        if view.stage not in SEARCHED_STAGES:
            return first
        searched = SearchedGame(game, _decision_key(view), ranked[:HARD_CANDIDATES])
        chosen = self.search.choose(searched, view, rng)
        lines = {line.action: line for line in self.search.last_search}
        if chosen == first or first not in lines:
            return chosen
        if lines[chosen].mean_reward >= lines[first].mean_reward + self.CONFIDENCE:
            return chosen
        return first

    @property
    def last_search(self) -> list[SearchLine]:
        return self.search.last_search

    @property
    def last_iterations(self) -> int:
        return self.search.last_iterations


def hard_bot() -> HardBot:
    """The ``hard`` level as registered: ``HARD_ITERATIONS`` determinizations a decision."""
    return HardBot()
