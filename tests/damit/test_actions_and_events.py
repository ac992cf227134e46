"""The action format (also replays and the network) and the log lines of events."""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import card_of as card
from tabletop_damit.events import (
    CardTaken,
    DamBuilt,
    GameEnded,
    GarbageDisposed,
    GarbageKept,
    RiverRefilled,
)
from tabletop_damit.rules import DamIt
from tabletop_damit.state import END_BY_RIVER

from tabletop_core.game import IllegalAction

NAMES = ["Otto", "Tina", "Benny"]


def test_actions_are_written_exactly_as_the_replay_format(game: DamIt) -> None:
    assert game.encode_action(Take(3, False)) == {"type": "take", "position": 3, "dispose": False}
    assert game.encode_action(Build(7, (12, 30, 54))) == {
        "type": "build",
        "cost": 7,
        "cards": [12, 30, 54],
    }


def test_actions_read_back_from_json(game: DamIt) -> None:
    assert game.decode_action({"type": "take", "position": 0, "dispose": True}) == Take(0, True)
    assert game.decode_action({"type": "build", "cost": 3, "cards": [30]}) == Build(3, (30,))


@pytest.mark.parametrize(
    "data",
    [
        {"type": "take", "position": "2", "dispose": False},
        {"type": "take", "position": 1, "dispose": False, "cubes": 1},
        {"type": "build", "cost": 3},
        {"type": "swim"},
        ["take", 0],
    ],
)
def test_malformed_actions_are_refused(game: DamIt, data: object) -> None:
    with pytest.raises(IllegalAction):
        game.decode_action(data)


def test_a_non_action_is_refused_by_apply(game: DamIt, table) -> None:
    state = table()
    with pytest.raises(IllegalAction, match="not a Dam It! action"):
        game.apply(state, {"type": "take", "position": 0})


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (CardTaken(0, 2, card("oak"), 2, 0), "Otto jumps two cards (−2 cubes) and takes the oak"),
        (CardTaken(1, 0, card("birch"), 0, 0), "Tina takes the birch"),
        (
            CardTaken(2, 0, card("willow"), 0, 2),
            "Benny takes the willow with 2 cubes on it",
        ),
        (
            CardTaken(0, 1, card("garbage"), 1, 1),
            "Otto jumps one card (−1 cube) and takes the garbage with 1 cube on it",
        ),
        (
            CardTaken(1, 4, card("maple"), 4, 0),
            "Tina jumps all four cards (−4 cubes) and takes the maple from the draw pile",
        ),
        (
            GarbageKept(0, card("garbage"), 2),
            "Otto builds the garbage into the dam pile (2 garbage)",
        ),
        (
            GarbageDisposed(1, card("garbage"), card("disposal")),
            "Tina gets rid of the garbage with a garbage disposal card",
        ),
        (RiverRefilled(card("pine"), card("oak")), "A pine flows into the river"),
        (
            DamBuilt(1, 5, 7, (card("birch"), card("oak"))),
            "Tina builds a cost-5 dam worth 7 VP with birch, oak",
        ),
        (
            GameEnded(END_BY_RIVER, (35, 20, 12), (0,)),
            "The game ends: the river can no longer be refilled. Otto wins.",
        ),
    ],
)
def test_events_describe_themselves_in_the_games_words(event: object, line: str) -> None:
    assert event.describe(NAMES) == line  # type: ignore[attr-defined]


def test_a_take_reports_the_card_the_cubes_and_the_refill(game: DamIt, table) -> None:
    river = [card("willow"), card("acacia"), card("oak"), card("birch")]
    state = table(river=river, draw=[card("maple"), card("pine")])
    events = game.apply(state, Take(2))
    assert events == [
        CardTaken(0, 2, card("oak"), 2, 0),
        RiverRefilled(card("maple"), card("pine")),
    ]


def test_describe_action_reads_like_a_prompt(game: DamIt, table) -> None:
    state = table(river=[card("garbage"), card("acacia"), card("oak"), card("birch")])
    # people count the river 1-5 like the table and its keys; Take(2) is the third card
    assert game.describe_action(state, Take(2), NAMES) == "take the oak at position 3 (2 cubes)"
    assert (
        game.describe_action(state, Take(0, True), NAMES)
        == "take the garbage at position 1 (free), disposing of it with a garbage disposal card"
    )
    assert (
        game.describe_action(state, Build(3, (card("beech"),)), NAMES)
        == "build a cost-3 dam with beech"
    )
