"""Undo online: the server checks it by the fair-play rules; a refusal says why, to that seat.

The server's app runs in the test's process on a clock the test drives: the clients keep to
its pace by moving that clock on (each move waits for its answer), not by sleeping."""

from __future__ import annotations

import random
import time

from tabletop_core.online.loopback import host, join, play_turn, settle


def _answer(client, ply: int) -> None:
    deadline = time.monotonic() + 30
    while client.ply == ply and client.refusal is None:
        assert time.monotonic() < deadline, "no answer to the undo"
        client.wait(0.5)


def test_undo_is_taken_when_allowed_and_refused_with_the_reason_otherwise(
    start_clocked_server,
) -> None:
    server = start_clocked_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=11)
    clients = [
        join(server, entry["code"], clock=server.clock, pause=server.pause)
        for entry in opened["codes"]
    ]
    rng = random.Random(2)
    taken = refused = 0
    try:
        for _ in range(200):
            settle(clients)
            if clients[0].is_over or (taken and refused):
                break
            mover = next(c for c in clients if c.to_act == c.seat)
            other = next(c for c in clients if c is not mover)
            play_turn(mover, rng)
            settle(clients)
            ply, allowed = mover.ply, mover.can_undo
            mover.undo()
            _answer(mover, ply)
            if allowed:
                assert mover.refusal is None and mover.ply == ply - 1
                settle(clients)
                assert other.ply == ply - 1 and other.refusal is None
                taken += 1
                play_turn(mover, rng)
            else:
                assert mover.refusal and "\n" not in mover.refusal and mover.ply == ply
                refused += 1
            settle(clients)
            other.undo()  # the other person may never take back this move
            _answer(other, other.ply)
            assert other.refusal is not None
        assert taken and refused, (taken, refused)
    finally:
        for client in clients:
            client.close()
