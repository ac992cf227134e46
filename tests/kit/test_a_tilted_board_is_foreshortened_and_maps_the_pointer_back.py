"""A leaning board seen from above: level it is a plain scale and shift; leaning, its high side
looks larger and its low side smaller, the lean is drawn exaggerated up to a cap, and a pointer
over the drawn board finds the board point drawn there."""

from __future__ import annotations

import math

import pytest

from tabletop_core.render.kit.tilted_plane import TiltedPlane, tilt_of


def test_a_level_board_is_its_radius_around_its_centre():
    board = TiltedPlane((400.0, 300.0), 200.0)
    assert board.to_screen(0.5, -0.25) == pytest.approx((500.0, 250.0, 1.0))
    assert board.to_screen(0.0, 0.0) == pytest.approx((400.0, 300.0, 1.0))


def test_the_high_side_looks_larger_than_the_low_side():
    towards = 0.0  # the lowest rim to the right
    board = TiltedPlane((0.0, 0.0), 100.0, 0.3, towards)
    _x, _y, low = board.to_screen(1.0, 0.0)
    _x, _y, high = board.to_screen(-1.0, 0.0)
    assert high > 1.0 > low
    right, _y, _k = board.to_screen(1.0, 0.0)
    left, _y, _k = board.to_screen(-1.0, 0.0)
    assert right < 100.0 and left < -100.0  # foreshortened, the near side bigger
    across = board.to_screen(0.0, 1.0)
    assert across[0] == pytest.approx(0.0, abs=1e-9)  # the axis of the lean stays put


@pytest.mark.parametrize("towards", [0.0, 1.0, 2.5, -2.0])
@pytest.mark.parametrize("angle", [0.0, 0.05, 0.4])
def test_a_pointer_finds_the_board_point_drawn_under_it(angle, towards):
    board = TiltedPlane((400.0, 300.0), 200.0, angle, towards, 0.1, exaggeration=3.0)
    for u, v in ((0.0, 0.0), (0.7, -0.3), (-0.9, 0.2), (0.1, 0.95)):
        x, y, _k = board.to_screen(u, v)
        assert board.to_board(x, y) == pytest.approx((u, v), abs=1e-9)


def test_the_lean_is_drawn_exaggerated_up_to_its_cap():
    small = TiltedPlane((0.0, 0.0), 1.0, 0.1, exaggeration=3.0, max_drawn_tilt=1.0)
    assert small.drawn_angle == pytest.approx(0.3)
    steep = TiltedPlane((0.0, 0.0), 1.0, 0.5, exaggeration=3.0, max_drawn_tilt=1.0)
    assert steep.drawn_angle == pytest.approx(1.0)


def test_a_lean_given_as_a_gradient_points_at_its_lowest_rim():
    angle, towards = tilt_of((0.0, -0.2))  # rising towards -y: the lowest rim is up (+y)
    assert angle == pytest.approx(0.2)
    assert towards == pytest.approx(math.pi / 2)
