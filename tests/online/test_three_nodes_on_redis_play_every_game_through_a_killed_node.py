"""The goal of "Online, part three": a real redis-server and three ``tabletop serve --redis``
nodes on loopback ports; a whole game of each of the four games at once, each seat (and a
spectator) connected to a different node; the node that runs the busiest match is SIGKILLed
mid-game. Play resumes on another node within seconds, no acknowledged action is lost, every
match's journal (exported from Redis) replays and checks, and no frame any seat or spectator
received depends on what it may not know."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.leak_check import check_frames
from tabletop_core.online.loopback import host, play_turn, settle

GAMES = ["damit", "mein_lieber_biber", "beaver_creek", "hamsterdam"]
KILL_AT = 10
"""The busiest match's ply at which the node running it is killed."""
RESUMED_WITHIN = 10.0
"""Seconds from the kill to the next acknowledged move of that match (a lease is 3 s)."""


def connect(nodes, first: int, code: str) -> RemoteMatch:
    """A client that knows every node's address, starting at ``nodes[first]``."""
    addresses = ",".join(nodes[(first + k) % len(nodes)].url for k in range(len(nodes)))
    return RemoteMatch(addresses, code=code, registry=plugins.registry(), record=True)


@pytest.mark.slow
def test_three_nodes_play_every_game_and_survive_losing_one(
    tmp_path: Path, start_nodes, redis_server
) -> None:
    nodes = start_nodes(3)
    tables = []
    for i, game in enumerate(GAMES):
        owner = i % 3
        seats = [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}]
        opened = host(nodes[owner], game, seats, seed=40 + i)
        people = [
            connect(nodes, owner + 1 + k, entry["code"]) for k, entry in enumerate(opened["codes"])
        ]
        watcher = connect(nodes, owner, opened["watch"])
        tables.append((game, owner, opened["match"], people, watcher))
    rng = random.Random(4)
    everyone = [c for *_rest, people, watcher in tables for c in [*people, watcher]]
    killed_at = None
    told_before_kill: dict[str, list[str]] = {}
    resumed = None
    try:
        for client in everyone:
            client.wait_seated()
        busiest = tables[0]  # Dam It!, run by node 0, which also holds its spectator
        while not all(people[0].is_over for *_r, people, _w in tables):
            for _game, _owner, match_id, people, watcher in tables:
                settle([*people, watcher], timeout=60)
                if people[0].is_over:
                    continue
                play_turn(
                    next(c for c in people if c.to_act == c.seat), rng, timeout=60, again=True
                )
                if killed_at is not None and resumed is None and match_id == busiest[2]:
                    resumed = time.monotonic() - killed_at
            if killed_at is None and busiest[3][0].ply >= KILL_AT:
                for _game, _owner, match_id, people, watcher in tables:
                    settle([*people, watcher])
                    told_before_kill[match_id] = watcher.log_lines()
                nodes[0].kill()
                killed_at = time.monotonic()
        for _game, _owner, _match, people, watcher in tables:
            settle([*people, watcher])
    finally:
        for client in everyone:
            client.close()

    assert killed_at is not None and resumed is not None
    assert resumed < RESUMED_WITHIN, f"play resumed {resumed:.1f} s after the kill"
    print(f"the busiest match's next move was acknowledged {resumed:.1f} s after the kill")
    registry = plugins.registry()
    for game, _owner, match_id, people, watcher in tables:
        journal = tmp_path / f"{game}-{match_id}.json"
        exported = subprocess.run(
            [sys.executable, "-m", "tabletop_core.cli", "export-match", match_id]
            + ["--redis", redis_server.url, "--out", str(journal)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert exported.returncode == 0, exported.stderr
        checked = subprocess.run(
            [sys.executable, "-m", "tabletop_core.cli", "replay", str(journal), "--check", "-q"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr
        whole = Match.load(journal, registry)
        assert whole.is_over
        # every move anybody was told of is in the journal: the log seen before the kill
        # is the beginning of the stored one, and everybody ends at its last ply
        assert (
            whole.log_lines(None)[: len(told_before_kill[match_id])] == told_before_kill[match_id]
        )
        assert {c.ply for c in [*people, watcher]} == {len(whole.actions)}
        compared = check_frames(whole, [*people, watcher])
        assert compared > 20, f"{game}: only {compared} re-dealt worlds compared"
    logs = "".join(node.stop() for node in nodes[1:])
    assert "Traceback" not in logs
    assert "taken on by this node" in logs
