"""Fixtures for the Mein lieber Biber tests: the game, and ways to lay out a table by hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from tabletop_mein_lieber_biber import BiberState, MeinLieberBiber
from tabletop_mein_lieber_biber.cards import COLOUR_INDEX, RING_COLOURS, VALUES

from tabletop_core.components import SpiralTrack


@pytest.fixture
def game() -> MeinLieberBiber:
    return MeinLieberBiber()


@pytest.fixture
def card() -> Callable[[str, int], int]:
    """``card("red", 5)`` is the id of the red 5."""

    def make(colour: str, value: int) -> int:
        return COLOUR_INDEX[colour] * VALUES + value - 1

    return make


@pytest.fixture
def table(game: MeinLieberBiber) -> Callable[..., BiberState]:
    """A dealt state (cards in id order, seat 0 first) rearranged: ``rings`` puts beavers by
    colour name on rings (``None``: on the dam, missing: in the middle), ``hands`` replaces hands
    (the cards taken from wherever they were), ``piles`` empties or sets the draw piles."""

    def make(
        players: int = 3,
        *,
        rings: dict[str, int | None] | None = None,
        hands: dict[int, list[int]] | None = None,
        piles: tuple[list[int], list[int]] | None = None,
        first: int = 0,
    ) -> BiberState:
        state = game.deal(players, list(range(48)), first)
        raft = SpiralTrack(RING_COLOURS)
        for name, beaver in COLOUR_INDEX.items():
            ring = (rings or {}).get(name, 0)
            if ring is not None:
                raft.place(beaver, ring)
        state.raft = raft
        for seat, cards in (hands or {}).items():
            for other in [*state.hands, *(pile.cards for pile in state.piles)]:
                for taken in cards:
                    if taken in other:
                        other.remove(taken)
            state.hands[seat] = sorted(cards)
        if piles is not None:
            for pile, cards in zip(state.piles, piles, strict=True):
                pile.cards = list(cards)
        return state

    return make
