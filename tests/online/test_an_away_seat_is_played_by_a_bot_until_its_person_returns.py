"""A seat left empty longer than the host allows is played by a bot on the server, the table
says who is away, and the person takes the seat back by coming back (the bot then leaves their
turns to them again)."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, join, play_turn
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of

# The slow tier: real server processes whose upkeep runs on the machine's clock, real seconds
# waited out. The fast tier drives the same upkeep on a clock of its own
# (test_the_servers_upkeep_runs_on_its_clock.py).
pytestmark = [pytest.mark.gl, pytest.mark.slow]


def test_an_empty_seat_is_played_by_a_bot_and_taken_back(
    start_server, window, driver, tmp_path
) -> None:
    from tabletop_core.render.online_screens import show_online_table

    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=5, away_after=1)
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    ana = join(server, opened["codes"][0]["code"])
    table = show_online_table(shell, ana)
    otto = join(server, opened["codes"][1]["code"])
    token = otto.token
    rng = random.Random(4)

    def frames_until(ready, what: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            assert time.monotonic() < deadline, f"waited for {what}"
            driver.update(1 / 30)
            time.sleep(0.02)

    try:
        if ana.to_act == ana.seat:  # Ana plays first: then it is Otto's turn
            frames_until(lambda: table.can_act(), "Ana's table")
            play_turn(ana, rng)
        assert ana.to_act == otto.seat
        otto.close()  # Otto's computer goes away on his turn
        frames_until(lambda: ana.is_away(1), "Otto to be marked away")
        frames_until(lambda: ana.to_act == ana.seat, "the bot to play Otto's turn")
        assert server.status(opened["match"])["seats"][1]["away"] is True
        table.rebuild_now()
        words = " ".join(label.text for canvas in canvases_of(table) for label in canvas.texts)
        assert "away" in words  # the seat strip says Otto is away
        played_by_bot = ana.ply

        play_turn(ana, rng)  # Otto still away: the bot answers again
        frames_until(lambda: ana.ply > played_by_bot + 1 and ana.to_act == ana.seat, "the bot")

        otto = RemoteMatch(server.url, token=token, registry=plugins.registry())
        otto.wait_seated()
        frames_until(lambda: not ana.is_away(1), "Otto to be back")
        assert otto.can_undo is False  # the bot's move is not his to take back
        otto.undo()
        while otto.refusal is None:
            otto.wait(5)
        assert "bot played that move" in otto.refusal
        waiting_at = ana.ply
        play_turn(ana, rng)
        time.sleep(2.5)  # longer than the host's limit: the bot leaves Otto's turn to him now
        otto.poll()
        assert otto.to_act == otto.seat and otto.ply == waiting_at + 1
        play_turn(otto, rng)
        assert otto.ply == waiting_at + 2
        assert server.status(opened["match"])["seats"][1]["away"] is False
    finally:
        ana.close()
        otto.close()
