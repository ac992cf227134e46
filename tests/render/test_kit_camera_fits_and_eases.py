"""The kit's camera: world bounds fitted into a rect (with a margin, never past the largest
scale, aligned in the room left), both ways the same mapping, and the eased camera that reaches
what it aims at, or jumps there under reduced motion."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.camera import Camera, Follow, fit

ROOM = Rect(100, 50, 800, 400)


def test_fit_shows_the_whole_world_inside_the_room_less_its_margin():
    world = Rect(-130, 0, 260, 200)
    camera = fit(world, ROOM, margin=10)
    shown = camera.shows(world)
    assert shown.height == pytest.approx(ROOM.height - 20)  # the tighter side fills
    assert shown.left >= ROOM.left + 10 - 1e-9 and shown.right <= ROOM.right - 10 + 1e-9
    assert shown.center_x == pytest.approx(ROOM.center_x)
    x, y = camera.to_screen(-50.0, 60.0)
    assert camera.to_world(x, y) == pytest.approx((-50.0, 60.0))


def test_fit_never_passes_the_largest_scale_and_stands_on_the_bottom_when_asked():
    tiny = Rect(-10, 0, 20, 10)
    camera = fit(tiny, ROOM, most=3.0, align=(0.5, 0.0))
    assert camera.k == 3.0
    assert camera.to_screen(0.0, 0.0) == pytest.approx((ROOM.center_x, ROOM.bottom))


def test_follow_eases_to_its_target_and_jumps_under_reduced_motion():
    near, far = Camera(3.0, 500.0, 80.0), Camera(1.5, 520.0, 80.0)
    follow = Follow(seconds=0.3)
    follow.aim(near)
    assert follow.camera == near and not follow.moving  # the first camera: at once
    follow.aim(far)
    assert follow.moving
    follow.update(1 / 60)
    assert far.k < follow.camera.k < near.k
    for _ in range(120):
        follow.update(1 / 60)
    assert follow.camera == far and not follow.moving
    calm = Follow(reduced_motion=True)
    calm.aim(near)
    calm.aim(far)
    assert calm.camera == far and not calm.moving
