"""The terminal's menu (``choice_menu.build_menu``) for every installed game, at every decision
of a played game: each legal move is reached by exactly one path of numbers, no two lines of a
question read alike, and the first question stays short however many moves there are. A game
may name the steps itself (``choice_steps``), and a server's moves arrive as JSON objects when
the game is not installed: both make menus too."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from tabletop_core import plugins
from tabletop_core.choice_menu import Entry, build_menu, paths
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

DECISIONS = 40
LONGEST_FIRST_QUESTION = 16


def _check(entries: Sequence[Entry], legal: list) -> None:
    reached = [entry.action for _numbers, entry in paths(entries)]
    assert len(reached) == len(legal)
    assert all(any(move is action for move in reached) for action in legal)
    pending = [list(entries)]
    while pending:
        level = pending.pop()
        labels = [entry.label for entry in level]
        assert len(set(labels)) == len(labels), labels
        assert all(label.strip() for label in labels)
        pending += [list(entry.entries) for entry in level if entry.is_group]


@pytest.mark.parametrize("game_id", sorted(plugins.registry().games))
def test_every_decision_of_a_game_is_a_short_menu_reaching_each_move_once(game_id) -> None:
    registered = plugins.registry().games[game_id]
    game = registered.game
    players = max(2, registered.info.min_players)
    match = Match(game, [SeatSpec.human(f"P{i}") for i in range(players)], 11)
    rng = random.Random(11)
    longest = 0
    for _decision in range(DECISIONS):
        seat = match.to_act
        if seat is None:
            break
        legal = match.legal_actions()
        entries = build_menu(game, match.view(seat), legal, match.names)
        _check(entries, legal)
        assert len(entries) <= LONGEST_FIRST_QUESTION, [e.label for e in entries]
        longest = max(longest, len(legal))
        match.act(legal[rng.randrange(len(legal))], seat=seat)
    assert longest > 0


@dataclass(frozen=True)
class Build:
    cost: int
    cards: tuple[str, ...]


def test_a_games_own_steps_make_the_questions() -> None:
    class Steps:
        def choice_steps(self, view, action, names):
            return (f"build a cost-{action.cost} dam", "with " + ", ".join(action.cards))

    moves = [Build(3, ("oak",)), Build(3, ("oak", "pine")), Build(5, ("oak", "pine"))]
    entries = build_menu(Steps(), None, moves, [], ["x", "y", "z"])
    assert [e.label for e in entries] == [
        "build a cost-3 dam (2 choices)",
        "build a cost-5 dam with oak, pine",
    ]
    assert [e.label for e in entries[0].entries] == ["with oak", "with oak, pine"]
    assert [e.whole for _n, e in paths(entries)][:2] == [
        "build a cost-3 dam with oak",
        "build a cost-3 dam with oak, pine",
    ]
    _check(entries, moves)


def test_moves_from_a_server_as_json_are_grouped_by_type_and_first_field() -> None:
    moves = [
        {"type": "take", "position": 0, "dispose": False},
        {"type": "take", "position": 1, "dispose": False},
        {"type": "take", "position": 1, "dispose": True},
        {"type": "build", "cost": 3, "cards": [1]},
        {"type": "build", "cost": 3, "cards": [1, 2]},
    ]
    labels = [
        "take the oak at position 1 (free)",
        "take the garbage at position 2 (1 cube)",
        "take the garbage at position 2 (1 cube), disposing of it",
        "build a cost-3 dam with oak",
        "build a cost-3 dam with oak, pine",
    ]
    entries = build_menu(None, None, moves, [], labels)
    assert [e.label for e in entries] == [
        "take the oak at position 1 (free)",
        "take the garbage at position 2 … (2 choices)",
        "build a cost-3 dam with … (2 choices)",
    ]
    assert [e.label for e in entries[2].entries] == ["oak", "oak, pine"]
    _check(entries, moves)
