"""ISMCTS: plays well from views alone, reproducibly, within its budget."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from tabletop_core.bots import ISMCTSBot, RandomBot, play_bots
from tabletop_core.bots.ismcts import reward_table


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _bidding_view(game, seed: int = 3):
    state = game.new_state(2, seed)
    return state, game.view(state, game.to_act(state))


def test_ismcts_beats_random_bot_clearly():
    game = _example().ExampleGame()
    games, won = 40, 0.0
    for seed in range(games):
        seat = seed % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = ISMCTSBot(iterations=100)
        state, _ = play_bots(game, bots, seed)
        winners = game.result(state).winners
        won += 1 / len(winners) if seat in winners else 0.0
    assert won / games >= 0.65, f"ISMCTS won {won}/{games} against the random bot"


def test_ismcts_is_a_function_of_view_and_rng():
    game = _example().ExampleGame()
    _, view = _bidding_view(game)
    a, b = ISMCTSBot(iterations=150), ISMCTSBot(iterations=150)
    assert a.choose(game, view, random.Random(5)) == b.choose(game, view, random.Random(5))
    assert a.last_search == b.last_search
    bots = [ISMCTSBot(iterations=40), ISMCTSBot(iterations=40)]
    assert play_bots(game, bots, seed=9)[1] == play_bots(game, bots, seed=9)[1]


def test_last_search_lists_the_root_actions_most_visited_first():
    game = _example().ExampleGame()
    state, view = _bidding_view(game)
    bot = ISMCTSBot(iterations=200)
    choice = bot.choose(game, view, random.Random(1))
    lines = bot.last_search
    assert {line.action for line in lines} == set(game.legal_actions(state))
    assert sum(line.visits for line in lines) == bot.last_iterations == 200
    assert [line.visits for line in lines] == sorted((line.visits for line in lines), reverse=True)
    assert lines[0].action == choice
    assert all(0.0 <= line.mean_reward <= 1.0 for line in lines)


def test_a_single_legal_action_is_returned_without_searching():
    game = _example().ExampleGame()
    state = game.new_state(2, seed=4)
    while len(game.legal_actions(state)) != 1:
        game.apply(state, game.legal_actions(state)[0])
    bot = ISMCTSBot(iterations=10_000)
    view = game.view(state, game.to_act(state))
    assert bot.choose(game, view, random.Random(0)) == game.legal_actions(state)[0]
    assert bot.last_iterations == 0


def test_the_search_counts_iterations_and_refuses_a_clock():
    game = _example().ExampleGame()
    _, view = _bidding_view(game)
    bot = ISMCTSBot(iterations=321)
    bot.choose(game, view, random.Random(0))
    assert bot.last_iterations == 321
    with pytest.raises(TypeError, match="iterations, not seconds"):
        ISMCTSBot(iterations=100, time_limit=0.5)


def test_cut_playouts_are_scored_by_evaluate_and_use_the_given_rollout():
    game = _example().ExampleGame()
    _, view = _bidding_view(game)
    calls = {"rollout": 0, "evaluate": 0}

    def rollout(game, state, rng):
        calls["rollout"] += 1
        return game.legal_actions(state)[0]

    def evaluate(game, state, seat):
        calls["evaluate"] += 1
        return 0.5

    bot = ISMCTSBot(iterations=50, rollout=rollout, rollout_depth=2, evaluate=evaluate)
    assert bot.choose(game, view, random.Random(0)) in game.legal_actions(view)
    assert calls["rollout"] > 0 and calls["evaluate"] > 0
    with pytest.raises(ValueError, match="evaluate"):
        ISMCTSBot(rollout_depth=3)


def test_rewards_favour_the_sole_winner_then_the_margin():
    sole = reward_table((10.0, 4.0, 7.0), (0,))
    assert sole[0] > 0.9 and sole[1] < sole[2] < 0.1
    shared = reward_table((8.0, 8.0), (0, 1))
    assert shared[0] == shared[1] == pytest.approx(0.5)


def test_rewards_of_a_lowest_wins_game_favour_the_lowest_score():
    sole = reward_table((10.0, 4.0, 7.0), (1,), "lowest")
    assert sole[1] > 0.9 and sole[0] < sole[2] < 0.1
    losers = reward_table((3.0, 9.0, 5.0), (), "lowest")
    assert losers[0] > losers[2] > losers[1]


def test_bots_are_only_ever_handed_views():
    module = _example()

    class Watched(module.ExampleGame):
        """Records every state a method is called with while a bot is choosing."""

        def __init__(self) -> None:
            self.real_states: list = []
            self.views: list = []
            self.watching = False
            self.handed: list = []
            self.determinized_from: list = []

        def new_state(self, players, seed, options=None):
            state = super().new_state(players, seed, options)
            self.real_states.append(state)
            return state

        def view(self, state, seat):
            seen = super().view(state, seat)
            self.views.append(seen)
            return seen

        def _watch(self, state):
            if self.watching:
                self.handed.append(state)

        def to_act(self, state):
            self._watch(state)
            return super().to_act(state)

        def legal_actions(self, state):
            self._watch(state)
            return super().legal_actions(state)

        def apply(self, state, action):
            self._watch(state)
            return super().apply(state, action)

        def result(self, state):
            self._watch(state)
            return super().result(state)

        def determinize(self, view, seat, rng):
            self._watch(view)
            self.determinized_from.append(view)
            return super().determinize(view, seat, rng)

    game = Watched()
    state = game.new_state(3, seed=2)
    bots = [
        ISMCTSBot(iterations=30),
        RandomBot(),
        ISMCTSBot(iterations=30),
    ]
    rng = random.Random(0)
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        game.watching = True
        action = bots[seat].choose(game, view, rng)
        game.watching = False
        game.apply(state, action)
    assert game.handed, "the bots called no game method"
    assert not any(h is real for h in game.handed for real in game.real_states)
    assert game.determinized_from
    assert all(any(v is seen for seen in game.views) for v in game.determinized_from)
