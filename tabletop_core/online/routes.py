"""The server's HTTP routes (health, metrics, open a match, its status, the host's codes and
restart, the invitation page) and the app that holds them with the ``/play`` WebSocket."""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import logging
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tabletop_core.online.codes import ALPHABET, normal_code
from tabletop_core.online.conversation import converse, converse_on_a_node, next_text
from tabletop_core.online.outbox import Outbox
from tabletop_core.online.protocol import PROTOCOL, HostRequest, NewMatch, too_deep
from tabletop_core.online.room import Room
from tabletop_core.online.rooms import Rooms, is_match_id
from tabletop_core.online.shared import LeaseLost, Unavailable
from tabletop_core.online.upkeep import (
    keep_leases,
    keep_time,
    play_bots,
    remove_old_matches,
    tell_everyone,
)

log = logging.getLogger("tabletop.online")


WORKERS = 64
"""Threads that play and journal moves (each mostly waits for the disk)."""


class TooBig(Exception):
    pass


async def read_body(request: Request, limit: int, timeout: float) -> bytes:
    """The request's body, read as it streams in and cut at ``limit`` bytes (TooBig) or after
    ``timeout`` seconds (TimeoutError): a body that never ends is never buffered."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > limit):
        raise TooBig
    body = bytearray()

    async def pull() -> None:
        async for chunk in request.stream():
            body.extend(chunk)
            if len(body) > limit:
                raise TooBig

    await asyncio.wait_for(pull(), timeout)
    return bytes(body)


def metrics_text(rooms: Rooms) -> str:
    """The server's counters in the Prometheus text format."""
    listeners = [listener for room in rooms.rooms.values() for listener in room.listeners]
    gauges = {
        "tabletop_matches": (len(rooms.rooms), "Matches held in memory."),
        "tabletop_matches_open_files": (
            sum(1 for room in rooms.rooms.values() if room.journal_open),
            "Matches holding their journal and lock open.",
        ),
        "tabletop_connections": (rooms.peers.connections, "Open HTTP and WebSocket connections."),
        "tabletop_seated_connections": (len(listeners), "WebSockets seated at a match."),
        "tabletop_join_codes": (len(rooms.codes), "Join codes held."),
    }
    lines: list[str] = []
    for name, (value, about) in gauges.items():
        lines += [f"# HELP {name} {about}", f"# TYPE {name} gauge", f"{name} {value}"]
    for key, value in rooms.counts.items():
        name = f"tabletop_{key}_total"
        lines += [f"# TYPE {name} counter", f"{name} {value}"]
    lines += ["# HELP tabletop_refusals_total Requests and messages refused, by kind."]
    lines += ["# TYPE tabletop_refusals_total counter"]
    for kind, value in sorted(rooms.refusals.counts.items()):
        lines.append(f'tabletop_refusals_total{{kind="{kind}"}} {value}')
    return "\n".join(lines) + "\n"


def first_error(error: ValidationError) -> str:
    """A request that does not validate, in one line: where, and what is wrong there."""
    first = error.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "request"
    return f"{where}: {first['msg']}"


