"""The host decides whether spectators may watch: without their leave no code to watch is made,
and someone who tries to watch with a seat's code is turned away in one line; with it, a seat's
code lets a grandparent watch without taking the seat from its person.

The server's app runs in the test's process on a clock the test drives, and the clients count
their pace and their back-off before reconnecting on it: nothing waits real seconds."""

from __future__ import annotations

import pytest

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch, ServerRefused
from tabletop_core.online.loopback import host, join, settle


def test_a_refused_spectator_is_told_why_in_one_line(start_clocked_server) -> None:
    server = start_clocked_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], spectators=False)
    assert opened["watch"] is None
    code = opened["codes"][0]["code"]
    watcher = RemoteMatch(
        server.url,
        code=code,
        registry=plugins.registry(),
        watch=True,
        clock=server.clock,
        pause=server.pause,
    )
    try:
        with pytest.raises(ServerRefused) as refused:
            watcher.wait_seated()
        reason = str(refused.value)
        assert "does not let spectators watch" in reason and "\n" not in reason
    finally:
        watcher.close()
    assert server.status(opened["match"])["spectators_allowed"] is False
    # the code still opens the seat for its person
    player = join(server, code, clock=server.clock, pause=server.pause)
    try:
        assert player.seat == 0
    finally:
        player.close()


def test_with_the_hosts_leave_a_seat_code_lets_someone_watch(start_clocked_server) -> None:
    server = start_clocked_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=2)
    code = opened["codes"][1]["code"]
    watcher = join(server, code, watch=True, clock=server.clock, pause=server.pause)
    player = join(server, code, clock=server.clock, pause=server.pause)
    try:
        settle([watcher, player])
        assert watcher.seat is None and player.seat == 1
        assert watcher.legal_actions() == [] and watcher.view() is not None
        assert server.status(opened["match"])["spectators"] == 1
        watcher.drop_connection()  # a spectator's own token brings it back as a spectator
        settle([watcher, player])
        assert watcher.seat is None and watcher.reconnects >= 1
    finally:
        watcher.close()
        player.close()
