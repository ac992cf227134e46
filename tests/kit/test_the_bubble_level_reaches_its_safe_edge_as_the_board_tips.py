"""The bubble of a spirit level sits in the middle of a level board, rises towards the high
side of a leaning one, reaches the edge of the safe glass exactly at the tipping angle, and
stops a little past it, inside the rim."""

from __future__ import annotations

import math

import pytest

from tabletop_core.render.kit.bubble_level import PAST, SAFE, bubble_offset

TIPS_AT = 0.3


def test_a_level_board_keeps_the_bubble_in_the_middle():
    assert bubble_offset((0.0, 0.0), 40.0, TIPS_AT) == (0.0, 0.0)


def test_the_bubble_rises_towards_the_high_side():
    # the lean points down the slope: low towards (-x), so high towards (+x)
    x, y = bubble_offset((0.1, 0.0), 40.0, TIPS_AT)
    assert x > 0 and y == pytest.approx(0.0)


@pytest.mark.parametrize("bearing", [0.0, 1.0, 2.5, -2.0])
def test_at_the_tipping_angle_the_bubble_is_at_the_safe_edge(bearing):
    lean = (TIPS_AT * math.cos(bearing), TIPS_AT * math.sin(bearing))
    assert math.hypot(*bubble_offset(lean, 40.0, TIPS_AT)) == pytest.approx(40.0 * SAFE)
    half = (lean[0] / 2, lean[1] / 2)
    assert math.hypot(*bubble_offset(half, 40.0, TIPS_AT)) == pytest.approx(20.0 * SAFE)


def test_far_past_the_tip_the_bubble_stops_inside_the_rim():
    far = math.hypot(*bubble_offset((3.0, 0.0), 40.0, TIPS_AT))
    assert far == pytest.approx(40.0 * SAFE * PAST) and far < 40.0
