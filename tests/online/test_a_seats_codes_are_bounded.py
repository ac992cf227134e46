"""A host may hand out as many fresh codes as they like, but a seat is opened by its 16 latest
codes only (the oldest retires): a match's books stay bounded, in memory and in its room file,
while the tokens of people already seated keep working."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_core.online.client import RemoteMatch, ServerRefused
from tabletop_core.online.hosting import fresh_code
from tabletop_core.online.loopback import Server, host, join, settle
from tabletop_core.online.room import CODES_PER_SEAT


def test_fresh_codes_beyond_the_bound_retire_the_oldest(tmp_path: Path) -> None:
    server = Server(tmp_path / "data")
    server.start()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=4)
    match, key = opened["match"], opened["host"]
    first = opened["codes"][0]["code"]
    seated = join(server, first)  # a device seated with the first code keeps its seat
    try:
        settle([seated])
        fresh = [fresh_code(server.url, match, key, 0)["code"] for _ in range(CODES_PER_SEAT)]
        room = json.loads((server.data / "rooms" / f"{match}.json").read_text())
        assert sorted(room["codes"].values()).count(0) == CODES_PER_SEAT
        retired = RemoteMatch(server.url, code=first)
        try:
            with pytest.raises(ServerRefused, match="unknown or has expired"):
                retired.wait_seated()
        finally:
            retired.close()
        newest = join(server, fresh[-1])
        oldest_kept = join(server, fresh[0])
        try:
            settle([seated, newest, oldest_kept])
            assert newest.seat == oldest_kept.seat == seated.seat == 0
        finally:
            newest.close()
            oldest_kept.close()
    finally:
        seated.close()
        server.stop()
