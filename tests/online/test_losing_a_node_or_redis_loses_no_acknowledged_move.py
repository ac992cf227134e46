"""Three ``tabletop serve --redis`` nodes: SIGKILL the node that runs a match and another one
takes it on from its Redis stream within seconds; SIGKILL Redis itself and every node says so
in one line, acknowledges nothing it could not store, and plays on once Redis is back (its
append-only file, fsynced at every write, keeps every acknowledged move)."""

from __future__ import annotations

import contextlib
import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, play_turn, settle


def seat_everyone(nodes, opened) -> list[RemoteMatch]:
    """One client per invited seat, each connected first to a node of its own (and told every
    node's address, as a client behind no proxy would be)."""
    clients = []
    for i, entry in enumerate(opened["codes"]):
        addresses = ",".join(nodes[(i + k) % len(nodes)].url for k in range(len(nodes)))
        client = RemoteMatch(addresses, code=entry["code"], registry=plugins.registry())
        clients.append(client)
    for client in clients:
        client.wait_seated()
    return clients


def play_until(clients, rng, ply: int) -> None:
    while clients[0].ply < ply and not clients[0].is_over:
        settle(clients)
        play_turn(next(c for c in clients if c.to_act == c.seat), rng)
    settle(clients)


def move_until_heard(clients, rng, timeout: float = 30.0) -> None:
    """The seat to act moves; a move sent while its connection was being moved elsewhere is
    never acknowledged (nor stored), so the person moves again, as at a table."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        settle(clients, timeout=timeout)
        mover = next(c for c in clients if c.to_act == c.seat)
        ply, reconnects = mover.ply, mover.reconnects
        try:
            mover.act(mover.legal_actions()[rng.randrange(len(mover.legal_actions()))])
        except ConnectionError:
            continue
        while mover.ply == ply and mover.reconnects == reconnects:
            assert time.monotonic() < deadline, "no answer to a move"
            mover.wait(0.2)
        if mover.ply > ply:
            return
    raise AssertionError("no move was heard")


@pytest.mark.slow
def test_a_killed_node_hands_its_matches_to_another_within_seconds(start_nodes) -> None:
    nodes = start_nodes(3)
    opened = host(nodes[0], "damit", [{"kind": "invited"}] * 3, seed=21)
    clients = seat_everyone(nodes, opened)
    rng = random.Random(21)
    try:
        play_until(clients, rng, 9)
        acknowledged = clients[0].ply
        seen = clients[0].log_lines()
        nodes[0].kill()  # it runs the match, and holds the first client's connection
        killed = time.monotonic()
        settle(clients, timeout=30)
        # a relay may not have seen the owner die yet: a move sent through it meanwhile is
        # never acknowledged, its connection moves elsewhere, and the person moves again
        play_turn(next(c for c in clients if c.to_act == c.seat), rng, timeout=30, again=True)
        resumed = time.monotonic() - killed
        assert resumed < 10, f"play resumed {resumed:.1f} s after the kill"
        settle(clients)
        assert clients[0].ply > acknowledged
        assert clients[0].log_lines()[: len(seen)] == seen
        play_until(clients, rng, 10_000)
        assert all(c.is_over for c in clients)
    finally:
        for client in clients:
            client.close()
    logs = "".join(node.stop() for node in nodes[1:])
    assert f"taken on by this node ({acknowledged} moves from its stream)" in logs
    assert "Traceback" not in logs


@pytest.mark.slow
def test_losing_redis_acknowledges_nothing_unstored_and_play_goes_on_when_it_is_back(
    start_nodes, redis_server
) -> None:
    nodes = start_nodes(2)
    opened = host(nodes[0], "damit", [{"kind": "invited"}] * 2, seed=8)
    clients = seat_everyone(nodes, opened)
    rng = random.Random(8)
    try:
        play_until(clients, rng, 6)
        acknowledged = clients[0].ply
        redis_server.kill()
        mover = next(c for c in clients if c.to_act == c.seat)
        # Nowhere to store it, so nobody may hear of it. The node may have seen Redis go and
        # ended the connection first: then the move is never even sent.
        with contextlib.suppress(ConnectionError):
            mover.act(mover.legal_actions()[0])
        deadline = time.monotonic() + 4
        while time.monotonic() < deadline:
            for client in clients:
                client.poll()
                assert client.ply == acknowledged
            time.sleep(0.05)
        redis_server.start()  # the same folder: its append-only file
        settle(clients, timeout=40)
        assert [c.ply for c in clients] == [acknowledged] * 2
        for _ in range(3):
            move_until_heard(clients, rng)
        settle(clients)
        assert clients[0].ply >= acknowledged + 3
    finally:
        for client in clients:
            client.close()
    for node in nodes:
        log = node.stop()
        assert log.count("redis unavailable at") == 1, log
        assert "Traceback" not in log
