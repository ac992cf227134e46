"""Whoever watches a match, with its watch code or with a seat's code, is given the match's one
spectator token: the room file holds one spectator digest however many people watch, and the
watching survives the host dealing again."""

from __future__ import annotations

import json
import time
from pathlib import Path

from tabletop_core.online.hosting import deal_again
from tabletop_core.online.loopback import Server, host, join, settle


def test_the_watch_code_and_a_seats_code_give_the_same_spectator_token(tmp_path: Path) -> None:
    server = Server(tmp_path / "data")
    server.start()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=2)
    room_file = server.data / "rooms" / f"{opened['match']}.json"
    watchers = [
        join(server, opened["watch"]),
        join(server, opened["watch"]),
        join(server, opened["codes"][1]["code"], watch=True),
    ]
    try:
        settle(watchers)
        assert all(w.seat is None for w in watchers)
        assert len({w.token for w in watchers}) == 1
        assert len(json.loads(room_file.read_text())["spectators"]) == 1
        dealt = deal_again(server.url, opened["match"], opened["host"])
        deadline = time.monotonic() + 20
        for watcher in watchers:  # each goes over to the new deal with the one token
            while watcher.match_id != dealt or watcher.last is None:
                assert time.monotonic() < deadline, "a spectator did not follow the new deal"
                watcher.wait(0.5)
            assert watcher.restarted_from == opened["match"] and watcher.seat is None
    finally:
        for watcher in watchers:
            watcher.close()
        server.stop()
