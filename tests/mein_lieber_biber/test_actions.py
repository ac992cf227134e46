"""Actions in JSON, the representative legal set and random placements."""

from __future__ import annotations

import math
import random

import pytest
from tabletop_mein_lieber_biber import Draw, LayDown, Lift, Play, Reward, SetDown, SkipDraw
from tabletop_mein_lieber_biber.rules import playable

from tabletop_core.game import IllegalAction


def test_actions_read_and_write_the_documented_json(game):
    forms = {
        Play(3, "red", 0.5, 1.25, 0.2): {
            "type": "play",
            "card": 3,
            "beaver": "red",
            "spot": 0.5,
            "tail": 1.25,
            "drop": 0.2,
        },
        Lift(3, "red"): {"type": "lift", "card": 3, "beaver": "red"},
        SetDown(0.5, 1.25, 0.2): {"type": "set_down", "spot": 0.5, "tail": 1.25, "drop": 0.2},
        SkipDraw(): {"type": "skip_draw"},
        LayDown(7, 1): {"type": "lay_down", "card": 7, "pile": 1},
        Reward("stick"): {"type": "reward", "choice": "stick", "pile": 0},
        Draw(0): {"type": "draw", "pile": 0},
    }
    for action, data in forms.items():
        assert game.encode_action(action) == data
        assert game.decode_action(data) == action
    assert game.decode_action({"type": "reward", "choice": "card", "pile": 1}) == Reward("card", 1)
    for bad in ({"type": "play", "card": "3"}, {"type": "draw"}, {"type": "fly", "pile": 0}):
        with pytest.raises(IllegalAction):
            game.decode_action(bad)


def test_legal_actions_offer_three_spots_four_tails_and_two_drops_per_move(game, table, card):
    state = table(rings={"red": None}, hands={0: [card("orange", 3), card("red", 1)]})
    moves = playable(state)
    plays = [a for a in game.legal_actions(state) if isinstance(a, Play)]
    assert len(moves) == 6 and len(plays) == 6 * 24
    assert {a.drop for a in plays} == {0.0, 1.0}
    orange = [a for a in plays if a.card == card("orange", 3)]
    assert sorted({a.spot for a in orange}) == [-1.0, 0.0, 1.0]
    x, y = state.raft.coordinates(3)
    assert min(abs(math.remainder(a.tail - math.atan2(y, x), math.tau)) for a in orange) < 1e-9


def test_a_move_onto_the_dam_has_one_placement(game, table, card):
    state = table(rings={"red": 26}, hands={0: [card("red", 6)]})
    plays = [a for a in game.legal_actions(state) if isinstance(a, Play)]
    assert plays == [Play(card("red", 6), "red", 0.0, 0.0, 0.0)]


def test_random_placements_are_uniform_in_range_and_legal(game, table, card):
    rng = random.Random(2)
    spots = []
    for _ in range(40):
        state = table(hands={0: [card("blue", 3)]})
        action = game.random_action(state, rng)
        spots.append(action.spot)
        assert -1.0 <= action.spot <= 1.0 and 0.0 <= action.tail < math.tau
        game.apply(state, action)
    assert min(spots) < -0.5 and max(spots) > 0.5
