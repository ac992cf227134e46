"""Alone at the creek only the structure falling ends the game: the hard hand tells a piece
that slips off alone (an accident: the move stops, the game goes on) from a placement that
brings the dam down, and weighs a beaver by the logs still due that could follow it."""

from __future__ import annotations

import math
import random

from tabletop_beaver_creek.bots import hard_bot
from tabletop_beaver_creek.careful import SOLO_FALL_COST, CarefulHand
from tabletop_beaver_creek.trial import baseline, try_place, try_place_into


def _tried(state, action):
    return try_place(state, baseline(state), action.piece, action.x, action.y, 0.0)


def test_a_lone_slip_is_an_accident_and_a_collapse_ends_the_game(game, creek) -> None:
    hand = hard_bot()
    assert isinstance(hand, CarefulHand)

    slipping = creek.set_up(game, 1, (1, 2, 3))
    creek.turn(slipping, None, beavers=3, logs=2)
    game.apply(slipping, creek.at(slipping, "log", -25.0))
    slip = creek.at(slipping, "log", creek.tips_off)
    slipped = _tried(slipping, slip)
    assert slipped.fell and not slipped.collapsed and slipped.dropped == 0

    falling = creek.set_up(game, 1, (0, 2))
    creek.turn(falling, None, beavers=3, logs=2)
    game.apply(falling, creek.at(falling, "log", -100.0))
    game.apply(falling, creek.at(falling, "beaver", -90.0))
    falling.beaver_logs = set()
    fall = creek.at(falling, "beaver", -138.0)
    collapse = _tried(falling, fall)
    assert collapse.fell and collapse.collapsed and collapse.dropped >= 2

    slip_worth = hand._worth(slipping, slip, slipped)
    collapse_worth = hand._worth(falling, fall, collapse)
    assert collapse_worth <= -SOLO_FALL_COST < slip_worth
    # a slip costs the move, not every log to come
    assert slip_worth > -SOLO_FALL_COST / 4


def test_a_beaver_is_weighed_by_the_logs_that_can_follow_it(game, creek) -> None:
    """Face 5, alone: a log lies on the beaver of space 1 (the last log placed), one beaver and
    one log are due. A beaver stood on that log leaves only log spots that fall; one stood in
    a free space of the box leaves a log spot that holds. The hand looks one placement past
    each beaver and stands it where the log can follow."""
    state = creek.set_up(game, 1, (0, 1))
    creek.turn(state, None, beavers=0, logs=1)
    game.apply(state, creek.at(state, "log", -100.0))
    state.beaver_logs = set()
    creek.turn(state, 5, beavers=1, logs=1)
    view = game.view(state, 0)
    hand = hard_bot()
    base = baseline(view)
    on_the_log = creek.at(view, "beaver", -100.0)
    in_a_space = creek.at(view, "beaver", 0.0)
    assert not try_place(view, base, "beaver", on_the_log.x, on_the_log.y, 0.0).fell
    assert (
        hand._follow(game, view, base, on_the_log) < 0 < hand._follow(game, view, base, in_a_space)
    )
    for seed in range(3):
        chosen = hard_bot().choose(game, view, random.Random(seed))
        assert chosen.piece == "beaver" and chosen.y < 90.0, chosen  # on the box, not the log
        assert math.isfinite(chosen.x)


def test_alone_the_hand_also_leans_logs_from_a_head_onto_a_log(game, creek) -> None:
    """Beavers in spaces 2, 3 and 4, a log across the first two: besides the spots offered,
    the hand tries logs leaning from the free beaver's head onto that log, and they hold:
    the log rests on a beaver and a log, as the rules allow, and more of the 50 logs find a
    place on 30 beavers."""
    from tabletop_beaver_creek.judge import supports

    state = creek.set_up(game, 1, (1, 2, 3))
    creek.turn(state, None, beavers=0, logs=1)
    game.apply(state, creek.at(state, "log", -25.0))
    creek.turn(state, None, beavers=0, logs=2)
    view = game.view(state, 0)
    hand = hard_bot()
    offered = list(game.legal_actions(view))
    leaning = hand._leaning(game, view, offered)
    assert leaning and not set(leaning) & set(offered)
    base = baseline(view)
    for action in leaning:
        tried = try_place_into(
            view, base, action.piece, action.x, action.y, math.radians(action.angle)
        )
        assert not tried.outcome.fell and tried.outcome.fault is None, action
        under = supports(tried.pieces, tried.contacts, tried.placed[0])
        kinds = {tried.pieces[k].kind for k in under if isinstance(k, int)}
        assert kinds == {"beaver", "log"}, (action, under)
