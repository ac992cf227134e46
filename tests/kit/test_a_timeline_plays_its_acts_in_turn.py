"""A timeline plays its acts one after another at the animation speed, tells each act's banner
as it begins, catches up when many wait, says when the act showing an event has got far enough,
and queues nothing under reduced motion; a recording plays frame by frame and holds its last."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop_core.render.kit.timeline import Act, Timeline, recorded, recording_seconds


@dataclass
class Wait(Act):
    duration: float = 1.0
    note: tuple[str, bool] | None = None


def test_acts_play_in_turn_and_tell_their_banners_as_they_begin():
    show: Timeline[Wait] = Timeline(speed=2.0)
    first, second = Wait(1.0, ("first", False)), Wait(1.0, ("second", True))
    show.add(first)
    show.add(second)
    assert show.busy and show.playing is first
    assert show.take_notes() == [("first", False)]
    assert not show.update(0.25)  # half of the first act at double speed
    assert show.clock == pytest.approx(0.5) and show.take_notes() == []
    assert show.update(0.3)  # the first ends: the second begins and tells its banner
    assert show.playing is second and show.clock == pytest.approx(0.1)
    assert show.take_notes() == [("second", True)]
    show.update(1.0)
    assert not show.busy and show.playing is None and show.clock == 0.0


def test_an_event_is_reached_when_its_act_gets_far_enough():
    show: Timeline[Wait] = Timeline()
    event, other = object(), object()
    show.add(Wait(1.0))
    show.add(Wait(1.0), shows=event, at=0.5)
    assert not show.reached(event) and show.reached(other)  # untold events never wait
    show.update(1.2)
    assert not show.reached(event)
    show.update(0.4)
    assert show.reached(event)


def test_a_long_queue_catches_up_and_reduced_motion_queues_nothing():
    show: Timeline[Wait] = Timeline()
    for _ in range(4):
        show.add(Wait(1.0))
    show.update(0.5)  # four waiting: three times as fast
    assert len(show.queue) == 3
    calm: Timeline[Wait] = Timeline(reduced_motion=True)
    calm.add(Wait(1.0, ("told", False)))
    assert not calm.busy and calm.take_notes() == []
    show.skip()
    assert not show.busy


def test_a_recording_plays_frame_by_frame_and_holds_its_last():
    frames = ("a", "b", "c")
    assert recording_seconds(frames, 30.0) == pytest.approx(0.1)
    assert recording_seconds((), 30.0) == pytest.approx(1 / 30)
    assert [recorded(frames, 30.0, t) for t in (0.0, 0.034, 0.07, 5.0)] == ["a", "b", "c", "c"]
