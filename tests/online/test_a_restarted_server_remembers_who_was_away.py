"""SIGKILL the server while a bot plays for a person who went away: restarted on the same data,
it still counts that seat as away (with no new wait), and the move the bot played for the
person before the restart is still not theirs to take back when they return."""

from __future__ import annotations

import json
import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, join, play_turn

AWAY_AFTER = 4.0


def _until(ready, what: str, timeout: float = 60.0, clients=()) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        assert time.monotonic() < deadline, f"waited for {what}"
        for client in clients:
            client.poll()
        time.sleep(0.02)


@pytest.mark.slow
def test_a_killed_server_keeps_away_seats_and_the_moves_bots_played(start_server) -> None:
    server = start_server()
    opened = host(
        server,
        "damit",
        [{"kind": "invited"}, {"kind": "invited"}],
        seed=5,
        away_after=AWAY_AFTER,
    )
    ana = join(server, opened["codes"][0]["code"])
    otto = join(server, opened["codes"][1]["code"])
    token = otto.token
    rng = random.Random(4)
    try:
        if ana.to_act == ana.seat:
            play_turn(ana, rng)
        _until(lambda: ana.to_act == otto.seat, "Otto's turn", clients=[ana])
        otto.close()  # Otto's computer goes away on his turn
        _until(lambda: ana.is_away(1), "Otto to be marked away", clients=[ana])
        _until(lambda: ana.to_act == ana.seat, "the bot to play Otto's turn", clients=[ana])
        played = ana.ply
        room = json.loads((server.data / "rooms" / f"{opened['match']}.json").read_text())
        assert room["away"] == [1] and room["played_for"]

        server.kill()
        started = time.monotonic()  # the restarted server's rooms are younger than this
        server.start()  # same port, same --data
        status = server.status(opened["match"])
        if time.monotonic() - started < AWAY_AFTER:  # not marked again yet: remembered
            assert status["seats"][1]["away"] is True
        assert status["ply"] == played
        _until(lambda: ana.connected and ana.reconnects >= 1, "Ana to reconnect", clients=[ana])
        _until(lambda: ana.ply == played and ana.is_away(1), "Ana to hear", clients=[ana])

        otto = RemoteMatch(server.url, token=token, registry=plugins.registry())
        otto.wait_seated()
        _until(lambda: not ana.is_away(1), "Otto to be back", clients=[ana])
        assert otto.can_undo is False
        otto.undo()
        while otto.refusal is None:
            otto.wait(5)
        assert "bot played that move" in otto.refusal
        assert otto.ply == played
        assert server.status(opened["match"])["seats"][1]["away"] is False
    finally:
        ana.close()
        otto.close()
