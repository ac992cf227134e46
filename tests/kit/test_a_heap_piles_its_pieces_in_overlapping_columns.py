"""A heap draws one piece for every few in the supply, up to its most; its pieces stack in
columns that overlap upwards, the next column a little right and higher; the pieces keep their
size, so a heap in a room narrower than they are reaches left rather than off the room's right
edge; and a piece that would stand above the room is left out."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.heap import Heap

HEAP = Heap()


@pytest.mark.parametrize(("count", "shown"), [(0, 0), (1, 1), (5, 1), (6, 2), (60, 12), (500, 12)])
def test_one_piece_is_drawn_for_every_few_up_to_the_most(count, shown):
    assert HEAP.shown(count) == shown


def test_pieces_stack_in_overlapping_columns_the_next_one_right_and_higher():
    room = Rect(100, 50, 200, HEAP.height(10, 1.0))
    places = dict(HEAP.places(12, room, (60, 10), 1.0))
    assert sorted(places) == list(range(12))
    first, second = places[0], places[1]
    assert second.bottom - first.bottom == pytest.approx(10 * HEAP.overlap)  # overlapping
    column = [places[i] for i in range(HEAP.high)]
    assert max(p.top for p in column) <= room.top
    next_column = places[HEAP.high]
    assert next_column.left > first.left and next_column.bottom > first.bottom


def test_a_narrow_room_keeps_the_pieces_whole_and_reaches_left():
    room = Rect(500, 0, 30, 200)
    places = [rect for _i, rect in HEAP.places(12, room, (80, 10), 2.0)]
    assert all(rect.width == 80 for rect in places)
    assert max(rect.right for rect in places) <= room.right + 1e-9
    assert min(rect.left for rect in places) < room.left


def test_a_piece_above_a_low_room_is_left_out():
    room = Rect(0, 0, 200, 26)
    kept = [i for i, _rect in HEAP.places(6, room, (60, 10), 1.0)]
    assert kept == [0, 1, 2]  # tops at 10, 17.5 and 25 px fit in 26 px; the next, at 32.5, not
