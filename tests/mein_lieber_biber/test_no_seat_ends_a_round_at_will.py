"""Nobody ends a round at will: declining every draw and playing the last card does not end the
round while the piles hold cards, and a hand short of 3 cards may be topped up before playing."""

from __future__ import annotations

import random

import pytest
from tabletop_mein_lieber_biber import MeinLieberBiber
from tabletop_mein_lieber_biber.actions import LayDown, Play, SkipDraw, TopUp
from tabletop_mein_lieber_biber.events import HandToppedUp, RoundEnded
from tabletop_mein_lieber_biber.state import DRAW, END_LAST_CARD, PLAY

from tabletop_core.game import IllegalAction

DECLINER = 0


def _piles_hold_cards(state) -> bool:
    return bool(state.piles[0].cards or state.piles[1].cards)


def _decliners_choice(game, state, rng: random.Random):
    """Seat 0 never draws when it may decline and always plays, gently, what it can."""
    legal = game.legal_actions(state)
    if state.phase == DRAW and SkipDraw() in legal:
        return SkipDraw()
    plays = [a for a in legal if isinstance(a, Play) and a.drop == 0.0]
    if state.phase == PLAY and plays:
        return plays[rng.randrange(len(plays))]
    other = [a for a in legal if not isinstance(a, TopUp)]
    return other[rng.randrange(len(other))]


@pytest.mark.parametrize("seed", [4242, 1, 2, 3, 5, 8])
def test_declining_every_draw_never_ends_a_round_while_the_piles_hold_cards(seed):
    game = MeinLieberBiber()
    state = game.new_state(4, seed)
    rng = random.Random(seed)
    emptied_with_cards_left = 0
    for _step in range(5000):
        seat = game.to_act(state)
        if seat is None:
            break
        if seat == DECLINER:
            action = _decliners_choice(game, state, rng)
        else:
            action = game.random_action(state, rng)
        piles_before = _piles_hold_cards(state)
        events = game.apply(state, action)
        for event in events:
            if isinstance(event, RoundEnded) and event.reason == END_LAST_CARD:
                assert not piles_before, f"round {event.round} ended on a last card with cards left"
        if seat == DECLINER and state.phase == DRAW and not state.hands[DECLINER]:
            emptied_with_cards_left += 1
            assert _piles_hold_cards(state)
            assert SkipDraw() not in game.legal_actions(state)
            with pytest.raises(IllegalAction, match="hand is empty"):
                game.apply(state.copy(), SkipDraw())
    assert game.to_act(state) is None, "the game did not finish"
    assert emptied_with_cards_left, "the decliner never played its last card with cards left"


def test_a_hand_short_of_three_is_topped_up_before_playing(game, table, card):
    state = table(hands={0: [card("orange", 1)]})
    assert TopUp(0) in game.legal_actions(state) and TopUp(1) in game.legal_actions(state)
    top = state.piles[1].cards[-1]
    events = game.apply(state, TopUp(1))
    assert HandToppedUp(0, 1, top) in events and HandToppedUp(0, 1, -1) in events
    assert top in state.hands[0] and state.phase == PLAY and state.turn.current == 0
    game.apply(state, TopUp(0))
    assert len(state.hands[0]) == 3
    assert not any(isinstance(a, TopUp) for a in game.legal_actions(state))
    with pytest.raises(IllegalAction, match="topped up to 3 at most"):
        game.apply(state, TopUp(0))


def test_the_top_up_is_only_before_playing_and_only_the_drawer_sees_the_card(game, table, card):
    state = table(hands={0: [card("orange", 1), card("red", 2)]})
    events = game.apply(state, TopUp(0))
    seen_by_others = [e for e in events if e.visible_to(1)]
    assert seen_by_others == [HandToppedUp(0, 0, -1)]
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0, 0.0))
    assert state.phase == DRAW
    with pytest.raises(IllegalAction):
        game.apply(state, TopUp(0))


def test_a_top_up_is_offered_with_nothing_playable_too(game, table, card):
    state = table(rings={"orange": 1}, hands={0: [card("red", 1)]})
    legal = game.legal_actions(state)
    assert any(isinstance(a, LayDown) for a in legal) and TopUp(0) in legal


def test_a_draw_may_be_declined_while_cards_are_in_hand(game, table, card):
    state = table(hands={0: [card("orange", 1), card("red", 2)]})
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0, 0.0))
    assert SkipDraw() in game.legal_actions(state)
    game.apply(state, SkipDraw())
    assert state.turn.current == 1


def test_ring_thirty_is_green_and_white_as_the_book_says(game, table, card):
    from tabletop_mein_lieber_biber.cards import COLOUR_INDEX, COLOURS, RING_COLOUR, RINGS

    assert RING_COLOUR[1] == COLOUR_INDEX["red"] and RING_COLOUR[RINGS] == COLOUR_INDEX["green"]
    assert all(RING_COLOUR[1:].count(colour) == 5 for colour in range(len(COLOURS)))
    state = table(rings={"green": 28}, hands={0: [card("green", 2), card("red", 1)]})
    game.apply(state, Play(card("green", 2), "", 0.0, 0.0, 0.0))
    assert state.raft.position(COLOUR_INDEX["green"]) == RINGS
    assert state.reward_due, "green on the green-and-white ring earns its reward"
