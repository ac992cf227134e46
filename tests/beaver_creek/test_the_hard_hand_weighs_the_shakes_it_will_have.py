"""The hard hand weighs a spot by letting it go again with the hand shaken as the game will
shake it, and counts that effort in physics, never in seconds."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.careful import CarefulHand, _near, _taken_back
from tabletop_beaver_creek.events import Accident, Placed, Refused
from tabletop_beaver_creek.handicaps import release
from tabletop_beaver_creek.trial import baseline, try_hand, try_place

MARGINAL = 94.0
"""A level log let go here lies far out over the beaver of space 3 (x = 50): let go exactly it
stays, but a trembling or swinging hand often tips it off."""


@pytest.mark.parametrize("face", [1, 2])
def test_a_shaken_trial_comes_down_as_the_real_placement_does(game, creek, face: int) -> None:
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, face, beavers=2, logs=2)
    action = creek.at(state, "log", MARGINAL)
    base = baseline(state)
    assert not try_place(state, base, "log", action.x, action.y, 0.0).fell
    predicted, happened = [], []
    for seed in range(12):
        played = state.copy(rng=random.Random(seed))
        happened.append(any(isinstance(e, Accident) for e in game.apply(played, action)))
        hand = release(face, action.x, action.y, 0.0, random.Random(seed))
        predicted.append(try_hand(state, base, "log", hand).fell > 0)
    assert predicted == happened
    assert any(happened) and not all(happened)


def test_the_hard_hand_counts_its_physics_and_stops_when_it_is_spent(game, creek) -> None:
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, 1, beavers=2, logs=2)
    view = game.view(state, 0)

    def weighed(work: int) -> tuple[object, int]:
        hand = CarefulHand(shake=0.5, twist=0.5, work=work)
        return hand.choose(game, view, random.Random(4)), hand.spent

    full, full_spent = weighed(10**9)
    again, again_spent = weighed(10**9)
    assert again == full and again_spent == full_spent > 0
    short, short_spent = weighed(full_spent // 4)
    assert full_spent // 4 <= short_spent < full_spent
    assert game.apply(state, short)  # a spot the rules accept, however short the budget


def test_the_hard_hand_lets_a_log_go_before_the_beavers_it_owes(game, creek) -> None:
    """With free beavers to lay it on, the log (the point of the game) goes first: a beaver
    that falls later ends the move, and with it the log still due."""
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, 6, beavers=2, logs=1)
    action = CarefulHand(shake=0.5, twist=0.5, work=10**9).choose(
        game, game.view(state, 0), random.Random(2)
    )
    assert action.piece in {"log", "small_log"}


def test_the_hard_hand_remembers_the_spot_taken_back_this_turn(game, creek) -> None:
    """The trial dam is rebuilt from the settled poses, so it can let stand what the real dam
    refuses; the hand that felt the piece slide off remembers where, all turn long."""
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, 1, beavers=3, logs=0)
    edge = creek.at(state, "beaver", -81.0)  # the edge of space 0: a tremble puts it beyond
    for seed in range(200):
        state.rng = random.Random(seed)
        if isinstance(game.apply(state.copy(), edge)[0], Refused):
            break
    game.apply(state, edge)
    assert state.refusals == 1
    assert isinstance(game.apply(state, creek.at(state, "beaver", 100.0))[0], Placed)
    view = game.view(state, 0)
    remembered = _taken_back(view)
    assert _near(view, edge, remembered)
    assert not _near(view, creek.at(state, "beaver", -100.0), remembered)
