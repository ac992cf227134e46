"""The bot levels: legal choices from their own view, deterministic, and stronger by level.

The strength checks play few games with fixed seeds and no time limit, so they are
deterministic: the same games are played on every run and machine. The full measurement (many
games, all match-ups) is ``benchmarks/damit_bots.py``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tabletop_damit.actions import Build
from tabletop_damit.bots import EasyBot, HardBot, NormalBot, rollout_action
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState

from tabletop_core.bots import RandomBot


def positions(game: DamIt, count: int) -> list[DamItState]:
    """Mid-game states of random 3-player games, one every few turns."""
    found = []
    rng = random.Random(4)
    for seed in range(count):
        state = game.new_state(3, seed)
        for _ in range(rng.randrange(0, 60)):
            if game.to_act(state) is None:
                break
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
        if game.to_act(state) is not None:
            found.append(state)
    return found


def play(game: DamIt, bots: list[Any], seed: int) -> tuple[float, ...]:
    state = game.new_state(len(bots), seed, {"first_player": seed % len(bots)})
    rngs = [random.Random(seed * 31 + seat) for seat in range(len(bots))]
    while (seat := game.to_act(state)) is not None:
        game.apply(state, bots[seat].choose(game, game.view(state, seat), rngs[seat]))
    result = game.result(state)
    assert result is not None
    return result.scores


def wins(game: DamIt, strong: Any, weak: Any, seeds: range) -> int:
    """Games the strong bot scores more in, over both seatings of each seed."""
    won = 0
    for seed in seeds:
        first = play(game, [strong, weak], seed)
        second = play(game, [weak, strong], seed)
        won += (first[0] > first[1]) + (second[1] > second[0])
    return won


@pytest.mark.parametrize("make", [EasyBot, NormalBot, lambda: HardBot(iterations=30)])
def test_every_level_chooses_a_legal_action_from_its_own_view(game: DamIt, make: Any) -> None:
    bot = make()
    for state in positions(game, 12):
        view = game.view(state, state.current)
        action = bot.choose(game, view, random.Random(1))
        assert action in game.legal_actions(state)


def test_the_rollout_policy_plays_legal_actions_to_the_end(game: DamIt) -> None:
    rng = random.Random(2)
    for seed in range(10):
        state = game.new_state(4, seed)
        while game.to_act(state) is not None:
            action = rollout_action(game, state, rng)
            assert action in game.legal_actions(state)
            game.apply(state, action)


def test_the_hard_bot_repeats_its_choice_for_the_same_view_and_seed(game: DamIt) -> None:
    state = positions(game, 3)[-1]
    view = game.view(state, state.current)
    choices = {HardBot(iterations=60).choose(game, view, random.Random(7))}
    choices.add(HardBot(iterations=60).choose(game, view, random.Random(7)))
    assert len(choices) == 1


def test_a_bot_given_a_masked_view_never_sees_other_hands(game: DamIt) -> None:
    class Spy:
        def __init__(self) -> None:
            self.inner = NormalBot()
            self.seen: list[DamItState] = []

        def choose(self, game: DamIt, view: DamItState, rng: random.Random) -> Any:
            self.seen.append(view)
            return self.inner.choose(game, view, rng)

    spy = Spy()
    play(game, [spy, EasyBot(), EasyBot()], seed=3)
    for view in spy.seen:
        assert all(card == -1 for seat in (1, 2) for card in view.hands[seat])


@pytest.mark.parametrize("make", [EasyBot, NormalBot])
def test_easy_and_normal_beat_random_every_time(game: DamIt, make: Any) -> None:
    assert wins(game, make(), RandomBot(), range(6)) == 12


def test_easy_builds_when_it_can(game: DamIt, table) -> None:
    state = table(hands=[[30, 36, 12]])
    action = EasyBot().choose(game, game.view(state, 0), random.Random(0))
    assert isinstance(action, Build)


def test_hard_beats_random_every_time(game: DamIt) -> None:
    assert wins(game, HardBot(iterations=60), RandomBot(), range(1)) == 2


@pytest.mark.slow
def test_hard_outplays_normal_on_fixed_seeds(game: DamIt) -> None:
    """Two seeds, both seatings, a reduced budget of 200 iterations (no clock is read): always
    the same four games. The benchmark measures it over many more."""
    hard = HardBot(iterations=200)
    normal = NormalBot()
    margins = []
    for seed in range(2):
        first = play(game, [hard, normal], seed)
        second = play(game, [normal, hard], seed)
        margins += [first[0] - first[1], second[1] - second[0]]
    assert sum(margin > 0 for margin in margins) > sum(margin < 0 for margin in margins)
    assert sum(margins) > 0
