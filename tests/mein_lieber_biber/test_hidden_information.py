"""Hands are private, draw piles face down; discards, sticks and the raft are public."""

from __future__ import annotations

import random

from tabletop_mein_lieber_biber import Draw, Play
from tabletop_mein_lieber_biber.cards import HIDDEN
from tabletop_mein_lieber_biber.events import CardDrawn


def test_a_view_hides_other_hands_the_piles_the_rng_and_the_deal(game):
    state = game.new_state(3, 4)
    view = game.view(state, 1)
    assert view.hands[1] == state.hands[1]
    assert view.hands[0] == [HIDDEN] * 3 and view.hands[2] == [HIDDEN] * 3
    assert all(set(pile.cards) == {HIDDEN} for pile in view.piles)
    assert [len(p) for p in view.piles] == [len(p) for p in state.piles]
    assert view.rng is None and view.deck == ()
    spectator = game.view(state, None)
    assert all(set(hand) == {HIDDEN} for hand in spectator.hands)


def test_a_drawn_card_is_seen_by_the_drawer_only(game, table, card):
    state = table(hands={0: [card("orange", 3)]})
    game.apply(state, Play(card("orange", 3), "", 0.0, 0.0))
    drawn = [e for e in game.apply(state, Draw(0)) if isinstance(e, CardDrawn)]
    for seat, expected in ((0, drawn[0].card), (1, HIDDEN), (None, HIDDEN)):
        seen = [e.card for e in drawn if e.visible_to(seat)]
        assert seen == [expected]


def test_determinize_deals_the_unseen_cards_consistently_with_the_view(game):
    state = game.new_state(4, 9)
    for _ in range(12):
        game.apply(state, game.random_action(state, random.Random(len(state.discards[0]))))
    seat = game.to_act(state)
    view = game.view(state, seat)
    full = game.determinize(view, seat, random.Random(1))
    assert game.view(full, seat).hands == view.hands
    every = sorted(
        [
            *sum(full.hands, []),
            *sum((p.cards for p in full.piles), []),
            *sum((p.cards for p in full.discards), []),
        ]
    )
    assert every == list(range(48))
    assert full.rng is not None and full.raft == state.raft and full.poses == state.poses
