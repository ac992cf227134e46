"""The ``tabletop.online/1`` conversation on ``/play``: one seat's or spectator's WebSocket, from
its first message (hello or join) through its actions, undo and resyncs to its goodbye."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.websockets import WebSocket

from tabletop_core.i18n import N_
from tabletop_core.online.bucket import Bucket
from tabletop_core.online.codes import code_digest, normal_code
from tabletop_core.online.outbox import Outbox
from tabletop_core.online.protocol import (
    Act,
    BadMessage,
    Hello,
    Join,
    Resync,
    Undo,
    dumps,
    parse_client_message,
)
from tabletop_core.online.relay import place
from tabletop_core.online.room import SPECTATOR, Listener, Refused, Room, new_token, token_digest
from tabletop_core.online.rooms import Rooms
from tabletop_core.online.shared import LeaseLost, Unavailable, played
from tabletop_core.online.upkeep import after_change, play_bots, tell_everyone


class Closed(Exception):
    """The client closed its connection."""


class Malformed(Exception):
    """A frame the server will not read: the connection closes with ``code`` and the reason."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code


async def next_text(websocket: WebSocket) -> str:
    """The next text frame; Closed when the connection ended, Malformed for a binary one."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise Closed
    text = message.get("text")
    if text is None:
        raise Malformed(1003, "tabletop.online/1 is JSON text frames, not binary ones")
    return text


def _read(rooms: Rooms, text: str) -> Hello | Join | Act | Undo | Resync:
    try:
        return parse_client_message(text, rooms.limits.max_message, rooms.limits.max_depth)
    except BadMessage as error:
        raise Malformed(1008, str(error)) from None


async def _first(rooms: Rooms, receive: Callable[[], Awaitable[str]]) -> str:
    """The connection's first message, within the hello timeout (Malformed when late)."""
    limits = rooms.limits
    try:  # only the waiting is timed: a seat half taken is never cut off mid-way
        return await asyncio.wait_for(receive(), limits.hello_timeout)
    except TimeoutError:
        raise Malformed(
            1008,
            f"say hello (with a token) or join (with a code) within {limits.hello_timeout:g} s",
        ) from None


async def converse(
    rooms: Rooms,
    receive: Callable[[], Awaitable[str]],
    outbox: Outbox,
    client: str,
    first: str | None = None,
) -> None:
    """One connection from its first message to its end: every way it can go wrong ends in a
    clean close with a reason (and one log line), never in a traceback. ``first``: the first
    message, read already (by the node that relays the connection here)."""
    limits = rooms.limits
    seated: tuple[Room, int, Listener] | None = None
    try:
        if first is None:
            first = await _first(rooms, receive)
        seated = await _take_seat(rooms, first, outbox, client)
        if seated is None:
            return
        room, seat, _listener = seated
        bucket = Bucket(limits.messages_per_second, rooms.clock)
        while True:
            text = await receive()
            if not bucket.take():
                raise Malformed(
                    1008, f"too many messages: at most {limits.messages_per_second:g} a second"
                )
            await _answer(rooms, room, seat, outbox, _read(rooms, text))
    except Unavailable as error:  # nothing was stored: the client comes back when Redis does
        outbox.close(1013, str(error))
    except Closed:
        pass
    except Malformed as error:
        rooms.refusals("message", client, str(error))
        outbox.offer(dumps({"type": "error", "reason": str(error)}))
        outbox.close(error.code, str(error))
    finally:
        if seated is not None:
            room, seat, listener = seated
            if listener in room.listeners:
                room.listeners.remove(listener)
            lock = rooms.locks.get(room.match_id)
            if room.left(seat) and lock is not None:
                async with lock:
                    tell_everyone(room, room.seats_message())


async def converse_on_a_node(
    rooms: Rooms, websocket: WebSocket, outbox: Outbox, client: str
) -> None:
    """A connection to one of several nodes: seated here when this node runs its match (or
    takes it on), relayed to the node that runs it otherwise."""
    node = rooms.node
    assert node is not None

    def receive() -> Awaitable[str]:
        return next_text(websocket)

    try:
        first = await _first(rooms, receive)
        match_id = await _match_named(rooms, _read(rooms, first))
        owner = None if match_id is None else await place(rooms, match_id)
    except Closed:
        return
    except Malformed as error:
        rooms.refusals("message", client, str(error))
        outbox.offer(dumps({"type": "error", "reason": str(error)}))
        outbox.close(error.code, str(error))
        return
    except Unavailable as error:  # no "error": the client tries again by itself (the log
        outbox.close(1013, str(error))  # said once that Redis is unavailable)
        return
    if owner is None or owner == node.name or match_id is None:
        await converse(rooms, receive, outbox, client, first)
        return
    bucket = Bucket(rooms.limits.messages_per_second, rooms.clock)
    await node.relay(match_id, owner, first, client, outbox, receive, bucket.take)


async def _still_played(rooms: Rooms, first: Hello | Join) -> bool:
    """Whether the match a first message names is in Redis and still played (not over)."""
    shared = rooms.shared
    assert shared is not None
    match_id = await _match_named(rooms, first)
    if match_id is None:
        return False
    record = await shared.read_room(match_id)
    return record is not None and not record.get("over") and not record.get("replaced_by")


