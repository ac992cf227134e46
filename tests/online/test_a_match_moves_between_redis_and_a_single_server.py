"""A match moves between the engines: exported from Redis as a journal that ``tabletop
replay`` reads, into a single server's folder where that server plays it on with the same
tokens, and imported back into (another) Redis where the nodes play it on again."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import Server, host, play_turn, settle
from tabletop_core.online.redis_loopback import RedisServer


def tabletop(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def play(clients, rng, moves: int) -> None:
    for _ in range(moves):
        settle(clients)
        if clients[0].is_over:
            return
        play_turn(next(c for c in clients if c.to_act == c.seat), rng)
    settle(clients)


def rejoin(server_url: str, tokens: list[str]) -> list[RemoteMatch]:
    clients = [RemoteMatch(server_url, token=t, registry=plugins.registry()) for t in tokens]
    for client in clients:
        client.wait_seated()
    return clients


@pytest.mark.slow
def test_a_running_match_goes_to_one_server_and_back_to_redis(
    tmp_path: Path, start_nodes, redis_server
) -> None:
    nodes = start_nodes(2)
    opened = host(nodes[0], "damit", [{"kind": "invited"}] * 2, seed=3)
    match_id = opened["match"]
    clients = [
        RemoteMatch(node.url, code=entry["code"], registry=plugins.registry())
        for node, entry in zip(nodes, opened["codes"], strict=True)
    ]
    rng = random.Random(3)
    try:
        for client in clients:
            client.wait_seated()
        play(clients, rng, 6)
        ply, tokens, seen = clients[0].ply, [c.token for c in clients], clients[0].log_lines()
    finally:
        for client in clients:
            client.close()

    journal = tmp_path / "exported.json"
    done = tabletop("export-match", match_id, "--redis", redis_server.url, "--out", str(journal))
    assert done.returncode == 0, done.stderr
    shown = tabletop("replay", str(journal))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.strip().splitlines()[-1] == f"damit: {ply} actions, game not over"

    folder = tmp_path / "single"
    done = tabletop("export-match", match_id, "--redis", redis_server.url, "--data", str(folder))
    assert done.returncode == 0, done.stderr
    single = Server(folder)
    single.start()
    try:
        clients = rejoin(single.url, [t for t in tokens if t])
        settle(clients)
        assert clients[0].ply == ply and clients[0].log_lines()[: len(seen)] == seen
        play(clients, rng, 2)
        ply = clients[0].ply
        for client in clients:
            client.close()
    finally:
        single.stop()

    other = RedisServer(tmp_path / "other-redis")
    other.start()
    try:
        done = tabletop("import-match", match_id, "--data", str(folder), "--redis", other.url)
        assert done.returncode == 0, done.stderr
        again = tabletop("import-match", match_id, "--data", str(folder), "--redis", other.url)
        assert again.returncode == 1
        assert (
            again.stderr.strip().splitlines()[-1].endswith(f"match {match_id} is in Redis already")
        )
        node = Server(tmp_path / "node-other", options=["--redis", other.url])
        node.start()
        try:
            clients = rejoin(node.url, [t for t in tokens if t])
            settle(clients)
            assert clients[0].ply == ply
            play(clients, rng, 2)
            assert clients[0].ply > ply
            for client in clients:
                client.close()
        finally:
            node.stop()
    finally:
        other.stop()


def test_exporting_a_match_redis_does_not_hold_says_so_in_one_line(redis_server, tmp_path) -> None:
    done = tabletop(
        "export-match", "nosuch", "--redis", redis_server.url, "--out", str(tmp_path / "x")
    )
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == ["tabletop: there is no match nosuch in Redis"]
