"""``tabletop serve``: the Starlette app that holds matches and plays them with remote seats.

HTTP: ``GET /health``, ``GET /metrics`` (counters in Prometheus text), ``POST /matches`` (open
a match), ``GET /matches/{id}`` (its public status), and the host's ``POST /matches/{id}/codes``
(a fresh code for a seat) and ``POST /matches/{id}/restart`` (deal again, the same seats).
WebSocket ``/play``: the ``tabletop.online/1`` conversation of one seat or spectator. Every match
is journalled under ``DATA/autosaves`` as it is played and its seats' token and code digests
under ``DATA/rooms``; a restarted server resumes the matches not over.

Everything a client sends is bounded before it is buffered (:mod:`.limits`, :mod:`.guard`), and
a match never waits for anybody's network: what it says goes into each connection's bounded
:class:`~tabletop_core.online.outbox.Outbox`, sent by that connection's own task.

The server is in parts, one job each: :mod:`.rooms` (the matches it holds, their codes and
tokens, their files), :mod:`.upkeep` (telling seats, bots, clocks, old matches),
:mod:`.conversation` (one WebSocket's conversation) and :mod:`.routes` (the HTTP routes and the
app); this module starts it, and every name it had is still imported from here.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from tabletop_core.messages import counted
from tabletop_core.online.conversation import Closed, Malformed, converse
from tabletop_core.online.limits import Limits
from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.relay import Node
from tabletop_core.online.rooms import SPECTATOR_TOKENS_KEPT, Rooms, new_token_from
from tabletop_core.online.routes import WORKERS, TooBig, make_app, metrics_text, read_body
from tabletop_core.online.shared import Shared
from tabletop_core.online.upkeep import (
    DISK_UPKEEP,
    TICK,
    UPKEEP,
    _look_at,
    after_change,
    broadcast,
    keep_shared,
    keep_time,
    play_bots,
    remove_old_matches,
    tell_everyone,
    upkeep,
)

__all__ = [
    "Closed",
    "DISK_UPKEEP",
    "Malformed",
    "PING_INTERVAL",
    "PING_TIMEOUT",
    "Rooms",
    "_look_at",  # the upkeep's tests read it from here
    "SPECTATOR_TOKENS_KEPT",
    "TICK",
    "TooBig",
    "UPKEEP",
    "WORKERS",
    "after_change",
    "broadcast",
    "keep_shared",
    "keep_time",
    "make_app",
    "metrics_text",
    "new_token_from",
    "play_bots",
    "read_body",
    "remove_old_matches",
    "serve",
    "tell_everyone",
    "upkeep",
]


PING_INTERVAL = 2.0
"""Seconds between the server's pings on each connection."""
PING_TIMEOUT = 4.0
"""Seconds a connection has to answer a ping before it counts as gone (its seat is empty)."""


def serve(
    host: str,
    port: int,
    data: Path,
    *,
    allow_seeds: bool = False,
    limits: Limits | None = None,
    redis: str | None = None,
) -> None:
    """Run the server until interrupted (resuming every match journalled under ``data``;
    ``redis``: one node of several, its matches in Redis at that URL)."""
    import uvicorn

    from tabletop_core import plugins
    from tabletop_core.online.guard import OneLineWarnings, guarded_protocols
    from tabletop_core.storage import DATA_DIR_ENV

    limits = limits or Limits()
    handler = logging.StreamHandler()
    handler.setFormatter(OneLineWarnings("tabletop: %(message)s"))
    for name in ("tabletop", "uvicorn.error"):
        logger = logging.getLogger(name)
        logger.handlers[:] = [handler]
        logger.setLevel(logging.INFO if name == "tabletop" else logging.WARNING)
        logger.propagate = False
    data.mkdir(parents=True, exist_ok=True)
    os.environ[DATA_DIR_ENV] = str(data)  # the matches' journals go under it
    shared = None if redis is None else Shared(redis, limits.retention)
    rooms = Rooms(data, plugins.registry(), allow_seeds=allow_seeds, limits=limits, shared=shared)
    if shared is not None:
        rooms.node = Node(
            shared,
            lambda receive, outbox, client, first: converse(rooms, receive, outbox, client, first),
            limits.send_queue,
        )
    for problem in rooms.resume_all():
        print(f"tabletop: not resumed: {problem}", flush=True)
    if shared is not None:
        print(
            f"tabletop: serving {PROTOCOL} on http://{host}:{port} as node {shared.node}, "
            f"the matches in redis at {shared.where}",
            flush=True,
        )
    else:
        print(
            f"tabletop: serving {PROTOCOL} on http://{host}:{port} "
            f"({counted(len(rooms.rooms), 'match', 'matches')} resumed from {data})",
            flush=True,
        )
    http, ws = guarded_protocols(limits, rooms.peers)
    config = uvicorn.Config(
        make_app(rooms),
        host=host,
        port=port,
        http=http,
        ws=ws,
        ws_max_size=limits.max_message,
        ws_per_message_deflate=False,  # updates are small; compressing each cost more than it saved
        ws_ping_interval=PING_INTERVAL,  # a connection that went silent leaves its seat empty
        ws_ping_timeout=PING_TIMEOUT,
        proxy_headers=bool(limits.trusted_proxies),
        forwarded_allow_ips=list(limits.trusted_proxies) or None,
        h11_max_incomplete_event_size=16 * 1024,
        log_config=None,
        log_level="warning",
    )
    uvicorn.Server(config).run()
