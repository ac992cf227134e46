"""Connections to one node for a match another node runs: relayed over Redis pub/sub.

Every node listens on its own channel (``tt:node:{node}``). A person's connection lands on any
node; when another node holds the match's lease, this node (the *relay*) passes the
connection's messages to the owner (``open``, ``msg``, ``end``) and the owner passes back what
that one connection is sent (``send``, ``close``): the owner seats it like any connection of
its own, with an outbox that publishes to the relay, so each seat is still sent only what the
owner built for that seat, whichever node it is connected to.

A relayed connection is closed (1012, no ``error``: the client reconnects by itself) when its
owner stops listening or loses the lease; the client's next hello, on any node, reaches the
node that runs the match from then on (or makes this node take it over once the dead owner's
lease has expired).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.i18n import N_
from tabletop_core.online.publisher import Publisher, forwarded, read_message
from tabletop_core.online.shared import LEASE_MS, Shared, Unavailable, lease_key, node_channel

log = logging.getLogger("tabletop.online")

ASK_TIMEOUT = 5.0
"""Seconds a node waits for another's answer to a request it passed on."""
RECONNECT = N_("this match moves to another server: reconnecting")
"""Why a relayed connection is closed for its client to come back (1012, no ``error``)."""
WATCH_EVERY = 0.5
"""Seconds between a relay's looks at whether the owners it relays to are alive."""

Host = Callable[[Callable[[], Awaitable[str]], Any, str, str], Awaitable[None]]
"""Seat a connection relayed here: ``host(receive, outbox, client, first)``."""


class RemoteSocket:
    """What the owner's :class:`~tabletop_core.online.outbox.Outbox` sends through: the
    relay's channel, for one relayed connection."""

    def __init__(
        self, publisher: Publisher, relay: str, cid: str, inbox: asyncio.Queue[str | None]
    ):
        self.publisher = publisher
        self.channel = node_channel(relay)
        self.cid = cid
        self.inbox = inbox
        self.scope: dict[str, Any] = {"tabletop.abort": lambda: inbox.put_nowait(None)}

    async def send_text(self, text: str) -> None:
        heard = await self.publisher.publish(self.channel, forwarded("send", self.cid, text))
        if not heard:  # the relay is gone: so is the connection
            self.inbox.put_nowait(None)
            raise ConnectionError("the relaying node is gone")

    async def close(self, code: int = 1000, reason: str = "") -> None:
        message = {"op": "close", "cid": self.cid, "code": code, "reason": reason}
        await self.publisher.publish(self.channel, json.dumps(message))
        self.inbox.put_nowait(None)


@dataclass
class Relayed:
    """A connection of this node whose match another node runs."""

    match_id: str
    owner: str
    outbox: Any


@dataclass
class Hosted:
    relay: str
    inbox: asyncio.Queue[str | None]
    task: asyncio.Task[None] | None = None
    ended: bool = False
    """The relay ended the connection (its client left)."""


