"""Set-up: first player, passing two dam cards, arranging the dam, hamsters from orange dots,
special hamsters from blue dots, the set-aside Twinster, and deployment in stacks."""

from __future__ import annotations

import random

import pytest
from tabletop_hamsterdam.actions import Deploy, Keep, PassCard, PlaceCard
from tabletop_hamsterdam.events import CardPassed, SpecialKept, SpecialsDrawn
from tabletop_hamsterdam.hidden import HIDDEN_CHOICE
from tabletop_hamsterdam.pieces import (
    BAILER,
    DAM_CARDS,
    HAMSTER,
    HIDDEN,
    MEDIC,
    ORANGE_DOTS,
    PIECE_NAMES,
    SCOUT,
    TWINSTER,
    dots,
)
from tabletop_hamsterdam.state import ARRANGE, DEPLOY, KEEP, PASS, ROLLING

from tabletop_core.game import IllegalAction
from tabletop_core.testing import fingerprint


def _pass(game, state, first: int, second: int) -> list:
    return game.apply(state, PassCard(first)) + game.apply(state, PassCard(second))


def test_the_highest_roll_goes_first_and_the_setup_records_it(game) -> None:
    for seed in range(20):
        state = game.new_state(3, seed)
        last = state.first_rolls[-1]
        assert last[state.first] == max(last)
        assert sorted(last).count(max(last)) == 1
        assert game.to_act(state) == state.first
        assert state.first_rolls[0].count(0) == 0
        record = game.setup(state)
        assert record["first_player"] == state.first
        assert len(record["special_deck"]) == 35
        assert record["special_deck"].count("twinster") == 2


def test_the_first_card_goes_left_the_second_right(game) -> None:
    state = game.new_state(3, 4)
    order = state.order.order_from(state.first)
    chosen = {seat: (2 + seat, 12 - seat) for seat in range(3)}
    events = []
    for seat in order:
        assert game.to_act(state) == seat
        events += _pass(game, state, *chosen[seat])
    assert state.stage == ARRANGE
    for giver, (left_card, right_card) in chosen.items():
        left, right = (giver + 1) % 3, (giver - 1) % 3
        assert CardPassed(giver, left, left_card) in events
        assert CardPassed(giver, right, right_card) in events
    for seat in range(3):
        hand = state.dams[seat].hand
        assert len(hand) == 11
        assert chosen[(seat - 1) % 3][0] in hand and chosen[(seat + 1) % 3][1] in hand


def test_with_two_players_both_cards_go_to_the_opponent(game) -> None:
    state = game.new_state(2, 3)
    first, second = state.order.order_from(state.first)
    _pass(game, state, 7, 8)
    _pass(game, state, 2, 12)
    assert state.dams[second].hand == [3, 4, 5, 6, 7, 7, 8, 8, 9, 10, 11]
    assert state.dams[first].hand == [2, 2, 3, 4, 5, 6, 9, 10, 11, 12, 12]


def test_a_card_cannot_be_passed_twice(game) -> None:
    state = game.new_state(2, 3)
    game.apply(state, PassCard(7))
    with pytest.raises(IllegalAction):
        game.apply(state, PassCard(7))


def test_passing_is_secret_until_the_cards_arrive(game) -> None:
    state = game.new_state(3, 9)
    first, second, third = state.order.order_from(state.first)
    events = _pass(game, state, 5, 6)
    assert all(not e.visible_to(third) or e.to == third for e in events if hasattr(e, "to"))
    seen = game.view(state, second)
    assert seen.dams[first].hand == list(DAM_CARDS)
    assert seen.dams[first].passing == []
    assert seen.step.visible_choices(second) == {}
    assert seen.step.has_chosen(first)
    _pass(game, state, 5, 6)
    events = _pass(game, state, 5, 6)
    passed_between_others = [e for e in events if isinstance(e, CardPassed)]
    for event in passed_between_others:
        assert event.visible_to(event.seat) and event.visible_to(event.to)
    seen = game.view(state, third)
    giver = second
    assert seen.passes[giver][0 if (giver + 1) % 3 == third else 1] != HIDDEN
    other_pass = seen.passes[giver][1 if (giver + 1) % 3 == third else 0]
    assert other_pass == HIDDEN
    assert seen.dams[first].hand == [HIDDEN] * 11


def test_cards_are_arranged_one_by_one_and_the_last_falls_into_place(game) -> None:
    state = game.new_state(2, 5)
    for _ in range(4):
        game.apply(state, game.legal_actions(state)[0])
    seat = game.to_act(state)
    assert state.stage == ARRANGE
    wanted = [12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7]
    hand = list(state.dams[seat].hand)
    order = [c for c in wanted if c in hand] + [c for c in hand if c not in wanted]
    for card in order[:10]:
        assert game.to_act(state) == seat
        other = 1 - seat
        assert game.view(state, other).dams[seat].cards == []
        game.apply(state, PlaceCard(card))
    assert state.dams[seat].cards == order
    assert game.to_act(state) == 1 - seat


