"""Two people share one terminal (``tabletop play damit --headless --seats human,human``): the
terminal asks for the next person before printing anything of theirs, each person sees their own
hand and never the other's, and the moves offered are described from the person's own view.

The command runs as a real process reading stdin. Every answer is move number 0, so the test
replays the same moves in-process to know both hands at each turn.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

from tabletop_damit.text_view import hand_text

from tabletop_core.choice_menu import build_menu
from tabletop_core.match import Match
from tabletop_core.plugins import load

SEED = 8
TURNS = 60
NAMES = ("Player 1", "Player 2")


def _run() -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "play", "damit", "--headless"]
        + ["--seats", "human,human", "--seed", str(SEED)],
        input="\n1\n" * TURNS,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _turns(stdout: str) -> list[tuple[str, str]]:
    """(name, what was printed for that person) per turn, from their handover to the next."""
    parts = re.split(r"--- (Player \d) at the terminal ---\n", stdout)
    return [
        (parts[i], parts[i + 1].split("Pass the terminal to")[0]) for i in range(1, len(parts), 2)
    ]


def test_each_person_sees_only_their_own_hand_after_taking_the_terminal() -> None:
    run = _run()
    out = run.stdout
    assert "Traceback" not in run.stderr, run.stderr
    turns = _turns(out)
    assert len(turns) >= 30, out[-2000:]
    # nobody's hand is printed before the first handover, or between a turn and the next handover
    assert "your turn" not in re.split(r"--- Player \d at the terminal ---", out)[0]
    for name, printed in turns:
        assert printed.count("your turn") == 1, printed
        assert printed.startswith(f"{name}, your turn"), printed
    assert out.count("Pass the terminal to") >= len(turns)

    game = load(autoload=True).games["damit"].game
    match = Match(game, [{"name": n, "kind": "human"} for n in NAMES], SEED)
    for name, printed in turns:
        seat = NAMES.index(name)
        assert match.to_act == seat, (name, match.to_act)
        other = 1 - seat
        (mine,) = [line for line in printed.splitlines() if line.startswith("  You — hand: ")]
        assert mine.startswith(f"  You — hand: {hand_text(match.state.hands[seat])} · ")
        (theirs,) = [line for line in printed.splitlines() if line.startswith(f"  {NAMES[other]}")]
        count = len(match.state.hands[other])
        said = {0: "no cards", 1: "1 card"}.get(count, f"{count} cards")
        assert f"hand: {said} · " in theirs, f"{name} sees {NAMES[other]}'s hand: {theirs}"
        view = match.view(seat)
        menu = printed.split("Your move:")[0]
        offered = re.findall(r"^  +\d+\. (.*)$", menu, flags=re.M)
        legal = match.legal_actions()
        entries = build_menu(game, view, legal, match.names)
        assert offered == [entry.label for entry in entries]
        match.act(legal[0], seat=seat)
