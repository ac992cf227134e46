"""On the client, the server's JSON views and events become the game's own objects again, the
same ones a table draws locally: through a whole random game of each game, every seat's view
and every event sent back and forth comes out equal (engine caches a view may rebuild aside)."""

from __future__ import annotations

import random

import pytest

from tabletop_core import plugins
from tabletop_core.online.view_codec import event_from_wire, view_from_wire
from tabletop_core.online.wire import event_to_wire, to_wire

CACHES = ("rng", "still", "world")
"""Fields a view may hold that never travel, which the game rebuilds when it needs them."""


def without_caches(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in CACHES}


@pytest.mark.parametrize("game_id", ["damit", "hamsterdam", "mein_lieber_biber", "beaver_creek"])
def test_a_whole_game_of_views_and_events_round_trips(game_id: str) -> None:
    game = plugins.registry().get(game_id).game
    state = game.new_state(3, 5, None)
    rng = random.Random(1)
    events_seen = 0
    for _ in range(400):
        if game.to_act(state) is None:
            break
        for seat in (0, 1, 2, None):
            view = game.view(state, seat)
            wire = to_wire(view)
            back = view_from_wire(game, wire)
            assert type(back) is type(view)
            assert without_caches(to_wire(back)) == without_caches(wire)
        for event in game.apply(state, rng.choice(game.legal_actions(state))):
            back = event_from_wire(game, event_to_wire(event, ["Ana", "Otto", "Ida"]))
            assert type(back) is type(event) and back == event
            events_seen += 1
    assert events_seen > 20
