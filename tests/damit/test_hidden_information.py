"""Views hide other hands and the draw pile's order; determinizations stay consistent."""

from __future__ import annotations

import random

from tabletop_damit.actions import Take
from tabletop_damit.cards import HIDDEN, is_garbage
from tabletop_damit.cards import card_of as card
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState

from tabletop_core.game import play_random


def mid_game(game: DamIt, seed: int = 3, turns: int = 25) -> DamItState:
    state = game.new_state(3, seed)
    rng = random.Random(seed)
    for _ in range(turns):
        legal = game.legal_actions(state)
        game.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others(game: DamIt) -> None:
    state = mid_game(game)
    view = game.view(state, 1)
    assert view.hands[1] == state.hands[1]
    for seat in (0, 2):
        assert view.hands[seat] == [HIDDEN] * len(state.hands[seat])


def test_the_draw_pile_shows_its_top_card_and_hides_the_order_below(game: DamIt) -> None:
    state = mid_game(game)
    view = game.view(state, 0)
    assert view.draw.top == state.draw.top
    assert view.draw.cards[:-1] == [HIDDEN] * (len(state.draw) - 1)
    assert view.deck == ()


def test_public_things_stay_visible(game: DamIt) -> None:
    state = mid_game(game)
    view = game.view(state, 2)
    assert view.river == state.river
    assert view.discard == state.discard
    assert (view.cubes, view.dams, view.garbage, view.piles) == (
        state.cubes,
        state.dams,
        state.garbage,
        state.piles,
    )


def test_a_spectator_sees_no_hand(game: DamIt) -> None:
    state = mid_game(game)
    view = game.view(state, None)
    assert all(card == HIDDEN for hand in view.hands for card in hand)
    assert [len(h) for h in view.hands] == [len(h) for h in state.hands]


def test_a_view_is_independent_of_the_state(game: DamIt) -> None:
    state = mid_game(game)
    view = game.view(state, state.current)
    game.apply(view, Take(0))
    assert state.turns == 25


def test_the_acting_seat_gets_the_same_legal_actions_from_its_view(game: DamIt) -> None:
    for seed in range(5):
        state = mid_game(game, seed)
        view = game.view(state, state.current)
        assert game.legal_actions(view) == game.legal_actions(state)


def test_a_determinization_keeps_what_the_seat_knows_and_deals_the_rest(game: DamIt) -> None:
    state = mid_game(game, seed=8, turns=30)
    seat = state.current
    view = game.view(state, seat)
    full = game.determinize(view, seat, random.Random(1))
    assert full.hands[seat] == state.hands[seat]
    assert [len(h) for h in full.hands] == [len(h) for h in state.hands]
    assert full.river == state.river and full.draw.top == state.draw.top
    assert len(full.draw) == len(state.draw)
    every = [c for h in full.hands for c in h] + full.draw.cards[:-1] + full.river.items
    every += full.discard.cards + [c for g in full.garbage for c in g] + [full.draw.top]
    assert sorted(every) == list(range(66))
    assert not any(is_garbage(c) for h in full.hands for c in h), "hands never hold garbage"
    assert all(h == sorted(h) for h in full.hands)


def test_determinizations_differ_by_rng_and_repeat_with_the_same_seed(game: DamIt) -> None:
    state = mid_game(game, seed=4, turns=30)
    view = game.view(state, state.current)
    first = game.determinize(view, state.current, random.Random(1))
    again = game.determinize(view, state.current, random.Random(1))
    other = game.determinize(view, state.current, random.Random(2))
    assert first == again
    assert first.draw.cards != other.draw.cards


def test_a_determinization_plays_on_to_the_end(game: DamIt) -> None:
    state = mid_game(game, seed=6, turns=20)
    full = game.determinize(game.view(state, state.current), state.current, random.Random(3))
    rng = random.Random(0)
    while game.to_act(full) is not None:
        legal = game.legal_actions(full)
        game.apply(full, legal[rng.randrange(len(legal))])
    assert game.result(full) is not None


def test_a_clone_is_equal_and_independent(game: DamIt) -> None:
    state = mid_game(game)
    copy = game.clone(state)
    assert copy == state
    game.apply(copy, Take(0))
    assert copy != state
    assert state.turns == 25


def test_events_are_public(game: DamIt) -> None:
    state, _ = play_random(game, 3, 2)
    assert state.over
    fresh = game.new_state(3, 11)
    events = game.apply(fresh, Take(0))
    assert all(event.visible_to(seat) for event in events for seat in (None, 0, 1, 2))
    assert card("willow") >= 0