@dataclass
class Node:
    """This node's channel: connections it relays and connections relayed to it."""

    shared: Shared
    host: Host
    send_queue: int
    relayed: dict[str, Relayed] = field(default_factory=dict)
    hosted: dict[str, Hosted] = field(default_factory=dict)
    on_ask: Callable[[dict[str, Any]], Awaitable[tuple[dict[str, Any], int]]] | None = None
    """Answer an HTTP request another node passed on (status, a host's codes and new deal)."""
    _asked: dict[str, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    _tasks: list[asyncio.Task[None]] = field(default_factory=list)
    publisher: Publisher = field(init=False)

    def __post_init__(self) -> None:
        self.publisher = Publisher(self.shared)

    async def ask(self, owner: str, question: dict[str, Any]) -> dict[str, Any] | None:
        """``owner``'s answer (``status`` and ``body``) to an HTTP request passed on to it;
        None when it did not answer within :data:`ASK_TIMEOUT`."""
        rid = secrets.token_hex(8)
        waiting = asyncio.get_running_loop().create_future()
        self._asked[rid] = waiting
        message = {"op": "ask", "rid": rid, "from": self.name, **question}
        try:
            heard = await self.publisher.publish(node_channel(owner), json.dumps(message))
            if not heard:
                return None
            return await asyncio.wait_for(waiting, ASK_TIMEOUT)
        except TimeoutError:
            return None
        finally:
            self._asked.pop(rid, None)

    async def _answer(self, question: dict[str, Any]) -> None:
        assert self.on_ask is not None
        try:
            body, status = await self.on_ask(question)
        except Exception:
            log.exception("a request passed on from another node failed")
            body, status = {"error": "the server failed"}, 500
        answer = {"op": "answer", "rid": question.get("rid"), "status": status, "body": body}
        with contextlib.suppress(Unavailable):
            await self.publisher.publish(
                node_channel(str(question.get("from"))), json.dumps(answer)
            )

    @property
    def name(self) -> str:
        return self.shared.node

    async def start(self) -> None:
        pubsub = self.shared.redis.pubsub(ignore_subscribe_messages=True)
        await self.shared.run(pubsub.subscribe(node_channel(self.name)))
        self._tasks = [
            asyncio.create_task(self._listen(pubsub)),
            asyncio.create_task(self._watch()),
        ]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # -- the owner's side ---------------------------------------------------------------------

    async def _listen(self, pubsub: Any) -> None:
        while True:
            try:
                async for message in pubsub.listen():
                    if message.get("type") == "message":
                        self._dispatch(read_message(message["data"]))
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis went away: listen again once it is back
                self.shared.down(error)
                self.end_all()  # what was published meanwhile never reaches this node
                await asyncio.sleep(0.5)
                with contextlib.suppress(Exception):
                    await pubsub.subscribe(node_channel(self.name))

    def end_all(self) -> None:
        """Pub/sub delivers only to a listener connected at that moment: after an outage a
        relayed connection may have missed an update, and a hosted one a move. Every such
        connection ends (relayed ones with 1012), so that each client comes back with a
        hello and gets what it missed from the match's journal."""
        for cid, item in list(self.relayed.items()):
            self.relayed.pop(cid, None)
            item.outbox.close(1012, RECONNECT)
        for hosted in list(self.hosted.values()):
            hosted.inbox.put_nowait(None)

    def _dispatch(self, message: dict[str, Any]) -> None:
        op, cid = message.get("op"), str(message.get("cid"))
        if op == "open":
            self._open(cid, str(message["from"]), str(message["client"]), str(message["text"]))
        elif op == "msg" and cid in self.hosted:
            self.hosted[cid].inbox.put_nowait(str(message["text"]))
        elif op == "end" and cid in self.hosted:
            self.hosted[cid].ended = True
            self.hosted[cid].inbox.put_nowait(None)
        elif op == "send" and cid in self.relayed:
            self.relayed[cid].outbox.offer(str(message["text"]))
        elif op == "ask" and self.on_ask is not None:
            self._tasks.append(asyncio.create_task(self._answer(message)))
            self._tasks = [task for task in self._tasks if not task.done()]
        elif op == "answer" and str(message.get("rid")) in self._asked:
            waiting = self._asked[str(message.get("rid"))]
            if not waiting.done():
                waiting.set_result(message)
        elif op == "close" and cid in self.relayed:
            self.relayed[cid].outbox.close(int(message["code"]), str(message["reason"]))

    def _open(self, cid: str, relay: str, client: str, first: str) -> None:
        from tabletop_core.online.outbox import Outbox

        inbox: asyncio.Queue[str | None] = asyncio.Queue()
        hosted = Hosted(relay, inbox)
        self.hosted[cid] = hosted
        outbox = Outbox(RemoteSocket(self.publisher, relay, cid, inbox), self.send_queue)

        async def receive() -> str:
            from tabletop_core.online.server import Closed

            text = await inbox.get()
            if text is None:
                raise Closed
            return text

        async def converse() -> None:
            try:
                await self.host(receive, outbox, client, first)
            finally:
                await outbox.finish()
                self.hosted.pop(cid, None)
                if not hosted.ended:  # the relay still holds its client: let it go, and
                    with contextlib.suppress(Unavailable):  # the client comes back for
                        await outbox.websocket.close(1012, RECONNECT)  # what it missed

        hosted.task = asyncio.create_task(converse())

    # -- the relay's side ---------------------------------------------------------------------

    async def relay(
        self,
        match_id: str,
        owner: str,
        first: str,
        client: str,
        outbox: Any,
        receive: Callable[[], Awaitable[str]],
        allowed: Callable[[], bool],
    ) -> None:
        """Pass one connection's messages to ``owner`` and its answers back, until either
        side ends it. ``allowed`` is the connection's message rate (False: it is closed)."""
        from tabletop_core.online.server import Closed

        cid = f"{self.name}-{secrets.token_hex(8)}"
        self.relayed[cid] = Relayed(match_id, owner, outbox)
        channel = node_channel(owner)
        publish = self.publisher.publish
        opened = {"op": "open", "cid": cid, "from": self.name, "client": client, "text": first}
        try:
            if not await publish(channel, json.dumps(opened)):
                outbox.close(1012, RECONNECT)
                return
            while True:
                try:
                    text = await receive()
                except Closed:
                    return
                if not allowed():
                    outbox.close(1008, N_("too many messages"))
                    return
                if not await publish(channel, forwarded("msg", cid, text)):
                    outbox.close(1012, RECONNECT)
                    return
        except Unavailable as error:
            outbox.close(1013, str(error))
        finally:
            self.relayed.pop(cid, None)
            with contextlib.suppress(Unavailable):
                await publish(channel, json.dumps({"op": "end", "cid": cid}))

    async def _look_at_owners(self) -> None:
        """One look, in one round trip per kind, at the owners this node relays to."""
        if not self.relayed:
            return
        looked = list(self.relayed.items())  # (connections may come and go meanwhile)
        owners = sorted({item.owner for _cid, item in looked})
        matches = sorted({item.match_id for _cid, item in looked})
        redis = self.shared.redis
        async with redis.pipeline(transaction=False) as pipe:
            pipe.mget([lease_key(match_id) for match_id in matches])
            pipe.pubsub_numsub(*(node_channel(owner) for owner in owners))
            held, numsub = await self.shared.run(pipe.execute())
        holder = dict(zip(matches, held, strict=True))
        alive = {channel: bool(count) for channel, count in numsub}
        for cid, item in looked:
            if cid not in self.relayed:
                continue
            # a lease that lapsed while its owner still listens is a slow owner's, which
            # takes it back: only another holder, or an owner gone, sends the client back
            taken = holder[item.match_id] not in (None, item.owner)
            if taken or not alive.get(node_channel(item.owner)):
                self.relayed.pop(cid, None)
                item.outbox.close(1012, RECONNECT)

    async def _look_at_relays(self) -> None:
        """End the connections relayed here from nodes that died."""
        if not self.hosted:
            return
        looked = list(self.hosted.values())
        relays = sorted({item.relay for item in looked})
        numsub = await self.shared.run(
            self.shared.redis.pubsub_numsub(*(node_channel(relay) for relay in relays))
        )
        alive = {channel: bool(count) for channel, count in numsub}
        for item in looked:
            if not alive.get(node_channel(item.relay)):
                item.inbox.put_nowait(None)

    async def _watch(self) -> None:
        """Close relayed connections whose owner died or gave the match up (their clients
        reconnect and reach whoever runs it now); end hosted ones whose relay died."""
        while True:
            await asyncio.sleep(WATCH_EVERY)
            try:
                await self._look_at_owners()
                await self._look_at_relays()
            except Unavailable:
                self.end_all()
                continue
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the node's watch failed")


async def place(rooms: Any, match_id: str) -> str | None:
    """Where ``match_id`` runs: this node's name (it holds it now, taking it on if nobody
    did) or another live node's; None when there is no such match to play (unknown, over, or
    dealt again: the caller says so as a single server does). Raises :class:`Unavailable`
    when nobody can run it yet (Redis unavailable, or its owner died less than a lease ago and
    this node did not get it within a lease and a bit)."""
    shared: Shared = rooms.shared
    loop = asyncio.get_running_loop()
    deadline = loop.time() + LEASE_MS / 1000 + 2.0
    while True:
        held = rooms.rooms.get(match_id)
        owner = await shared.owner(match_id)
        if held is not None and owner != shared.node:
            # taken by another node (Redis was away), or lapsed and not taken back: this
            # node was slow, and takes it back if nobody else did
            stored = getattr(held.match, "stored", 0)
            if owner is not None or await shared.renew({match_id: stored}):
                await rooms.lost(held, "another node runs this match now")
        if owner is None and match_id not in rooms.rooms:
            slow = await shared.slow_holder(match_id)
            if slow is not None:  # alive, only late renewing: it takes its lease back
                return slow
        if match_id in rooms.rooms or await rooms.room_or_load(match_id) is not None:
            return shared.node
        owner = await shared.owner(match_id)
        if owner is not None and owner != shared.node and await shared.listening(owner):
            return owner
        if owner is None:
            record = await shared.read_room(match_id)
            if record is None or record.get("over") or record.get("replaced_by"):
                return None
        if loop.time() >= deadline:
            raise Unavailable(N_("this match cannot be played right now: try again"))
        await asyncio.sleep(0.2)
