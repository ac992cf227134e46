"""A match that left the server's memory (idle with nobody at it, or over) is still its host's:
a fresh code for a seat, and dealing again, load it back from its room file and journal, and the
people's own tokens follow it to the new deal."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.hosting import deal_again, fresh_code
from tabletop_core.online.loopback import Server, host, join, play_turn, settle
from tabletop_core.online.siege import metrics

# The slow tier: real server processes whose upkeep runs on the machine's clock, real seconds
# waited out. The fast tier drives the same upkeep on a clock of its own
# (test_the_servers_upkeep_runs_on_its_clock.py).
pytestmark = pytest.mark.slow


def _until(condition, seconds: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not within time"
        time.sleep(0.1)


def _in_memory(server: Server) -> int:
    return int(metrics(server.url)["tabletop_matches"])


def test_an_idle_match_out_of_memory_takes_a_fresh_code_and_is_dealt_again(
    tmp_path: Path,
) -> None:
    server = Server(
        tmp_path / "data", options=["--limit", "idle-close=1", "--limit", "idle-forget=2"]
    )
    server.start()
    opened = host(
        server, "damit", [{"kind": "invited"}, {"kind": "bot", "level": "random"}], seed=11
    )
    match, key = opened["match"], opened["host"]
    rng = random.Random(11)
    first = join(server, opened["codes"][0]["code"])
    try:
        settle([first])
        play_turn(first, rng)
        settle([first])
        played = first.ply
        token = first.token
    finally:
        first.close()
    try:
        _until(lambda: _in_memory(server) == 0)
        fresh = fresh_code(server.url, match, key, 0)  # loads the match again for its host
        assert fresh["seat"] == 0 and fresh["match"] == match
        second = join(server, fresh["code"])  # another device of the same person
        try:
            settle([second])
            assert second.match_id == match and second.ply == played
        finally:
            second.close()
        _until(lambda: _in_memory(server) == 0)
        dealt = deal_again(server.url, match, key)  # loaded again, and dealt again
        assert dealt != match
        assert server.status(dealt)["match"] == dealt
        back = RemoteMatch(server.url, token=token, registry=plugins.registry())
        back.wait_seated()  # the first device's token opens the same seat of the new deal
        try:
            settle([back])
            assert back.match_id == dealt and back.seat == 0
        finally:
            back.close()
    finally:
        log = server.stop()
    assert f"match {match} back in memory" in log
    assert f"match {match} dealt again as {dealt}" in log


def test_a_finished_match_out_of_memory_is_dealt_again_by_its_host(tmp_path: Path) -> None:
    server = Server(tmp_path / "data", options=["--limit", "finished-linger=1"])
    server.start()
    bots = [{"kind": "bot", "level": "random"}] * 2
    opened = host(server, "damit", [{"kind": "invited"}, *bots], seed=5)
    match, key = opened["match"], opened["host"]
    client = join(server, opened["codes"][0]["code"])
    rng = random.Random(5)
    try:
        for _ in range(500):
            settle([client])
            if client.is_over:
                break
            play_turn(client, rng)
        assert client.is_over
        _until(lambda: _in_memory(server) == 0)
    finally:
        client.close()
    try:
        dealt = deal_again(server.url, match, key)
        status = server.status(dealt)
        assert not status["over"] and status["ply"] >= 0
        again = join(server, opened["codes"][0]["code"])  # the seat's code opens the new deal
        try:
            settle([again])
            assert again.match_id == dealt and again.seat == 0 and not again.is_over
        finally:
            again.close()
    finally:
        server.stop()
