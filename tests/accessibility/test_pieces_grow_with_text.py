"""Pieces grow with text: at 200 % every game piece (cards, hamsters, rings, beavers, logs, dice)
is still drawn and at least as large as at 100 %, measured in the window's pixels, for each
game at every player count, in German (the longest words, so the most room taken by text).

The tables name each piece they draw; :mod:`tabletop_core.render.piece_sizes` finds it in the
frame, checks that ink fills the reported place and measures it, so a table cannot pass by
reporting sizes it does not draw."""

from __future__ import annotations

import pytest

from tabletop_core.render.piece_sizes import read_pieces, shrunk_pieces, smallest_by_kind, unseen

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
    standard = read_pieces(games_registry, game, players=players, text_size=100, language="de")
    large = read_pieces(games_registry, game, players=players, text_size=200, language="de")
    assert standard, "the table names the pieces it draws"
    problems = unseen(standard.values()) + unseen(large.values())
    problems += shrunk_pieces(standard, large)
    smallest = {
        kind: (smallest_by_kind(standard.values())[kind], size)
        for kind, size in smallest_by_kind(large.values()).items()
        if kind in smallest_by_kind(standard.values())
    }
    assert problems == [], f"smallest (100 %, 200 %): {smallest}"
