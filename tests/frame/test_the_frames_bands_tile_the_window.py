"""The frame's bands are laid out on the layout tree: the menu bar on top and the prompt bar at
the bottom as tall as their text needs, the table between them, and the side panel (closed, or
at most 320 px at scale 1 and 30 % of the window) on its right; together they tile the window,
with no gap and no overlap, at any window size and text size."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop_core.render.frame.bands import frame_tree, lay_out_bands
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column
from tabletop_core.render.theme import frame_bands, scale_for

NUDGE = 1e-6


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080), (640, 360), (3840, 2160)])
@pytest.mark.parametrize("text", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("side", [False, True])
def test_the_bands_tile_the_window(size, text, side):
    width, height = size
    sizes = dataclasses.replace(scale_for(width, height), text=text)
    bounds = Rect(0, 0, width, height)
    bar, table, panel, prompt = lay_out_bands(bounds, sizes, side)
    bar_height, prompt_height = frame_bands(sizes)

    assert abs(bar.height - bar_height) < NUDGE and abs(prompt.height - prompt_height) < NUDGE
    assert abs(bar.top - height) < NUDGE and abs(prompt.bottom) < NUDGE
    for band in (bar, prompt):
        assert abs(band.left) < NUDGE and abs(band.width - width) < NUDGE
    for middle in (table, panel):  # between the bars, touching both
        assert abs(middle.top - bar.bottom) < NUDGE and abs(middle.bottom - prompt.top) < NUDGE
    assert abs(table.left) < NUDGE and abs(table.right - panel.left) < NUDGE
    assert abs(panel.right - width) < NUDGE
    if side:
        assert 0 < panel.width <= min(320 * sizes.scale, 0.3 * width) + NUDGE
    else:
        assert panel.width == 0 and abs(table.width - width) < NUDGE
    area = sum(r.width * r.height for r in (bar, table, panel, prompt))
    assert abs(area - width * height) < 1e-3


def test_the_frame_is_a_declared_tree():
    tree = frame_tree(Rect(0, 0, 1280, 720), scale_for(1280, 720), side=True)
    assert isinstance(tree, Column) and len(tree.children) == 3
