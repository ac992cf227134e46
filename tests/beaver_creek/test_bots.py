"""The bot levels: registered, choosing accepted actions, and playing whole games."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek import plugin
from tabletop_beaver_creek.actions import Discard, Roll
from tabletop_beaver_creek.bots import LEVELS

from tabletop_core.bots import play_bots
from tabletop_core.plugins import load


def test_the_plugin_registers_the_game_and_four_levels() -> None:
    registry = load([plugin], autoload=False)
    assert registry.bot_levels("beaver_creek") == ["random", "easy", "normal", "hard"]


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_each_level_places_where_the_rules_accept(game, creek, level: str) -> None:
    state = creek.set_up(game, 2, (1, 2, 3))
    bot = LEVELS[level]()
    assert bot.choose(game, game.view(state, 0), random.Random(1)) == Roll()
    creek.turn(state, 1, beavers=2, logs=2)
    action = bot.choose(game, game.view(state, 0), random.Random(1))
    assert action.piece in {"beaver", "log", "small_log"}
    events = game.apply(state, action)  # never IllegalAction, even with the bot's shaky hand
    assert events


def test_bots_discard_a_log_when_they_may(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, None, beavers=1, logs=1)
    game.apply(state, creek.at(state, "log", creek.tips_off))
    assert LEVELS["normal"]().choose(game, game.view(state, 1), random.Random(0)) == Discard(
        "small_log"
    )


def test_bots_play_a_whole_game(game) -> None:
    state, actions = play_bots(game, [LEVELS["easy"](), LEVELS["normal"]()], seed=3)
    assert game.result(state) is not None and len(actions) > 10
