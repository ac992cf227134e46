"""The three ways a round ends, later rounds, the end of the game and the winner."""

from __future__ import annotations

from tabletop_mein_lieber_biber import Play, Reward
from tabletop_mein_lieber_biber.events import GameEnded, RoundEnded, RoundStarted
from tabletop_mein_lieber_biber.rules import BEAVERS
from tabletop_mein_lieber_biber.state import OVER

from tabletop_core.components import Supply
from tabletop_core.game import play_random


def _give_sticks(state, counts):
    for seat, count in enumerate(counts):
        state.sticks[seat] = Supply(stick=count)
    state.supply = Supply(stick=60 - sum(counts))


def test_playing_the_last_card_with_nothing_to_draw_ends_the_round(game, table, card):
    state = table(hands={0: [card("orange", 1)]}, piles=([], []))
    events = game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    assert RoundEnded(1, "last card", (0, 0, 0)) in events
    assert state.round == 2 and len(state.hands[0]) == 3
    assert all(state.raft.position(beaver) == 0 for beaver in BEAVERS)


def test_the_last_beaver_leaving_the_raft_ends_the_round_after_its_reward(game, table, card):
    rings = {name: None for name in ("red", "orange", "yellow", "green", "blue")}
    state = table(rings={**rings, "purple": 29}, hands={0: [card("purple", 2), card("red", 1)]})
    game.apply(state, Play(card("purple", 2), "", 0.0, 0.0))
    events = game.apply(state, Reward("stick"))
    assert state.round_ends == ["all beavers on the dam"]
    assert state.round_sticks[0] == [1, 0] and state.sticks[0]["stick"] == 1
    assert any(isinstance(e, RoundStarted) for e in events)


def test_the_fewest_sticks_start_the_next_round(game, table, card):
    state = table(hands={0: [card("orange", 1)]}, piles=([], []))
    _give_sticks(state, [2, 0, 0])
    events = game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    assert RoundStarted(2, 1) in events and state.turn.current == 1


def test_tied_fewest_sticks_go_to_whoever_would_have_played_next(game, table, card):
    state = table(hands={1: [card("orange", 1)]}, piles=([], []), first=1)
    _give_sticks(state, [0, 3, 0])
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    assert state.turn.current == 2
    state = table(hands={1: [card("orange", 1)]}, piles=([], []), first=1)
    _give_sticks(state, [0, 3, 1])
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    assert state.turn.current == 0


def test_the_game_ends_after_three_rounds(game):
    state, _actions = play_random(game, 3, 8)
    assert state.phase == OVER and len(state.round_ends) == 3 and state.round == 3
    assert game.stats(state)["rounds"] == 3
    short, _ = play_random(game, 3, 8, {"rounds": 1})
    assert len(short.round_ends) == 1


def test_the_game_ends_with_the_round_in_which_the_sticks_run_out(game, table, card):
    state = table(
        hands={0: [card("red", 1), card("green", 7)], 1: [card("blue", 3)]}, piles=([], [])
    )
    _give_sticks(state, [0, 0, 0])
    state.supply = Supply(stick=1)
    game.apply(state, Play(card("red", 1), "", 0.0, 0.0))
    game.apply(state, Reward("stick"))
    assert state.supply["stick"] == 0 and state.phase != OVER
    events = game.apply(state, Play(card("blue", 3), "", 0.0, 0.0))
    assert state.phase == OVER and state.round == 1
    assert GameEnded((1, 0, 0), (0,)) in events


def test_most_sticks_win_ties_are_shared_and_the_breakdown_adds_up(game, table, card):
    state = table(hands={0: [card("orange", 1)]}, piles=([], []), players=4)
    state.rounds = 1
    _give_sticks(state, [3, 1, 3, 0])
    state.round_sticks = [[3], [2], [3], [0]]
    state.returned = [0, 1, 0, 0]
    game.apply(state, Play(card("orange", 1), "", 0.0, 0.0))
    result = game.result(state)
    assert result.scores == (3, 1, 3, 0) and result.winners == (0, 2)
    assert result.breakdown[1] == {"round 1": 2, "returned for tipping": -1, "total": 1}
    assert game.result(table()) is None
