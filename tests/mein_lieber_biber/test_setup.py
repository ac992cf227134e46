"""The components and the deal of a round."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from tabletop_mein_lieber_biber.cards import (
    CARD_COUNT,
    COLOURS,
    RING_COLOURS,
    card_colour,
    card_value,
)
from tabletop_mein_lieber_biber.rules import BEAVERS


def test_thirty_rings_in_the_rule_files_colour_order_five_of_each():
    letters = "".join(name[0].upper() for name in RING_COLOURS)
    assert letters == "ROYGBPYRBOPGBGROPYOPGYRBRYPBOG"  # ring 30 green-and-white, as the book says
    assert Counter(RING_COLOURS) == {name: 5 for name in COLOURS}
    assert RING_COLOURS[0] == "red"


def test_ring_i_lies_at_thirty_degrees_times_i_on_the_spiral(game):
    raft = game.new_state(2, 0).raft
    for ring in (1, 7, 30):
        x, y = raft.coordinates(ring)
        assert math.hypot(x, y) == pytest.approx(0.25 + 0.75 * (ring - 1) / 29)
        assert math.degrees(math.atan2(y, x)) % 360 == pytest.approx(30 * ring % 360)


def test_forty_eight_cards_each_colour_with_values_one_to_eight():
    cards = Counter((card_colour(c), card_value(c)) for c in range(CARD_COUNT))
    assert cards == {(colour, value): 1 for colour in range(6) for value in range(1, 9)}


@pytest.mark.parametrize(("players", "piles"), [(2, (21, 21)), (3, (20, 19)), (6, (15, 15))])
def test_a_round_starts_with_hands_of_three_and_two_draw_piles(game, players, piles):
    state = game.new_state(players, 5)
    assert [len(hand) for hand in state.hands] == [3] * players
    assert (len(state.piles[0]), len(state.piles[1])) == piles
    every = sorted([*sum(state.hands, []), *state.piles[0].cards, *state.piles[1].cards])
    assert every == list(range(CARD_COUNT))
    assert all(state.raft.position(beaver) == 0 for beaver in BEAVERS)
    assert state.supply["stick"] == 60 and all(s["stick"] == 0 for s in state.sticks)


def test_the_same_seed_deals_the_same_and_the_setup_records_it(game):
    one, two = game.new_state(4, 42), game.new_state(4, 42)
    assert one.hands == two.hands and one.first_player == two.first_player
    setup = game.setup(one)
    again = game.deal(4, setup["deck"], setup["first_player"])
    assert again.hands == one.hands and again.piles == one.piles
    firsts = {game.new_state(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_the_first_player_option_and_bad_inputs(game):
    assert game.new_state(3, 1, {"first_player": 2}).turn.current == 2
    for players in (1, 7):
        with pytest.raises(ValueError, match="2-6 players"):
            game.new_state(players, 1)
    with pytest.raises(ValueError, match="exactly once"):
        game.deal(3, [0] * 48, 0)
