"""Movement after every cycle of turns, rounds of 12 turns, redeployment (spending hamsters on
tokens), three rounds, and the winner: fewest tokens, then the most hamsters left."""

from __future__ import annotations

import pytest
from tabletop_hamsterdam.actions import KEEP_ROLL, ROLL, SKIP, Deploy, Move
from tabletop_hamsterdam.events import HamsterLost, Moved, Rolled, RoundEnded
from tabletop_hamsterdam.hidden import HIDDEN_CHOICE
from tabletop_hamsterdam.pieces import HAMSTER
from tabletop_hamsterdam.state import DEPLOY, END_ROUNDS, MOVE, OVER, ROLLING

from tabletop_core.game import IllegalAction
from tabletop_core.testing import fingerprint


def calm(game, state):
    legal = game.legal_actions(state)
    for quiet in (SKIP, KEEP_ROLL):
        if quiet in legal:
            return quiet
    return legal[0]


@pytest.mark.parametrize(("players", "cycle"), [(2, 4), (3, 3), (4, 4)])
def test_movement_comes_after_every_cycle_of_turns(game, table, run_until, players, cycle) -> None:
    stacks = {seat: {0: [HAMSTER]} for seat in range(players)}
    state = table(players, stacks=stacks)
    events = run_until(game, state, lambda s: s.stage == MOVE, lambda s: calm(game, s))
    counted = [e for e in events if isinstance(e, Rolled) and e.counted]
    assert len(counted) == cycle
    assert [e.seat for e in counted] == [t % players for t in range(cycle)]


def test_moves_are_secret_until_everybody_has_chosen(game, table, run_until) -> None:
    state = table(2, stacks={0: {4: [HAMSTER, HAMSTER]}, 1: {4: [HAMSTER]}})
    run_until(game, state, lambda s: s.stage == MOVE, lambda s: calm(game, s))
    assert game.to_act(state) == 0
    state.dams[0].tokens[3] = 0
    before = fingerprint(game.view(state, 1).dams[0])
    game.apply(state, Move(4, 3, "hamster"))
    seen = game.view(state, 1)
    assert fingerprint(seen.dams[0]) == before
    assert seen.step.has_chosen(0)
    assert seen.step.visible_choices(1) == {}
    assert "Move" not in repr(fingerprint(seen.step))
    assert HIDDEN_CHOICE in repr(fingerprint(seen.step))
    assert state.dams[0].stacks[3].pieces == []
    events = game.apply(state, SKIP)
    cards = state.dams[0].cards
    assert Moved(0, 4, 3, HAMSTER, cards[4], cards[3]) in events
    assert state.dams[0].stacks[3].pieces == [HAMSTER]
    assert state.dams[0].stacks[4].pieces == [HAMSTER]


def test_a_hamster_moved_onto_a_token_stops_it_and_leaves_the_game(game, table, run_until) -> None:
    state = table(2, stacks={0: {2: [HAMSTER, HAMSTER]}}, tokens={0: [3]})
    state.dams[0].flipped[10] = True
    state.dams[0].flip_order.append(10)
    run_until(game, state, lambda s: s.stage == MOVE, lambda s: calm(game, s))
    tokens = state.reservoir["token"]
    dam = state.dams[0]
    assert dam.tokens[3] == 1
    with pytest.raises(IllegalAction):
        game.apply(state, Move(9, 10, "hamster"))
    events = game.apply(state, Move(2, 3, "hamster"))
    assert HamsterLost(0, 3, HAMSTER, dam.cards[3]) in events
    assert dam.tokens[3] == 0 and dam.stacks[3].pieces == []
    assert dam.stacks[2].pieces == [HAMSTER]
    assert dam.gone == [HAMSTER]
    assert state.reservoir["token"] == tokens + 1


def test_a_round_is_twelve_turns_then_everybody_redeploys(game, table, run_until) -> None:
    walls = {p: [HAMSTER] * 2 for p in range(11)}
    state = table(3, stacks={0: walls, 1: walls, 2: walls})
    state.dams[0].reserves = [HAMSTER]
    events = run_until(game, state, lambda s: s.stage == DEPLOY, lambda s: calm(game, s))
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1]
    counted = [e for e in events if isinstance(e, Rolled) and e.counted]
    assert len(counted) == 12
    assert state.round == 2


def test_redeployment_spends_a_hamster_on_a_token(game, table) -> None:
    state = table(2, tokens={0: [3]}, rolls=[12, 12])
    state.dams[0].reserves = [HAMSTER, HAMSTER]
    state.turns = 11
    state.order.advance()
    state.actor = 1
    game.apply(state, ROLL)
    assert state.stage == DEPLOY and game.to_act(state) == 0
    tokens = state.reservoir["token"]
    assert Deploy(3, "hamster") in game.legal_actions(state)
    game.apply(state, Deploy(3, "hamster"))
    dam = state.dams[0]
    assert dam.tokens[3] == 0 and dam.gone == [HAMSTER] and dam.spent == 1
    assert state.reservoir["token"] == tokens + 1
    assert game.view(state, 1).reservoir["token"] == tokens
    game.apply(state, Deploy(3, "hamster"))
    assert dam.stacks[3].pieces == [HAMSTER]
    assert game.view(state, 1).reservoir["token"] == tokens + 1


def test_the_game_lasts_three_rounds(game, table, run_until) -> None:
    walls = {p: [HAMSTER] * 3 for p in range(11)}
    state = table(2, stacks={0: walls, 1: walls})
    events = run_until(game, state, lambda s: s.stage == OVER, lambda s: calm(game, s))
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1, 2, 3]
    assert state.end == END_ROUNDS
    assert len([e for e in events if isinstance(e, Rolled) and e.counted]) == 36


def test_fewest_tokens_win(game, table) -> None:
    state = table(3, tokens={0: [1, 2], 1: [1]}, town={0: 1, 2: 4})
    state.stage, state.actor = OVER, None
    result = game.result(state)
    assert result.scores == (-3, -1, -4)
    assert result.winners == (1,)
    assert result.breakdown[0] == {"tokens on the dam": -2, "tokens in the town": -1}


def test_a_tie_goes_to_more_hamsters_and_then_is_shared(game, table) -> None:
    state = table(3, tokens={0: [1], 1: [2]}, stacks={1: {4: [HAMSTER]}})
    state.dams[2].town = 3
    state.stage, state.actor = OVER, None
    result = game.result(state)
    assert result.winners == (1,)
    assert result.tiebreak == (0.0, 1.0, 0.0)
    state.dams[0].reserves = [HAMSTER]
    assert game.result(state).winners == (0, 1)


def test_the_game_is_not_over_before_the_end(game, table) -> None:
    state = table(2)
    assert game.result(state) is None
    assert state.stage == ROLLING