def test_orange_dots_give_hamsters_and_the_fewest_dots_get_the_twinster(game) -> None:
    state = game.new_state(3, 6)
    order = state.order.order_from(state.first)
    passes = {order[0]: (7, 8), order[1]: (2, 3), order[2]: (4, 5)}
    for seat in order:
        _pass(game, state, *passes[seat])
    while state.stage == ARRANGE:
        game.apply(state, game.legal_actions(state)[0])
    counts = {seat: dots(state.dams[seat].cards) for seat in range(3)}
    fewest = min(counts.values())
    later = [s for s in order if counts[s] == fewest][-1]
    for seat in range(3):
        reserves = state.dams[seat].reserves
        orange = sum(ORANGE_DOTS[c] for c in state.dams[seat].cards)
        assert reserves.count(HAMSTER) == orange
        assert (TWINSTER in reserves) == (seat == later)


def test_a_tie_for_fewest_dots_gives_the_twinster_to_the_later_player(game) -> None:
    state = game.new_state(2, 8)
    _pass(game, state, 5, 6)
    _pass(game, state, 5, 6)
    while state.stage == ARRANGE:
        game.apply(state, game.legal_actions(state)[0])
    later = state.order.order_from(state.first)[1]
    assert TWINSTER in state.dams[later].reserves
    assert TWINSTER not in state.dams[1 - later].reserves


def test_each_blue_dot_draws_two_specials_at_once_and_half_are_kept(game) -> None:
    for seed in range(6):
        state = game.new_state(2, seed)
        events = []
        while state.stage in (PASS, ARRANGE):
            events += game.apply(state, game.legal_actions(state)[0])
        deck_before = len(state.deck) + sum(
            len(e.drawn) for e in events if isinstance(e, SpecialsDrawn)
        )
        assert deck_before == 35
        while state.stage == KEEP:
            seat = game.to_act(state)
            blue = sum(1 for c in state.dams[seat].cards if c in (2, 7, 8, 10))
            drawn = list(state.drawn)
            assert len(drawn) <= 2 * blue
            assert {a.special for a in game.legal_actions(state)} == {PIECE_NAMES[k] for k in drawn}
            other = 1 - seat
            assert game.view(state, other).drawn == [HIDDEN] * len(drawn)
            events += game.apply(state, Keep(PIECE_NAMES[drawn[-1]]))
        drawn_total = sum(len(e.drawn) for e in events if isinstance(e, SpecialsDrawn))
        assert drawn_total == 2 * 8  # four blue dots per set, two sets
        for seat in range(2):
            blue = sum(1 for c in state.dams[seat].cards if c in (2, 7, 8, 10))
            mine = [e for e in events if isinstance(e, SpecialsDrawn) and e.seat == seat]
            assert len(mine) == 1 and len(mine[0].drawn) == 2 * blue  # all at once
            kept = [e.kept for e in events if isinstance(e, SpecialKept) and e.seat == seat]
            assert len(kept) == blue
            assert len(state.dams[seat].dropped) == blue
            assert sorted(kept + state.dams[seat].dropped) == sorted(mine[0].drawn)


def _to_the_last_arrangement(game, seed: int):
    state = game.new_state(2, seed)
    while state.stage == PASS:
        game.apply(state, game.legal_actions(state)[0])
    while sum(len(d.hand) for d in state.dams) > 2:
        game.apply(state, game.legal_actions(state)[0])
    return state


def _arrange_last(state, seat: int, cards: list[int], hand: list[int]) -> None:
    """Both dams become ``cards`` + ``hand``; ``seat`` still holds ``hand`` to place."""
    for dam in state.dams:
        dam.cards = cards + hand
    state.dams[seat].cards = list(cards)
    state.dams[seat].hand = list(hand)


