"""Solo mode: all 50 logs, build until the dam falls, the rulebook's verdict on the count."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.events import GameEnded
from tabletop_beaver_creek.scoring import verdict


@pytest.mark.parametrize(
    ("logs", "words"),
    [
        (0, "practice more"),
        (1, "practice more"),
        (10, "practice more"),
        (11, "long way to go"),
        (20, "long way to go"),
        (21, "head of the dam"),
        (30, "head of the dam"),
        (31, "boss"),
        (40, "boss"),
        (41, "king of beavers"),
        (45, "king of beavers"),
        (46, "Buckteeth Emperor"),
        (50, "Buckteeth Emperor"),
    ],
)
def test_the_six_tier_verdict(logs: int, words: str) -> None:
    assert words in verdict(logs)


def test_solo_ends_when_the_dam_falls_and_scores_the_logs_placed(game, creek) -> None:
    state = creek.set_up(game, 1, (1, 2, 3))
    assert state.stocks[0].total() == 50
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    events = game.apply(state, creek.at(state, "log", creek.tips_off))
    assert isinstance(events[-1], GameEnded) and "practice more" in events[-1].reason
    result = game.result(state)
    assert result.scores == (1.0,) and result.breakdown[0]["logs placed"] == 1


def test_solo_with_every_log_placed_is_the_emperor(game, creek) -> None:
    state = creek.set_up(game, 1, (1, 2, 3))
    state.stocks[0] = type(state.stocks[0])(log=1)
    state.logs_placed = 49
    creek.turn(state, None, beavers=3, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[-1], GameEnded) and game.result(state).scores == (50.0,)
