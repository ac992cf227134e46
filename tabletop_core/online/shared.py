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
- ``tt:{match}:lease``: the node that runs the match's rules now (``SET NX PX``, every lease
  of a node renewed in one script call every :data:`RENEW_EVERY`, a sixth of
  :data:`LEASE_MS`). A node that dies stops renewing; once the lease has expired any node
  takes it and rebuilds the match from its stream.
- ``tt:{match}:holder``: the node that took the lease last (kept ``retention`` seconds, not
  a lease's few). A lease that lapsed while its holder still listens on its channel belongs
  to a node that was slow (starved of CPU, or paused), not dead: nobody adopts it for
  :data:`HUNG_AFTER`, and the holder takes its lease back at its next renewal or append if
  nobody else did and the stream is as it left it.
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
from collections.abc import Awaitable, Callable
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
HUNG_AFTER = 20.0
"""Seconds a lapsed lease of a node that still listens is left to it: past this, the node
counts as hung (alive to Redis, not running) and another node adopts its matches."""
TIMEOUT = 5.0
"""Seconds a Redis command may take before Redis counts as unavailable."""
CONNECTIONS = 256
"""Connections a node keeps to Redis at most. A burst of commands (hundreds of people arriving
at once) waits for a free one, up to :data:`TIMEOUT`, instead of failing: redis-py's plain pool
raises "Too many connections" past its bound, which a node would take for Redis being down.
A node short of CPU reads its answers late and so holds each connection longer: at 64, a node
running 130 matches at a move a second each ran out for 5 s and took Redis for gone."""

INSTALL = (
    "tabletop serve --redis needs the Redis client: pip install 'tabletop-core[redis]' "
    "(or pip install redis)"
)

T = TypeVar("T")

_APPEND = """
local holder = redis.call('GET', KEYS[1])
local length = redis.call('XLEN', KEYS[2])
if holder ~= ARGV[1] then
  if holder or length ~= tonumber(ARGV[2]) then return -1 end
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
  redis.call('SET', KEYS[3], ARGV[1], 'KEEPTTL')
end
if length ~= tonumber(ARGV[2]) then return -2 end
for i = 4, #ARGV do redis.call('XADD', KEYS[2], '*', 'l', ARGV[i]) end
return redis.call('XLEN', KEYS[2])
"""
_RENEW = """
local lost = {}
for i = 1, #KEYS, 3 do
  local holder = redis.call('GET', KEYS[i])
  if holder == ARGV[1] then
    redis.call('PEXPIRE', KEYS[i], ARGV[2])
  elseif not holder and redis.call('XLEN', KEYS[i + 1]) == tonumber(ARGV[3 + (i - 1) / 3]) then
    redis.call('SET', KEYS[i], ARGV[1], 'PX', ARGV[2])
    redis.call('SET', KEYS[i + 2], ARGV[1], 'KEEPTTL')
  else
    lost[#lost + 1] = (i + 2) / 3
  end
end
return lost
"""
_ORPHANS = """
local found = {}
for _, match in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', 'tt:{' .. match .. '}:lease') == 0 then
    found[#found + 1] = match
    found[#found + 1] = redis.call('GET', 'tt:{' .. match .. '}:holder') or ''
  end
end
return found
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1], KEYS[2]) end
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


def holder_key(match_id: str) -> str:
    return f"tt:{{{match_id}}}:holder"


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
        self._orphans = self.redis.register_script(_ORPHANS)
        self._vacant_since: dict[str, float] = {}
        """When this node first saw each lapsed lease of a live holder (:meth:`orphans`)."""
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
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.set(holder_key(match_id), self.node, ex=self.retention)
                pipe.sadd(RUNNING, match_id)
                await self.run(pipe.execute())
            return True
        return await self.run(self.redis.get(key)) == self.node

    async def owner(self, match_id: str) -> str | None:
        return await self.run(self.redis.get(lease_key(match_id)))

    async def renew(self, stored: dict[str, int]) -> list[str]:
        """Renew this node's leases, all in one script call; returns the matches it no longer
        holds. ``stored``: each match's entries in its stream as this node knows them. A lease
        that lapsed (this node was slow) is taken back when nobody took it meanwhile and the
        stream still holds just that: another node took the match only if Redis says so."""
        if not stored:
            return []
        matches = list(stored)
        keys = [
            key
            for match_id in matches
            for key in (lease_key(match_id), journal_key(match_id), holder_key(match_id))
        ]
        lost = await self.run(self._renew(keys=keys, args=[self.node, LEASE_MS, *stored.values()]))
        return [matches[int(i) - 1] for i in lost]

    async def release(self, match_id: str, *, running: bool = False) -> None:
        """Let go of ``match_id`` (it left this node's memory; ``running``: it is still played
        and any node may take it now)."""
        if not running:
            await self.run(self.redis.srem(RUNNING, match_id))
        await self.run(
            self._release(keys=[lease_key(match_id), holder_key(match_id)], args=[self.node])
        )

    async def orphans(self) -> list[str]:
        """Matches held in some node's memory whose lease ran out and whose holder is gone:
        it no longer listens on its channel (it died, or lost Redis), or it has not renewed
        for :data:`HUNG_AFTER` while listening (hung). One script call, one for the holders."""
        found = await self.run(self._orphans(keys=[RUNNING]))
        lapsed = dict(zip(found[::2], found[1::2], strict=True))
        holders = sorted({h for h in lapsed.values() if h and h != self.node})
        alive: dict[str, bool] = {}
        if holders:
            answer = await self.run(self.redis.pubsub_numsub(*(node_channel(h) for h in holders)))
            alive = {channel: bool(count) for channel, count in answer}
        now = time.monotonic()
        self._vacant_since = {m: self._vacant_since.get(m, now) for m in lapsed}
        return sorted(
            m
            for m, holder in lapsed.items()
            if not alive.get(node_channel(holder)) or now - self._vacant_since[m] >= HUNG_AFTER
        )

    async def slow_holder(self, match_id: str) -> str | None:
        """The other node that held ``match_id`` last when it still listens and its lease
        lapsed less than :data:`HUNG_AFTER` ago as far as this node saw: a node that was
        slow, which takes its lease back (None: nobody, or a node gone or hung)."""
        holder = await self.run(self.redis.get(holder_key(match_id)))
        if not holder or holder == self.node:
            return None
        since = self._vacant_since.get(match_id)
        if since is not None and time.monotonic() - since >= HUNG_AFTER:
            return None
        return holder if await self.listening(holder) else None

    async def listening(self, node: str) -> bool:
        """Whether ``node`` is alive (subscribed to its channel)."""
        answer = await self.run(self.redis.pubsub_numsub(node_channel(node)))
        return bool(answer and answer[0][1])

    # -- the journal stream ------------------------------------------------------------------

    async def append(self, match_id: str, expected: int, lines: list[str]) -> int:
        """Add ``lines`` to the match's stream, which must hold ``expected`` entries and whose
        lease this node must hold; returns the stream's new length. A lease that lapsed (this
        node was slow to renew it) is taken back first if nobody took it meanwhile: the stream
        holding ``expected`` entries shows nobody else played on."""
        answer = await self.run(
            self._append(
                keys=[lease_key(match_id), journal_key(match_id), holder_key(match_id)],
                args=[self.node, expected, LEASE_MS, *lines],
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
    deferred: bool = False
    """Set while :func:`played` runs a move in a worker thread: the lines are added by
    :meth:`store` on the event loop once it is back, before anybody is told of it."""

    def adopt_stream(self, shared: Shared, entries: int) -> None:
        """The stream holds this match as it stands (``entries`` lines)."""
        self.shared = shared
        self.stored = entries
        self.stored_actions = self._action_lines()
        self.stored_result = self.is_over

    def _action_lines(self) -> list[str]:
        """Every action's journal line, each written once: a line is kept with the encoded
        action it was written from, and written again only when that is gone (an undo)."""
        for _seat, action in self.actions[len(self._encoded) :]:
            self._encoded.append(self.game.encode_action(action))
        encoded = self._encoded
        written: list[tuple[Any, str]] = self.__dict__.setdefault("_written", [])
        kept = min(len(written), len(encoded))
        while kept and written[kept - 1][0] is not encoded[kept - 1]:
            kept -= 1  # (an undo cuts a tail: the lines before the first changed one stand)
        del written[kept:]
        for n in range(kept + 1, len(self.actions) + 1):
            line = action_line(n, self.actions[n - 1][0], encoded[n - 1])
            written.append((encoded[n - 1], line))
        return [line for _action, line in written]

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
        if self.shared is None or self.deferred:
            return None
        lines = self.pending_lines()
        if not lines:
            return None
        self.stored = self.shared.call(self.shared.append(self.match_id, self.stored, lines))
        self.stored_actions = self._action_lines()
        self.stored_result = self.is_over
        return None

    async def store(self) -> None:
        """Add the lines the stream lacks, from the event loop (:class:`LeaseLost`,
        :class:`Unavailable`: they are not in, and nobody may hear of them)."""
        if self.shared is None:
            return
        lines = self.pending_lines()
        if lines:
            self.stored = await self.shared.append(self.match_id, self.stored, lines)
            self.stored_actions = self._action_lines()
            self.stored_result = self.is_over

    def save_and_close(self) -> str | None:
        return self.flush_autosave()


async def played(match: Match, work: Callable[[], T]) -> T:
    """``work`` (a move: the rules, then every seat's update) in a worker thread, as every
    move is played; a match kept in Redis then adds its journal lines from the event loop,
    before its caller tells anybody. Storing from the worker instead costs two more hops
    between the threads per move, each a wake-up of the other."""
    if not isinstance(match, StreamMatch) or match.shared is None:
        return await asyncio.to_thread(work)
    match.deferred = True
    try:
        done = await asyncio.to_thread(work)
    finally:
        match.deferred = False
    await match.store()
    return done


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
