"""SIGKILL the server mid-game: restarted on the same data, it resumes the match from its
journal, the clients reconnect with their tokens, and every move they were told of is there."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_core.online.loopback import host, join, play_turn, settle


@pytest.mark.slow
def test_a_killed_server_resumes_with_every_acknowledged_move(start_server) -> None:
    server = start_server()
    opened = host(
        server,
        "damit",
        [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}],
        seed=11,
    )
    clients = [join(server, entry["code"]) for entry in opened["codes"]]
    rng = random.Random(11)
    try:
        while clients[0].ply < 15:
            settle(clients)
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle(clients)
        acknowledged = clients[0].ply
        seen_log = clients[0].log_lines()
        server.kill()
        server.start()  # same port, same --data
        deadline = time.monotonic() + 60
        while not all(c.connected and c.reconnects >= 1 for c in clients):
            assert time.monotonic() < deadline
            time.sleep(0.05)
        settle(clients)
        assert clients[0].ply >= acknowledged
        assert clients[0].log_lines()[: len(seen_log)] == seen_log
        assert server.status(opened["match"])["ply"] >= acknowledged
        for _ in range(2000):
            settle(clients)
            if clients[0].is_over:
                break
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        assert clients[0].is_over and server.status(opened["match"])["over"]
    finally:
        for client in clients:
            client.close()
