"""Attacks on a server with no proxy in front: ``X-Forwarded-For`` is believed from nobody
(so a guesser cannot pose as many addresses), and one address cannot hold more connections
than its share, even ones that never send a byte."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest

from tabletop_core.online.loopback import Server
from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.siege import RawWebSocket, open_match, server_closed

pytestmark = pytest.mark.slow


@pytest.fixture
def server(tmp_path) -> Iterator[Server]:  # type: ignore[no-untyped-def]
    server = Server(
        tmp_path / "data",
        options=[
            *("--limit", "guess-pace=0.2", "--limit", "connections-per-address=16"),
            *("--limit", "header-timeout=30"),
        ],
        max_files=256,
        log=tmp_path / "server.log",
    )
    server.start()
    yield server
    log = server.stop()
    assert "Traceback" not in log, log[-3000:]


def test_guesses_posing_as_many_addresses_are_slowed_as_one(server: Server) -> None:
    right = open_match(server.url, "whoever")["codes"][0]["code"]
    start = time.monotonic()
    for number in range(30):
        ws = RawWebSocket(server.port, f"203.0.113.{number}")  # a new address each time
        ws.send_json({"type": "join", "protocol": PROTOCOL, "code": f"ZZZZ-{number:04d}"})
        code, reason = ws.closing()
        ws.close()
        assert "unknown or has expired" in reason
    assert time.monotonic() - start >= (30 - 10) * 0.2 * 0.9  # one check per 0.2 s after 10
    ws = RawWebSocket(server.port, "198.51.100.1")
    ws.send_json({"type": "join", "protocol": PROTOCOL, "code": right})
    assert ws.message()["type"] == "welcome"  # the right code is never locked out
    ws.close()


def test_one_address_holds_only_its_share_of_connections(server: Server) -> None:
    quiet = [socket.create_connection(("127.0.0.1", server.port), timeout=5) for _ in range(24)]
    try:
        cut = [server_closed(sock, 0.5) for sock in quiet]
        assert cut.count(False) == 16 and cut.count(True) == 8, cut
    finally:
        for sock in quiet:
            sock.close()
    time.sleep(0.2)
    ws = RawWebSocket(server.port, "x")  # once they are gone, the address is welcome again
    assert ws.status == 101
    ws.close()
