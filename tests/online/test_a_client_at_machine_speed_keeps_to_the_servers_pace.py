"""The server closes a connection that sends faster than its message limit; the desktop client
paces itself by the ``pace`` the server announces, so a client driven at machine speed (a
script, a test, a held key) is slowed down, never cut off."""

from __future__ import annotations

import time
from pathlib import Path

from tabletop_core.online.loopback import Server, host, join

PACE = 10.0
SENT = 50
"""Two and a half times the server's burst (twice its pace)."""


def test_a_client_sending_as_fast_as_it_can_is_answered_every_time(tmp_path: Path) -> None:
    server = Server(
        tmp_path, allow_seeds=True, options=["--limit", f"messages-per-second={PACE:g}"]
    )
    server.start()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "bot"}], seed=3)
    client = join(server, opened["codes"][0]["code"])
    try:
        started = time.monotonic()
        for _ in range(SENT):
            client.undo()  # nothing to take back yet: each one is refused, with its reason
        took = time.monotonic() - started
        answers: list[dict] = []
        deadline = time.monotonic() + 30
        while len(answers) < SENT and client.error is None and time.monotonic() < deadline:
            message = client.wait(0.5)
            if message is not None and message["type"] in ("refused", "error"):
                answers.append(message)
        assert client.error is None, client.error
        assert [m["type"] for m in answers] == ["refused"] * SENT, answers[-1]
        assert client.connected and client.reconnects == 0
        assert took >= (SENT - PACE) / PACE * 0.9, took  # it waited rather than flood
    finally:
        client.close()
        server.stop()
