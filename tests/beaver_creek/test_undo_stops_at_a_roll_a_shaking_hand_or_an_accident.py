"""Undo in Beaver Creek: a piece let go by a steady hand can be taken back by its player; the
dice, a shaking hand's noise, an accident and the end of the game (a solo player's verdict) are
final outside practice mode."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek import placing
from tabletop_beaver_creek.actions import Keep, Place, Roll
from tabletop_beaver_creek.dice import MIRRORED_HAND
from tabletop_beaver_creek.events import Accident, GameEnded
from tabletop_beaver_creek.handicaps import SHAKING_HANDS
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.state import PLACE

from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

SPACES = (-100.0, -50.0, 0.0, 50.0, 100.0)
TWO_PEOPLE = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
FIRST_IS_ANA = {"first_player": 0}
STEADY_SEED = 14
"""Ana's first roll shows a steady hand (face 6: logs only on the last log)."""
SHAKING_SEED = 1
"""Ana's first roll shows the mirrored hand, whose noise is drawn as the piece is let go."""


def _at(match: Match, kind: str, x: float) -> Place:
    """Let go of ``kind`` just above the dam at world ``x``, level."""
    y = placing.drop_height(placing.still(match.state), kind, x, 0.0)
    mirrored = match.state.handicap == MIRRORED_HAND and match.state.phase == PLACE
    return Place(kind, -x if mirrored else x, y + 0.001, 0.0)


def _set_up(seats=TWO_PEOPLE, seed: int = STEADY_SEED, practice: bool = False) -> Match:
    """Ana stands her two set-up beavers; she is to roll."""
    match = Match(BeaverCreek(), seats, seed=seed, options=FIRST_IS_ANA, practice=practice)
    assert match.to_act == 0
    match.act(_at(match, "beaver", SPACES[1]))
    match.act(_at(match, "beaver", SPACES[2]))
    return match


def test_a_set_up_beaver_is_taken_back_by_its_player_alone() -> None:
    match = Match(BeaverCreek(), TWO_PEOPLE, seed=STEADY_SEED, options=FIRST_IS_ANA)
    match.act(_at(match, "beaver", SPACES[1]))
    assert match.undo_refusal(1) == "there is no move of yours to take back"
    assert match.undo_refusal(0) is None
    assert match.undo(0) == 1 and match.state.pieces == {}


def test_the_roll_is_final() -> None:
    match = _set_up()
    match.act(Roll())
    assert match.undo_refusal(0) == "the dice have been rolled since"
    with pytest.raises(IllegalAction, match="the dice have been rolled since"):
        match.undo(0)


def test_a_piece_let_go_by_a_steady_hand_can_be_taken_back_but_not_the_roll() -> None:
    match = _set_up()
    match.act(Roll())
    assert match.state.phase == PLACE and match.state.handicap not in SHAKING_HANDS
    pieces = dict(match.state.pieces)
    match.act(_at(match, "beaver", SPACES[3]))
    assert match.undo_refusal(0) is None
    assert match.undo(0) == 1 and match.state.pieces == pieces
    assert match.undo_refusal(0) == "the dice have been rolled since"


def test_a_piece_let_go_by_a_shaking_hand_is_final() -> None:
    match = _set_up(seed=SHAKING_SEED)
    match.act(Roll())
    assert match.state.handicap in SHAKING_HANDS
    match.act(_at(match, "beaver", SPACES[3]))
    assert match.undo_refusal(0) == "the hand has shaken since"


def test_an_accident_is_final() -> None:
    match = _set_up()
    match.act(Roll())
    match.act(_at(match, "log", -96.0))
    assert any(isinstance(e, Accident) for e in match.log[-1].events)
    assert match.undo_refusal(0) == "the dam has had an accident since"
    assert match.undo_refusal(1) == "there is no move of yours to take back"


def test_after_an_accident_the_others_keep_or_discard_and_take_only_that_back() -> None:
    match = _set_up()
    match.act(Roll())
    match.act(_at(match, "log", -96.0))
    assert match.to_act == 1 and Keep() in match.legal_actions()
    match.act(Keep())
    assert match.undo_refusal(0) == "Ben has played since"
    assert match.undo_refusal(1) is None
    assert match.undo(1) == 1 and match.to_act == 1


def _bring_the_dam_down(practice: bool = False) -> Match:
    """Alone: a log balanced on the beaver of space 0 with a beaver on it; next turn a beaver
    stood on the log's far left end: the log tips off the box with both beavers, half of the
    dam that stood (the structure falls)."""
    match = Match(
        BeaverCreek(),
        [SeatSpec.human("Ana")],
        seed=STEADY_SEED,
        options=FIRST_IS_ANA,
        practice=practice,
    )
    match.act(_at(match, "beaver", SPACES[0]))
    match.act(_at(match, "beaver", SPACES[2]))
    match.act(Roll())  # 3 beavers, 1 log
    for kind, x in (("log", SPACES[0]), ("beaver", -90.0), ("beaver", SPACES[4])):
        match.act(_at(match, kind, x))
    match.act(_at(match, "beaver", SPACES[3]))
    match.act(Roll())
    match.act(_at(match, "beaver", -138.0))
    return match


def test_a_solo_game_that_ended_gives_no_second_try() -> None:
    match = _bring_the_dam_down()
    assert match.is_over
    ended = match.log[-1].events[-1]
    assert isinstance(ended, GameEnded) and ended.why_undo_stops() == "the game is over"
    assert not match.can_undo(0)
    with pytest.raises(IllegalAction):
        match.undo(0)
    assert match.is_over


def test_practice_mode_lets_a_solo_player_try_again_after_the_dam_fell() -> None:
    match = _bring_the_dam_down(practice=True)
    assert match.is_over
    assert match.undo_refusal(0) is None
    assert match.undo(0) == 1
    assert not match.is_over and match.state.phase == PLACE
