"""An idle window skips frames: with nothing dirty, no input and no animation it draws once a
heartbeat; an input event, a screen marked dirty or a busy table bring every frame back (for a
moment of grace), and updates slow down while idle. The CPU share is measured in
benchmarks/idle_cpu.py."""

from __future__ import annotations

import pytest

from tabletop_core.render.idle import (
    FULL_UPDATE_RATE,
    GRACE,
    HEARTBEAT,
    IDLE_UPDATE_RATE,
    FramePacer,
)

pytestmark = pytest.mark.gl


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _frames(pacer: FramePacer, view, clock: Clock, seconds: float) -> int:
    drawn = 0
    for _ in range(int(seconds * 60)):
        clock.now += 1 / 60
        drawn += pacer.wants_frame(view)
    return drawn


def test_the_launcher_left_alone_draws_once_a_heartbeat(shell, driver):
    clock = Clock()
    pacer = FramePacer(clock)
    launcher = shell.show_launcher()
    driver.frame()  # drawn once: nothing is dirty any more
    assert not launcher.needs_frame()
    _frames(pacer, launcher, clock, GRACE + 0.1)  # the grace after the screen appeared
    assert pacer.idle and pacer.update_rate() == IDLE_UPDATE_RATE
    assert _frames(pacer, launcher, clock, 10) <= 10 / HEARTBEAT + 1
    pacer.wake()  # a key or the mouse
    assert pacer.update_rate() == FULL_UPDATE_RATE
    assert _frames(pacer, launcher, clock, GRACE) >= GRACE * 60 - 1


def test_a_change_on_screen_is_drawn_at_once(shell, driver):
    from tabletop_core.render._arcade import load_arcade

    clock = Clock()
    pacer = FramePacer(clock)
    launcher = shell.show_launcher()
    driver.draw()
    _frames(pacer, launcher, clock, GRACE + 2)
    driver.key(load_arcade().key.RIGHT)  # the focus moves: the screen is dirty
    assert launcher.needs_frame()
    clock.now += 1 / 60
    assert pacer.wants_frame(launcher)


def test_a_table_that_animates_keeps_every_frame(shell, driver):
    from tabletop_core.render.generic_table import GenericTable
    from tabletop_core.replay import SeatSpec

    class AnimatedTable(GenericTable):
        animating = False

        @property
        def busy(self) -> bool:
            return self.animating

    registered = shell.registry.get("beaver_bids")
    old_factory, registered.view_factory = registered.view_factory, AnimatedTable
    try:
        seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
        host = shell.start_match(shell.new_match("beaver_bids", seats, 5, None))
    finally:
        registered.view_factory = old_factory
    clock = Clock()
    pacer = FramePacer(clock)
    driver.draw()
    host.table.animating = True  # an animation people should watch
    assert _frames(pacer, host, clock, 5) >= 5 * 60 - 1
    host.table.animating = False
    _frames(pacer, host, clock, GRACE + 0.1)
    assert _frames(pacer, host, clock, 5) <= 5 / HEARTBEAT + 1
