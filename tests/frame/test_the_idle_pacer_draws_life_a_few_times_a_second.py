"""With life at rest on, an idle table is drawn a few times a second (at most ``LIFE_RATE``), not
every frame; with reduced motion it is drawn once a heartbeat, as before. Frames are counted
against a driven clock, as the window's pacer sees them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render.driving import Driver
from tabletop_core.render.idle import GRACE, HEARTBEAT, IDLE_UPDATE_RATE, FramePacer
from tabletop_core.render.kit.life import LIFE_RATE

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _frames(pacer: FramePacer, view, clock: Clock, seconds: float) -> int:
    drawn = 0
    for _ in range(round(seconds * 60)):
        clock.now += 1 / 60
        drawn += pacer.wants_frame(view)
    return drawn


def _idle_host(make_shell, window, reduced_motion: bool):
    host = with_bots(make_shell(reduced_motion=reduced_motion), "damit")
    Driver(window).update(0.1, frames=60)  # the opening's animations and toasts run out
    Driver(window).draw()
    assert not host.needs_frame()
    return host


def test_an_idle_living_table_is_drawn_a_few_times_a_second(make_shell, window):
    host = _idle_host(make_shell, window, reduced_motion=False)
    clock = Clock()
    pacer = FramePacer(clock)
    _frames(pacer, host, clock, GRACE + 0.1)
    assert pacer.idle and pacer.update_rate() == IDLE_UPDATE_RATE
    drawn = _frames(pacer, host, clock, 10)
    assert 10 * LIFE_RATE * 0.9 <= drawn <= 10 * LIFE_RATE + 1  # (frames fall on 1/60 s ticks)
    assert LIFE_RATE <= 5  # a few, not sixty


def test_under_reduced_motion_the_idle_table_is_drawn_once_a_heartbeat(make_shell, window):
    host = _idle_host(make_shell, window, reduced_motion=True)
    clock = Clock()
    pacer = FramePacer(clock)
    _frames(pacer, host, clock, GRACE + 0.1)
    assert _frames(pacer, host, clock, 10) <= 10 / HEARTBEAT + 1
