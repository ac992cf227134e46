"""Hamsterdam's secrets are drawn again on the full state by the rules (``hidden.redeal``), not
through ``hidden.view``: a view that showed the others' passes, their dropped specials or the
special deck would be caught by the kit, whatever ``determinize`` copies."""

from __future__ import annotations

import random

import pytest
from tabletop_hamsterdam import hidden
from tabletop_hamsterdam.pieces import DAM_CARDS

from tabletop_core import plugins
from tabletop_core.testing import SECRETS, check_game

REAL_VIEW = hidden.view


def _passes_shown(state, seat):
    seen = REAL_VIEW(state, seat)
    seen.passes = [list(p) for p in state.passes]
    return seen


def _dropped_shown(state, seat):
    seen = REAL_VIEW(state, seat)
    for other, dam in enumerate(state.dams):
        seen.dams[other].dropped = list(dam.dropped)
    return seen


def _deck_shown(state, seat):
    seen = REAL_VIEW(state, seat)
    seen.deck = state.deck.clone()
    return seen


@pytest.mark.parametrize(
    ("leak", "field"),
    [(_passes_shown, "view.passes["), (_dropped_shown, ".dropped["), (_deck_shown, "view.deck")],
)
def test_a_view_that_shows_a_secret_is_caught(monkeypatch, leak, field) -> None:
    monkeypatch.setattr(hidden, "view", leak)
    game = plugins.registry().get("hamsterdam").game
    check = check_game(game, players=[3], games=1).get(SECRETS)
    assert not check.ok and field in check.detail, check.detail


def test_a_redeal_keeps_the_seats_own_hand_and_the_passes_it_saw() -> None:
    game = plugins.registry().get("hamsterdam").game
    state = game.new_state(3, 4)
    rng = random.Random(0)
    while state.stage == hidden.PASS:
        game.apply(state, rng.choice(game.legal_actions(state)))
    assert state.stage == hidden.ARRANGE
    varied = set()
    for k in range(20):
        full = hidden.redeal(state, 0, random.Random(k))
        assert full.dams[0].hand == state.dams[0].hand and full.passes[0] == state.passes[0]
        # passed to seat 0: seat 2's pass to its left, seat 1's to its right
        assert full.passes[2][0] == state.passes[2][0] and full.passes[1][1] == state.passes[1][1]
        for other in (1, 2):
            cards = sorted(full.dams[other].hand + full.dams[other].cards)
            assert len(cards) == len(DAM_CARDS)
        varied.add((full.passes[1][0], full.passes[2][1]))
        assert game.view(full, 0).passes == game.view(state, 0).passes
    assert len(varied) > 3
