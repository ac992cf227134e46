"""The random bot plays legal actions from the view alone, reproducibly."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

from tabletop_core import plugins
from tabletop_core.bots import Bot, ISMCTSBot, RandomBot, play_bots


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


def test_random_bot_only_plays_legal_actions_to_the_end():
    game = _example().ExampleGame()
    bot = RandomBot()
    for players in (2, 3, 4):
        state = game.new_state(players, seed=players)
        rng = random.Random(players)
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            action = bot.choose(game, view, rng)
            assert action in game.legal_actions(state)
            game.apply(state, action)
        assert game.result(state) is not None


def test_random_bot_is_reproducible_with_the_same_rng():
    game = _example().ExampleGame()
    bots = [RandomBot(), RandomBot(), RandomBot()]
    _, first = play_bots(game, bots, seed=11)
    _, second = play_bots(game, bots, seed=11)
    _, other = play_bots(game, bots, seed=12)
    assert first == second
    assert first != other


def test_random_bot_asks_the_game_for_a_random_action_when_offered():
    module = _example()

    class ContinuousChoices(module.ExampleGame):
        def random_action(self, state, rng):
            return self.legal_actions(state)[-1]

    game = ContinuousChoices()
    view = game.view(game.new_state(2, seed=1), 0)
    assert RandomBot().choose(game, view, random.Random(0)) == game.legal_actions(view)[-1]


def test_bots_fulfil_the_bot_protocol():
    assert isinstance(RandomBot(), Bot)
    assert isinstance(ISMCTSBot(), Bot)


def test_example_plugin_registers_its_game_and_a_hard_level():
    registry = plugins.load([_example()], autoload=False)
    assert registry.bot_levels("beaver_bids") == ["random", "hard"]
    assert isinstance(registry.make_bot("beaver_bids", "random"), RandomBot)
    assert isinstance(registry.make_bot("beaver_bids", "hard"), ISMCTSBot)
    assert not registry.unavailable
