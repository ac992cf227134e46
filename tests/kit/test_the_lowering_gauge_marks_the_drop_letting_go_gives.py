"""The lowering gauge beside a piece a key lowers: its mark sinks from the top to the board's
line as the piece comes down, sits inside the gentle band exactly when letting go is gentle,
and stays inside the room it is given, on whichever side of the piece has room."""

from __future__ import annotations

import pytest

from tabletop_core.render.controllers.drop import lowered_drop
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.lowering_gauge import GENTLE, lowering_gauge

ROOM = Rect(0.0, 0.0, 800.0, 600.0)
TOUCH = 0.9


@pytest.mark.parametrize("seconds", [0.0, 0.2, 0.45, 0.8, 0.9, 1.0, 1.2])
def test_the_marks_height_over_the_line_is_the_drop(seconds):
    gauge = lowering_gauge((300.0, 300.0), ROOM, 1.0, seconds, TOUCH)
    above = gauge.track.top - gauge.line_y
    assert abs(gauge.mark_y - gauge.line_y) / above == pytest.approx(
        lowered_drop(seconds, TOUCH), abs=1e-9
    )
    gentle = lowered_drop(seconds, TOUCH) <= GENTLE
    in_band = gauge.band.bottom <= gauge.mark_y <= gauge.band.top
    assert in_band == gentle


def test_the_gauge_goes_left_of_a_piece_at_the_right_edge_and_stays_in_its_room():
    gauge = lowering_gauge((790.0, 590.0), ROOM, 2.0, 0.0, TOUCH)
    assert gauge.track.right < 790.0
    assert ROOM.left <= gauge.track.left and gauge.track.right <= ROOM.right
    assert ROOM.bottom <= gauge.track.bottom and gauge.track.top <= ROOM.top
    right = lowering_gauge((100.0, 300.0), ROOM, 1.0, 0.0, TOUCH)
    assert right.track.left > 100.0


def test_the_gauge_grows_with_the_scale():
    small = lowering_gauge((300.0, 300.0), ROOM, 1.0, 0.0, TOUCH)
    large = lowering_gauge((300.0, 300.0), ROOM, 2.0, 0.0, TOUCH)
    assert large.track.height == pytest.approx(2 * small.track.height)
    assert large.track.width == pytest.approx(2 * small.track.width)
