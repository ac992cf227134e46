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


@pytest.mark.slow  # a whole game with physics
def test_bots_play_a_whole_game(game) -> None:
    state, actions = play_bots(game, [LEVELS["easy"](), LEVELS["normal"]()], seed=3)
    assert game.result(state) is not None and len(actions) > 10


def test_the_hard_hand_counts_its_physics_and_stops_when_it_is_spent(game, creek) -> None:
    """The effort is work (spots tried, body-steps simulated), never seconds: the same view and
    RNG give the same spot, and a smaller work budget weighs fewer spots."""
    from tabletop_beaver_creek.bots import HARD_WORK, SteadyHand, hard_bot

    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, 1, beavers=2, logs=2)
    view = game.view(state, 0)
    assert hard_bot().work == HARD_WORK

    def weighed(hand: SteadyHand) -> tuple[object, int, int]:
        tried = spent = 0
        score = hand._score

        def counting(view, base, action):
            nonlocal tried, spent
            result = score(view, base, action)
            tried, spent = tried + 1, spent + result[1]
            return result

        hand._score = counting  # type: ignore[method-assign]
        return hand.choose(game, view, random.Random(4)), tried, spent

    full, full_tried, full_spent = weighed(SteadyHand(24, 0.5, 0.5))
    again, _, _ = weighed(SteadyHand(24, 0.5, 0.5))
    assert again == full and full_tried > 5 and full_spent > 0
    per_spot = full_spent / full_tried
    short, short_tried, short_spent = weighed(SteadyHand(24, 0.5, 0.5, work=int(3 * per_spot)))
    assert 2 <= short_tried < full_tried
    assert short_spent >= int(3 * per_spot) or short_tried == 2
