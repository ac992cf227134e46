"""The bot levels play whole games legally, reproducibly, and with the care their level says."""

from __future__ import annotations

import math
import random
import statistics

import pytest
from tabletop_mein_lieber_biber import Play, plugin
from tabletop_mein_lieber_biber.bots import EasyBot, HardBot, NormalBot
from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
from tabletop_mein_lieber_biber.raft import wobble
from tabletop_mein_lieber_biber.rules import preview

from tabletop_core.bots import RandomBot, play_bots
from tabletop_core.plugins import load


@pytest.mark.parametrize("level", [EasyBot, NormalBot, HardBot])
def test_each_level_plays_a_whole_game_and_replays_it_exactly(game, level):
    bots = [level(), RandomBot(), level()]
    state, actions = play_bots(game, bots, seed=5)
    again, actions_again = play_bots(game, [level(), RandomBot(), level()], seed=5)
    assert game.result(state) is not None and actions == actions_again
    assert game.stats(state) == game.stats(again)


def test_the_hard_bot_avoids_the_move_that_would_tip_the_raft(game, table, card):
    state = table(
        rings={"orange": 24, "yellow": 25, "green": 16},
        hands={0: [card("green", 7), card("blue", 2)]},
    )
    view = game.view(state, 0)
    tipping = wobble(
        view.poses, *preview(view, (card("green", 7), COLOUR_INDEX["green"], 23), 0.0, 0.0)
    )
    assert tipping.tipped
    for seed in range(5):
        action = HardBot().choose(game, view, random.Random(seed))
        assert action.card == card("blue", 2)


def test_the_normal_bot_goes_for_a_colour_match(game, table, card):
    state = table(hands={0: [card("orange", 2), card("orange", 3)]})
    action = NormalBot().choose(game, game.view(state, 0), random.Random(0))
    assert action.card == card("orange", 2)  # ring 2 is orange


def test_steadier_hands_stray_less_from_the_intended_spot_and_tail(card):
    move = (card("blue", 3), COLOUR_INDEX["blue"], 3)

    def spread(level) -> tuple[float, float]:
        rng = random.Random(3)
        plays = [level().put_down(rng, move, 0.0, 1.0) for _ in range(200)]
        tails = [abs(math.remainder(p.tail - 1.0, math.tau)) for p in plays]
        return statistics.mean(abs(p.spot) for p in plays), statistics.mean(tails)

    easy, normal, hard = spread(EasyBot), spread(NormalBot), spread(HardBot)
    assert easy[0] > normal[0] > hard[0] > 0 and easy[1] > normal[1] > hard[1] > 0
    assert all(isinstance(p, Play) for p in [HardBot().put_down(random.Random(1), move, 0.0, 0.0)])


def test_the_plugin_registers_the_game_and_its_bot_levels():
    registry = load([plugin], autoload=False)
    registered = registry.get("mein_lieber_biber")
    assert registered.info.id == "mein_lieber_biber"
    assert registry.bot_levels("mein_lieber_biber") == ["random", "easy", "normal", "hard"]
    assert isinstance(registry.make_bot("mein_lieber_biber", "hard"), HardBot)
