"""How a beaver is set down is the player's skill: on constructed positions, the same card
played the same way except for one thing — the spot within the ring, the tail's direction, or
how gently it is set down — holds the raft one way and tips it the other.

Both placements go through the rules with the same seeded hand tremble (each from a copy of
the same state), so the one difference is the one parameter."""

from __future__ import annotations

import math

from tabletop_mein_lieber_biber import Play
from tabletop_mein_lieber_biber.events import RaftTipped, RaftWobbled


def _tips(game, state, action) -> bool:
    events = game.apply(state.copy(), action)
    return next(e for e in events if isinstance(e, RaftWobbled)).tipped_at is not None


def _bearing(state, ring: int) -> float:
    x, y = state.raft.coordinates(ring)
    return math.atan2(y, x)


CROWDED_EDGE = {"orange": 28, "green": 25, "blue": 30, "purple": 2}
"""Beavers on the outer rings of one side; red's ring 5 is near the middle."""


TWO_ON_THE_EDGE = {"yellow": 27, "purple": 29}
"""Two beavers on the outermost rings, both on the side of ring 3."""


def test_the_spot_within_the_ring_decides(game, table, card):
    state = table(rings=TWO_ON_THE_EDGE, hands={0: [card("red", 3)]})
    tail = _bearing(state, 3)
    inner = Play(card("red", 3), "", -1.0, tail, 0.6)
    outer = Play(card("red", 3), "", 1.0, tail, 0.6)
    assert not _tips(game, state, inner) and _tips(game, state, outer)


def test_the_direction_of_the_tail_decides(game, table, card):
    state = table(rings=CROWDED_EDGE, hands={0: [card("red", 5)]})
    tail = _bearing(state, 5)
    outwards = Play(card("red", 5), "", 0.0, tail, 0.6)
    inwards = Play(card("red", 5), "", 0.0, tail + math.pi, 0.6)
    assert _tips(game, state, outwards) and not _tips(game, state, inwards)


def test_how_gently_it_is_set_down_decides(game, table, card):
    state = table(rings={"orange": 26, "purple": 25}, hands={0: [card("red", 4)]})
    tail = _bearing(state, 4)
    gently = Play(card("red", 4), "", 0.0, tail, 0.0)
    planted = Play(card("red", 4), "", 0.0, tail, 1.0)
    assert not _tips(game, state, gently) and _tips(game, state, planted)


def test_two_beavers_side_by_side_on_the_edge_hold_when_set_down_with_care(game, table, card):
    state = table(rings={"red": 22, "orange": 29}, hands={0: [card("red", 8)]})
    tail = _bearing(state, 30)
    assert not _tips(game, state, Play(card("red", 8), "", -1.0, tail, 0.0))
    assert _tips(game, state, Play(card("red", 8), "", 1.0, tail, 1.0))


def test_the_hand_trembles_from_the_seeded_rng_so_a_replay_lands_alike(game, table, card):
    state = table(rings={"orange": 26}, hands={0: [card("red", 3)]})
    action = Play(card("red", 3), "", 0.5, 1.0, 0.5)
    first, second = state.copy(), state.copy()
    game.apply(first, action)
    game.apply(second, action)
    assert first.placements[0] == second.placements[0]  # the same seed, the same tremble
    assert first.placements[0] != (0.5, 1.0)  # but a tremble all the same


def test_a_replayed_tip_falls_the_same_way(game):
    import random

    for seed in range(40):
        state = game.new_state(4, seed)
        rng = random.Random(seed)
        actions, falls = [], []
        while game.to_act(state) is not None and not falls:
            action = game.random_action(state, rng)
            actions.append(action)
            falls = [e for e in game.apply(state, action) if isinstance(e, RaftTipped)]
        if falls:
            break
    assert falls, "no random game tipped the raft"
    replay = game.new_state(4, seed)
    for action in actions:
        events = game.apply(replay, game.decode_action(game.encode_action(action)))
    again = [e for e in events if isinstance(e, RaftTipped)]
    assert again == falls
    lean, _sink, beavers = falls[0].frames[-1]
    assert len(falls[0].frames) > 30 and all(alpha == 0.0 for *_p, alpha in beavers)


def test_after_the_last_round_tips_no_beaver_stands_on_the_raft(game, table, card):
    state = table(rings={"orange": 26, "purple": 25}, hands={0: [card("red", 4)]})
    state.round = state.rounds  # the last round
    tail = _bearing(state, 4)
    game.apply(state, Play(card("red", 4), "", 0.0, tail, 1.0))
    assert game.result(state) is not None and state.round_ends[-1] == "tipped"
    assert not state.raft.pieces()  # they all fell into the water
