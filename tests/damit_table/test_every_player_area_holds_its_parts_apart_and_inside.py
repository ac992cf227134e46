"""Every player area of the Dam It! table holds its parts inside it and apart: the marker, the
name and the beaver on the name line; the cubes' count, the hand and its count, the kept
garbage and its penalty, the dams and their points each in their place, every word a line of
small type tall. The areas lie down the column in seat order, one under the other. Checked
for 2-4 players at 100, 150 and 200 % text, in English and German, in every table rect."""

from __future__ import annotations

import itertools
from itertools import combinations

from tabletop_core.render.geometry import Rect

TOUCH = 0.5


def _apart(a: Rect, b: Rect) -> bool:
    return (
        a.right <= b.left + TOUCH
        or b.right <= a.left + TOUCH
        or a.top <= b.bottom + TOUCH
        or b.top <= a.bottom + TOUCH
    )


def _inside(outer: Rect, inner: Rect) -> bool:
    return (
        outer.left <= inner.left + TOUCH
        and inner.right <= outer.right + TOUCH
        and outer.bottom <= inner.bottom + TOUCH
        and inner.top <= outer.top + TOUCH
    )


def _marker(layout, seat: int) -> Rect:
    x, y, radius = layout.panel_marker(seat)
    return Rect(x - radius, y - radius, 2 * radius, 2 * radius)


def test_the_areas_lie_down_the_column_in_seat_order(table_layouts):
    for layout in table_layouts():
        areas = [layout.panel(seat) for seat in range(layout.players)]
        for area in areas:
            assert _inside(layout.column, area)
        for above, below in itertools.pairwise(areas):
            assert below.top <= above.bottom + TOUCH


def test_every_part_of_an_area_lies_inside_it_and_apart_from_the_others(table_layouts):
    rows_seen = set()
    for layout in table_layouts():
        rows_seen.add(layout.panel_rows)
        for seat in range(layout.players):
            area = layout.panel(seat)
            words = [
                layout.panel_name(seat),
                layout.panel_cube_count(seat),
                layout.panel_hand_count(seat),
                layout.panel_penalty(seat, 12),
                layout.panel_dams_text(seat, 5),
            ]
            pieces = [
                _marker(layout, seat),
                layout.panel_beaver(seat),
                layout.panel_hand(seat),
                layout.panel_cube(seat, 0),
                layout.panel_dam(seat, 4, 5),
                layout.panel_garbage(seat, 0, 12),
                layout.panel_garbage(seat, 11, 12),
            ]
            where = (layout.rect, layout.players, seat)
            for rect in words + pieces:
                assert _inside(area, rect), (where, rect)
            for rect in words[1:]:
                assert rect.height >= layout.small_line - TOUCH, (where, rect)
            for a, b in combinations(words + pieces[:3], 2):
                assert _apart(a, b), (where, a, b)
            for garbage in (layout.panel_garbage(seat, 0, 12), layout.panel_garbage(seat, 11, 12)):
                assert _apart(garbage, layout.panel_dams_text(seat, 5)), (where, garbage)
                assert _apart(garbage, layout.panel_penalty(seat, 12)), (where, garbage)
            assert _apart(layout.panel_dam(seat, 4, 5), layout.panel_dams_text(seat, 5)), where
    assert rows_seen == {2, 3}, "areas with two rows and with three are checked"
