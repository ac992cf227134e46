"""Pieces grow with text: at 200 % every game piece (cards, hamsters, rings, beavers, logs, dice)
is still drawn and at least as large as at 100 %, measured in the window's pixels, for each
game at every player count, in German (the longest words, so the most room taken by text).

The tables name each piece they draw; :mod:`tabletop_core.render.piece_sizes` finds it in the
frame, checks that ink fills the reported place and measures it, so a table cannot pass by
reporting sizes it does not draw. A plugin runs the same check with
:func:`tabletop_core.testing.assert_pieces_keep_their_size`."""

from __future__ import annotations

import pytest

from tabletop_core.testing import piece_size_problems

pytestmark = [pytest.mark.gl, pytest.mark.slow]  # 32 headless screenshots: about 3 minutes

GAMES = {"damit": (2, 3, 4), "hamsterdam": (2, 3, 4), "mein_lieber_biber": (2, 3, 4, 5, 6)}
GAMES["beaver_creek"] = (1, 2, 3, 4, 5)
CASES = [(game, players) for game, counts in GAMES.items() for players in counts]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_piece_is_smaller_or_gone_at_200_percent_text(
    game, players, window, games_registry, reading_reset, language_reset
):
    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    problems = piece_size_problems(game, registry=games_registry, players=[players])
    assert problems == []
