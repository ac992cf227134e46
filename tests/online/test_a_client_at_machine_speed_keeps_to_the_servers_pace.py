"""The server closes a connection that sends faster than its message limit; the desktop client
paces itself by the ``pace`` the server announces, so a client driven at machine speed (a
script, a test, a held key) is slowed down, never cut off.

The server and the client count that pace on one clock the test drives: where the client
would sleep, the server first answers what it was sent (a network that delivers each message
when it is sent) and then the time passes at once."""

from __future__ import annotations

from typing import Any

from tabletop_core import plugins
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.limits import Limits
from tabletop_core.online.loopback import host

PACE = 10.0
SENT = 50
"""Two and a half times the server's burst (twice its pace)."""


def test_a_client_sending_as_fast_as_it_can_is_answered_every_time(start_clocked_server) -> None:
    server = start_clocked_server(Limits(messages_per_second=PACE))
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "bot"}], seed=3)
    answers: list[dict[str, Any]] = []
    sent = [0]

    def hear_answers(client: RemoteMatch, up_to: int) -> None:
        for _ in range(SENT * 4):  # a message or half a second each: bounded, not timed
            if len(answers) >= up_to or client.error is not None:
                return
            message = client.wait(0.5)
            if message is not None and message["type"] in ("refused", "error"):
                answers.append(message)

    def pause(seconds: float) -> None:
        hear_answers(client, sent[0])
        server.pause(seconds)

    client = RemoteMatch(
        server.url,
        code=opened["codes"][0]["code"],
        registry=plugins.registry(),
        clock=server.clock,
        pause=pause,
    )
    try:
        client.wait_seated()
        started = server.now
        for _ in range(SENT):
            client.undo()  # nothing to take back yet: each one is refused, with its reason
            sent[0] += 1
        took = server.now - started
        hear_answers(client, SENT)
        assert client.error is None, client.error
        assert [m["type"] for m in answers] == ["refused"] * SENT, answers[-1]
        assert client.connected and client.reconnects == 0
        assert took >= (SENT - PACE) / PACE * 0.9, took  # it waited rather than flood
    finally:
        client.close()
