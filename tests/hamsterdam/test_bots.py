"""The bot levels: registered, legal from their own view, ``normal`` beats ``random``, ``easy``
is blurred, ``hard`` is the core's ISMCTS with a fixed, reproducible budget."""

from __future__ import annotations

import random

from tabletop_hamsterdam.actions import Deploy, Move, PlaceCard
from tabletop_hamsterdam.bots import (
    HARD_CANDIDATES,
    HARD_ITERATIONS,
    EasyBot,
    HardBot,
    NormalBot,
    hard_bot,
    judge,
)
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


def test_hard_is_ismcts_with_a_fixed_reproducible_budget(game) -> None:
    bot = hard_bot()
    assert isinstance(bot.search, ISMCTSBot)
    assert bot.search.iterations == HARD_ITERATIONS and bot.search.time_limit == 1.0
    state = game.new_state(2, 8)
    normal = NormalBot()
    rng = random.Random(2)
    while state.round == 1 or game.to_act(state) is None:
        if game.to_act(state) is None:
            break
        game.apply(state, normal.choose(game, game.view(state, game.to_act(state)), rng))
    while game.to_act(state) is not None and len(game.legal_actions(state)) < 3:
        game.apply(state, game.legal_actions(state)[0])
    seat = game.to_act(state)
    view = game.view(state, seat)
    twin = HardBot(time_limit=None)
    again = HardBot(time_limit=None)
    first = twin.choose(game, view, random.Random(5))
    assert twin.last_iterations == HARD_ITERATIONS
    assert first in game.legal_actions(state)
    assert 1 < len(twin.last_search) <= HARD_CANDIDATES
    assert again.choose(game, view, random.Random(5)) == first
