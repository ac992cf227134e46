"""Through whole random games at every player count, every spot the rules offer gets a name in
words (never coordinates), the names of one decision's spots are all different, and the text
of the table renders for every seat and a spectator: the terminal never falls back to numbers."""

from __future__ import annotations

import random
import re

import pytest
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.rules import BeaverCreek

COORDINATES = re.compile(r"\(-?\d+(\.\d+)?, -?\d+")


@pytest.mark.parametrize("players", [1, 2, pytest.param(3, marks=pytest.mark.slow), 5])
def test_every_offered_spot_is_named_and_the_table_renders(players: int) -> None:
    game = BeaverCreek()
    rng = random.Random(players)
    names = [f"P{n}" for n in range(players)]
    named = 0
    for seed in range(40, 46):  # whole games, until enough spots were named
        state = game.new_state(players, seed)
        for _step in range(120):
            seat = game.to_act(state)
            if seat is None:
                break
            view = game.view(state, seat)
            assert game.render_text(view, seat, names).strip()
            assert game.render_text(game.view(state, None), None, names).strip()
            legal = game.legal_actions(state)
            words = [game.name_action(view, action, names) for action in legal]
            places = [w for w, a in zip(words, legal, strict=True) if isinstance(a, Place)]
            assert len(set(places)) == len(places), places
            for line in places:
                assert not COORDINATES.search(line) and "°" not in line, line
            named += len(places)
            game.apply(state, game.random_action(state, rng))
        if named > 200:
            break
    assert named > 200
