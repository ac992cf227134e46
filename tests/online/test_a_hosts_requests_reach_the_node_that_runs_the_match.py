"""Behind a proxy the host's requests land on any node: a fresh code, the match's status and a
new deal asked of a node that does not run the match are answered by the one that does."""

from __future__ import annotations

import random
import time
import urllib.error

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.hosting import HostError, deal_again, fresh_code
from tabletop_core.online.loopback import host, play_turn, settle


def test_codes_status_and_a_new_deal_from_any_node(start_nodes) -> None:
    nodes = start_nodes(3)
    opened = host(nodes[0], "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=9)
    match_id, key = opened["match"], opened["host"]
    first = RemoteMatch(nodes[1].url, code=opened["codes"][0]["code"], registry=plugins.registry())
    fresh = fresh_code(nodes[2].url, match_id, key, 1)  # node 2 does not run the match
    assert fresh["seat"] == 1 and fresh["match"] == match_id
    second = RemoteMatch(nodes[1].url, code=fresh["code"], registry=plugins.registry())
    clients = [first, second]
    try:
        for client in clients:
            client.wait_seated()
        assert second.seat == 1
        settle(clients)
        play_turn(next(c for c in clients if c.to_act == c.seat), random.Random(9))
        settle(clients)
        for node in nodes:
            status = node.status(match_id)
            assert status["ply"] == first.ply == 1 and status["match"] == match_id
        with pytest.raises(HostError, match="only the host"):
            fresh_code(nodes[1].url, match_id, "x" * 32, 1)
        new_match = deal_again(nodes[2].url, match_id, key)
        assert new_match != match_id
        for client in clients:  # the new match's id comes first, its opening state after it
            deadline = time.monotonic() + 30
            while client.match_id != new_match or client.ply != 0:
                assert time.monotonic() < deadline, "a client did not follow the new deal"
                client.wait(1)
        settle(clients)
        assert first.ply == second.ply == 0
    finally:
        for client in clients:
            client.close()
    with pytest.raises(urllib.error.HTTPError):
        nodes[2].status("0123456789ab")  # no such match anywhere: 404
