"""A flight takes a thing from where it is to where it belongs, at the animation speed, hopping
if asked, and lands at once with reduced motion (the kit's flights, shared by the tables)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop_core.render.kit.flights import Flights


def _thing(x: float = 0.0, y: float = 0.0, size: float = 10.0) -> SimpleNamespace:
    return SimpleNamespace(center_x=x, center_y=y, width=size, height=size)


def test_a_flight_lands_where_it_was_sent_and_says_so():
    flights, thing, landed = Flights(), _thing(), []
    flights.fly(thing, (100.0, 50.0, 20.0, 30.0), duration=0.4, landed=lambda: landed.append(1))
    assert flights.busy and (thing.center_x, thing.center_y) == (0.0, 0.0)
    assert not flights.update(0.2)
    assert 0.0 < thing.center_x < 100.0 and 10.0 < thing.width < 20.0
    assert flights.update(0.25)
    assert (thing.center_x, thing.center_y, thing.width, thing.height) == (100, 50, 20, 30)
    assert landed == [1] and not flights.busy


def test_animation_speed_divides_the_time_a_flight_takes():
    slow, fast = Flights(speed=1.0), Flights(speed=2.0)
    a, b = _thing(), _thing()
    slow.fly(a, (100.0, 0.0, 10.0, 10.0), duration=0.4)
    fast.fly(b, (100.0, 0.0, 10.0, 10.0), duration=0.4)
    slow.update(0.21)
    assert fast.update(0.21) and b.center_x == 100.0
    assert slow.busy and a.center_x < 100.0


def test_with_reduced_motion_every_flight_lands_at_once():
    flights, thing = Flights(reduced_motion=True), _thing()
    flights.fly(thing, (100.0, 40.0, 10.0, 10.0), delay=0.5, duration=1.0, hop=30.0)
    assert not flights.busy and (thing.center_x, thing.center_y) == (100.0, 40.0)


def test_a_hop_rises_above_the_straight_line_and_lands_on_it():
    flights, thing = Flights(), _thing()
    flights.fly(thing, (100.0, 0.0, 10.0, 10.0), duration=1.0, hop=30.0)
    flights.update(0.5)
    assert thing.center_y == pytest.approx(30.0)
    flights.update(0.6)
    assert thing.center_y == 0.0


def test_finish_lands_every_flight_now_however_late_it_starts():
    flights, first, second = Flights(), _thing(), _thing()
    flights.fly(first, (10.0, 0.0, 10.0, 10.0), duration=0.3)
    flights.fly(second, (0.0, 90.0, 10.0, 10.0), delay=2.0, duration=0.3)
    flights.finish()
    assert not flights.busy
    assert (first.center_x, second.center_y) == pytest.approx((10.0, 90.0))
