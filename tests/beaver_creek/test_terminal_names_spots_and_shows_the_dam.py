"""In the terminal (``tabletop play beaver_creek --headless``) a person reads the dam as rows of
pieces, the dice's demands, the logs everyone has left and the supply, and chooses a spot by its
name ("in space 4 of the box", "across beavers 1 and 2 of row 1") — never by coordinates. The
named spot is where the piece goes, even under the mirrored hand of this seed's first roll.
Played as a real process reading stdin; the game is the same for the same seed and answers, so
each run types one more answer, picked by its name from the previous run's list."""

from __future__ import annotations

import re

from tabletop_core.testing import play_in_the_terminal, terminal_decisions, terminal_move_numbers

SETUP_AND_ROLL = "1\n1\n1\n"
"""Beavers into the two leftmost free spaces, then roll (2 beavers + 2 logs, mirrored hand)."""


def _decisions(answers: str) -> tuple[str, list[str]]:
    out = play_in_the_terminal("beaver_creek", answers, seats="human,bot:easy", seed=3)
    return out, terminal_decisions(out, "Player 1")


def test_the_person_places_by_named_spots_and_reads_the_dam_by_rows() -> None:
    out, decisions = _decisions(SETUP_AND_ROLL + "moves\n")
    first = decisions[0]
    assert "  Your turn: setting up, beavers into the box (0 of 2)\n" in first
    assert "  Logs left: You: 6 logs, 6 small logs (got rid of 0) · Benny: 6 logs, 6 small" in first
    assert "  The box: spaces 1–5, free: 1, 2, 3, 4, 5\n" in first
    for space in range(1, 6):
        assert f"  {space}. Place a beaver in space {space} of the box\n" in first
    placing = decisions[3]
    assert (
        "  Your turn: place 2 beavers, 2 logs (rolled 2 beavers + 2 logs) · non-dominant" in placing
    )
    assert "    row 1: beaver 1 (head free) · beaver 2 (head free)\n" in placing
    assert "    The box: spaces 1–5, free: 3, 4, 5\n" in placing
    fourth = terminal_move_numbers(out, "Place a beaver in space 4 of the box")
    assert not re.search(r"\(-?\d+, -?\d+\)", out), "coordinates shown to a person"

    # the mirrored hand moves the piece the other way: the named space is where it lands
    out, decisions = _decisions(SETUP_AND_ROLL + f"{fourth}\nmoves\n")
    after = decisions[4]
    assert "    The box: spaces 1–5, free: 3, 5\n" in after, after
    assert "  Your turn: place 1 beaver, 2 logs (rolled 2 beavers + 2 logs)" in after
    assert (
        "    row 1: beaver 1 (head free) · beaver 2 (head free) · beaver 3 (head free)\n" in after
    )
    bridge = terminal_move_numbers(
        out, "Place a log across beavers 1 and 2 of row 1, centred between them"
    )

    out, decisions = _decisions(SETUP_AND_ROLL + f"{fourth}\n{bridge}\nabc\n")
    built = decisions[5]
    assert "    row 2: log 1 (on beavers 1 and 2 of row 1; room for a beaver)\n" in built, built
    assert "beaver 1 (under log 1 of row 2) · beaver 2 (under log 1 of row 2)" in built
    assert "  Logs left: You: 5 logs, 6 small logs (got rid of 1)" in built
    assert "“abc” is not one of the moves: type a number from 1 to" in out
    assert not re.search(r"\(-?\d+, -?\d+\)", out), "coordinates shown to a person"
