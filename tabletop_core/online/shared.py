"""Matches kept in Redis, so that several ``tabletop serve --redis`` nodes share them.

What lives in Redis (``tt:`` keys; ``{match}`` is the match id, braces and all):

- ``tt:{match}:journal``: a stream holding the match's journal, one ``tabletop.journal/1``
  line per entry (the envelope with the seed and options, then every action, undo and the
  result). A line is added only by the node holding the match's lease, and only while it holds
  it (one Lua script checks the lease and the stream's length, then adds): a move is told to
  anybody only once that script said it is in.
- ``tt:{match}:room``: the room record (what ``rooms/<match>.json`` holds for one server: token
  and code digests, rules, names, who is away), kept ``retention`` seconds after its last write.
- ``tt:token:{digest}`` and ``tt:code:{digest}``: the match each token or code opens (digests
  only, never a token or code), with the same expiry.
- ``tt:{match}:lease``: the node that runs the match's rules now (``SET NX PX``, renewed every
  third of :data:`LEASE_MS`). A node that dies stops renewing; once the lease has expired any
  node takes it and rebuilds the match from its stream.
- ``tt:running``: the matches some node holds in memory (a node that dies leaves its own there
  without a lease: another node adopts them).
- ``tt:node:{node}``: each node's pub/sub channel (:mod:`.relay`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import Awaitable
from typing import Any, TypeVar

from tabletop_core.journal import (
    action_line,
    envelope_line,
    parse_journal,
    result_line,
    undo_line,
)
from tabletop_core.match import Match
from tabletop_core.outcome import events_digest
from tabletop_core.replay import SaveError

log = logging.getLogger("tabletop.online")

LEASE_MS = 3000
"""How long a node's hold on a match lasts unless renewed: a dead node's matches move on
within this (and the next look of another node, every :data:`RENEW_EVERY`)."""
RENEW_EVERY = LEASE_MS / 6000
"""Seconds between a node's lease renewals (and its looks for matches a dead node left)."""
TIMEOUT = 5.0
"""Seconds a Redis command may take before Redis counts as unavailable."""
CONNECTIONS = 64
"""Connections a node keeps to Redis at most. A burst of commands (hundreds of people arriving
at once) waits for a free one, up to :data:`TIMEOUT`, instead of failing: redis-py's plain pool
raises "Too many connections" past its bound, which a node would take for Redis being down."""

INSTALL = (
    "tabletop serve --redis needs the Redis client: pip install 'tabletop-core[redis]' "
    "(or pip install redis)"
)

T = TypeVar("T")

_APPEND = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
if redis.call('XLEN', KEYS[2]) ~= tonumber(ARGV[2]) then return -2 end
for i = 3, #ARGV do redis.call('XADD', KEYS[2], '*', 'l', ARGV[i]) end
return redis.call('XLEN', KEYS[2])
"""
_RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class Unavailable(RuntimeError):
    """Redis did not answer, or refused: nothing was stored (one line)."""


class LeaseLost(RuntimeError):
    """Another node runs this match now: this node stores nothing more of it."""


def connect(url: str) -> Any:
    """An asyncio Redis client for ``url``; raises ImportError with :data:`INSTALL`."""
    try:
        from redis import asyncio as aioredis
    except ImportError:  # pragma: no cover - the message is the behaviour
        raise ImportError(INSTALL) from None
    pool = aioredis.BlockingConnectionPool.from_url(
        url,
        max_connections=CONNECTIONS,
        timeout=TIMEOUT,
        decode_responses=True,
        socket_timeout=TIMEOUT,
        socket_connect_timeout=TIMEOUT,
    )
    return aioredis.Redis(connection_pool=pool)


def where(url: str) -> str:
    """``url`` without the user and password it may carry."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}{parts.path}"


def journal_key(match_id: str) -> str:
    """(The braces are a Redis Cluster hash tag: a match's keys live on one shard, so the
    script that checks its lease and adds to its journal touches one shard only.)"""
    return f"tt:{{{match_id}}}:journal"


def room_key(match_id: str) -> str:
    return f"tt:{{{match_id}}}:room"


def lease_key(match_id: str) -> str:
    return f"tt:{{{match_id}}}:lease"


def node_channel(node: str) -> str:
    return f"tt:node:{node}"


RUNNING = "tt:running"


