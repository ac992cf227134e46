"""The physics table: determinism, settling, contacts, placing queries, collapse checks."""

from __future__ import annotations

import math

from tabletop_core.physics import Table, box, chamfered_box, displaced, tipped, turn_between


def _tower(levels: int = 4) -> Table:
    table = Table(gravity=981.0, dt=1 / 120, iterations=30)
    table.add_ground("ground")
    for level in range(levels):
        table.add_box(level, 40.0, 20.0, 0.0, 10.0 + 20.0 * level)
    return table


def test_same_calls_give_bit_identical_worlds() -> None:
    first, second = _tower(), _tower()
    first.add_box("hit", 10.0, 10.0, -60.0, 60.0).velocity = (300.0, 0.0)
    second.add_box("hit", 10.0, 10.0, -60.0, 60.0).velocity = (300.0, 0.0)
    first.step(240)
    second.step(240)
    assert first.snapshot(None) == second.snapshot(None)
    assert first.snapshot(None) != _tower().snapshot(None)


def test_a_resting_tower_settles_and_a_falling_box_does_not_in_time() -> None:
    tower = _tower()
    settling = tower.settle(600, min_steps=30)
    assert settling.settled and 30 <= settling.steps < 600
    falling = Table(gravity=981.0)
    falling.add_ground()
    falling.add_box("box", 10.0, 10.0, 0.0, 500.0)
    assert falling.settle(10).settled is False


def test_contacts_name_what_touches_what_and_the_ground() -> None:
    tower = _tower(3)
    tower.settle(600)
    assert tower.touching(0) == {"ground", 1}
    assert tower.touching(1) == {0, 2}
    pairs = {(c.a, c.b) for c in tower.contacts()}
    assert pairs == {("ground", 0), (0, 1), (1, 2)}
    top = next(c for c in tower.contacts() if (c.a, c.b) == (1, 2))
    assert math.isclose(top.y, 40.0, abs_tol=0.5)


def test_rest_height_finds_the_top_and_overlapping_finds_what_is_in_the_way() -> None:
    tower = _tower(2)
    tower.settle(600)
    y = tower.rest_height(box(30.0, 10.0), 0.0, gap=0.5)
    top = tower.pose(1).y + 10.0
    assert math.isclose(y, top + 5.0 + 0.5, abs_tol=0.2)
    assert tower.overlapping(box(30.0, 10.0), 0.0, y - 3.0) == {1}
    assert tower.overlapping(box(30.0, 10.0), 0.0, y) == set()
    assert tower.rest_height(chamfered_box(10, 20, 3), 300.0, floor=10.0, gap=0.5) == 10.5


def test_collapse_is_judged_against_settled_poses() -> None:
    tower = _tower(4)
    designed = tower.poses()
    tower.settle(600)
    settled = tower.poses()
    assert displaced(designed, settled, distance=0.01, angle=0.001)  # sinking is not a fall
    tower.step(120)
    assert displaced(settled, tower.poses(), distance=2.0, angle=0.05) == []
    tower.add_box("ram", 20.0, 20.0, -80.0, 70.0).velocity = (800.0, 0.0)
    tower.settle(1200)
    fallen = displaced(settled, tower.poses(), distance=2.0, angle=0.05)
    assert 3 in fallen and 0 not in fallen


def test_removed_bodies_leave_the_world_and_the_contacts() -> None:
    tower = _tower(2)
    tower.settle(600)
    tower.remove(1)
    tower.step(1)
    assert 1 not in tower and list(tower.bodies()) == [0]
    assert tower.touching(0) == {"ground"}


def test_angles_turn_the_short_way_and_tipping_has_a_limit() -> None:
    assert math.isclose(turn_between(math.radians(350), math.radians(10)), math.radians(20))
    assert tipped(math.radians(30), 0.0, math.radians(20))
    assert not tipped(math.radians(-10), 0.0, math.radians(20))
