"""At the terminal a person sees the table before each decision: their hand with building
values, cubes, dams, the others' hand sizes, the river at the positions 1–5 with what each costs,
and the open dam piles. The command runs as a real process reading stdin."""

from __future__ import annotations

import re

from tabletop_core.testing import play_in_the_terminal

SEED = 3


def _run(answers: str) -> str:
    return play_in_the_terminal("damit", answers, seats="human,bot:easy", seed=SEED)


def test_the_person_sees_hand_cubes_river_and_piles_before_choosing():
    from tabletop_core.match import Match
    from tabletop_core.plugins import load

    out = _run("1\n1\n")
    turns = out.split("your turn. What you see:")[1:]
    assert len(turns) >= 2, out
    first, second = turns[0], turns[1]

    game = load(autoload=True).games["damit"].game
    match = Match(game, [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "human"}], SEED)
    state = match.state
    river = re.search(r"^  River: (.*)$", first, flags=re.M)
    assert river, first
    places = river.group(1).split(" · ")
    assert len(places) == 5
    assert places[0].startswith("1 ") and places[0].endswith("(free)")
    assert places[1].startswith("2 ") and "(1 cube" in places[1]
    assert places[4].startswith("5 ") and "on the draw pile (4 cubes)" in places[4]
    from tabletop_damit.cards import card_label

    assert places[0] == f"1 {card_label(state.river.items[0])} (free)"
    assert re.search(r"^  You — hand: no cards · 4 cubes · dams: 0 VP \(0 built\)$", first, re.M)
    assert "Dam piles: cost 3: 5 VP (3 left) · cost 5: 7 VP (3 left)" in first
    # the first move took the free card: it is now in the hand shown before the next decision
    taken = card_label(state.river.items[0])
    assert re.search(rf"^  You — hand: {taken} \(\d\) · 4 cubes", second, re.M), second
    # the moves are named by the same positions
    assert re.search(r"^  1\. take the .* at position 1 \(free\)$", first, re.M), first
    assert "position 0" not in out
