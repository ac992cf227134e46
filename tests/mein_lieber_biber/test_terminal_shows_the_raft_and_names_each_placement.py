"""In the terminal (``tabletop play mein_lieber_biber --headless``) a person reads the raft before
each decision — the round, the sticks, their hand, the others' hand sizes, where each beaver
stands and where its tail points, the beavers waiting in the middle and how the raft leans — and
chooses a placement in words: the ring, the side of the ring, the tail's direction and how gently
(never radians). Directions read like a clock from above, so the lean after a move can be weighed
against it. Played as a real process reading stdin."""

from __future__ import annotations

import re

from tabletop_core.testing import play_in_the_terminal, terminal_decisions

MOVE = (
    "green 2: the green beaver to ring 2 (orange, 1 o'clock), on the outer side of the ring, "
    "tail inwards (towards 7 o'clock), lowered gently"
)


def _decisions(answers: str) -> tuple[str, list[str]]:
    out = play_in_the_terminal("mein_lieber_biber", answers, seats="human,bot:easy", seed=3)
    return out, terminal_decisions(out, "Player 1")


def test_the_person_reads_the_raft_and_sets_a_beaver_down_by_words() -> None:
    out, decisions = _decisions("abc\nmoves\n")
    first = decisions[0]
    assert "  Round 1 of 3 · Your turn: play a card\n" in first
    assert "  Sticks: You 0 · Benny 0 · left in the supply: 60\n" in first
    assert "  Your hand: orange 4, green 2, purple 8\n" in first
    assert "  Benny holds 3 cards · draw piles: 21 and 21 cards\n" in first
    assert "    in the middle: red, orange, yellow, green, blue, purple\n" in first
    assert "  The raft lies level (it tips at 19°)\n" in first
    assert "“abc” is not one of the moves" in out
    menu = re.findall(r"^  (\d+)\. (.*)$", first, re.M)
    assert len(menu) == 3  # one line per card; the spot, tail and drop are asked next
    moves = re.findall(r"^  \[([\d ]+)\] (.*)$", out, re.M)
    assert len(moves) == 72  # 3 cards × 3 spots × 4 tails × 2 drops
    assert len({words for _n, words in moves}) == 72, "two moves read alike"
    number = next(n for n, words in moves if words == MOVE)
    assert not re.search(r"\d\.\d{2,}|rad", out), "numbers a person cannot picture"

    out, decisions = _decisions(f"{number}\n")
    after = decisions[1]
    beaver = re.search(r"^    green beaver on ring 2 \(orange, 1 o'clock\), (.*)$", after, re.M)
    assert beaver, after
    assert beaver.group(1).startswith("on the outer side of the ring, tail ")
    assert "    in the middle: red, orange, yellow, blue, purple\n" in after
    lean = re.search(r"^  The raft leans (\d+\.\d)° towards (\d+) o'clock", after, re.M)
    assert lean, after
    assert int(lean.group(2)) in (12, 1, 2), "the raft dips on the side the beaver stands"
    assert "  1. draw a card from pile 1\n" in after
