"""Fixtures for the Hamsterdam tests. Keep this file to fixtures only.

``table(players, ...)`` gives a game state at the start of play with every dam laid out as the
test wants (cards 2-12 left to right unless given, no hamsters, no tokens), so a test sets up a
flood or a breach in a few lines. ``dice(*totals)`` gives a real ``random.Random`` seeded so that
the next 2d6 rolls add up to ``totals`` (found by trying seeds), so the rules roll their own dice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from tabletop_hamsterdam import Hamsterdam, HamsterdamState
from tabletop_hamsterdam.pieces import DAM_CARDS
from tabletop_hamsterdam.state import ROLLING, Dam

from tabletop_core.components import Dice, Stack


@pytest.fixture(scope="session")
def game() -> Hamsterdam:
    return Hamsterdam()


def _dice_rng(totals: Sequence[int]) -> random.Random:
    dice = Dice.standard(2)
    for seed in range(2_000_000):
        probe = random.Random(seed)
        if all(sum(dice.roll(probe)) == total for total in totals):
            return random.Random(seed)
    raise AssertionError(f"no seed rolls {totals}")


@pytest.fixture(scope="session")
def dice() -> Callable[..., random.Random]:
    return lambda *totals: _dice_rng(totals)


def _play_setup(game: Hamsterdam, state: HamsterdamState) -> None:
    """Set-up with the first legal option every time, up to the first roll."""
    while state.stage != ROLLING:
        game.apply(state, game.legal_actions(state)[0])


@pytest.fixture(scope="session")
def play_setup() -> Callable[[Hamsterdam, HamsterdamState], None]:
    return _play_setup


@pytest.fixture
def table(game: Hamsterdam) -> Callable[..., HamsterdamState]:
    def make(
        players: int = 2,
        *,
        seed: int = 1,
        cards: dict[int, Sequence[int]] | None = None,
        stacks: dict[int, dict[int, Sequence[int]]] | None = None,
        tokens: dict[int, Sequence[int]] | None = None,
        town: dict[int, int] | None = None,
        rolls: Sequence[int] = (),
        active: int = 0,
    ) -> HamsterdamState:
        state = game.new_state(players, seed)
        _play_setup(game, state)
        for seat in range(players):
            dam = Dam()
            dam.hand = []
            dam.cards = list((cards or {}).get(seat, DAM_CARDS))
            for position, pieces in (stacks or {}).get(seat, {}).items():
                dam.stacks[position] = Stack(pieces)
            for position in (tokens or {}).get(seat, ()):
                dam.tokens[position] = 1
            dam.town = (town or {}).get(seat, 0)
            state.dams[seat] = dam
        on_cards = sum(sum(d.tokens) + d.town for d in state.dams)
        state.reservoir.counts["token"] = 35 - on_cards
        state.first = 0
        state.order.set_start(0)
        for _ in range(active):
            state.order.advance()
        state.stage, state.actor = ROLLING, active
        if rolls:
            state.rng = _dice_rng(rolls)
        return state

    return make


@pytest.fixture(scope="session")
def run_until() -> Callable[..., list[Any]]:
    """Apply ``choose(state)`` (default: the first legal action) until ``stop(state)``."""

    def run(game: Hamsterdam, state: HamsterdamState, stop, choose=None, limit: int = 5000):
        events: list[Any] = []
        for _ in range(limit):
            if stop(state) or game.to_act(state) is None:
                return events
            action = choose(state) if choose else game.legal_actions(state)[0]
            events.extend(game.apply(state, action))
        raise AssertionError("the condition was never met")

    return run
