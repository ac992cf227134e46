"""Attacks on a server with no proxy in front: ``X-Forwarded-For`` is believed from nobody
(so a guesser cannot pose as many addresses), one address cannot hold more connections than
its share, even ones that never send a byte, a body that trickles in is cut at its timeout,
and a match takes only so many spectators."""

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
            *("--limit", "header-timeout=30", "--limit", "body-timeout=2"),
            *("--limit", "spectators-per-match=3"),
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


def test_a_body_that_trickles_in_is_cut_at_its_timeout(server: Server) -> None:
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    sock.sendall(b"POST /matches HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
    start = time.monotonic()
    answer = b""
    for _ in range(20):  # a byte every 0.25 s: 5 s at most
        try:
            sock.settimeout(0.25)
            answer += sock.recv(4096)
            break
        except TimeoutError:
            sock.send(b" ")
    sock.close()
    assert answer.startswith(b"HTTP/1.1 408"), answer
    assert time.monotonic() - start < 4


def test_a_match_takes_only_so_many_spectators(server: Server) -> None:
    watch = open_match(server.url, "whoever")["watch"]
    watching = []
    for _ in range(3):
        ws = RawWebSocket(server.port, "x")
        ws.send_json({"type": "join", "protocol": PROTOCOL, "code": watch, "watch": True})
        assert ws.message()["type"] == "welcome"
        watching.append(ws)
    one_more = RawWebSocket(server.port, "x")
    one_more.send_json({"type": "join", "protocol": PROTOCOL, "code": watch, "watch": True})
    assert one_more.closing() == (1008, "this match has all the spectators it can take")
    one_more.close()
    watching.pop().close()
    time.sleep(0.3)
    again = RawWebSocket(server.port, "x")  # a place came free
    again.send_json({"type": "join", "protocol": PROTOCOL, "code": watch, "watch": True})
    assert again.message()["type"] == "welcome"
    for ws in [*watching, again]:
        ws.close()
