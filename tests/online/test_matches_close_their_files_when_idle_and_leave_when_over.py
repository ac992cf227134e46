"""Every match's resources have an end: its journal and lock are closed when nobody moves for
a while (and opened again by the next move, which is journalled like any other), a finished
match leaves memory, and after the operator's retention time it leaves the disk."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from tabletop_core.online.loopback import Server, host, join, play_turn, settle
from tabletop_core.online.siege import metrics, open_files, open_paths
from tabletop_core.replay import read_save

# The slow tier: real server processes whose upkeep runs on the machine's clock, real seconds
# waited out. The fast tier drives the same upkeep on a clock of its own
# (test_the_servers_upkeep_runs_on_its_clock.py).
pytestmark = pytest.mark.slow


def _until(condition, seconds: float = 15.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not within time"
        time.sleep(0.1)


def test_an_idle_match_closes_its_files_and_the_next_move_opens_them(tmp_path: Path) -> None:
    server = Server(tmp_path / "data", options=["--limit", "idle-close=1"])
    server.start()
    assert server.process is not None
    baseline = open_files(server.process.pid)
    opened = host(
        server, "damit", [{"kind": "invited"}, {"kind": "bot", "level": "random"}], seed=3
    )
    client = join(server, opened["codes"][0]["code"])
    rng = random.Random(3)
    autosaves = server.data / "autosaves"
    try:
        settle([client])
        play_turn(client, rng)
        settle([client])
        played = client.ply
        assert list(autosaves.glob(".*.lock"))  # held while the match is being played
        _until(lambda: metrics(server.url)["tabletop_matches_open_files"] == 0)
        assert not list(autosaves.glob(".*.lock"))
        data = str(server.data)
        assert not [path for path in open_paths(server.process.pid) if path.startswith(data)]
        # The client's connection stays; the HTTP connection that asked for the metrics is
        # closed by the server a moment after its answer.
        _until(lambda: open_files(server.process.pid) <= baseline + 1)
        play_turn(client, rng)  # the journal is opened again
        settle([client])
        assert client.ply > played
        _until(lambda: metrics(server.url)["tabletop_matches_open_files"] == 0)
        journal = next(autosaves.glob("damit-*.json"))
        assert len(read_save(journal)[0].actions) == client.ply
    finally:
        client.close()
        server.stop()


def test_a_finished_match_leaves_memory_then_after_its_retention_the_disk(tmp_path: Path) -> None:
    options = ["--limit", "finished-linger=1", "--limit", "retention=2"]
    server = Server(tmp_path / "data", options=options)
    server.start()
    bots = [{"kind": "bot", "level": "random"}] * 2
    opened = host(server, "damit", [{"kind": "invited"}, *bots], seed=5)
    client = join(server, opened["codes"][0]["code"])
    rng = random.Random(5)
    try:
        for _ in range(500):
            settle([client])
            if client.is_over:
                break
            play_turn(client, rng)
        assert client.is_over
        match = opened["match"]
        room_file = server.data / "rooms" / f"{match}.json"
        journal = server.data / "autosaves" / f"damit-{match}.json"
        _until(lambda: metrics(server.url)["tabletop_matches"] == 0)
        assert metrics(server.url)["tabletop_matches_left_memory_total"] == 1
        assert room_file.exists() and journal.exists()  # kept for its retention
    finally:
        client.close()
        server.stop()
    time.sleep(2.5)
    server.start()  # a restart looks for finished matches whose retention ran out
    try:
        _until(lambda: not room_file.exists() and not journal.exists())
        assert metrics(server.url)["tabletop_matches"] == 0
    finally:
        log = server.stop()
    assert f"match {match} removed from disk" in log


def test_an_idle_match_nobody_is_at_leaves_memory_and_comes_back_with_its_people(
    tmp_path: Path,
) -> None:
    server = Server(
        tmp_path / "data", options=["--limit", "idle-close=1", "--limit", "idle-forget=2"]
    )
    server.start()
    opened = host(
        server, "damit", [{"kind": "invited"}, {"kind": "bot", "level": "random"}], seed=7
    )
    code = opened["codes"][0]["code"]
    rng = random.Random(7)
    client = join(server, code)
    try:
        settle([client])
        play_turn(client, rng)
        settle([client])
        played = client.ply
    finally:
        client.close()
    try:
        _until(lambda: metrics(server.url)["tabletop_matches"] == 0)
        client = join(server, code)  # the code still holds: the match is loaded again
        settle([client])
        assert client.ply == played
        play_turn(client, rng)
        settle([client])
        assert server.status(opened["match"])["ply"] == client.ply > played
        client.close()
    finally:
        log = server.stop()
    assert f"match {opened['match']} back in memory" in log
