"""Whenever a seat is to place, the rules offer it at least one spot: the test that ends a turn
when nothing can be placed (``placing.placeable``) and the spots the legal actions list are one
and the same check, rounding included. Seed 151 of a two-player game once reached a turn whose
marginal spot passed the one and failed the other, so the random bot had nothing to choose."""

from __future__ import annotations

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec


def test_every_decision_of_a_game_has_a_legal_action():
    games_registry = plugins.registry()
    game = games_registry.get("beaver_creek").game
    bots = {seat: games_registry.make_bot("beaver_creek", "random") for seat in range(2)}
    seats = [SeatSpec.bot("Ana", "random"), SeatSpec.bot("Otto", "random")]
    match = Match(game, seats, 151, None, bots=bots, keep_log=False)
    while not match.is_over:
        assert game.legal_actions(match.state), f"nothing offered at action {len(match.actions)}"
        match.bot_step()
    assert len(match.actions) > 24  # past the turn that used to offer nothing
