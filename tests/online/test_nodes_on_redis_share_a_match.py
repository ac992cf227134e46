"""Several ``tabletop serve --redis`` nodes share their matches through a real redis-server:
a match opened on one node is played by people connected to the others, and every move any of
them was told of is in the match's Redis stream."""

from __future__ import annotations

import random
import subprocess
import sys

from tabletop_core import plugins
from tabletop_core.journal import parse_journal
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, play_turn, settle
from tabletop_core.online.shared import journal_key


def stream_lines(redis_url: str, match_id: str) -> list[str]:
    import redis

    client = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        return [fields["l"] for _id, fields in client.xrange(journal_key(match_id))]
    finally:
        client.close()


def test_a_match_opened_on_one_node_is_played_from_the_others(start_nodes, redis_server) -> None:
    nodes = start_nodes(3)
    opened = host(
        nodes[0],
        "damit",
        [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}],
        seed=5,
    )
    clients = [
        RemoteMatch(node.url, code=entry["code"], registry=plugins.registry())
        for node, entry in zip(nodes[1:], opened["codes"], strict=True)
    ]
    rng = random.Random(5)
    try:
        for client in clients:
            client.wait_seated()
        assert [c.seat for c in clients] == [0, 1]
        while clients[0].ply < 12:
            settle(clients)
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle(clients)
        told = clients[0].ply
        replay = parse_journal("".join(stream_lines(redis_server.url, opened["match"]))).replay
        assert len(replay.actions) == told  # every move anybody heard of is stored
        assert replay.seed == 5 and [s.kind for s in replay.seats] == ["human", "human", "bot"]
    finally:
        for client in clients:
            client.close()
    logs = "".join(node.stop() for node in nodes)
    assert "Traceback" not in logs


def test_serve_with_redis_says_what_to_install_without_the_client(tmp_path) -> None:
    hide = "import sys; sys.modules['redis'] = None; from tabletop_core.cli import main; main()"
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            hide,
            "serve",
            "--redis",
            "redis://127.0.0.1:1/0",
            "--data",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    lines = (done.stdout + done.stderr).strip().splitlines()
    assert lines == [
        "tabletop: tabletop serve --redis needs the Redis client: "
        "pip install 'tabletop-core[redis]' (or pip install redis)"
    ]
