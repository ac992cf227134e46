"""Taking a river card: free first card, jumping with cubes, the draw pile's top, refilling."""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Take
from tabletop_damit.cards import card_of as card
from tabletop_damit.rules import DamIt

from tabletop_core.game import IllegalAction

RIVER = [card("willow"), card("acacia"), card("birch"), card("oak")]


def test_the_first_river_card_is_free(game: DamIt, table) -> None:
    state = table(river=RIVER, draw=[card("maple")])
    game.apply(state, Take(0))
    assert state.hands[0] == [card("willow")]
    assert state.cubes[0] == 4
    assert state.river.tokens == [0, 0, 0, 0]


def test_tina_puts_a_cube_on_each_of_the_first_two_cards_to_take_the_third(
    game: DamIt, table
) -> None:
    state = table(river=RIVER, draw=[card("maple")])
    game.apply(state, Take(2))
    assert state.hands[0] == [card("birch")]
    assert state.cubes[0] == 2
    # the birch's gap closed: the oak moved to position 2, the maple flowed in at 3
    assert state.river.items == [card("willow"), card("acacia"), card("oak"), card("maple")]
    assert state.river.tokens == [1, 1, 0, 0]


def test_a_cube_goes_on_every_jumped_card_even_one_that_already_holds_cubes(
    game: DamIt, table
) -> None:
    state = table(river=RIVER, draw=[card("maple"), card("pine")])
    game.apply(state, Take(1))  # seat 0 leaves a cube on the willow
    game.apply(state, Take(2))  # seat 1 jumps the willow and the acacia
    assert state.river.tokens[0] == 2
    assert state.cubes[:2] == [3, 2]


def test_benny_takes_the_first_card_with_two_cubes_on_it_and_keeps_them(game: DamIt, table) -> None:
    state = table(river=RIVER, draw=[card("maple"), card("pine")], cubes=[4, 4, 4])
    game.apply(state, Take(1))
    game.apply(state, Take(1))
    assert state.river.tokens[0] == 2
    game.apply(state, Take(0))  # Benny, seat 2
    assert state.hands[2] == [card("willow")]
    assert state.cubes[2] == 6
    assert state.river.tokens[0] == 0


def test_cubes_travel_with_their_cards_when_the_river_shifts(game: DamIt, table) -> None:
    state = table(river=RIVER, draw=[card("maple"), card("pine")])
    game.apply(state, Take(3))  # cubes on willow, acacia, birch; the oak is taken
    game.apply(state, Take(1))  # seat 1: a cube on the willow, takes the acacia (1 cube on it)
    assert state.cubes[1] == 4 - 1 + 1
    assert state.river.items == [card("willow"), card("birch"), card("maple"), card("pine")]
    assert state.river.tokens == [2, 1, 0, 0]


def test_four_cubes_take_the_draw_pile_top_without_shifting_the_river(game: DamIt, table) -> None:
    state = table(river=RIVER, draw=[card("beech"), card("maple")])
    game.apply(state, Take(4))
    assert state.hands[0] == [card("beech")]
    assert state.cubes[0] == 0
    assert state.river.items == RIVER
    assert state.river.tokens == [1, 1, 1, 1]
    assert state.draw.top == card("maple")


def test_taking_a_card_needs_as_many_cubes_as_cards_jumped(game: DamIt, table) -> None:
    state = table(river=RIVER, cubes=[1, 4, 4])
    with pytest.raises(IllegalAction, match="taking position 4 needs 3 cubes, you have 1"):
        game.apply(state, Take(3))
    with pytest.raises(IllegalAction, match="taking position 5 needs 4 cubes, you have 1"):
        game.apply(state, Take(4))


def test_no_more_than_four_cubes_are_thrown_even_with_more_in_supply(game: DamIt, table) -> None:
    state = table(river=RIVER, cubes=[7, 4, 4])
    assert max(a.position for a in game.legal_actions(state) if isinstance(a, Take)) == 4
    with pytest.raises(IllegalAction, match="position 0-4"):
        game.apply(state, Take(5))


def test_legal_takes_reach_as_far_as_the_cubes_allow(game: DamIt, table) -> None:
    for cubes, furthest in [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (6, 4)]:
        state = table(river=RIVER, cubes=[cubes, 4, 4])
        takes = [a for a in game.legal_actions(state) if isinstance(a, Take)]
        assert takes == [Take(p) for p in range(furthest + 1)]


def test_the_draw_pile_top_refills_position_three_and_reveals_the_next_card(
    game: DamIt, table
) -> None:
    state = table(river=RIVER, draw=[card("maple"), card("pine")])
    left = len(state.draw)
    game.apply(state, Take(0))
    assert state.river.items == [card("acacia"), card("birch"), card("oak"), card("maple")]
    assert state.draw.top == card("pine")
    assert len(state.draw) == left - 1


def test_turns_pass_clockwise(game: DamIt, table) -> None:
    state = table(current=1)
    seats = []
    for _ in range(4):
        seats.append(game.to_act(state))
        game.apply(state, Take(0))
    assert seats == [1, 2, 0, 1]


def test_an_illegal_take_leaves_the_state_untouched(game: DamIt, table) -> None:
    state = table(river=RIVER, cubes=[1, 4, 4])
    before = game.clone(state)
    with pytest.raises(IllegalAction):
        game.apply(state, Take(2))
    assert state == before