class Shared:
    """One node's view of the matches in Redis."""

    def __init__(self, url: str, retention: float, node: str | None = None) -> None:
        self.url = url
        self.where = where(url)
        """The URL without its password, for the log."""
        self.redis = connect(url)
        self.retention = int(retention)
        self.node = node or secrets.token_hex(6)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.down_since: float | None = None
        self._append = self.redis.register_script(_APPEND)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)

    # -- calling Redis ------------------------------------------------------------------------

    async def run(self, work: Awaitable[T]) -> T:
        """``work`` against Redis; :class:`Unavailable` (logged once per outage) if it fails."""
        from redis.exceptions import RedisError

        try:
            result = await work
        except (RedisError, OSError, TimeoutError) as error:
            self.down(error)
            raise Unavailable(f"redis unavailable: {_one_line(error)}") from None
        self.up()
        return result

    def down(self, error: BaseException) -> None:
        """Redis failed: one line in the log per outage."""
        if self.down_since is None:
            self.down_since = time.monotonic()
            log.warning("redis unavailable at %s: %s", self.where, _one_line(error))

    def up(self) -> None:
        if self.down_since is not None:
            self.down_since = None
            log.info("redis at %s answers again", self.where)

    def call(self, work: Awaitable[T]) -> T:
        """:meth:`run` from a worker thread (the match's rules run off the event loop)."""
        assert self.loop is not None
        future = asyncio.run_coroutine_threadsafe(self.run(work), self.loop)
        return future.result(TIMEOUT * 2)

    # -- leases -------------------------------------------------------------------------------

    async def take(self, match_id: str) -> bool:
        """Hold ``match_id`` if nobody does (or this node does already)."""
        key = lease_key(match_id)
        if await self.run(self.redis.set(key, self.node, nx=True, px=LEASE_MS)):
            await self.run(self.redis.sadd(RUNNING, match_id))
            return True
        return await self.run(self.redis.get(key)) == self.node

    async def owner(self, match_id: str) -> str | None:
        return await self.run(self.redis.get(lease_key(match_id)))

    async def renew(self, match_ids: list[str]) -> list[str]:
        """Renew this node's leases; returns the matches whose lease it no longer holds."""
        if not match_ids:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for match_id in match_ids:
                await self._renew(
                    keys=[lease_key(match_id)], args=[self.node, LEASE_MS], client=pipe
                )
            answers = await self.run(pipe.execute())
        return [m for m, kept in zip(match_ids, answers, strict=True) if not kept]

    async def release(self, match_id: str, *, running: bool = False) -> None:
        """Let go of ``match_id`` (it left this node's memory; ``running``: it is still played
        and any node may take it now)."""
        if not running:
            await self.run(self.redis.srem(RUNNING, match_id))
        await self.run(self._release(keys=[lease_key(match_id)], args=[self.node]))

    async def orphans(self) -> list[str]:
        """Matches held in some node's memory whose lease ran out: that node is gone."""
        running = sorted(await self.run(self.redis.smembers(RUNNING)))
        if not running:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for match_id in running:
                pipe.exists(lease_key(match_id))
            held = await self.run(pipe.execute())
        return [m for m, h in zip(running, held, strict=True) if not h]

    async def listening(self, node: str) -> bool:
        """Whether ``node`` is alive (subscribed to its channel)."""
        answer = await self.run(self.redis.pubsub_numsub(node_channel(node)))
        return bool(answer and answer[0][1])

    # -- the journal stream ------------------------------------------------------------------

    async def append(self, match_id: str, expected: int, lines: list[str]) -> int:
        """Add ``lines`` to the match's stream, which must hold ``expected`` entries and whose
        lease this node must hold; returns the stream's new length."""
        answer = await self.run(
            self._append(
                keys=[lease_key(match_id), journal_key(match_id)],
                args=[self.node, expected, *lines],
            )
        )
        if answer == -1:
            raise LeaseLost(f"match {match_id} is run by another node now")
        if answer == -2:
            raise LeaseLost(f"match {match_id}'s journal moved on elsewhere")
        return int(answer)

    async def journal_lines(self, match_id: str) -> list[str]:
        entries = await self.run(self.redis.xrange(journal_key(match_id)))
        return [fields["l"] for _id, fields in entries]

    async def write_journal(self, match_id: str, lines: list[str]) -> None:
        """Put a whole journal in (an import): refused if the match is there already."""
        key = journal_key(match_id)
        if await self.run(self.redis.exists(key)):
            raise ValueError(f"match {match_id} is in Redis already")
        async with self.redis.pipeline(transaction=True) as pipe:
            for line in lines:
                pipe.xadd(key, {"l": line})
            await self.run(pipe.execute())

    # -- the room record and the digests -----------------------------------------------------

    async def write_room(
        self, record: dict[str, Any], digests: list[str], codes: list[str]
    ) -> None:
        match_id = record["match"]
        ttl = self.retention
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.set(room_key(match_id), json.dumps(record), ex=ttl)
            pipe.expire(journal_key(match_id), ttl)
            for digest in digests:
                pipe.set(f"tt:token:{digest}", match_id, ex=ttl)
            for digest in codes:
                pipe.set(f"tt:code:{digest}", match_id, ex=ttl)
            await self.run(pipe.execute())

    async def read_room(self, match_id: str) -> dict[str, Any] | None:
        text = await self.run(self.redis.get(room_key(match_id)))
        return None if text is None else json.loads(text)

    async def match_of_token(self, digest: str) -> str | None:
        return await self.run(self.redis.get(f"tt:token:{digest}"))

    async def match_of_code(self, digest: str) -> str | None:
        return await self.run(self.redis.get(f"tt:code:{digest}"))

    async def secret(self) -> bytes:
        """The secret every node derives the spectators' tokens from (made once)."""
        await self.run(self.redis.set("tt:secret", secrets.token_hex(32), nx=True))
        return bytes.fromhex(await self.run(self.redis.get("tt:secret")))

    async def close(self) -> None:
        await self.redis.aclose()


