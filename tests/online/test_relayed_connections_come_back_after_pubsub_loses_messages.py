"""Redis pub/sub delivers a message only to a listener connected at that moment. When a node's
listening connection breaks, whatever was published meanwhile is lost for good, so every
connection relayed through that node ends and its client comes back (and gets what it missed
from the match's stream) rather than waiting in silence for an update that never comes.

And a burst of people arriving at once makes a node queue its Redis commands, never take the
burst for Redis being down."""

from __future__ import annotations

import asyncio
import json
import random
import time

import pytest
import websockets

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch, play_url
from tabletop_core.online.loopback import host, play_turn, settle
from tabletop_core.online.protocol import PROTOCOL


@pytest.mark.slow
def test_a_broken_pubsub_connection_sends_every_relayed_client_back(start_nodes, redis_server):
    import redis

    nodes = start_nodes(2)
    opened = host(nodes[0], "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=7)
    # both seats connect to the node that does not run the match: both are relayed
    clients = [
        RemoteMatch(nodes[1].url, code=entry["code"], registry=plugins.registry())
        for entry in opened["codes"]
    ]
    rng = random.Random(7)
    try:
        for client in clients:
            client.wait_seated()
        for _ in range(4):
            settle(clients)
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle(clients)
        before = [client.reconnects for client in clients]
        admin = redis.Redis.from_url(redis_server.url)
        try:
            assert admin.client_kill_filter(_type="pubsub") >= 2  # each node's listener
        finally:
            admin.close()
        deadline = time.monotonic() + 20
        while any(c.reconnects == r for c, r in zip(clients, before, strict=True)):
            assert time.monotonic() < deadline, "a relayed client was never sent back"
            for client in clients:
                client.wait(0.1)
        for _ in range(4):  # and the match plays on for both
            settle(clients)
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle(clients)
        assert clients[0].ply == clients[1].ply >= 8
    finally:
        for client in clients:
            client.close()
    assert "Traceback" not in "".join(node.stop() for node in nodes)


async def _arrive(url: str, code: str) -> str:
    """Join with ``code``; the first message's type, or how the connection was closed."""
    try:
        async with websockets.connect(url, open_timeout=30) as ws:
            await ws.send(json.dumps({"type": "join", "protocol": PROTOCOL, "code": code}))
            return json.loads(await ws.recv())["type"]
    except websockets.ConnectionClosed as closed:
        return f"closed {closed.rcvd.code if closed.rcvd else '?'}"


@pytest.mark.slow
def test_two_hundred_people_arriving_at_once_are_all_seated(start_nodes) -> None:
    limits = ["--limit", "matches-per-minute=100", "--limit", "connections-per-address=400"]
    nodes = start_nodes(2, limits)
    codes = [
        entry["code"]
        for i in range(50)
        for entry in host(nodes[i % 2], "damit", [{"kind": "invited"}] * 4)["codes"]
    ]
    urls = [play_url(node.url) for node in nodes]

    async def everyone() -> list[str]:
        return await asyncio.gather(*(_arrive(urls[i % 2], code) for i, code in enumerate(codes)))

    answers = asyncio.run(everyone())
    assert answers == ["welcome"] * len(codes), sorted(set(answers))
    logs = "".join(node.stop() for node in nodes)
    assert "unavailable" not in logs and "Traceback" not in logs, logs[-2000:]
