"""A node that is starved of CPU for a while (here: paused outright with SIGSTOP for twice its
lease, then let go on) keeps its matches: its lease lapses, but it still listens on its
channel, so no other node adopts the match and no relay sends a seat back; on waking it takes
its lease back (nobody else took it and the stream is as it left it) and plays on, a move sent
meanwhile answered late rather than lost. One that stays silent past ``HUNG_AFTER`` is hung,
and its matches move on."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, play_turn, settle
from tabletop_core.online.shared import LEASE_MS, lease_key


def lease_holder(redis_url: str, match_id: str) -> str | None:
    import redis

    client = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        return client.get(lease_key(match_id))
    finally:
        client.close()


def seat_on(nodes, opened) -> list[RemoteMatch]:
    """One client per seat, each on one of ``nodes`` (none on the node running the match)."""
    clients = [
        RemoteMatch(nodes[i % len(nodes)].url, code=entry["code"], registry=plugins.registry())
        for i, entry in enumerate(opened["codes"])
    ]
    for client in clients:
        client.wait_seated()
    return clients


@pytest.mark.slow
def test_a_node_paused_for_twice_its_lease_keeps_its_match_and_no_seat_is_sent_back(
    start_nodes, redis_server
) -> None:
    nodes = start_nodes(3)
    owner = nodes[0]
    opened = host(owner, "damit", [{"kind": "invited"}] * 3, seed=34)
    match_id = opened["match"]
    clients = seat_on(nodes[1:], opened)  # every seat relayed to the owner
    rng = random.Random(34)
    try:
        while clients[0].ply < 4:
            settle(clients)
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle(clients)
        holder = lease_holder(redis_server.url, match_id)
        assert holder is not None
        before = clients[0].ply
        assert owner.process is not None
        os.kill(owner.process.pid, signal.SIGSTOP)
        try:
            mover = next(c for c in clients if c.to_act == c.seat)
            mover.act(mover.legal_actions()[0])  # sent while the owner cannot answer
            time.sleep(2 * LEASE_MS / 1000)
            assert lease_holder(redis_server.url, match_id) is None  # it did lapse
            for client in clients:
                client.poll()
                assert client.ply == before  # nobody else ran the match meanwhile
        finally:
            os.kill(owner.process.pid, signal.SIGCONT)
        deadline = time.monotonic() + 30
        while mover.ply == before:  # the move sent meanwhile is answered, late
            assert time.monotonic() < deadline, "the move sent meanwhile was never answered"
            mover.wait(0.2)
        settle(clients)
        assert clients[0].ply == before + 1
        while clients[0].ply < before + 5 and not clients[0].is_over:
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
            settle(clients)
        assert [c.reconnects for c in clients] == [0] * len(clients)
        assert lease_holder(redis_server.url, match_id) == holder
    finally:
        for client in clients:
            client.close()
    others = "".join(node.stop() for node in nodes[1:])  # (before the owner hands it on)
    assert "taken on by this node" not in others
    log = owner.stop()
    assert "short of CPU" in log  # its renewal knew it was late
    assert "another node runs this match now" not in log
    assert "Traceback" not in log + others
