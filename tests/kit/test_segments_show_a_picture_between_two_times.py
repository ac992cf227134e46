"""A segment shows a picture between two times of a timeline, eased from one box (centre, size,
opacity) to another, hidden outside them unless it holds its last box (the kit's segments)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.segments import OPAQUE, Segment, box_of, unease
from tabletop_core.render.motion.easing import smooth


def _sprite() -> SimpleNamespace:
    return SimpleNamespace(center_x=0.0, center_y=0.0, width=1.0, height=1.0, alpha=0, visible=True)


def test_a_segment_is_hidden_before_it_begins_and_after_it_ends():
    sprite = _sprite()
    segment = Segment(sprite, (0, 0, 10, 10, OPAQUE), (100, 0, 10, 10, 0), 1.0, 2.0)
    segment.place(0.5)
    assert not sprite.visible
    segment.place(1.5)
    assert sprite.visible and sprite.center_x == pytest.approx(50.0)
    assert sprite.alpha == pytest.approx(OPAQUE / 2, abs=1)
    segment.place(2.5)
    assert not sprite.visible


def test_a_held_segment_stays_at_its_last_box():
    sprite = _sprite()
    Segment(sprite, (0, 0, 10, 10, 0), (40, 30, 20, 20, OPAQUE), 0.0, 1.0, hold=True).place(9.0)
    assert sprite.visible
    assert (sprite.center_x, sprite.center_y, sprite.width, sprite.height) == (40, 30, 20, 20)
    assert sprite.alpha == OPAQUE


def test_a_picture_turning_edge_on_stays_a_line():
    sprite = _sprite()
    Segment(sprite, (0, 0, 10, 10, OPAQUE), (0, 0, 0, 10, OPAQUE), 0.0, 1.0, hold=True).place(1.0)
    assert 0 < sprite.width < 1


def test_a_box_is_a_rect_at_an_opacity():
    assert box_of(Rect(10, 20, 30, 40)) == (25, 40, 30, 40, OPAQUE)
    assert box_of(Rect(0, 0, 2, 2), 90)[4] == 90


@pytest.mark.parametrize("share", [0.0, 0.1, 0.25, 0.5, 0.8, 1.0])
def test_unease_finds_when_the_eased_front_reaches_a_share_of_the_way(share):
    assert smooth(unease(share)) == pytest.approx(share, abs=1e-9)
