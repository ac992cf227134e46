"""The table's rectangles and camera, without a window."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.table.layout import TableLayout, camera_for

from tabletop_core.render.geometry import Rect


def test_the_parts_of_the_table_do_not_overlap_and_scale_with_the_window():
    for rect in (Rect(0, 56, 960, 616), Rect(0, 80, 1440, 924)):
        layout = TableLayout(rect, 5)
        side, scene, stocks = layout.side, layout.scene, layout.stocks
        assert side.right < scene.left and stocks.top < scene.bottom
        for part in (side, scene, stocks):
            assert rect.left <= part.left and part.right <= rect.right
            assert rect.bottom <= part.bottom and part.top <= rect.top
        slots = [layout.tray_slot(i) for i in range(3)]
        assert all(a.bottom > b.top for a, b in zip(slots, slots[1:], strict=False))
        assert slots[-1].bottom > layout.supply.top
        assert layout.stock(4).right <= stocks.right + 0.01
    assert TableLayout(Rect(0, 80, 1440, 924), 2).scale == 1.5


def test_the_camera_maps_both_ways_and_zooms_out_in_steps_as_the_dam_grows():
    scene = Rect(254, 120, 700, 488)
    low = camera_for(scene, 90.0)
    x, y = low.to_screen(-50.0, 60.0)
    assert low.to_world(x, y) == pytest.approx((-50.0, 60.0))
    assert low.to_screen(0.0, 0.0)[0] == scene.center_x
    assert camera_for(scene, 100.0) == low  # small growth: the view does not creep
    high = camera_for(scene, 400.0)
    assert high.k < low.k
    assert high.to_screen(0.0, 400.0 + 100)[1] < scene.top
