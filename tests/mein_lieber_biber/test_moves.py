"""Moving beavers: counting rings, free rings, the forced lay-down, jokers, the dam, drawing."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber import Draw, LayDown, Play, SkipDraw, TopUp
from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
from tabletop_mein_lieber_biber.events import BeaverMoved, RaftWobbled
from tabletop_mein_lieber_biber.hand import SPOT_TREMBLE, TAIL_TREMBLE
from tabletop_mein_lieber_biber.rules import playable
from tabletop_mein_lieber_biber.state import DRAW, PLAY, REWARD

from tabletop_core.game import IllegalAction
from tabletop_core.testing import fingerprint

RED, ORANGE, YELLOW, BLUE = (COLOUR_INDEX[c] for c in ("red", "orange", "yellow", "blue"))


def test_occupied_rings_count_and_a_move_must_end_on_a_free_ring(game, table, card):
    state = table(rings={"orange": 2, "yellow": 3}, hands={0: [card("red", v) for v in (2, 3, 4)]})
    assert playable(state) == [(card("red", 4), RED, 4)]
    before = fingerprint(state)
    for value, ring in ((2, 2), (3, 3)):
        with pytest.raises(IllegalAction, match=f"ring {ring} is taken"):
            game.apply(state, Play(card("red", value), "", 0.0, 0.0))
    assert fingerprint(state) == before
    events = game.apply(state, Play(card("red", 4), "red", 0.5, 1.0))
    assert state.raft.position(RED) == 4
    assert events[0] == BeaverMoved(0, card("red", 4), RED, 0, 4, False)
    assert state.discards[0].top == card("red", 4) and card("red", 4) not in state.hands[0]
    spot, tail = state.placements[RED]  # as meant, shaken by the hand's tremble
    assert abs(spot - 0.5) < 4 * SPOT_TREMBLE and abs(tail - 1.0) < 4 * TAIL_TREMBLE


def test_a_ring_under_another_beavers_tail_is_free_but_the_landing_is_rough(game, table, card):
    state = table(rings={"yellow": 3}, hands={0: [card("red", 4)]})
    x3, y3 = state.raft.coordinates(3)
    x4, y4 = state.raft.coordinates(4)
    import math

    state.placements[YELLOW] = (0.0, math.atan2(y4 - y3, x4 - x3))
    assert playable(state) == [(card("red", 4), RED, 4)]
    events = game.apply(state, Play(card("red", 4), "red", 0.0, 0.0))
    wobble = next(e for e in events if isinstance(e, RaftWobbled))
    assert wobble.rough and wobble.tipped_at is None


def test_spot_and_tail_must_be_in_range(game, table, card):
    state = table(hands={0: [card("red", 4)]})
    for spot, tail in ((1.5, 0.0), (-1.01, 0.0), (float("nan"), 0.0), (0.0, float("inf"))):
        with pytest.raises(IllegalAction):
            game.apply(state, Play(card("red", 4), "", spot, tail))
    assert state.raft.position(RED) == 0


def test_a_card_moves_only_its_own_beaver_while_that_one_is_on_the_raft(game, table, card):
    state = table(hands={0: [card("orange", 3)]})
    with pytest.raises(IllegalAction, match="only the cards of beavers on the dam are jokers"):
        game.apply(state, Play(card("orange", 3), "blue", 0.0, 0.0))


def test_with_nothing_playable_lay_down_and_draw_until_a_card_can_be_played(game, table, card):
    state = table(
        rings={"red": 1, "orange": 2},
        hands={0: [card("red", 1)]},
        piles=([card("yellow", 3), card("purple", 1)], [card("green", 2)]),
    )
    assert {type(a) for a in game.legal_actions(state)} == {LayDown, TopUp}  # 1 card: top-up
    with pytest.raises(IllegalAction, match="ring 2 is taken"):
        game.apply(state, Play(card("red", 1), "", 0.0, 0.0))
    game.apply(state, LayDown(card("red", 1), 0))
    assert state.hands[0] == [card("purple", 1)] and state.phase == PLAY
    assert game.legal_actions(state) == [
        LayDown(card("purple", 1), 0),
        LayDown(card("purple", 1), 1),
        TopUp(0),
        TopUp(1),
    ]
    game.apply(state, LayDown(card("purple", 1), 0))
    assert state.hands[0] == [card("yellow", 3)]
    assert state.discards[0].cards == [card("red", 1), card("purple", 1)]
    assert {type(a) for a in game.legal_actions(state)} == {Play, TopUp}
    with pytest.raises(IllegalAction, match="must play"):
        game.apply(state, LayDown(card("yellow", 3), 1))
    assert state.turn.current == 0


def test_nothing_playable_and_nothing_to_draw_ends_the_round(game, table, card):
    state = table(
        rings={"red": 1, "orange": 2}, hands={0: [card("red", 1)]}, piles=([card("purple", 1)], [])
    )
    game.apply(state, LayDown(card("red", 1), 0))
    assert state.round_ends == ["no playable card"] and state.round == 2


def test_cards_of_a_beaver_on_the_dam_are_jokers_for_any_beaver_on_the_raft(game, table, card):
    state = table(rings={"red": None, "blue": 4}, hands={0: [card("red", 5)]})
    beavers = {beaver for _card, beaver, _ring in playable(state)}
    assert beavers == {COLOUR_INDEX[c] for c in ("orange", "yellow", "green", "blue", "purple")}
    for named in ("", "red"):
        with pytest.raises(IllegalAction, match="joker"):
            game.apply(state, Play(card("red", 5), named, 0.0, 0.0))
    events = game.apply(state, Play(card("red", 5), "blue", 0.0, 0.0))
    assert state.raft.position(BLUE) == 9
    assert events[0] == BeaverMoved(0, card("red", 5), BLUE, 4, 9, True)


def test_a_move_past_ring_thirty_puts_the_beaver_on_the_dam_and_forfeits_the_rest(
    game, table, card
):
    state = table(rings={"red": 27}, hands={0: [card("red", 8)]})
    events = game.apply(state, Play(card("red", 8), "", 0.0, 0.0))
    assert state.raft.position(RED) is None and RED not in state.raft
    assert events[0].ring is None
    assert state.phase == REWARD and game.stats(state)["beavers_on_dam"] == 1


def test_after_moving_draw_one_card_from_either_pile_then_the_turn_passes(game, table, card):
    state = table(hands={0: [card("orange", 3), card("red", 1)]})
    game.apply(state, Play(card("orange", 3), "", 0.0, 0.0))
    assert state.phase == DRAW and game.legal_actions(state) == [Draw(0), Draw(1), SkipDraw()]
    top = state.piles[1].top
    game.apply(state, Draw(1))
    assert (
        state.hands[0] == sorted([top, card("red", 1)])
        and state.turn.current == 1
        and state.phase == PLAY
    )
    with pytest.raises(IllegalAction):
        game.apply(state, Draw(0))


def test_an_empty_pile_cannot_be_drawn_from(game, table, card):
    state = table(hands={0: [card("orange", 3), card("red", 1)]}, piles=([card("blue", 1)], []))
    game.apply(state, Play(card("orange", 3), "", 0.0, 0.0))
    assert game.legal_actions(state) == [Draw(0), SkipDraw()]
    with pytest.raises(IllegalAction, match="draw pile 2 is empty"):
        game.apply(state, Draw(1))
