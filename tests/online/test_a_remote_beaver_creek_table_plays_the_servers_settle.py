"""Beaver Creek at a seat played on a server: the server runs the physics and films it in its
events; the table at the remote seat plays exactly those frames (it simulates nothing), and
they end where the server settled the dam, while a bot on the server plays the other seat."""

from __future__ import annotations

import random
import time

import pytest
from tabletop_beaver_creek import preview
from tabletop_beaver_creek.settle import Settle

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join, play_turn
from tabletop_core.render.driving import make_shell

pytestmark = pytest.mark.gl


@pytest.mark.slow  # a server settling physics and a table playing every frame it filmed
def test_the_remote_table_plays_the_frames_the_server_filmed(
    start_server, window, driver, tmp_path
) -> None:
    from tabletop_core.render.online_screens import show_online_table

    server = start_server()
    seats = [{"kind": "invited"}, {"kind": "bot", "level": "random"}]
    opened = host(server, "beaver_creek", seats, seed=3)
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    here = join(server, opened["codes"][0]["code"])
    frame = show_online_table(shell, here)
    table = frame.table
    table.choreography.reduced_motion = table.choreography.playback.reduced_motion = False
    heard: list[list] = []
    played: list = []
    animate = table.choreography.on_events

    def on_events(events: list) -> None:
        heard.append(list(events))
        waiting = len(table.choreography.playback.queue)
        animate(events)
        if len(table.choreography.playback.queue) > waiting:
            played.append(
                (list(events), table.choreography.playback.queue[-1].clip, table.seat.view)
            )

    table.choreography.on_events = on_events
    rng = random.Random(2)
    try:
        deadline = time.monotonic() + 120
        while len(played) < 4 and not here.is_over:
            assert time.monotonic() < deadline, "no settle came to the remote table"
            driver.update(1 / 30)
            driver.draw()
            assert not frame.failed, shell.last_error
            if here.to_act == here.seat and not table.choreography.busy:
                play_turn(here, rng)
            time.sleep(0.01)
        films = [e.settle for events in heard for e in events if getattr(e, "settle", None)]
        assert films and all(isinstance(film, Settle) for film in films)
        assert len(played) >= 2
        for events, clip, view in played:
            assert clip.frames == preview.settle_clip(events, view.pieces).frames
            settled = {key: (p.x, p.y, p.angle) for key, p in view.pieces.items()}
            last = clip.frames[-1]
            assert set(last) == set(settled)
            for key, (x, y, angle) in settled.items():
                assert abs(last[key][0] - x) <= 0.11 and abs(last[key][1] - y) <= 0.11
                assert abs(last[key][2] - angle) <= 0.0011
    finally:
        here.close()
