"""Solo mode: all 50 logs, build until the structure falls (or the logs are all placed), the
rulebook's verdict on the count."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.events import Accident, GameEnded, TurnEnded
from tabletop_beaver_creek.judge import structure_fell
from tabletop_beaver_creek.rules import ACCIDENT_STOPS, ALL_LOGS_IN, DAM_FELL
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import OVER, ROLL
from tabletop_beaver_creek.world import Piece


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


def test_a_log_sliding_off_alone_is_no_fall_of_the_structure(game, creek) -> None:
    """The log let go of slides off its beaver onto the box: an accident (the move stops), but
    the dam that stood is still standing, so the solo game goes on with the next roll."""
    state = creek.set_up(game, 1, (1, 2, 3))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    events = game.apply(state, creek.at(state, "log", creek.tips_off))
    assert isinstance(events[0], Accident)
    assert isinstance(events[-1], TurnEnded) and events[-1].reason == ACCIDENT_STOPS
    assert state.phase == ROLL and state.logs_placed == 1 and game.result(state) is None


def test_solo_ends_when_the_structure_falls_and_scores_the_logs_placed(game, creek) -> None:
    """A log balanced on the beaver of space 0 with a beaver on it; a second beaver stood on the
    log's far end: the log tips off the box with both, two of the four pieces that stood fall
    (half the dam), the structure falls."""
    state = creek.set_up(game, 1, (0, 2))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -100.0))
    game.apply(state, creek.at(state, "beaver", -90.0))
    state.beaver_logs = set()  # the next turn: another beaver may go on that log
    events = game.apply(state, creek.at(state, "beaver", -138.0))
    assert isinstance(events[-1], GameEnded)
    assert events[-1].reason.startswith(DAM_FELL) and "practice more" in events[-1].reason
    result = game.result(state)
    assert result.scores == (1.0,) and result.breakdown[0]["logs placed"] == 1


def test_solo_builds_on_when_the_beavers_run_out(game, creek) -> None:
    """The book's solo ends only when the structure falls: with the supply empty, the logs the
    dice show are still laid on the beavers' heads."""
    state = creek.set_up(game, 1, (1, 2, 3))  # the beaver at x = 50 keeps its head free
    state.supply = type(state.supply)()
    creek.turn(state, None, beavers=0, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert not any(isinstance(e, GameEnded) for e in events)
    assert state.phase != OVER and state.logs_placed == 1


def test_the_end_of_the_logs_ends_solo_with_the_verdict(game, creek) -> None:
    state = creek.set_up(game, 1, (1, 2, 3))
    state.stocks[0] = type(state.stocks[0])(log=1)
    state.logs_placed = 40
    creek.turn(state, None, beavers=3, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[-1], GameEnded) and "king of beavers" in events[-1].reason
    assert game.result(state).scores == (41.0,)


def test_solo_with_every_log_placed_is_the_emperor(game, creek) -> None:
    state = creek.set_up(game, 1, (1, 2, 3))
    state.stocks[0] = type(state.stocks[0])(log=1)
    state.logs_placed = 49
    creek.turn(state, None, beavers=3, logs=2)
    events = game.apply(state, creek.at(state, "log", -25.0))
    assert isinstance(events[-1], GameEnded) and game.result(state).scores == (50.0,)
    assert events[-1].reason.startswith(ALL_LOGS_IN) and "Buckteeth Emperor" in events[-1].reason


def _piece(kind: str = "log") -> Piece:
    return Piece(kind, 0.0, 100.0, 0.0)


def test_the_structure_falls_when_a_quarter_of_what_stood_dropped() -> None:
    standing = {key: _piece() for key in range(8)}
    assert not structure_fell(standing, [8], [8])  # the new piece alone, even to the table
    assert not structure_fell(standing, [3], [])  # one piece of eight tipping onto the dam
    assert not structure_fell(standing, [3], [3])  # one knocked off, even to the table
    assert structure_fell(standing, [2, 3], [])  # two of eight: a quarter of the dam
    big = {key: _piece() for key in range(40)}
    assert not structure_fell(big, list(range(9)), [])  # 9 of 40: part of it
    assert structure_fell(big, list(range(10)), [])  # 10 of 40: the dam came down


def test_one_turn_with_nothing_placeable_does_not_end_solo_while_a_roll_could(game, creek) -> None:
    """Alone, a turn in which the dice asked for nothing that could go (a face that forbids
    every log spot, say) is no end while another roll could still place a piece; when no roll
    could (no beaver left, no head with room), the game ends with the verdict."""
    from tabletop_beaver_creek.rules import NOTHING_PLACEABLE

    state = creek.set_up(game, 1, (1, 2))
    creek.turn(state, None, beavers=0, logs=0)
    state.tries_this_turn = 0
    game._end_turn(state, NOTHING_PLACEABLE)
    assert state.phase == ROLL and game.result(state) is None  # free spaces: beavers can go
    creek.turn(state, None, beavers=0, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))  # across both heads: none has room
    state.supply = type(state.supply)()
    creek.turn(state, None, beavers=0, logs=1)
    state.tries_this_turn = 0
    events = game._end_turn(state, NOTHING_PLACEABLE)
    assert isinstance(events[-1], GameEnded) and "practice more" in events[-1].reason