def make_app(rooms: Rooms) -> Starlette:
    limits = rooms.limits

    def refuse(kind: str, client: str, reason: str, status: int) -> JSONResponse:
        rooms.refusals(kind, client, reason)
        return JSONResponse({"error": reason}, status, headers={"connection": "close"})

    async def bounded_body(request: Request, client: str) -> bytes | JSONResponse:
        """The request's body read within the size, time and nesting bounds, or the answer
        refusing it."""
        try:
            body = await read_body(request, limits.max_body, limits.body_timeout)
        except TooBig:
            reason = f"a request may be at most {limits.max_body} bytes"
            return refuse("body", client, reason, 413)
        except TimeoutError:
            reason = f"a request must arrive within {limits.body_timeout:g} seconds"
            return refuse("body", client, reason, 408)
        if too_deep(body, limits.max_depth):
            reason = f"a request may nest at most {limits.max_depth} levels deep"
            return refuse("body", client, reason, 400)
        return body

    async def health(request: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "protocol": PROTOCOL, "matches": len(rooms.rooms)})

    async def metrics(request: Request) -> PlainTextResponse:
        return PlainTextResponse(metrics_text(rooms), media_type="text/plain; version=0.0.4")

    async def status(request: Request) -> JSONResponse:
        room = rooms.rooms.get(request.path_params["match"])
        if room is None:
            passed = await pass_on("status", request.path_params["match"], {})
            if passed is not None:
                return passed
            return JSONResponse({"error": "there is no such match on this server"}, 404)
        return JSONResponse(room.status())

    async def pass_on(kind: str, match_id: str, body: dict[str, Any]) -> JSONResponse | None:
        """Several nodes: the answer of the node that runs ``match_id`` when that is another
        one (None: this node is to answer)."""
        node, shared = rooms.node, rooms.shared
        if node is None or shared is None or not is_match_id(match_id):
            return None
        try:
            owner = await shared.owner(match_id)
            if owner is None or owner == node.name:
                return None
            answer = await node.ask(owner, {"kind": kind, "match": match_id, "body": body})
        except Unavailable as error:
            return JSONResponse({"error": str(error)}, 503)
        if answer is None:  # it died on the way: another node takes the match on shortly
            return JSONResponse({"error": "the match changed meanwhile: ask again"}, 409)
        return JSONResponse(answer["body"], int(answer["status"]))

    async def forwarded(ask: dict[str, Any]) -> tuple[dict[str, Any], int]:
        """A request another node passed on for a match this node runs."""
        match_id = str(ask.get("match"))
        if ask.get("kind") == "status":
            room = rooms.rooms.get(match_id)
            if room is None:
                return {"error": "there is no such match on this server"}, 404
            return room.status(), 200
        try:
            asked = HostRequest.model_validate(ask.get("body"))
        except ValidationError:
            return {"error": "request: not a host's request"}, 400
        room = await rooms.room_or_load(match_id, over_too=True)
        if room is None:
            return {"error": "there is no such match on this server"}, 404
        if not room.is_host(asked.host):
            return {"error": "only the host of this match may do that"}, 403
        kind = ask.get("kind")
        response = await (codes_for(room, asked) if kind == "codes" else deal_again(room))
        return json.loads(bytes(response.body)), response.status_code

    if rooms.node is not None:
        rooms.node.on_ask = forwarded

    async def open_match(request: Request) -> JSONResponse:
        client = request.client.host if request.client else "?"
        body = await bounded_body(request, client)
        if isinstance(body, JSONResponse):
            return body
        if len(rooms.rooms) >= limits.max_matches:
            return refuse("match", client, "this server holds all the matches it can", 503)
        if not rooms.opened.take(client):
            reason = f"at most {limits.matches_per_minute} matches a minute from one address"
            return refuse("match", client, reason, 429)
        try:
            asked = NewMatch.model_validate_json(body)
            if asked.game not in rooms.registry.games:
                raise ValueError(f"this server has no game {asked.game!r}")
            answer = await asyncio.to_thread(rooms.open, asked)
        except (Unavailable, LeaseLost) as error:
            return refuse("match", client, str(error), 503)
        except ValidationError as error:
            return refuse("match", client, first_error(error), 400)
        except (ValueError, KeyError) as error:
            return refuse("match", client, str(error).strip("'\""), 400)
        room = rooms.rooms[answer["match"]]
        rooms.counts["matches_opened"] += 1
        log.info(
            "match %s (%s) opened by %s: %s",
            room.match_id,
            asked.game,
            client,
            ", ".join(seat.kind for seat in asked.seats),
        )
        async with rooms.locks[room.match_id]:
            await play_bots(rooms, room)
        return JSONResponse(answer)

    async def hosts_room(request: Request, kind: str) -> tuple[Room, HostRequest] | JSONResponse:
        """The match (loaded again if it left memory) and the host's request, or the answer
        refusing it. The body is read through the same streaming bounds as ``POST /matches``."""
        client = request.client.host if request.client else "?"
        body = await bounded_body(request, client)
        if isinstance(body, JSONResponse):
            return body
        try:
            asked = HostRequest.model_validate_json(body)
        except ValidationError as error:
            return refuse("host", client, first_error(error), 400)
        room = await rooms.room_or_load(request.path_params["match"], over_too=True)
        if room is None:
            passed = await pass_on(kind, request.path_params["match"], asked.model_dump())
            if passed is not None:
                return passed
            return refuse("host", client, "there is no such match on this server", 404)
        if not room.is_host(asked.host):
            return refuse("host", client, "only the host of this match may do that", 403)
        return room, asked

    async def fresh_code(request: Request) -> JSONResponse:
        """The host asks for a new code for a seat (a person lost theirs, or a window its seat)."""
        found = await hosts_room(request, "codes")
        if isinstance(found, JSONResponse):
            return found
        return await codes_for(*found)

    async def codes_for(room: Room, asked: HostRequest) -> JSONResponse:
        lock = rooms.locks.get(room.match_id)
        if lock is None:  # it left memory again meanwhile (or was dealt again)
            return JSONResponse({"error": "the match changed meanwhile: ask again"}, 409)
        async with lock:
            try:
                answer = await asyncio.to_thread(rooms.fresh_code, room, asked.seat)
            except ValueError as error:
                return JSONResponse({"error": str(error)}, 400)
        return JSONResponse(answer)

    async def restart(request: Request) -> JSONResponse:
        """The host deals the match again: a new match with the same seats; everybody at the
        old one is told where it went (their tokens open the new one)."""
        found = await hosts_room(request, "restart")
        if isinstance(found, JSONResponse):
            return found
        return await deal_again(found[0])

    async def deal_again(old: Room) -> JSONResponse:
        lock = rooms.locks.get(old.match_id)
        if lock is None or old.replaced_by is not None:
            return JSONResponse({"error": "the match changed meanwhile: ask again"}, 409)
        async with lock:
            if old.replaced_by is not None:  # two restarts at once: the first one counts
                return JSONResponse({"error": "the match changed meanwhile: ask again"}, 409)
            room = await asyncio.to_thread(rooms.restart, old)
            log.info("match %s dealt again as %s", old.match_id, room.match_id)
            tell_everyone(old, {"type": "restarted", "match": room.match_id})  # (outboxes)
        async with rooms.locks[room.match_id]:
            await play_bots(rooms, room)
        return JSONResponse({"protocol": PROTOCOL, "match": room.match_id, "was": old.match_id})

    async def invitation(request: Request) -> HTMLResponse:
        """What a join link opens: how to join with its code (the code is not used up)."""
        code = normal_code(request.path_params["code"])
        if not all(c in ALPHABET or c == "-" for c in code) or len(code) > 16:
            return HTMLResponse("<p>This is not a join code.</p>", 404)
        server = html.escape(str(request.base_url).rstrip("/"))
        page = (
            "<!doctype html><meta charset=utf-8><title>Tabletop: join a game</title>"
            f"<h1>Join code {code}</h1><p>Open Tabletop, choose <b>Join a game</b> and type "
            f"<b>{code}</b> with the server <b>{server}</b> (or paste this page's address).</p>"
            f"<p>In a terminal: <code>tabletop join {code} --server {server} --headless</code></p>"
        )
        return HTMLResponse(page)

    async def play(websocket: WebSocket) -> None:
        client = websocket.client.host if websocket.client else "?"
        if not rooms.peers.websocket_opened(client):
            rooms.refusals("connection", client, "too many connections from this address")
            await websocket.close(1013)
            return
        try:
            await websocket.accept()

            def dropped(reason: str) -> None:
                rooms.counts["connections_dropped_slow"] += 1
                rooms.refusals("slow", client, reason)

            outbox = Outbox(websocket, limits.send_queue, dropped)
            try:
                if rooms.node is None:
                    await converse(rooms, lambda: next_text(websocket), outbox, client)
                else:
                    await converse_on_a_node(rooms, websocket, outbox, client)
            finally:
                await outbox.finish()
        except WebSocketDisconnect:
            pass
        finally:
            rooms.peers.websocket_closed(client)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if rooms.shared is not None:
            rooms.shared.loop = asyncio.get_running_loop()
            rooms._secret = await rooms.shared.secret()
            assert rooms.node is not None
            await rooms.node.start()
        for room in list(rooms.rooms.values()):  # resumed matches where a bot was to act
            async with rooms.locks[room.match_id]:
                await play_bots(rooms, room)
        # Most of a move's time is spent waiting for its journal line to reach the disk (the
        # GIL is free meanwhile): many matches' moves wait at once, not asyncio's default few.
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(WORKERS, thread_name_prefix="tabletop-match")
        )
        await asyncio.to_thread(remove_old_matches, rooms)
        timekeeper = asyncio.create_task(keep_time(rooms))
        leases = None if rooms.shared is None else asyncio.create_task(keep_leases(rooms))
        yield
        timekeeper.cancel()
        if leases is not None:
            leases.cancel()
        if rooms.node is not None and rooms.shared is not None:
            await rooms.node.stop()
            for match_id in list(rooms.rooms):  # still played: any node takes them on now
                with contextlib.suppress(Unavailable):
                    await rooms.shared.release(match_id, running=True)
            await rooms.shared.close()

    return Starlette(
        routes=[
            Route("/health", health),
            Route("/metrics", metrics),
            Route("/matches", open_match, methods=["POST"]),
            Route("/matches/{match}", status),
            Route("/matches/{match}/codes", fresh_code, methods=["POST"]),
            Route("/matches/{match}/restart", restart, methods=["POST"]),
            Route("/join/{code}", invitation),
            WebSocketRoute("/play", play),
        ],
        lifespan=lifespan,
    )
