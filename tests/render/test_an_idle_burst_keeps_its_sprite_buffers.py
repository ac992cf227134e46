"""Finishing particles when none are in flight (tables do it at every move) keeps the sprite
list's buffers: arcade's ``clear`` makes new ones (and new GL buffers once drawn), even for an
empty list."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def test_finishing_an_idle_burst_keeps_its_buffers_and_a_busy_one_is_emptied(window):
    from tabletop_core.render.motion.particles import KINDS, Bursts

    bursts = Bursts()
    bursts.sprites.draw()  # drawn once: its GL buffers made
    data = bursts.sprites._sprite_pos_angle_data
    for _ in range(3):
        bursts.finish()
    assert bursts.sprites._sprite_pos_angle_data is data, "the same buffers, not new ones"

    bursts.burst(next(iter(KINDS)), 100, 100, seed=1, count=5)
    assert len(bursts.sprites) == 5 and bursts.busy
    bursts.finish()
    assert len(bursts.sprites) == 0 and not bursts.busy
