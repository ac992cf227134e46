"""Through whole random games, every move the rules offer reads in words (rings, sides, the
tail's clock direction, how gently; never radians), one decision's moves all read differently,
and the text of the table renders for every seat and a spectator."""

from __future__ import annotations

import random
import re

import pytest
from tabletop_mein_lieber_biber.rules import MeinLieberBiber


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_offered_move_reads_in_words_and_the_raft_renders(players: int) -> None:
    game = MeinLieberBiber()
    state = game.new_state(players, 10 + players)
    rng = random.Random(players)
    names = [f"P{n}" for n in range(players)]
    for _step in range(150):
        seat = game.to_act(state)
        if seat is None:
            break
        view = game.view(state, seat)
        text = game.render_text(view, seat, names)
        assert "Your hand: " in text and "The raft" in text
        assert game.render_text(game.view(state, None), None, names).strip()
        words = [game.name_action(view, action, names) for action in game.legal_actions(state)]
        assert len(set(words)) == len(words), words
        for line in words:
            assert not re.search(r"\d\.\d|rad", line), line
        game.apply(state, game.random_action(state, rng))
