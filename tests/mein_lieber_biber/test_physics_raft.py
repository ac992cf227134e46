"""The raft tips by physics: centred loads hold, lopsided ones tip, the same inputs give the
same wobble bit for bit, and spot and tail matter."""

from __future__ import annotations

import math

import pytest
from tabletop_mein_lieber_biber import Play
from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
from tabletop_mein_lieber_biber.events import RaftWobbled, SticksReturned
from tabletop_mein_lieber_biber.raft import (
    LEVEL_POSES,
    RING_TOLERANCE,
    TAIL_MASS,
    TAIL_REACH,
    balance,
    layout,
    tilt,
    wobble,
)
from tabletop_mein_lieber_biber.rules import BEAVERS, preview
from tabletop_mein_lieber_biber.state import OVER

from tabletop_core.components import Supply
from tabletop_core.game import play_random

RED = COLOUR_INDEX["red"]
LOPSIDED = {"orange": 24, "yellow": 25, "green": 23}
"""Three beavers far out on the +x side of the raft (rings 23-25 lie at -30°, 0° and 30°)."""


def _beavers(state):
    return layout(state.raft, state.placements, BEAVERS)


def test_beavers_in_the_middle_keep_the_raft_level(table):
    state = table()
    answer = wobble(LEVEL_POSES, _beavers(state))
    assert not answer.tipped and answer.peak < 1e-6


def test_a_centred_load_holds_and_settles(table):
    state = table(rings={"orange": 6, "yellow": 12})
    beavers = _beavers(state)
    answer = wobble(LEVEL_POSES, beavers, beavers[2])  # yellow, clear of every tail
    assert not answer.rough
    assert not answer.tipped and answer.peak < 0.1
    assert math.hypot(*answer.frames[-1]) < 0.1


def test_a_lopsided_load_tips_the_raft(table):
    state = table(rings=LOPSIDED)
    beavers = _beavers(state)
    answer = wobble(LEVEL_POSES, beavers, beavers[1])
    assert answer.tipped and answer.peak > 0.33
    angle, towards = tilt(answer.frames[-1])
    assert angle > 0.33 and abs(math.remainder(towards, math.tau)) < 0.3  # it dips to +x


def test_the_same_inputs_give_the_same_wobble_bit_for_bit(table):
    state = table(rings={"orange": 24, "yellow": 12, "blue": 17})
    beavers = _beavers(state)
    one = wobble(LEVEL_POSES, beavers, beavers[0])
    two = wobble(LEVEL_POSES, beavers, beavers[0])
    assert one == two and one.frames == two.frames and one.poses == two.poses


def test_a_replay_tips_at_the_same_step(game):
    def wobbles(actions=None):
        state = game.new_state(4, 21)
        played = actions if actions is not None else []
        seen = []
        if actions is None:
            state, played = play_random(game, 4, 21)
            state = game.new_state(4, 21)
        for action in played:
            seen += [e for e in game.apply(state, action) if isinstance(e, RaftWobbled)]
        return played, seen

    actions, first = wobbles()
    _, second = wobbles(actions)
    assert first == second
    assert any(e.tipped_at is not None for e in first)


def test_the_raft_keeps_the_pose_it_settled_in(game, table, card):
    state = table(rings={"orange": 24}, hands={0: [card("red", 5), card("blue", 3)]})
    game.apply(state, Play(card("red", 5), "", 0.0, 0.0, 0.0))
    assert state.poses != LEVEL_POSES
    assert state.poses[0].angle < -0.04  # the side view along x dips towards +x


def test_spot_moves_a_beaver_within_its_ring_and_the_tail_moves_its_weight(table, card):
    state = table(rings={"orange": 24})
    move = (card("red", 6), RED, 6)
    inner, _ = preview(state, move, -1.0, 0.0)
    outer, _ = preview(state, move, 1.0, 0.0)
    radius = lambda beavers: math.hypot(beavers[0].x, beavers[0].y)  # noqa: E731
    assert radius(outer) - radius(inner) == pytest.approx(2 * RING_TOLERANCE)
    left, _ = preview(state, move, 0.0, math.pi)
    right, _ = preview(state, move, 0.0, 0.0)
    total_mass = 300.0 + 6 * 40.0
    shift = balance(right)[0] - balance(left)[0]
    assert shift == pytest.approx(2 * TAIL_REACH * TAIL_MASS / total_mass)


def test_careful_placement_keeps_the_raft_steadier_than_careless(table, card):
    state = table(rings={"orange": 24, "yellow": 25})
    move = (card("red", 6), RED, 6)
    careless = wobble(LEVEL_POSES, *preview(state, move, -1.0, 0.0))
    careful = wobble(LEVEL_POSES, *preview(state, move, 1.0, math.pi))
    assert careful.peak < careless.peak


def test_a_played_card_is_carried_out_even_when_it_tips(game, table, card):
    state = table(rings={**LOPSIDED, "green": 16}, hands={0: [card("green", 7), card("red", 1)]})
    state.rounds = 1
    state.sticks[0] = Supply(stick=5)
    state.supply = Supply(stick=55)
    events = game.apply(state, Play(card("green", 7), "", 0.0, 0.0))
    wobbled = next(e for e in events if isinstance(e, RaftWobbled))
    assert wobbled.tipped_at is not None and len(wobbled.beavers) == 6
    green = next(b for b in wobbled.beavers if b.colour == COLOUR_INDEX["green"])
    assert green.ring == 23  # it landed, then the raft tipped and all fell into the water
    assert not state.raft.pieces()
    assert state.discards[0].top == card("green", 7)
    assert SticksReturned(0, 2) in events
    assert state.sticks[0]["stick"] == 3 and state.supply["stick"] == 57
    assert state.phase == OVER and state.round_ends == ["tipped"]
    assert game.stats(state)["rounds_tipped"] == 1


def test_a_tipper_with_fewer_than_two_sticks_returns_what_they_have(game, table, card):
    state = table(rings={**LOPSIDED, "green": 16}, hands={0: [card("green", 7), card("red", 1)]})
    state.sticks[0] = Supply(stick=1)
    state.supply = Supply(stick=59)
    events = game.apply(state, Play(card("green", 7), "", 0.0, 0.0))
    assert SticksReturned(0, 1) in events and state.sticks[0]["stick"] == 0
    assert state.round == 2 and state.round_sticks[0] == [0, 0] and state.returned[0] == 1
