"""An accident is a piece that dropped ("if you drop the log or the beaver you are about to
place or any other piece of the dam"): judged from heights and contacts, so a slide along a
support or a lean is no accident, and a piece that came down off its support is."""

from __future__ import annotations

import math

import pytest
from tabletop_beaver_creek import judge
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.events import Accident, Placed
from tabletop_beaver_creek.pieces import BEAVER_HEIGHT, BEAVER_WIDTH, BOX_TOP
from tabletop_beaver_creek.world import Piece, still_table


@pytest.fixture
def dam(game, creek):
    """Beavers at x = -50, 0, 50 (ids 0-2) and a large log (id 3) across the first two."""
    state = creek.set_up(game, 2, (1, 2, 3))
    creek.turn(state, None, beavers=3, logs=2)
    game.apply(state, creek.at(state, "log", -25.0))
    return state


def _contacts(pieces: dict[int, Piece]) -> tuple:
    table = still_table(pieces)
    table.step(1)  # let the still table find its contacts
    return tuple(table.contacts())


def _judged(dam, moved: dict[int, Piece]) -> list[int]:
    """What fell if the settled dam now stood with ``moved`` pieces at those poses."""
    after = {**dam.pieces, **moved}
    return judge.fallen(dam.pieces, after, _contacts(after), {}, dam.contacts)


def _leaning(piece: Piece, degrees: float) -> Piece:
    """The beaver turned clockwise about its bottom-right foot, which stays where it stood."""
    turn = -math.radians(degrees)
    fx, fy = piece.x + BEAVER_WIDTH / 2, piece.y - BEAVER_HEIGHT / 2
    dx, dy = -BEAVER_WIDTH / 2, BEAVER_HEIGHT / 2
    cos, sin = math.cos(turn), math.sin(turn)
    return piece._replace(x=fx + dx * cos - dy * sin, y=fy + dx * sin + dy * cos, angle=turn)


def test_the_dam_as_it_stands_has_no_fall(dam) -> None:
    assert _judged(dam, {}) == []


@pytest.mark.parametrize("slide", [BEAVER_WIDTH / 2, 10.0])
def test_a_log_sliding_along_its_beavers_is_no_accident(dam, slide: float) -> None:
    log = dam.pieces[3]
    moved = log._replace(x=log.x + slide)
    assert _judged(dam, {3: moved}) == []
    after = {**dam.pieces, 3: moved}
    assert judge.supports(after, _contacts(after), 3) == {0, 1}  # still on both heads


@pytest.mark.parametrize("degrees", [25.0, 45.0])
def test_a_beaver_leaning_on_its_support_is_no_accident(dam, degrees: float) -> None:
    leaning = _leaning(dam.pieces[2], degrees)
    assert leaning.y - BEAVER_HEIGHT / 2 < dam.pieces[2].y  # it did lean over
    assert _judged(dam, {2: leaning}) == []


def test_a_beaver_lying_on_the_box_fell(dam) -> None:
    lying = Piece("beaver", 50.0, BOX_TOP + BEAVER_WIDTH / 2, math.pi / 2)
    assert _judged(dam, {2: lying}) == [2]


def test_a_log_that_came_down_off_its_beavers_onto_the_box_fell(dam) -> None:
    fallen = Piece("log", -95.0, BOX_TOP + 5.0, 0.0)
    assert _judged(dam, {3: fallen}) == [3]


def test_a_log_standing_on_end_fell_over(dam) -> None:
    """Off its beavers and up on end against the box: it went up, but it has fallen over."""
    on_end = Piece("log", -95.0, BOX_TOP + 40.0, math.radians(88))
    assert _judged(dam, {3: on_end}) == [3]


def test_a_log_lying_the_other_way_round_has_not_fallen_over(dam) -> None:
    log = dam.pieces[3]
    assert not judge.lying(log._replace(angle=math.pi))  # a log has no head: 180° is level
    assert judge.lying(dam.pieces[0]._replace(angle=math.pi))  # a beaver does


def test_a_piece_on_the_table_fell(dam) -> None:
    on_the_table = Piece("beaver", 200.0, BEAVER_HEIGHT / 2, 0.0)
    assert _judged(dam, {2: on_the_table}) == [2]


def test_a_log_let_go_balanced_on_a_beaver_is_no_accident(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "small_log", 50.0))
    assert isinstance(events[0], Placed)


def test_a_log_let_go_from_high_above_that_lands_well_is_no_accident(game, creek, dam) -> None:
    low = creek.at(dam, "small_log", 50.0)
    events = game.apply(dam, Place("small_log", 50.0, low.y + 6.0, 0.0))
    assert isinstance(events[0], Placed)


def test_a_log_tipping_onto_the_box_with_one_end_on_its_beaver_leans_no_accident(
    game, creek, dam
) -> None:
    events = game.apply(dam, creek.at(dam, "log", creek.tips_onto_the_box))
    assert isinstance(events[0], Placed)
    log = dam.pieces[4]
    assert abs(math.degrees(log.angle)) > 15.0  # it did tip
    assert judge.supports(dam.pieces, dam.contacts, 4) >= {2, "box"}  # on its beaver and the box


def test_a_log_sliding_off_its_beaver_onto_the_box_is_an_accident(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "log", creek.tips_off))
    accident = events[0]
    assert isinstance(accident, Accident) and accident.fallen == (4,)
    assert 2 not in judge.supports(dam.pieces, dam.contacts, 4)  # off the beaver's head
    assert not accident.discarded and 4 in dam.pieces  # it lies on the box: it stays


def test_a_beaver_falling_over_off_its_log_is_an_accident(game, creek, dam) -> None:
    events = game.apply(dam, creek.at(dam, "beaver", -68.0))
    assert isinstance(events[0], Accident) and events[0].fallen == (4,)
    assert judge.lying(dam.pieces[4])
