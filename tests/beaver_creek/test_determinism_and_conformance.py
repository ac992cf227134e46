"""Same seed and actions, bit-identical dam; the conformance kit; stats."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.world import Dam

from tabletop_core.game import play_random
from tabletop_core.testing import assert_conforms


def test_same_seed_and_actions_give_a_bit_identical_world(game) -> None:
    first, actions = play_random(game, 3, seed=3)  # a short game, with accidents
    second = game.new_state(3, 3)
    for action in actions:
        game.apply(second, game.decode_action(game.encode_action(action)))
    assert first.world.table.snapshot(None) == second.world.table.snapshot(None)
    assert game.fingerprint(first) == game.fingerprint(second)
    replayed = Dam.replay(first.world_log)
    assert replayed.table.snapshot(None) == first.world.table.snapshot(None)


def test_a_clone_rebuilds_its_world_and_plays_on_identically(game) -> None:
    state = game.new_state(2, 4)
    rng = random.Random(4)
    for _ in range(12):
        game.apply(state, game.random_action(state, rng))
    copy = game.clone(state)
    assert copy.world is None and game.fingerprint(copy) == game.fingerprint(state)
    while game.to_act(state) is not None:
        action = game.random_action(state, rng)
        game.apply(state, action)
        game.apply(copy, action)
        if state.tries_this_turn:
            break
    assert copy.world.table.snapshot(None) == state.world.table.snapshot(None)


@pytest.mark.slow  # a whole game with physics
def test_stats_count_turns_accidents_logs_and_beavers(game) -> None:
    state, _ = play_random(game, 2, seed=2)
    stats = game.stats(state)
    assert set(stats) == {"turns", "accidents", "logs_placed", "beavers_placed"}
    assert stats["turns"] > 0 and stats["beavers_placed"] >= 2


@pytest.mark.slow  # whole physics games at one, two and five players (CI's `tabletop check` too)
def test_the_conformance_kit_passes(game) -> None:
    assert_conforms(game, players=[1, 2, 5], games=1)
