"""Heartbeats: a connection that goes silent without closing is noticed within seconds, both
ways. A server frozen mid-match (SIGSTOP: its sockets stay open, nothing answers) is given up by
the client, which says why; a client that stops answering (a raw socket that took its seat and
went quiet) is dropped by the server, and the others see the seat empty. A real ``tabletop
serve`` on a loopback port."""

from __future__ import annotations

import base64
import json
import os
import signal
import socket
import struct
import time

import pytest

from tabletop_core.online.loopback import host, join

pytestmark = pytest.mark.slow  # each waits out a few seconds of silence


def test_a_frozen_server_is_noticed_within_seconds(start_server) -> None:
    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "bot"}], seed=2)
    ana = join(server, opened["codes"][0]["code"], name="Ana")
    assert server.process is not None
    try:
        server.process.send_signal(signal.SIGSTOP)
        frozen = time.monotonic()
        while ana.connected:
            assert time.monotonic() - frozen < 9, "the frozen server went unnoticed"
            time.sleep(0.1)
        assert time.monotonic() - frozen < 8  # pings every 2 s, 4 s to answer
        assert ana.down_since is not None
    finally:
        server.process.send_signal(signal.SIGCONT)
    deadline = time.monotonic() + 30
    while not ana.connected:  # and it takes up again by itself when the server does
        assert time.monotonic() < deadline
        ana.wait(0.5)
    ana.close()


def _quiet_seat(url: str, token: str) -> socket.socket:
    """Take a seat over a raw socket (the WebSocket handshake and one masked frame), then
    never read nor answer again."""
    port = int(url.rsplit(":", 1)[1])
    raw = socket.create_connection(("127.0.0.1", port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(
        (
            f"GET /play HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += raw.recv(1024)
    assert answer.startswith(b"HTTP/1.1 101"), answer[:80]
    hello = json.dumps({"type": "hello", "protocol": "tabletop.online/1", "token": token}).encode()
    mask = os.urandom(4)
    header = bytes([0x81, 0x80 | 126]) + struct.pack("!H", len(hello)) + mask
    raw.sendall(header + bytes(b ^ mask[i % 4] for i, b in enumerate(hello)))
    return raw


def test_a_client_gone_quiet_leaves_its_seat_empty_within_seconds(start_server) -> None:
    server = start_server()
    opened = host(server, "damit", [{"kind": "here"}, {"kind": "invited"}], seed=2)
    grandpa = join(server, opened["codes"][0]["code"], name="Grandpa")
    quiet = _quiet_seat(server.url, opened["here"][0]["token"])
    try:
        deadline = time.monotonic() + 10
        while not grandpa.is_present(0):
            assert time.monotonic() < deadline, "the quiet seat never sat down"
            grandpa.wait(0.2)
        went_quiet = time.monotonic()
        while grandpa.is_present(0):
            assert time.monotonic() - went_quiet < 12, "the quiet connection was never dropped"
            grandpa.wait(0.2)
        assert time.monotonic() - went_quiet < 9  # pings every 2 s, 4 s to answer
    finally:
        quiet.close()
        grandpa.close()
