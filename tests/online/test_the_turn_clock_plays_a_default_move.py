"""The host's turn clock, kept by the server: every seat is told the time left, the table shows
it, and a person who lets it run out gets the game's default move played for them (the weakest
bot's choice), which is journalled as theirs.

The slow tier: a real server process whose clock is the machine's, and a real two-second turn
clock waited out. The fast tier checks the same rules on a driven clock
(test_the_turn_clock_runs_on_the_servers_clock.py)."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join, play_turn
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of

pytestmark = [pytest.mark.gl, pytest.mark.slow]


def test_a_turn_left_to_run_out_is_played_for_its_person(
    start_server, window, driver, tmp_path
) -> None:
    from tabletop_core.render.online_screens import show_online_table

    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=8, turn_clock=2)
    first, second = (join(server, entry["code"]) for entry in opened["codes"])
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    try:
        first.poll()
        mover = first if first.to_act == first.seat else second
        table = show_online_table(shell, mover)
        assert mover.clock == 2
        deadline = time.monotonic() + 10
        while mover.clock_left() is None:
            assert time.monotonic() < deadline, "no clock message came"
            driver.update(1 / 30)
        left = mover.clock_left()
        assert 0 < left <= 2
        table.rebuild_now()
        words = " ".join(label.text for canvas in canvases_of(table) for label in canvas.texts)
        assert " s left" in words  # the prompt bar counts down the seat to act
        ply = mover.ply
        deadline = time.monotonic() + 30
        while mover.ply == ply:  # nobody moves: the clock runs out on the server
            assert time.monotonic() < deadline, "the clock never ran out"
            driver.update(1 / 30)
            time.sleep(0.02)
        assert mover.to_act != mover.seat and mover.ply == ply + 1
        log = mover.log_lines()
        assert log and mover.names[mover.seat] in " ".join(log)  # the move was played as theirs
        other = second if mover is first else first
        other.poll()
        play_turn(other, random.Random(1))  # the other person plays in time
        deadline = time.monotonic() + 10
        while mover.to_act != mover.seat:
            assert time.monotonic() < deadline
            driver.update(1 / 30)
        status = server.status(opened["match"])
        assert status["ply"] == ply + 2 and status["clock_left"] is not None
    finally:
        first.close()
        second.close()
