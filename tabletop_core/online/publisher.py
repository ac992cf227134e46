"""A node's publishes to the other nodes, sent together: one write per round trip.

Every seat's update for a connection relayed by another node, and every move a relayed
connection makes, is one ``PUBLISH``. Sent one command at a time, each costs a connection taken
from the pool, a write, a read and a parse: about 110 µs of CPU, four times a move. Here they
queue, and one sender writes whatever queued while the previous batch was on its way, all at
once on a connection of its own (one write, one read). Order is kept (one sender, the order
asked), and each caller still gets its own answer: how many nodes heard it (0: nobody listens
there any more).

The messages a node relays most (``send``: an update for a relayed connection, ``msg``: a
message from one) travel as ``OP CID`` and a newline, then the text exactly as the owner made
it for that seat: nothing is encoded again around it, nor decoded on the way back out.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from tabletop_core.online.shared import Shared, Unavailable

FORWARDED = ("send", "msg")
"""The ops that carry a connection's text as it is (:func:`forwarded`)."""


def forwarded(op: str, cid: str, text: str) -> str:
    """The message carrying ``text`` for connection ``cid``, unencoded."""
    return f"{op} {cid}\n{text}"


def read_message(data: str) -> dict[str, Any]:
    """A message from another node, either form, as a dict (``op``, ``cid``, ...)."""
    if data.startswith("{"):
        return json.loads(data)
    head, _, text = data.partition("\n")
    op, _, cid = head.partition(" ")
    return {"op": op, "cid": cid, "text": text}


class Publisher:
    """This node's publishes, queued and sent in batches by one task at a time."""

    def __init__(self, shared: Shared) -> None:
        self.shared = shared
        self._queued: list[tuple[str, str, asyncio.Future[int]]] = []
        self._sender: asyncio.Task[None] | None = None
        self._connection: Any = None
        self.batches = 0
        """Pipelines sent (with :attr:`published`: how well publishes were batched)."""
        self.published = 0

    async def publish(self, channel: str, message: str) -> int:
        """Publish ``message`` on ``channel``; how many listened. :class:`Unavailable` when
        Redis did not take it."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[int] = loop.create_future()
        self._queued.append((channel, message, answer))
        if self._sender is None or self._sender.done():
            self._sender = loop.create_task(self._send())
        return await answer

    async def _publish_all(self, batch: list[tuple[str, str, asyncio.Future[int]]]) -> list[int]:
        """The batch's ``PUBLISH`` commands written at once on this publisher's own connection,
        and their answers read back: redis-py's pipeline object costs as much again."""
        pool = self.shared.redis.connection_pool
        if self._connection is None:
            self._connection = await pool.get_connection()
        connection = self._connection
        try:
            commands = [("PUBLISH", channel, message) for channel, message, _answer in batch]
            await connection.send_packed_command(
                connection.pack_commands(commands), check_health=False
            )
            return [await connection.read_response() for _command in commands]
        except BaseException:
            self._connection = None  # half a batch may be unread: never reused
            await connection.disconnect()
            await pool.release(connection)
            raise

    async def _send(self) -> None:
        while self._queued:
            batch, self._queued = self._queued, []
            try:
                heard = await self.shared.run(self._publish_all(batch))
            except Unavailable as error:
                for _channel, _message, answer in batch:
                    if not answer.done():
                        answer.set_exception(Unavailable(str(error)))
                continue
            except BaseException as error:  # cancelled (the node stops), or a fault: said
                for _channel, _message, answer in [*batch, *self._queued]:
                    if not answer.done():
                        answer.set_exception(Unavailable(f"redis unavailable: {error!r}"))
                self._queued = []
                raise
            self.batches += 1
            self.published += len(batch)
            for (_channel, _message, answer), count in zip(batch, heard, strict=True):
                if not answer.done():
                    answer.set_result(int(count))