def test_any_half_may_be_kept_even_both_of_one_pair(game) -> None:
    """Two blue dots: four specials drawn together; keeping both Scouts (the first two drawn,
    what the old draw-two-keep-one reading called a pair) is allowed."""
    state = _to_the_last_arrangement(game, 3)
    first = state.order.order_from(state.first)[0]
    last_seat = game.to_act(state)
    _arrange_last(state, last_seat, [3, 4, 5, 6, 9, 11, 12], [2, 10])  # two blue dots each
    # the Twinster aside is not in the deck; the top of the deck is drawn first (from the end)
    stack = [MEDIC, BAILER, SCOUT, SCOUT]
    rest = [k for k in state.deck.cards]
    for kind in stack:
        rest.remove(kind)
    state.deck.cards = rest + stack[::-1]
    events = game.apply(state, game.legal_actions(state)[0])
    assert state.stage == KEEP and game.to_act(state) == first
    drawn = [e for e in events if isinstance(e, SpecialsDrawn) and e.seat == first]
    assert drawn and sorted(drawn[0].drawn) == sorted([SCOUT, SCOUT, BAILER, MEDIC])
    assert {a.special for a in game.legal_actions(state)} == {
        PIECE_NAMES[k] for k in (SCOUT, BAILER, MEDIC)
    }
    game.apply(state, Keep(PIECE_NAMES[SCOUT]))
    assert state.stage == KEEP and game.to_act(state) == first  # one more to keep
    assert Keep(PIECE_NAMES[SCOUT]) in game.legal_actions(state)
    events = game.apply(state, Keep(PIECE_NAMES[SCOUT]))
    dam = state.dams[first]
    assert dam.reserves.count(SCOUT) == 2
    assert sorted(dam.dropped) == sorted([BAILER, MEDIC])
    last = [e for e in events if isinstance(e, SpecialKept) and e.seat == first][-1]
    assert sorted(last.dropped) == sorted([BAILER, MEDIC])


def test_a_draw_of_one_kind_only_is_kept_without_asking(game) -> None:
    state = _to_the_last_arrangement(game, 3)
    first = state.order.order_from(state.first)[0]
    last_seat = game.to_act(state)
    _arrange_last(state, last_seat, [3, 4, 5, 6, 9, 11], [2, 12])  # one blue dot each
    rest = list(state.deck.cards)
    for kind in (SCOUT, SCOUT):
        rest.remove(kind)
    state.deck.cards = rest + [SCOUT, SCOUT]
    game.apply(state, game.legal_actions(state)[0])
    assert state.dams[first].reserves.count(SCOUT) == 1
    assert state.dams[first].dropped == [SCOUT]


def test_deployment_places_every_hamster_in_secret_specials_on_top(game) -> None:
    state = game.new_state(2, 2)
    while state.stage != DEPLOY:
        game.apply(state, game.legal_actions(state)[0])
    seat = game.to_act(state)
    other = 1 - seat
    dam = state.dams[seat]
    special = next(p for p in dam.reserves if p != HAMSTER)
    game.apply(state, Deploy(5, PIECE_NAMES[special]))
    game.apply(state, Deploy(5, "hamster"))
    assert dam.stacks[5].pieces == [HAMSTER, special]
    assert game.view(state, other).dams[seat].stacks[5].pieces == []
    with pytest.raises(IllegalAction):
        game.apply(state, Deploy(5, "lookout" if special != 12 else "engineer"))
    while game.to_act(state) == seat:
        game.apply(state, game.legal_actions(state)[-1])
    assert not dam.reserves
    assert game.view(state, other).dams[seat].reserves != []
    assert game.view(state, seat).step.visible_choices(seat) == {seat: True}
    while state.stage == DEPLOY:
        game.apply(state, game.legal_actions(state)[0])
    shown = game.view(state, other).dams[seat]
    assert [s.pieces for s in shown.stacks] == [s.pieces for s in dam.stacks]
    assert state.revealed


def test_others_keep_their_specials_secret_until_everybody_has_deployed(game) -> None:
    state = game.new_state(3, 12)
    while state.stage != DEPLOY:
        game.apply(state, game.legal_actions(state)[0])
    for viewer in range(3):
        seen = game.view(state, viewer)
        for seat in range(3):
            if seat == viewer:
                continue
            kept = [p for p in seen.dams[seat].reserves if p not in (HAMSTER, TWINSTER)]
            assert kept == []
            assert seen.dams[seat].dropped == []


def test_every_setup_view_equals_the_view_of_its_determinizations(game) -> None:
    rng = random.Random(3)
    for players in (2, 3, 4):
        state = game.new_state(players, 40 + players)
        while state.stage != ROLLING:
            for seat in range(players):
                seen = game.view(state, seat)
                full = game.determinize(seen, seat, rng)
                assert game.to_act(full) == game.to_act(state)
                assert fingerprint(game.view(full, seat)) == fingerprint(seen)
                assert game.legal_actions(full) if game.to_act(full) is not None else True
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])


def test_a_seat_sees_only_hidden_markers_for_others_choices(game) -> None:
    state = game.new_state(2, 1)
    _pass(game, state, 3, 4)
    seen = game.view(state, 1 - state.first)
    assert seen.step.visible_choices(1 - state.first) == {}
    shown = repr(fingerprint(seen.step))
    assert HIDDEN_CHOICE in shown
    assert "(3, 4)" not in shown and "[3, 4]" not in shown
