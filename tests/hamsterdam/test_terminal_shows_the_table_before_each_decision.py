"""In the terminal (``tabletop play hamsterdam --headless``) a person sees the table before each
decision, as text: the hand while setting up, then every dam card by card with its hamsters and
tokens, the towns, the roll and the reinforcements. Run as a real process reading stdin; every
answer is 1 (the first move, or the first choice of a group)."""

from __future__ import annotations

import re

from tabletop_core.testing import play_in_the_terminal

ANSWERS = 140


def _run() -> str:
    return play_in_the_terminal("hamsterdam", "1\n" * ANSWERS, seats="human,bot:random", seed=3)


def test_the_person_reads_hand_dams_roll_and_reinforcements() -> None:
    out = _run()
    decisions = out.split("Player 1, your turn. What you see:\n")[1:]
    assert len(decisions) > 60, out[-1500:]
    first = decisions[0]
    assert "  Your hand: 2 3 4 5 6 7 8 9 10 11 12\n" in first
    assert "  Your dam (town 0 tokens, breaches: 0): not built yet\n" in first
    rolling = [d for d in decisions if "roll the dice" in d]
    assert rolling, "no roll was asked"
    table = rolling[0]
    assert re.search(r"Round 1 of 3 · turn \d+ of 12 · Reservoir: \d+ tokens", table)
    dams = re.findall(
        r"  (Your dam|Benny's dam) \(town \d+ tokens?, breaches: \d+\):\n    (.+)\n", table
    )
    assert [who for who, _cells in dams] == ["Your dam", "Benny's dam"], table
    for _who, cells in dams:
        values = [int(re.match(r"\d+", cell).group()) for cell in cells.split("  ")]
        assert len(values) == 11 and all(2 <= v <= 12 for v in values), cells
    assert "[H" in table, "hamsters on the cards"
    assert any("Reinforcements:" in d for d in decisions if "deploy" in d)
