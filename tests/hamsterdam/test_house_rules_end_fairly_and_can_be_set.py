"""The house rules where the printed rules are silent (RULES.md, "House rules"): a flood that
empties the Reservoir is finished on every dam before the game ends, so no dam's place in the
order of resolution changes what it gets; and the lobby options Rounds, "An empty Reservoir ends
the game" and "Set-aside Twinster to the fewest dots" change the game as the rules say."""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError
from tabletop_hamsterdam.actions import KEEP_ROLL, ROLL, SKIP
from tabletop_hamsterdam.events import GameEnded, RoundEnded, TwinsterGiven
from tabletop_hamsterdam.pieces import (
    HAMSTER,
    LIFEGUARD,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.state import END_RESERVOIR, END_ROUNDS, LIFEGUARDING, OVER

from tabletop_core.game import parse_options

SEVEN = 5
"""Position of dam card 7 on a dam laid out 2-12."""


def calm(game, state):
    legal = game.legal_actions(state)
    for quiet in (SKIP, KEEP_ROLL):
        if quiet in legal:
            return quiet
    return legal[0]


def _after_the_flood(game, state):
    """Roll, answer any Lifeguard with its left-most token, and return each dam's outcome."""
    game.apply(state, ROLL)
    while state.stage == LIFEGUARDING:
        game.apply(state, game.legal_actions(state)[0])
    dams = [
        (tuple(d.tokens), d.town, tuple(tuple(s.pieces) for s in d.stacks), sorted(d.reserves))
        for d in state.dams
    ]
    return dams, state.stage == OVER


def test_a_flood_that_empties_the_reservoir_is_finished_on_every_dam(game, table) -> None:
    state = table(4, tokens={2: [SEVEN], 3: [SEVEN]}, rolls=[7])
    state.reservoir.counts["token"] = 1
    events = game.apply(state, ROLL)
    assert [d.tokens[SEVEN] for d in state.dams] == [1, 1, 1, 1]
    assert [d.town for d in state.dams] == [0, 0, 1, 1]
    assert state.stage == OVER and state.end == END_RESERVOIR
    assert isinstance(events[-1], GameEnded)
    assert state.stand_ins == 3
    assert events[-1].describe(["A", "B", "C", "D"]) == (
        "The game ends: the flood emptied the Reservoir (it was finished on every dam)"
    )
    result = game.result(state)
    assert result.scores == (-1, -1, -2, -2)
    assert result.winners == (0, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_dams_place_in_the_order_of_resolution_changes_the_outcome(game, table, players) -> None:
    """The same dams and the same roll, with each seat in turn active (the floods are resolved
    in turn order from the active player): every dam ends the flood the same, and the game ends
    or goes on the same, for Reservoirs of 0 to 6 tokens."""
    rng = random.Random(players)
    pieces = [HAMSTER, HAMSTER, HAMSTER, TWINSTER, TWINSTER_SIDEWAYS, LIFEGUARD, SPLASHSTER]
    checked = 0
    for trial in range(60):
        value = rng.choice([6, 7, 8])
        cards = {}
        stacks = {}
        tokens = {}
        for seat in range(players):
            order = list(range(2, 13))
            rng.shuffle(order)
            cards[seat] = order
            stacks[seat] = {p: [rng.choice(pieces)] for p in range(11) if rng.random() < 0.3}
            tokens[seat] = [p for p in range(11) if p not in stacks[seat] and rng.random() < 0.3]
        reservoir = trial % 7
        outcomes = []
        for active in range(players):
            state = table(
                players, cards=cards, stacks=stacks, tokens=tokens, rolls=[value], active=active
            )
            state.reservoir.counts["token"] = reservoir
            outcomes.append(_after_the_flood(game, state))
        assert all(o == outcomes[0] for o in outcomes), (trial, reservoir, value)
        checked += outcomes[0][1]
    assert checked >= 10, "too few floods emptied the Reservoir to tell"


def test_the_game_lasts_the_rounds_the_lobby_sets(game, play_setup, run_until) -> None:
    state = game.new_state(2, 3, parse_options(game, {"rounds": 1}))
    play_setup(game, state)
    state.reservoir_ends = False  # only the rounds end this game
    events = run_until(game, state, lambda s: s.stage == OVER, lambda s: calm(game, s))
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1]
    assert state.end == END_ROUNDS and state.round == 1
    assert game.new_state(2, 3).rounds == 3


def test_without_the_dry_reservoir_rule_the_water_keeps_coming(game, table) -> None:
    state = table(2, tokens={1: [SEVEN]}, rolls=[7, 7])
    state.reservoir_ends = False
    state.reservoir.counts["token"] = 1
    game.apply(state, ROLL)
    assert state.stage != OVER
    assert state.reservoir["token"] == 0 and state.stand_ins == 1
    assert state.dams[0].tokens[SEVEN] == 1 and state.dams[1].town == 1
    said = game.render_text(game.view(state, 0), 0, ["Ana", "Otto"])
    assert "Reservoir: 0 tokens · 1 stand-in token out" in said
    # a token coming back pays a stand-in back before it fills the Reservoir again
    from tabletop_hamsterdam.flooding import return_token

    return_token(state, state.dams[0], SEVEN)
    assert state.stand_ins == 0 and state.reservoir["token"] == 0
    state.dams[1].tokens[SEVEN] = 1
    return_token(state, state.dams[1], SEVEN)
    assert state.reservoir["token"] == 1


def test_the_spare_twinster_can_stay_out_of_the_game(game) -> None:
    for spare, twinsters in ((True, 3), (False, 2)):
        state = game.new_state(3, 5, parse_options(game, {"spare_twinster": spare}))
        events = []
        while not state.revealed:
            events += game.apply(state, game.legal_actions(state)[0])
        given = [e for e in events if isinstance(e, TwinsterGiven)]
        assert len(given) == (1 if spare else 0)
        in_game = list(state.deck.top_first()) + [
            piece
            for dam in state.dams
            for piece in (*dam.reserves, *dam.dropped, *(p for s in dam.stacks for p in s.pieces))
        ]
        assert in_game.count(TWINSTER) == twinsters


def test_the_options_say_their_defaults_and_refuse_nonsense(game) -> None:
    defaults = parse_options(game, None)
    assert (defaults.rounds, defaults.reservoir_ends, defaults.spare_twinster) == (3, True, True)
    for wrong in ({"rounds": 0}, {"rounds": 4}, {"rounds": True}, {"flood_tokens": 30}):
        with pytest.raises(ValidationError):
            parse_options(game, wrong)