class StreamMatch(Match):
    """A match whose journal is a Redis stream rather than a file: :meth:`flush_autosave`
    adds the lines the stream lacks (fenced by the lease) and says why not when it cannot."""

    shared: Shared | None = None
    stored: int = 0
    """Entries the stream holds."""
    stored_actions: list[str]
    stored_result: bool = False

    def adopt_stream(self, shared: Shared, entries: int) -> None:
        """The stream holds this match as it stands (``entries`` lines)."""
        self.shared = shared
        self.stored = entries
        self.stored_actions = self._action_lines()
        self.stored_result = self.is_over

    def _action_lines(self) -> list[str]:
        for _seat, action in self.actions[len(self._encoded) :]:
            self._encoded.append(self.game.encode_action(action))
        return [
            action_line(n, seat, self._encoded[n - 1])
            for n, (seat, _action) in enumerate(self.actions, start=1)
        ]

    def pending_lines(self) -> list[str]:
        """The journal lines the stream lacks (an undo line where the log was taken back)."""
        now = self._action_lines()
        kept = 0
        for mine, theirs in zip(now, self.stored_actions, strict=False):
            if mine != theirs:
                break
            kept += 1
        lines: list[str] = []
        if kept < len(self.stored_actions):
            lines.append(undo_line(kept))
        lines += now[kept:]
        over = self.is_over
        if over and (not self.stored_result or lines):
            result = self.result
            assert result is not None
            lines.append(result_line(result.as_json(), events_digest(self.log)))
        return lines

    def envelope(self) -> str:
        return envelope_line(self.to_replay())

    def flush_autosave(self, timeout: float = 10.0) -> str | None:
        if self.shared is None:
            return None
        lines = self.pending_lines()
        if not lines:
            return None
        self.stored = self.shared.call(self.shared.append(self.match_id, self.stored, lines))
        self.stored_actions = self._action_lines()
        self.stored_result = self.is_over
        return None

    def save_and_close(self) -> str | None:
        return self.flush_autosave()


def rebuild(lines: list[str], match_id: str, registry: Any) -> StreamMatch:
    """The match a journal stream records, through the same replay path as a resumed file."""
    if not lines:
        raise SaveError(f"match {match_id} has no journal in Redis")
    replay = parse_journal("".join(lines)).replay
    registered = registry.games.get(replay.game)
    if registered is None:
        raise SaveError(f"this match needs the game {replay.game!r}, which is not installed")
    bots = {
        seat: registry.make_bot(replay.game, spec.level or "")
        for seat, spec in enumerate(replay.seats)
        if spec.kind == "bot"
    }
    match = StreamMatch.from_replay(replay, registered.game, bots=bots, match_id=match_id)
    assert isinstance(match, StreamMatch)
    return match


def _one_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__
