"""A seat joined from the terminal (``tabletop join CODE --headless``, a real process on a real
``tabletop serve``) reads the table as local terminal play prints it — the game's own text
view, not the view's raw fields — and goes on after the server is killed and restarted: the
move typed next is the move named on the screen, played once, and the game goes on."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

from tabletop_core.online.loopback import host
from tabletop_core.terminal_driving import TerminalProcess

ASKED = re.compile(r"(Your move|Action number): ")
"""The question for a move (``Action number`` is what the joiner asked before it had a menu)."""
MOVE_LINE = re.compile(r"^ +(?:\[(\d+)\]|(\d+)\.) (.*)$", re.M)
"""A move offered: ``  2. take …`` (or ``  [1] take …`` as the joiner listed them before)."""


@pytest.fixture
def joiner(start_server) -> Iterator[tuple[object, TerminalProcess, str]]:
    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "bot", "level": "random"}], 5)
    code = opened["codes"][0]["code"]
    process = TerminalProcess(["join", code, "--server", server.url, "--headless"])
    try:
        yield server, process, opened["match"]
    finally:
        process.close()


def _takes(printed: str) -> list[tuple[str, str]]:
    """(what to type, the card) for each take offered in what was printed."""
    menu = printed.split("What you see:")[-1]
    found = []
    for bracketed, numbered, words in MOVE_LINE.findall(menu):
        card = re.match(r"take the (.+?) at position \d", words)
        if card and not words.endswith("choices)"):  # one move, not a question with parts
            found.append((bracketed or numbered, card.group(1)))
    return found


def _take_a_card_named_once(process: TerminalProcess, printed: str) -> str:
    """Type the move that takes a card offered only once; returns the card."""
    takes = _takes(printed)
    cards = [card for _typed, card in takes]
    typed, card = next((t, c) for t, c in takes if cards.count(c) == 1)
    process.type(typed)
    return card


@pytest.mark.slow  # a server process and a joiner process
def test_the_joiner_reads_the_games_own_table_and_words(joiner) -> None:
    _server, process, _match = joiner
    first = process.expect(ASKED, timeout=60)
    assert re.search(r"^  River: 1 \w+", first, re.M), first
    assert re.search(r"^  You — hand: no cards · 4 cubes", first, re.M), first
    assert "{'items'" not in first and "river:" not in first, first
    process.type("rules")  # the game's rules and the words of local play, here too
    assert "DAM IT!" in process.expect(ASKED, timeout=30)
    _take_a_card_named_once(process, first)
    process.expect(ASKED, timeout=60)
    process.type("undo")  # the server's undo policy, in its words: a card was revealed since
    assert "Nothing taken back: a new card has flowed into the river since." in process.expect(
        ASKED, timeout=60
    )


@pytest.mark.slow  # a server killed and restarted under a joiner process
def test_the_joiner_goes_on_after_the_server_restarts(joiner) -> None:
    server, process, match_id = joiner
    shown = process.expect(ASKED, timeout=60)
    card = _take_a_card_named_once(process, shown)
    shown = process.expect(ASKED, timeout=60)
    assert re.search(rf"^  Player 1 .*takes the {re.escape(card)}\b", shown, re.M), shown
    plies = server.status(match_id)["ply"]

    server.kill()
    server.start()  # same port, same data: the match resumes from its journal
    time.sleep(4)  # the joiner reconnects by itself (its back-off is under 5 s)
    news = process.skip()

    for _move in range(2):  # the next moves are the ones named on the screen, played once each
        now = shown.split("your turn.")[-1]
        card = _take_a_card_named_once(process, now)
        shown = process.expect(ASKED, timeout=60)
        played = re.search(rf"^  Player 1 .*takes the {re.escape(card)}\b", shown, re.M)
        assert played, shown
        assert "Traceback" not in process.err and "IndexError" not in process.err, process.err
    assert server.status(match_id)["ply"] >= plies + 2
    assert process.process.poll() is None  # still playing
    assert "The connection to the server dropped" in news and "Back in touch" in news, news