async def _match_named(rooms: Rooms, first: Any) -> str | None:
    """The match a first message's token or code opens, as this node or Redis knows it."""
    shared = rooms.shared
    assert shared is not None
    if isinstance(first, Hello):
        digest = token_digest(first.token)
        return rooms.index.get(digest) or await shared.match_of_token(digest)
    if isinstance(first, Join):
        return await shared.match_of_code(code_digest(normal_code(first.code)))
    return None


async def _take_seat(
    rooms: Rooms, text: str, outbox: Outbox, client: str
) -> tuple[Room, int, Listener] | None:
    """Read the first message (``hello`` or ``join``), welcome the client and send it what it
    missed; None (after saying why) when it cannot sit down."""

    def turn_away(reason: str) -> None:
        rooms.refusals("seat", client, reason)
        outbox.offer(dumps({"type": "error", "reason": reason}))
        outbox.close(1008, reason)

    first = _read(rooms, text)
    token: str | None = None
    last = epoch = None
    if isinstance(first, Join):
        wait = rooms.codes.wait_before(client)
        if wait:
            await asyncio.sleep(wait)  # guessing goes on from here: one check per pace
        try:
            invitation = rooms.codes.redeem(first.code, client)
        except ValueError as error:
            turn_away(str(error))
            return None
        token = invitation.token
        place = await rooms.room_or_load(invitation.match_id)
        found = None if place is None else (place, invitation.seat)
    elif isinstance(first, Hello):
        token, last, epoch = first.token, first.last, first.epoch
        found = await rooms.find_or_load(token)
    else:
        turn_away(N_("say hello (with a token) or join (with a code) first"))
        return None
    if found is None or rooms.locks.get(found[0].match_id) is None:
        if rooms.shared is not None and await _still_played(rooms, first):
            # several nodes: the match moved to another node while this one seated the
            # connection (its lease ran out here): the client comes back and reaches it there
            outbox.close(1012, N_("this match moves to another server: reconnecting"))
            return None
        turn_away(N_("this token opens no seat on this server"))
        return None
    room, seat = found
    lock = rooms.locks[room.match_id]
    async with lock:
        if isinstance(first, Join) and (first.watch or seat == SPECTATOR):
            if not room.rules.spectators:
                turn_away(N_("the host of this match does not let spectators watch"))
                return None
            token, seat = rooms.watch_token(room), SPECTATOR  # to come back with
        elif isinstance(first, Join) and token is None:  # a seat's code: a token of their own
            token = new_token()
            rooms.add_token(room, seat, token_digest(token))
            await rooms.written(room)  # (several nodes: the token opens the seat on every one)
        if (
            isinstance(first, Join)
            and first.name
            and seat in room.rules.invited
            and first.name != room.match.seats[seat].name
        ):
            try:
                room.rename(seat, first.name)
            except Refused as error:
                turn_away(str(error))
                return None
            rooms.write(room)
        if seat == SPECTATOR:
            watching = sum(1 for item in room.listeners if item.seat == SPECTATOR)
            if watching >= rooms.limits.spectators_per_match:
                turn_away(N_("this match has all the spectators it can take"))
                return None
        welcome = room.welcome(seat)
        welcome["pace"] = rooms.limits.messages_per_second
        if isinstance(first, Join):
            welcome["token"] = token
        outbox.offer(dumps(welcome))
        for text in room.missed(seat, last, epoch):
            outbox.offer(text)
        listener = Listener(seat, outbox.offer, outbox.close)
        room.listeners.append(listener)
        room.arrived(seat)
        tell_everyone(room, room.seats_message())
        clock = room.clock_message()
        if clock is not None:
            outbox.offer(dumps(clock))
        await play_bots(rooms, room)  # a seat taken back may be a turn the bot had not begun
    return room, seat, listener


async def _answer(
    rooms: Rooms,
    room: Room,
    seat: int,
    outbox: Outbox,
    message: Hello | Join | Act | Undo | Resync,
) -> None:
    if room.replaced_by is not None:  # dealt again: the client goes over to the new one
        outbox.offer(dumps({"type": "restarted", "match": room.replaced_by}))
        return
    lock = rooms.locks.get(room.match_id)
    if lock is None:
        raise Malformed(1000, N_("this match is over"))
    async with lock:
        if room.replaced_by is not None:  # dealt again while this message waited
            outbox.offer(dumps({"type": "restarted", "match": room.replaced_by}))
            return
        if isinstance(message, Resync):
            for update in room.missed(seat, message.last, message.epoch):
                outbox.offer(update)
            return
        if isinstance(message, (Hello, Join)):
            reason = N_("this connection already has its seat")
            outbox.offer(dumps({"type": "refused", "reason": reason}))
            return
        try:
            if isinstance(message, Act):
                updates = await played(
                    room.match,
                    lambda: room.updates_after(room.act(seat, message.seq, message.action)),
                )
            else:
                assert isinstance(message, Undo)
                updates = await asyncio.to_thread(
                    lambda: (room.undo(seat, message.seq), room.updates_after(()))[1]
                )
        except Refused as error:
            refusal = {"type": "refused", "reason": str(error), "seq": message.seq}
            outbox.offer(dumps(refusal))
            return
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)
        await play_bots(rooms, room)
