"""The table animates a settle from the frames the rules' events carry: it needs no log of the
world to re-simulate (a seat far away gets none it could trust), and what it shows ends where
the rules settled the dam."""

from __future__ import annotations

import dataclasses
import random

import pytest
from tabletop_beaver_creek import preview

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def test_the_table_animates_a_settle_from_the_events_without_the_world_log(creek_shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    creek_shell.settings.reduced_motion = False
    game = creek_shell.registry.get("beaver_creek").game
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Otto")]
    host = creek_shell.start_match(Match(game, seats, 3, None, bots={}))
    table = host.table
    table.choreography.reduced_motion = table.choreography.playback.reduced_motion = False
    rng = random.Random(3)
    events: list = []
    for _ in range(60):
        driver.draw()
        table.choreography.playback.skip()
        events = host.act_for_seat_to_act(game.random_action(host.match.view(None), rng))
        if any(getattr(e, "settle", None) is not None for e in events):
            break
    assert any(getattr(e, "settle", None) is not None for e in events)
    table.choreography.playback.skip()
    driver.draw()

    view = table.seat.view
    table.seat._view = dataclasses.replace(view, world_log=[], world=None)
    table.choreography.on_events(events)
    take = table.choreography.playback.current
    assert take is not None, "no world log, yet the table plays the settle"
    expected = preview.settle_clip(events, view.pieces)
    assert take.clip.frames == expected.frames and take.clip.every == expected.every
    settled = {key: (p.x, p.y, p.angle) for key, p in view.pieces.items()}
    last = take.clip.frames[-1]
    assert set(last) == set(settled)
    assert all(abs(last[k][0] - settled[k][0]) <= 0.11 for k in settled)

    driver.update(1 / 60, frames=3)
    driver.draw()
    frame = table.choreography.playback.frame()
    assert frame is not None
    camera = table.scene.camera
    for key, (x, y, _angle) in frame.items():
        sprite = table.scene.dam.by_key[key]
        sx, sy = camera.to_screen(x, y)
        assert sprite.center_x == pytest.approx(sx) and sprite.center_y == pytest.approx(sy)
