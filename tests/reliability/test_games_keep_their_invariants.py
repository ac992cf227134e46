"""Arbitrary sequences of legal actions keep every game whole.

Hypothesis picks the player count, the seed and every choice. After each action every component
is still on the table somewhere (counted from the state's public fields by the per-game
functions below, not by the games themselves), a seat is asked to act only while it has a legal
action, and the game ends within a bound.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_core.game import Game, parse_options

SLOW_GAMES = frozenset({"beaver_creek"})
"""Twenty whole games with physics take half a minute: the slow tier."""

MAX_ACTIONS = 5_000
"""Far above the longest random game seen (about 330 actions of four-player Hamsterdam)."""


def damit_components(state: Any) -> dict[str, int]:
    river = [card for card in state.river.items if card is not None]
    cards = (
        len(river)
        + len(state.draw.cards)
        + len(state.discard.cards)
        + sum(len(hand) for hand in state.hands)
        + sum(len(kept) for kept in state.garbage)
    )
    return {
        "river cards": cards,
        "cubes": sum(state.cubes) + sum(state.river.tokens),
        "dam cards": sum(len(pile) for pile in state.piles) + sum(len(d) for d in state.dams),
        "distinct river cards": len(
            set(river)
            | set(state.draw.cards)
            | set(state.discard.cards)
            | {c for hand in state.hands for c in hand}
            | {c for kept in state.garbage for c in kept}
        ),
    }


def damit_expected(players: int) -> dict[str, int]:
    return {"river cards": 66, "cubes": 4 * players, "dam cards": 15, "distinct river cards": 66}


HAMSTERDAM_UNDEALT = (0, 1)
"""Passing and arranging: the hamsters are handed out only when the dams are shown."""


def hamsterdam_components(state: Any) -> dict[str, int]:
    pieces: Counter[str] = Counter()
    pieces["plain hamsters"] += state.box["hamster"]
    pieces["special hamsters"] += len(state.deck.cards) + len(state.drawn)
    cards = 0
    for dam in state.dams:
        stacked = [piece for stack in dam.stacks for piece in stack.pieces]
        for piece in (*dam.reserves, *dam.gone, *dam.dropped, *stacked):
            pieces["plain hamsters" if piece == 0 else "special hamsters"] += 1
        cards += len(dam.hand) + len(dam.passing) + len(dam.cards)
    if state.stage in HAMSTERDAM_UNDEALT:
        pieces["plain hamsters"] += 14 * state.players
        pieces["special hamsters"] += 1  # the set-aside Twinster
    tokens = state.reservoir["token"] + sum(sum(d.tokens) + d.town for d in state.dams)
    tokens -= state.stand_ins  # water beyond the 35, counted with stand-ins (house rule)
    return {"flood tokens": tokens, **pieces, "dam cards": cards}


def hamsterdam_expected(players: int) -> dict[str, int]:
    return {
        "flood tokens": 35,
        "plain hamsters": 56,
        "special hamsters": 36,
        "dam cards": 11 * players,
    }


CREEK_LOGS = {1: 50, 2: 24, 3: 30, 4: 40, 5: 50}
"""Logs dealt out: all 50 solo, 12 each for two, 10 each for three to five (the rest stay boxed)."""


def creek_components(state: Any) -> dict[str, int]:
    on_dam = Counter(piece.kind for piece in state.pieces.values())
    return {
        "logs": sum(stock.total() for stock in state.stocks)
        + state.discard_pile.total()
        + on_dam["log"]
        + on_dam["small_log"],
        "beavers": state.supply["beaver"] + state.discarded_beavers + on_dam["beaver"],
    }


def creek_expected(players: int) -> dict[str, int]:
    return {"logs": CREEK_LOGS[players], "beavers": 30}


def biber_components(state: Any) -> dict[str, int]:
    cards = (
        [card for hand in state.hands for card in hand]
        + [card for pile in state.discards for card in pile.cards]
        + [card for pile in state.piles for card in pile.cards]
    )
    return {
        "cards": len(cards),
        "distinct cards": len(set(cards)),
        "sticks": state.supply["stick"] + sum(sticks["stick"] for sticks in state.sticks),
    }


def biber_expected(players: int) -> dict[str, int]:
    return {"cards": 48, "distinct cards": 48, "sticks": 60}


COUNTERS: dict[str, tuple[Callable[[Any], dict[str, int]], Callable[[int], dict[str, int]]]] = {
    "damit": (damit_components, damit_expected),
    "hamsterdam": (hamsterdam_components, hamsterdam_expected),
    "beaver_creek": (creek_components, creek_expected),
    "mein_lieber_biber": (biber_components, biber_expected),
}

choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=300)
"""Hypothesis steers the first few hundred choices; a seeded RNG finishes the game."""


def _pick(game: Game, state: Any, legal: list[Any], choice: int, rng: random.Random) -> Any:
    """Mostly an action from ``legal_actions``; for games with continuous choices (where the
    list is only a representative set) every other choice comes from ``random_action``."""
    pick_random = getattr(game, "random_action", None)
    if pick_random is not None and choice % 2:
        return pick_random(state, random.Random(choice))
    return legal[(choice // 2) % len(legal)]


def _play(game: Game, players: int, seed: int, steered: list[int], check: Callable[[Any], None]):
    state = game.new_state(players, seed, parse_options(game, None))
    check(state)
    rng = random.Random(seed)
    for step in range(MAX_ACTIONS):
        seat = game.to_act(state)
        if seat is None:
            return state, step
        legal = game.legal_actions(state)
        assert legal, (
            f"seat {seat} is to act with no legal action (players={players}, seed={seed}, step {step})"
        )
        choice = steered[step] if step < len(steered) else rng.randrange(10_000)
        game.apply(state, _pick(game, state, legal, choice, rng))
        check(state)
    pytest.fail(f"no end after {MAX_ACTIONS} actions (players={players}, seed={seed})")


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
    derandomize=True,
)
@given(data=st.data(), seed=st.integers(min_value=0, max_value=2**32), steered=choices)
def test_random_legal_play_conserves_every_component_and_ends(
    game_id: str, game: Game, data: st.DataObject, seed: int, steered: list[int]
) -> None:
    assert game_id in COUNTERS, (
        f"add a component counter for {game_id!r} to {__name__} (what its box holds)"
    )
    count, expected_for = COUNTERS[game_id]
    info = game.info
    players = data.draw(st.integers(info.min_players, info.max_players), label="players")
    expected = expected_for(players)

    def check(state: Any) -> None:
        assert count(state) == expected

    state, steps = _play(game, players, seed, steered, check)
    result = game.result(state)
    assert result is not None and len(result.scores) == players and result.winners
    assert steps > 0
