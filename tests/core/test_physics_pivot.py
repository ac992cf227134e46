"""A plank rocking on a rounded stand: balance, tilt under load, falling, determinism."""

from __future__ import annotations

import pytest

from tabletop_core.physics.pivot import Rocker, Weight
from tabletop_core.physics.table import Pose


def _plank(*weights: Weight, **kwargs) -> Rocker:
    settings = {"length": 30.0, "thickness": 1.0, "mass": 300.0, "stand_radius": 12.0}
    return Rocker(**{**settings, **kwargs}, weights=weights)


def test_an_unloaded_plank_rests_level_on_the_stand():
    plank = _plank()
    plank.step(120)
    assert plank.angle == pytest.approx(0.0, abs=1e-6)
    assert plank.pose.y == pytest.approx(0.5, abs=0.02)


def test_the_weights_are_built_into_the_body():
    plank = _plank(Weight(10.0, 100.0), Weight(-10.0, 100.0, height=2.0))
    assert plank.body.mass == pytest.approx(500.0)
    cx, cy = plank.body.center_of_gravity
    assert cx == pytest.approx(0.0) and cy == pytest.approx(100.0 * (0.5 + 2.5) / 500)


def test_an_off_centre_load_settles_tilted_towards_it_near_d_over_r_minus_h():
    plank = _plank(Weight(10.0, 60.0), damping=0.1)
    plank.step(600)
    offset = 60.0 * 10.0 / 360.0
    height = (300.0 * 0.5 + 60.0 * 1.0) / 360.0
    assert plank.angle < 0  # clockwise: the +x side dips
    assert -plank.angle == pytest.approx(offset / (12.0 - height), rel=0.15)
    assert plank.is_calm(0.05, 0.5)


def test_too_much_weight_on_one_side_rolls_it_off_the_stand():
    plank = _plank(Weight(14.0, 400.0))
    plank.step(120)
    assert abs(plank.angle) > 0.6


def test_a_press_rocks_the_plank_towards_the_pressed_side():
    plank = _plank()
    plank.press(12.0, 2000.0)
    plank.step(6)
    assert plank.angle < -0.005 and plank.spin < 0


def test_a_plank_starts_from_a_given_pose_at_rest():
    pose = Pose(0.3, 0.55, -0.02)
    plank = _plank(pose=pose)
    assert plank.pose == pose and plank.spin == 0.0


def test_the_same_inputs_give_bit_identical_angles():
    def run() -> list[float]:
        plank = _plank(Weight(7.0, 50.0, 1.2, 2.4), Weight(-3.0, 20.0))
        plank.press(7.0, 800.0)
        angles = []
        for _ in range(100):
            plank.step()
            angles.append(plank.angle)
        return angles

    assert run() == run()
