"""A turn: rolling (and rolling again), floods on every dam, tokens on cards and seeping into
the town, breaches at 3, 5 and every token after, flipped end cards, chained breaches, and the
end of the game when the Reservoir runs dry."""

from __future__ import annotations

from tabletop_hamsterdam.actions import BREACH_LEFT, BREACH_RIGHT, ROLL, SKIP
from tabletop_hamsterdam.events import DamBreached, GameEnded, Rolled, Seeped, TokenLanded
from tabletop_hamsterdam.pieces import HAMSTER, SCOUT, TWINSTER, breaches_owed
from tabletop_hamsterdam.state import BREACH, END_DRY, END_RESERVOIR, OVER, ROLLING

SEVEN = 5
"""Position of dam card 7 on a dam laid out 2-12."""


def test_a_flood_strikes_every_dam_at_the_rolled_value(game, table) -> None:
    state = table(3, stacks={0: {SEVEN: [HAMSTER, HAMSTER]}}, rolls=[7])
    events = game.apply(state, ROLL)
    assert state.dams[0].stacks[SEVEN].pieces == [HAMSTER]
    assert state.dams[0].reserves == [HAMSTER]
    assert state.dams[0].floods_held == 1
    for seat in (1, 2):
        assert state.dams[seat].tokens[SEVEN] == 1
        assert TokenLanded(seat, SEVEN, 7) in events
    assert state.reservoir["token"] == 33
    assert game.to_act(state) == 1 and state.stage == ROLLING


def test_every_card_showing_the_value_floods(game, table) -> None:
    cards = [7, 3, 4, 5, 6, 7, 8, 9, 10, 11, 7]
    state = table(2, cards={1: cards}, rolls=[7])
    game.apply(state, ROLL)
    assert [state.dams[1].tokens[p] for p in (0, 5, 10)] == [1, 1, 1]
    assert sum(state.dams[1].tokens) == 3


def test_a_second_flood_on_a_token_seeps_into_the_town(game, table) -> None:
    state = table(2, tokens={1: [SEVEN]}, rolls=[7])
    events = game.apply(state, ROLL)
    assert state.dams[1].town == 1
    assert state.dams[1].tokens[SEVEN] == 1
    assert Seeped(1, SEVEN, 7, 1) in events


def test_the_dice_are_rolled_again_when_no_dam_shows_the_value(game, table) -> None:
    state = table(2, rolls=[7, 6])
    for dam in state.dams:
        dam.flipped[SEVEN] = True
        dam.flip_order.append(SEVEN)
    events = game.apply(state, ROLL)
    rolled = [e for e in events if isinstance(e, Rolled)]
    assert [(e.value, e.counted) for e in rolled] == [(7, False), (6, True)]
    assert state.value == 6
    assert state.rolls == 2


def test_the_game_ends_when_a_flood_has_emptied_the_reservoir(game, table) -> None:
    state = table(2, rolls=[7])
    state.reservoir.counts["token"] = 1
    events = game.apply(state, ROLL)
    assert state.stage == OVER and game.to_act(state) is None
    assert state.end == END_RESERVOIR
    assert [d.tokens[SEVEN] for d in state.dams] == [1, 1]  # finished on every dam
    assert isinstance(events[-1], GameEnded)
    result = game.result(state)
    assert result.winners == (0, 1)
    assert result.scores == (-1, -1)


def test_a_dam_breaches_at_three_five_and_every_token_after() -> None:
    assert [breaches_owed(t) for t in range(9)] == [0, 0, 0, 1, 1, 2, 3, 4, 5]


def test_the_third_town_token_breaches_and_the_owner_chooses_the_side(game, table) -> None:
    state = table(2, tokens={1: [SEVEN]}, town={1: 2}, rolls=[7])
    game.apply(state, ROLL)
    assert state.stage == BREACH and game.to_act(state) == 1
    assert game.legal_actions(state) == [BREACH_LEFT, BREACH_RIGHT]
    events = game.apply(state, BREACH_RIGHT)
    assert DamBreached(1, 10, 12, False) in events
    assert state.dams[1].flipped[10] and state.dams[1].breaches == 1
    assert state.stage == ROLLING and game.to_act(state) == 1


