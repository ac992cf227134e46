"""Whenever a seat is to place, the rules offer it at least one spot: the test that ends a turn
when nothing can be placed (``placing.placeable``) and the spots the legal actions list are one
and the same check, rounding included. These moves of a two-player game (seed 151) once reached
a turn whose one marginal spot passed the first and failed the second, so a bot choosing among
the legal actions had nothing to choose from."""

from __future__ import annotations

from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll

from tabletop_core import plugins

MOVES = [
    Place("beaver", -50.0, 74.501, 0.0),
    Place("beaver", -100.0, 74.501, 0.0),
    Roll(),
    Place("log", -103.58, 93.539, 8.232),
    Place("beaver", 1.713, 74.501, 0.0),
    Place("beaver", -102.207, 112.464, 0.0),
    Place("beaver", 99.847, 74.501, 0.0),
    Roll(),
    Place("beaver", -135.951, 112.462, 0.0),
    Keep(),
    Roll(),
    Place("beaver+log", -98.059, 93.505, 0.0),
    Roll(),
    Place("beaver+small_log", -79.578, 131.374, 0.0),
    Discard("small_log"),
    Roll(),
    Place("beaver", -125.342, 127.427, 0.0),
    Keep(),
    Roll(),
    Place("small_log", 89.874, 94.412, -3.965),
    Place("beaver", 49.038, 74.501, 0.0),
    Place("small_log", 17.27, 96.095, -6.567),
    Roll(),
    Place("beaver", -5.648, 110.76, 0.0),
]


def test_after_every_move_the_seat_to_act_has_a_legal_action():
    game = plugins.registry().get("beaver_creek").game
    state = game.new_state(2, seed=151)
    for move in MOVES:
        game.apply(state, move)
        if game.to_act(state) is not None:
            assert game.legal_actions(state), f"nothing offered after {move!r}"
