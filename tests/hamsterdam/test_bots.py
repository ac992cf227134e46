"""The bot levels: registered, legal from their own view, ``normal`` beats ``random``, ``easy``
is blurred, ``hard`` judges by the flood forecast, searches with a fixed, reproducible budget and
beats ``normal``."""

from __future__ import annotations

import random

from tabletop_hamsterdam.actions import Deploy, Move, PlaceCard
from tabletop_hamsterdam.bots import (
    HARD_CANDIDATES,
    HARD_ITERATIONS,
    SEARCHED_STAGES,
    EasyBot,
    HardBot,
    NormalBot,
    hard_bot,
    hard_judge,
    judge,
)
from tabletop_hamsterdam.forecast import expected_floods
from tabletop_hamsterdam.pieces import HAMSTER
from tabletop_hamsterdam.state import ARRANGE, DEPLOY

from tabletop_core.bots import ISMCTSBot, RandomBot, play_bots


def test_easy_and_normal_finish_games_at_every_table_size(game) -> None:
    for players in (2, 3, 4):
        bots = [EasyBot() if seat % 2 else NormalBot() for seat in range(players)]
        state, actions = play_bots(game, bots, seed=players)
        assert game.result(state) is not None
        assert actions


def test_normal_beats_random_and_easy_most_of_the_time(game) -> None:
    wins = {"random": 0, "easy": 0, "normal": 0}
    for seed in range(24):
        bots = [RandomBot(), EasyBot(), NormalBot()]
        names = ["random", "easy", "normal"]
        shift = seed % 3
        bots, names = bots[shift:] + bots[:shift], names[shift:] + names[:shift]
        state, _ = play_bots(game, bots, seed=seed)
        for winner in game.result(state).winners:
            wins[names[winner]] += 1
    assert wins["normal"] > wins["easy"] > wins["random"]
    assert wins["normal"] >= 12


def test_normal_defends_the_seven_first(game) -> None:
    state = game.new_state(2, 21)
    while state.stage != DEPLOY:
        game.apply(state, game.legal_actions(state)[0])
    seat = game.to_act(state)
    dam = state.dams[seat]
    action = NormalBot().choose(game, game.view(state, seat), random.Random(0))
    assert isinstance(action, Deploy)
    assert dam.cards[action.position] == 7 or (
        7 not in dam.cards and dam.cards[action.position] in (6, 8)
    )


def test_normal_puts_rare_numbers_at_the_ends(game) -> None:
    state = game.new_state(2, 5)
    while state.stage != ARRANGE:
        game.apply(state, game.legal_actions(state)[0])
    seat = game.to_act(state)
    bot = NormalBot()
    while state.stage == ARRANGE and game.to_act(state) == seat:
        action = bot.choose(game, game.view(state, seat), random.Random(1))
        assert isinstance(action, PlaceCard)
        game.apply(state, action)
    cards = state.dams[seat].cards
    ways = [6 - abs(c - 7) for c in cards]
    assert ways[0] + ways[-1] <= 4
    assert max(ways[3:8]) == max(ways)


def test_normal_keeps_a_lone_hamster_off_a_token(table) -> None:
    state = table(2, stacks={0: {4: [HAMSTER], 6: [HAMSTER] * 3}}, tokens={0: [3, 7]})
    assert judge(state, 0, Move(4, 3, "hamster")) < 0
    assert judge(state, 0, Move(6, 7, "hamster")) > 0


def _to_a_searched_decision(game, state, choices: int = 3) -> None:
    normal = NormalBot()
    rng = random.Random(2)
    while game.to_act(state) is not None and not (
        state.round == 2
        and state.stage in SEARCHED_STAGES
        and len(game.legal_actions(state)) >= choices
    ):
        game.apply(state, normal.choose(game, game.view(state, game.to_act(state)), rng))


def test_hard_is_ismcts_with_a_fixed_reproducible_budget(game) -> None:
    bot = hard_bot()
    assert isinstance(bot.search, ISMCTSBot)
    assert bot.search.iterations == HARD_ITERATIONS
    state = game.new_state(2, 8)
    _to_a_searched_decision(game, state)
    seat = game.to_act(state)
    assert seat is not None
    view = game.view(state, seat)
    twin = HardBot()
    again = HardBot()
    first = twin.choose(game, view, random.Random(5))
    assert twin.last_iterations == HARD_ITERATIONS
    assert first in game.legal_actions(state)
    assert 1 < len(twin.last_search) <= HARD_CANDIDATES
    assert again.choose(game, view, random.Random(5)) == first


def test_the_forecast_counts_the_floods_a_bare_common_card_will_take(table) -> None:
    bare = table(2, stacks={0: {5: [HAMSTER]}})
    defended = table(2, stacks={0: {0: [HAMSTER]}})
    assert expected_floods(bare, 0) < expected_floods(defended, 0)


def test_hard_covers_a_bare_two_before_a_fifth_hamster_on_the_seven(table) -> None:
    """Five floods on the 7 in one round are far rarer than one on the 2 (normal misses it)."""
    state = table(2, stacks={0: {5: [HAMSTER] * 4}})
    state.stage, state.actor = DEPLOY, 0
    state.dams[0].reserves = [HAMSTER]
    on_two, on_seven = Deploy(0, "hamster"), Deploy(5, "hamster")
    assert hard_judge(state, 0, on_two) > hard_judge(state, 0, on_seven)
    assert judge(state, 0, on_two) < judge(state, 0, on_seven)


def test_hard_beats_normal_over_a_handful_of_seeded_games(game) -> None:
    hard_wins = normal_wins = 0.0
    for seed in range(10):
        hard = HardBot(iterations=12)
        bots = [hard, NormalBot()] if seed % 2 == 0 else [NormalBot(), hard]
        state, _ = play_bots(game, bots, seed=700 + seed)
        winners = game.result(state).winners
        for winner in winners:
            if bots[winner] is hard:
                hard_wins += 1 / len(winners)
            else:
                normal_wins += 1 / len(winners)
    assert hard_wins >= 6 > normal_wins