def test_a_flipped_card_is_never_flooded_again(game, table) -> None:
    state = table(2, rolls=[12])
    state.dams[1].flipped[10] = True
    state.dams[1].flip_order.append(10)
    game.apply(state, ROLL)
    assert state.dams[1].tokens[10] == 0
    assert state.dams[0].tokens[10] == 1


def test_breaches_chain_when_a_flipped_card_pours_its_token_into_the_town(game, table) -> None:
    state = table(2, tokens={1: [0, 1, SEVEN]}, town={1: 4}, rolls=[7])
    state.dams[1].breaches = 1
    game.apply(state, ROLL)
    assert state.dams[1].town == 5
    events = game.apply(state, BREACH_LEFT)
    events += game.apply(state, BREACH_LEFT)
    events += game.apply(state, BREACH_LEFT)
    flipped = [e for e in events if isinstance(e, DamBreached)]
    assert [(e.position, e.token) for e in flipped] == [(0, True), (1, True), (2, False)]
    dam = state.dams[1]
    assert dam.town == 7 and dam.breaches == 4
    assert dam.flipped[:3] == [True, True, True]
    assert state.stage == ROLLING


def test_hamsters_on_a_flipped_card_move_inward_and_one_stops_a_token(game, table) -> None:
    state = table(
        2,
        stacks={1: {0: [HAMSTER, HAMSTER, SCOUT]}},
        tokens={1: [1, SEVEN]},
        town={1: 2},
        rolls=[7],
    )
    game.apply(state, ROLL)
    reservoir = state.reservoir["token"]
    game.apply(state, BREACH_LEFT)
    dam = state.dams[1]
    assert dam.stacks[0].pieces == []
    assert dam.stacks[1].pieces == [HAMSTER, SCOUT]
    assert dam.tokens[1] == 0 and dam.gone == [HAMSTER]
    assert state.reservoir["token"] == reservoir + 1


def test_the_last_card_flips_without_a_choice_and_its_hamsters_go_to_the_reinforcements(
    game, table
) -> None:
    state = table(
        2, stacks={1: {SEVEN: [HAMSTER, TWINSTER]}}, tokens={1: [4]}, town={1: 4}, rolls=[6]
    )
    dam = state.dams[1]
    dam.breaches = 1
    for position in range(11):
        if position not in (4, SEVEN):
            dam.flipped[position] = True
            dam.flip_order.append(position)
    game.apply(state, ROLL)
    assert dam.town == 5 and state.stage == BREACH
    events = game.apply(state, BREACH_LEFT)
    flips = [e for e in events if isinstance(e, DamBreached)]
    assert [(e.position, e.token) for e in flips] == [(4, True), (SEVEN, False)]
    assert dam.town == 6 and dam.standing() == []
    assert sorted(dam.reserves) == [HAMSTER, TWINSTER]
    assert dam.stacks[SEVEN].pieces == []


def test_the_game_ends_when_no_dam_has_a_standing_card(game, table) -> None:
    state = table(2, town={1: 5}, tokens={1: [SEVEN]}, rolls=[7])
    for seat in range(2):
        dam = state.dams[seat]
        for position in range(11):
            if position != SEVEN:
                dam.flipped[position] = True
                dam.flip_order.append(position)
    state.dams[0].flipped[SEVEN] = True
    state.dams[1].breaches = 2
    game.apply(state, ROLL)
    assert state.dams[1].flipped[SEVEN]
    assert state.stage == OVER and state.end == END_DRY
    assert game.legal_actions(state) == []
    assert SKIP not in game.legal_actions(state)
