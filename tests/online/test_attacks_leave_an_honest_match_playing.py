"""Every attack the issue saw, against a real ``tabletop serve`` with 256 file handles, while
an honest four-seat match plays on: no move waits past 1 s, memory grows less than 50 MiB,
file handles come back to where they were once matches end, and the log holds no traceback.

The server trusts 127.0.0.1 as its proxy and each client names its address in
``X-Forwarded-For`` (:mod:`tabletop_core.online.siege`), so the honest family and the attacker
are two addresses to the per-address limits while every packet stays on loopback.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tabletop_core.online.loopback import Server
from tabletop_core.online.siege import (
    ATTACKER,
    SIEGE_OPTIONS,
    Honest,
    Siege,
    metrics,
    open_files,
    open_match,
    rss_mib,
)

pytestmark = pytest.mark.slow

FILES = 256
STALL = 1.0


@dataclass
class Scene:
    server: Server
    siege: Siege
    honest: Honest
    baseline_rss: float
    baseline_files: int
    victim: dict[str, Any]
    """A match of the attacker's own (a guest with a code)."""
    log: Path

    def worst_since(self, start: float) -> float:
        trips = self.honest.between(start, time.monotonic())
        return max(trips, default=0.0)


@pytest.fixture(scope="module")
def scene(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scene]:
    folder = tmp_path_factory.mktemp("siege")
    log = folder / "server.log"
    server = Server(folder / "data", options=SIEGE_OPTIONS, max_files=FILES, log=log)
    server.start()
    assert server.process is not None
    pid = server.process.pid
    time.sleep(0.5)
    baseline_files = open_files(pid)
    baseline_rss = rss_mib(pid)
    honest = Honest(server.url, think=0.1)
    honest.start()
    victim = open_match(server.url, ATTACKER)
    try:
        yield Scene(
            server, Siege(server.port, pid), honest, baseline_rss, baseline_files, victim, log
        )
    finally:
        honest.stop()
        server.stop()


def _moves_go_on(scene: Scene, start: float) -> None:
    deadline = time.monotonic() + 5
    while not scene.honest.between(start, time.monotonic()) and time.monotonic() < deadline:
        time.sleep(0.1)  # an attack over at once: the next honest move is on its way
    assert not scene.honest.problems, scene.honest.problems
    assert scene.honest.between(start, time.monotonic()), "the honest match made no move"
    assert scene.worst_since(start) < STALL, (
        f"an honest move waited {scene.worst_since(start):.2f} s"
    )


def test_a_chunked_body_that_never_ends_is_cut_at_the_limit(scene: Scene) -> None:
    start = time.monotonic()
    before = rss_mib(scene.siege.pid)
    figures = scene.siege.endless_body(seconds=4)
    assert figures["status"] == 413, figures
    assert figures["sent_bytes"] < 8 * 1024 * 1024, figures  # cut early, not after seconds
    assert rss_mib(scene.siege.pid) - before < 20
    _moves_go_on(scene, start)


def test_opening_matches_in_a_flood_opens_only_the_addresss_share(scene: Scene) -> None:
    start = time.monotonic()
    figures = scene.siege.match_flood(seconds=3)
    assert figures["opened"] <= 10 and figures["refused"] > 0, figures
    _moves_go_on(scene, start)


def test_half_open_upgrades_trickling_bytes_are_cut(scene: Scene) -> None:
    start = time.monotonic()
    figures = scene.siege.trickling_upgrades(count=40, seconds=6)
    assert figures["cut"] == figures["connections"], figures
    assert figures["longest_open_s"] < 4, figures  # the head timeout is 2 s here
    _moves_go_on(scene, start)


def test_a_spectator_who_never_reads_is_dropped_and_the_match_plays_on(scene: Scene) -> None:
    start = time.monotonic()
    dropped = metrics(scene.siege.url)["tabletop_connections_dropped_slow_total"]
    assert scene.honest.watch is not None
    figures = scene.siege.slow_spectator(scene.honest.watch)  # at the honest family's match
    assert figures["cut"], figures
    assert metrics(scene.siege.url)["tabletop_connections_dropped_slow_total"] > dropped
    _moves_go_on(scene, start)


