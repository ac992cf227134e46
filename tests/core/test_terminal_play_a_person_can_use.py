"""Terminal play (``tabletop play GAME --headless``) as a person uses it, through a real process
reading what it prints and typing answers: move numbers are the table's numbers (from 1), a
choice with parts is a short menu and then a second question, ``help``, ``rules`` and ``undo``
answer, and Ctrl-C stops with ``tabletop: interrupted`` (exit 130) and a save that goes on."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop_core.terminal_driving import TerminalProcess, data_folder_env

MENU_LINE = re.compile(r"^ +(\d+)\. (.*)$", re.M)
ASKED = re.compile(r"(Your move|Action number): ")
"""The question for a move (``Action number`` is what the terminal asked before it had a menu)."""


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[TerminalProcess]:
    started: list[TerminalProcess] = []

    def start(game: str, seed: int | None = None, *args: str) -> TerminalProcess:
        """``tabletop play GAME --headless`` against a random bot (``args``: other options)."""
        chosen = ["--seats", "human,bot:random", "--seed", str(seed)] if seed is not None else []
        process = TerminalProcess(
            ["play", game, "--headless", *chosen, *args], env=data_folder_env(tmp_path)
        )
        started.append(process)
        return process

    yield start  # type: ignore[misc]
    for process in started:
        process.close()


def _menu(printed: str) -> list[tuple[int, str]]:
    """The numbered moves in what was printed before a question."""
    return [(int(n), words) for n, words in MENU_LINE.findall(printed)]


def test_a_move_number_is_the_position_it_takes_on_the_table(terminal) -> None:
    play = terminal("damit", 1)
    first = play.expect(ASKED)
    takes = [
        (number, card, int(position))
        for number, words in _menu(first)
        for card, position in re.findall(r"^take the (.+?) at position (\d)", words)
    ]
    assert len(takes) == 5, first
    assert all(number == position for number, _card, position in takes), takes
    river = re.search(r"^  River: (.*)$", first, re.M)
    assert river and river.group(1).startswith("1 "), first
    # type the position of a card found only there: that card is the one taken
    cards = [card for _n, card, _p in takes]
    number, card, _position = next(t for t in takes if cards.count(t[1]) == 1)
    play.type(str(number))
    after = play.expect(ASKED)
    assert re.search(rf"^  Player 1 .*takes the {re.escape(card)}\b", after, re.M), after


def test_a_choice_with_parts_is_one_line_then_a_second_question(terminal) -> None:
    play = terminal("damit", 2)
    top = play.expect(ASKED)
    for _turn in range(6):  # take the free card until four trees give five dams of cost 3
        if "build a cost-3 dam with … (5 choices)" in top:
            break
        play.type("1")
        top = play.expect(ASKED)
    menu = _menu(top.split("your turn. What you see:")[-1])
    builds = [(n, words) for n, words in menu if words.startswith("build a cost-3 dam with")]
    assert builds == [(6, "build a cost-3 dam with … (5 choices)")], menu
    assert len(menu) == 7  # five takes and two dams, where a flat list had 12 moves
    play.type("6")
    second = play.expect("Which one:")
    choices = [(n, words) for n, words in _menu(second) if n]
    assert len(choices) == 5 and all("cost" not in words for _n, words in choices), second
    assert "0. back to the moves" in second
    trees = dict(choices)[2]
    play.type("0")  # back to the moves, then both steps at once
    assert "7. build a cost-5 dam with … (2 choices)" in play.expect(ASKED)
    play.type("6 2")
    built = play.expect(ASKED)
    assert re.search(r"^  Player 1 builds a cost-3 dam", built, re.M), built
    assert all(tree in built.split("builds", 1)[1].split("\n")[0] for tree in trees.split(", "))


def test_help_rules_and_undo_answer_at_the_prompt(terminal) -> None:
    play = terminal("hamsterdam", 2)
    play.expect(ASKED)
    play.type("help")
    helped = play.expect(ASKED)
    assert "undo: take back your last move" in helped and "rules: the rules" in helped
    play.type("rules")
    rules = play.expect(ASKED)
    assert "HAMSTERDAM" in rules and "#" not in rules and "**" not in rules, rules[:400]
    for _turn in range(3):
        play.type("1")
        before = play.expect(ASKED)
    table = before.split("your turn. What you see:")[-1].split("Type a move")[0]
    play.type("1")
    play.expect(ASKED)
    play.type("undo")
    undone = play.expect(ASKED)
    assert "Taken back: 1 move." in undone, undone
    assert undone.split("your turn. What you see:")[-1].split("Type a move")[0] == table


def test_undo_follows_the_undo_policy_and_practice_lifts_its_limits(terminal) -> None:
    for practice, said in (
        ((), "Nothing taken back: a new card has flowed into the river since."),
        (("--practice",), "Taken back: 2 moves."),  # the person's take and the bot's reply
    ):
        play = terminal("damit", 1, *practice)
        first = play.expect(ASKED).split("your turn. What you see:")[-1]
        play.type("1")
        play.expect(ASKED)
        play.type("undo")
        undone = play.expect(ASKED)
        assert said in undone, undone
        if practice:
            table = undone.split("your turn. What you see:")[-1]
            assert table.split("Type a move")[0] == first.split("Type a move")[0]


def test_ctrl_c_stops_saved_with_exit_130_and_the_match_goes_on(terminal) -> None:
    play = terminal("damit", 1)
    play.expect(ASKED)
    play.type("1")
    shown = play.expect(ASKED).split("your turn. What you see:")[-1]
    play.interrupt()
    assert play.wait() == 130
    last = play.err.strip().splitlines()[-1]
    assert last.startswith("tabletop: interrupted; stopped, the match is saved: go on with `"), last
    assert "Traceback" not in play.err and "input ended" not in play.err
    match_id = re.search(r"`tabletop play damit --headless --resume (\w+)`", last)
    assert match_id, last
    resumed = terminal("damit", None, "--resume", match_id.group(1))
    table = resumed.expect(ASKED).split("your turn. What you see:")[-1]
    assert table.split("Type a move")[0] == shown.split("Type a move")[0]
