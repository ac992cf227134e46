"""A seat's token never reaches the server's output nor its data folder (only its digest)."""

from __future__ import annotations

import random

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, join, play_turn, settle
from tabletop_core.online.room import token_digest


def test_tokens_stay_out_of_logs_and_files(start_server) -> None:
    server = start_server()
    opened = host(server, "damit", [{"kind": "here"}, {"kind": "invited"}], seed=11)
    here = opened["here"][0]["token"]
    first = RemoteMatch(server.url, token=here, registry=plugins.registry())
    first.wait_seated()
    second = join(server, opened["codes"][0]["code"])
    invited = second.token
    assert invited and len(invited) >= 22 and invited != here
    rng = random.Random(4)
    try:
        for _ in range(6):
            settle([first, second])
            play_turn(next(c for c in (first, second) if c.to_act == c.seat), rng)
        first.drop_connection()
        settle([first, second])
    finally:
        first.close()
        second.close()
    printed = server.stop()
    assert "serving tabletop.online/1" in printed
    stored = b"".join(path.read_bytes() for path in server.data.rglob("*") if path.is_file())
    for token in (here, invited):
        assert token not in printed and token.encode() not in stored
        assert token_digest(token).encode() in stored