def test_a_snapshot_flood_is_closed_for_its_rate(scene: Scene) -> None:
    start = time.monotonic()
    assert scene.honest.watch is not None
    refused = metrics(scene.siege.url)
    figures = scene.siege.snapshot_flood(scene.honest.watch)
    after = metrics(scene.siege.url)
    if figures["close"] is not None:  # closed for its rate, with the reason...
        assert figures["close"] == 1008 and "too many messages" in figures["reason"], figures
    else:  # ...or dropped first for not reading the snapshots it asked for as fast
        dropped = "tabletop_connections_dropped_slow_total"
        assert after[dropped] > refused[dropped], figures
    _moves_go_on(scene, start)


def test_malformed_frames_of_every_kind_get_a_clean_close_with_a_reason(scene: Scene) -> None:
    start = time.monotonic()
    closes = scene.siege.malformed(scene.victim["watch"])
    for name, (code, reason) in closes.items():
        assert code in (1003, 1007, 1008, 1009), (name, code, reason)
        assert reason and "\n" not in reason, (name, reason)
    answers = scene.siege.garbage_http()
    assert all(status is not None and 400 <= status < 500 for status in answers.values()), answers
    _moves_go_on(scene, start)


def test_more_connections_than_an_address_may_hold_are_turned_away(scene: Scene) -> None:
    start = time.monotonic()
    figures = scene.siege.connection_flood(count=60)
    assert figures["held"] <= 32 and figures["refused"] >= 28, figures
    _moves_go_on(scene, start)


def test_a_code_redeemed_to_watch_1500_times_leaves_the_room_file_as_it_was(scene: Scene) -> None:
    start = time.monotonic()
    code = scene.victim["codes"][1]["code"]
    room_file = scene.server.data / "rooms" / f"{scene.victim['match']}.json"
    scene.siege.spectator_redemptions(code, count=1)  # the match's spectator token, once
    start = time.monotonic()
    figures = scene.siege.spectator_redemptions(code, count=1500, room_file=room_file)
    assert figures["redeemed"] == 1500, figures
    assert figures["room_file_after"] == figures["room_file_before"], figures
    # One spectator token per match: the watch code and the seats' codes give the same one.
    assert len(json.loads(room_file.read_text())["spectators"]) == 1
    _moves_go_on(scene, start)


def test_guessing_codes_is_slowed_and_the_right_code_still_joins(scene: Scene) -> None:
    start = time.monotonic()
    right = scene.victim["codes"][0]["code"]
    figures = scene.siege.guessing(right, guesses=30)
    assert figures["wrong_seconds"] >= (30 - 10) * 0.5 * 0.9, figures  # one check per 0.5 s
    assert figures["right_code_joined"] and figures["right_code_seconds"] < 2, figures
    _moves_go_on(scene, start)


def test_after_the_siege_memory_files_and_log_are_as_they_should_be(scene: Scene) -> None:
    pid = scene.siege.pid
    honest = scene.honest
    assert not honest.problems, honest.problems
    assert honest.longest_wait() < STALL, f"an honest move waited {honest.longest_wait():.2f} s"
    assert honest.matches >= 1 and len(honest.trips) > 100
    grown = rss_mib(pid) - scene.baseline_rss
    assert grown < 50, f"the server grew by {grown:.0f} MiB"
    honest.stop()
    deadline = time.monotonic() + 20
    while open_files(pid) > scene.baseline_files and time.monotonic() < deadline:
        time.sleep(0.25)  # idle matches close their files after 2 s here
    assert open_files(pid) <= scene.baseline_files, sorted(
        str(Path(f"/proc/{pid}/fd/{fd}").readlink()) for fd in Path(f"/proc/{pid}/fd").iterdir()
    )
    log = scene.log.read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
    assert "refused" in log
