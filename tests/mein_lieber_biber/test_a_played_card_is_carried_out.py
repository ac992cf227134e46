"""The card commits: once a beaver is lifted for a card, that card is played. Nothing can take
it back — no other card, no lay-down, no second lift — until the beaver is set down; and the
draw after moving is a right, not a duty."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber import Draw, LayDown, Lift, Play, SetDown, SkipDraw
from tabletop_mein_lieber_biber.events import BeaverLifted, BeaverMoved, DrawDeclined
from tabletop_mein_lieber_biber.state import DRAW, PLACE, PLAY

from tabletop_core.game import IllegalAction
from tabletop_core.testing import fingerprint


def test_lifting_a_beaver_plays_its_card_and_only_setting_it_down_follows(game, table, card):
    red, blue = card("red", 3), card("blue", 2)
    state = table(rings={"orange": 26}, hands={0: [red, blue]})
    events = game.apply(state, Lift(red))
    assert events == [BeaverLifted(0, red, 0, 3, False)]
    assert state.phase == PLACE and state.discards[0].top == red and state.hands[0] == [blue]
    assert all(isinstance(action, SetDown) for action in game.legal_actions(state))
    held = fingerprint(state)
    for other in (Play(blue), Lift(blue), Lift(red), LayDown(blue, 0), Draw(0), SkipDraw()):
        with pytest.raises(IllegalAction, match="the card is played"):
            game.apply(state, other)
        assert fingerprint(state) == held
    events = game.apply(state, SetDown(0.0, 0.0, 0.0))
    assert isinstance(events[0], BeaverMoved) and events[0].ring == 3
    assert state.raft.position(0) == 3 and state.lifted is None


def test_a_beaver_bound_for_the_dam_swims_there_as_it_is_lifted(game, table, card):
    state = table(rings={"red": 26}, hands={0: [card("red", 6)]})
    events = game.apply(state, Lift(card("red", 6)))
    assert isinstance(events[0], BeaverMoved) and events[0].ring is None
    assert state.phase != PLACE and 0 not in state.raft


def test_a_lift_that_breaks_a_rule_changes_nothing(game, table, card):
    state = table(rings={"red": 1, "orange": 3}, hands={0: [card("red", 2)]})
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match="ring 3 is taken"):
        game.apply(state, Lift(card("red", 2)))
    assert fingerprint(state) == before and state.phase == PLAY


def test_the_draw_after_moving_may_be_declined(game, table, card):
    state = table(hands={0: [card("orange", 3), card("blue", 1)]})
    game.apply(state, Play(card("orange", 3), "", 0.0, 0.0, 0.0))
    assert state.phase == DRAW and SkipDraw() in game.legal_actions(state)
    piles = [len(pile) for pile in state.piles]
    events = game.apply(state, SkipDraw())
    assert events[0] == DrawDeclined(0)
    assert state.hands[0] == [card("blue", 1)] and [len(p) for p in state.piles] == piles
    assert state.current == 1 and state.phase == PLAY


def test_an_empty_hand_cannot_decline_the_draw_while_the_piles_hold_cards(game, table, card):
    state = table(hands={0: [card("orange", 3)]})
    game.apply(state, Play(card("orange", 3), "", 0.0, 0.0, 0.0))
    with pytest.raises(IllegalAction, match="hand is empty"):
        game.apply(state, SkipDraw())
    game.apply(state, Draw(0))
    assert state.round_ends == [] and len(state.hands[0]) == 1 and state.current == 1
