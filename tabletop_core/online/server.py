"""``tabletop serve``: the Starlette app that holds matches and plays them with remote seats.

HTTP: ``GET /health``, ``POST /matches`` (open a match), ``GET /matches/{id}`` (its public
status), and the host's ``POST /matches/{id}/codes`` (a fresh code for a seat) and
``POST /matches/{id}/restart`` (deal again, the same seats). WebSocket ``/play``: the
``tabletop.online/1`` conversation of one seat or spectator.
Every match is journalled under ``DATA/autosaves`` as it is played and its seats' token digests
under ``DATA/rooms``; a restarted server resumes them all.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import logging
import os
import random
import secrets
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tabletop_core.i18n import N_
from tabletop_core.match import Match
from tabletop_core.messages import counted
from tabletop_core.online.codes import ALPHABET, JoinCodes, code_digest, normal_code
from tabletop_core.online.protocol import (
    MAX_MESSAGE,
    PROTOCOL,
    Act,
    BadMessage,
    Hello,
    HostRequest,
    Join,
    NewMatch,
    Resync,
    Undo,
    dumps,
    parse_client_message,
)
from tabletop_core.online.room import (
    SPECTATOR,
    Listener,
    Refused,
    Room,
    RoomRules,
    new_token,
    restore_seats,
    token_digest,
    write_room_file,
)
from tabletop_core.replay import SaveError, SeatSpec
from tabletop_core.seats import BOT_NAMES

log = logging.getLogger("tabletop.online")

HELLO_TIMEOUT = 30.0
"""Seconds a new connection has to say who it is."""
PING_INTERVAL = 2.0
"""Seconds between the server's pings on each connection."""
PING_TIMEOUT = 4.0
"""Seconds a connection has to answer a ping before it counts as gone (its seat is empty)."""
SPECTATORS_KEPT = 64
"""Spectators' tokens a match keeps (each join to watch makes one); the oldest goes."""
WORKERS = 64
"""Threads that play and journal moves (each mostly waits for the disk)."""


class Rooms:
    """Every match this server holds, by id and by token digest."""

    def __init__(self, data: Path, registry: Any, *, allow_seeds: bool = False) -> None:
        self.data = data
        self.registry = registry
        self.allow_seeds = allow_seeds
        """Whether a host may choose the seed (tests: whoever knows it knows every secret)."""
        self.epoch = secrets.token_hex(6)
        """Changes with every start: update numbers from before a restart mean nothing."""
        self.rooms: dict[str, Room] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.codes = JoinCodes()

    @property
    def room_folder(self) -> Path:
        return self.data / "rooms"

    def resume_all(self) -> list[str]:
        """Load every match with a room file from its journal; returns one line per failure."""
        problems: list[str] = []
        for path in sorted(self.room_folder.glob("*.json")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                journal = self.data / "autosaves" / f"{data['game']}-{data['match']}.json"
                match = Match.load(journal, self.registry, autosave=True)
                if match.read_only is not None:
                    raise SaveError(match.read_only)
                room = Room(
                    match,
                    list(data["tokens"]),
                    data.get("spectators"),
                    self.epoch,
                    RoomRules.from_json(data.get("rules")),
                )
                for seat, name in enumerate(data.get("names") or []):
                    if seat in room.rules.invited and name != match.seats[seat].name:
                        room.rename(seat, name)
                restore_seats(room, data)
            except (OSError, ValueError, KeyError, TypeError, SaveError) as error:
                problems.append(f"{path.name}: {error}")
                continue
            if room.replaced_by is not None:
                continue  # dealt again: its seats and codes are the new match's
            for digest, seat in room.codes.items():
                self.codes.restore(digest, seat, room.match_id)
            self._add(room)
        return problems

    def open(self, request: NewMatch) -> dict[str, Any]:
        """Open a match as a host asked; the answer holds the tokens of the host's own seats
        and a join code per invited seat (and one to watch, if spectators are welcome)."""
        registered = self.registry.get(request.game)
        levels = self.registry.bot_levels(request.game)
        specs: list[SeatSpec] = []
        bots: dict[int, Any] = {}
        people = 0
        for i, wanted in enumerate(request.seats):
            if wanted.kind == "bot":
                level = wanted.level or levels[-1]
                if level not in levels:
                    raise ValueError(
                        f"seat {i + 1}: {request.game} has no bot level {level!r} "
                        f"(levels: {', '.join(levels)})"
                    )
                specs.append(
                    SeatSpec(
                        name=wanted.name or BOT_NAMES[i % len(BOT_NAMES)], kind="bot", level=level
                    )
                )
                bots[i] = self.registry.make_bot(request.game, level)
            else:
                people += 1
                specs.append(SeatSpec(name=wanted.name or f"Player {people}", kind="human"))
        if request.seed is not None and not self.allow_seeds:
            raise ValueError(
                "this server deals with seeds of its own (whoever knows the seed knows every "
                "hidden card); start it with --allow-seeds to choose one"
            )
        seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**31)
        match = Match(registered.game, specs, seed, None, bots=bots, autosave=True)
        here = [new_token() if seat.kind == "here" else None for seat in request.seats]
        invited = tuple(i for i, seat in enumerate(request.seats) if seat.kind == "invited")
        room = Room(
            match,
            [token_digest(t) if t else None for t in here],
            None,
            self.epoch,
            RoomRules(request.spectators, request.away_after, request.turn_clock, invited),
        )
        host_key = new_token()
        room.host_digest = token_digest(host_key)
        match._autosave()  # the journal's header, before anyone is told of the match
        error = match.flush_autosave()
        if error is not None:
            raise OSError(error)
        answer: dict[str, Any] = {
            "protocol": PROTOCOL,
            "match": match.match_id,
            "host": host_key,
            "here": [],
            "codes": [],
        }
        for seat, (token, asked) in enumerate(zip(here, request.seats, strict=True)):
            if asked.kind == "bot":
                continue
            code = self._new_code(room, seat)
            if token is not None:  # the host's own seat, and a code to come back to it with
                answer["here"].append({"seat": seat, "token": token, "code": code})
            else:
                answer["codes"].append({"seat": seat, "name": specs[seat].name, "code": code})
        answer["watch"] = self._new_code(room, SPECTATOR) if request.spectators else None
        write_room_file(self.room_folder, room)
        self._add(room)
        return answer

    def _new_code(self, room: Room, seat: int) -> str:
        code = self.codes.issue(None, seat, room.match_id)
        room.codes[code_digest(code)] = seat
        return code

    def fresh_code(self, room: Room, seat: int | None) -> dict[str, Any]:
        """A new code for a person's seat (``None``: to watch), for the host to hand on; the
        seat's other codes and tokens still work."""
        if seat is None:
            if not room.rules.spectators:
                raise ValueError("the host of this match does not let spectators watch")
            code = self._new_code(room, SPECTATOR)
            write_room_file(self.room_folder, room)
            return {"match": room.match_id, "seat": None, "name": None, "code": code}
        if not 0 <= seat < room.match.players or room.match.seats[seat].kind != "human":
            raise ValueError(f"seat {seat} is not a person's seat of this match")
        code = self._new_code(room, seat)
        write_room_file(self.room_folder, room)
        name = room.match.seats[seat].name
        return {"match": room.match_id, "seat": seat, "name": name, "code": code}

    def restart(self, old: Room) -> Room:
        """Deal ``old`` again as a new match: the same seats, names, bots, rules, tokens and
        codes, a new deal. ``old`` is put aside (its journal stays)."""
        match = old.match
        game = match.game.info.id
        bots = {
            seat: self.registry.make_bot(game, spec.level)
            for seat, spec in enumerate(match.seats)
            if spec.kind == "bot"
        }
        seed = random.SystemRandom().randrange(2**31)
        new_match = Match(
            match.game, list(match.seats), seed, match.options, bots=bots, autosave=True
        )
        # an epoch of its own: update numbers a client kept from the old match mean nothing here
        epoch = f"{self.epoch}-{secrets.token_hex(3)}"
        room = Room(
            new_match, list(old.token_digests), list(old.spectator_digests), epoch, old.rules
        )
        room.more_tokens = {seat: list(d) for seat, d in old.more_tokens.items()}
        room.host_digest = old.host_digest
        room.codes = dict(old.codes)
        new_match._autosave()
        error = new_match.flush_autosave()
        if error is not None:
            raise OSError(error)
        write_room_file(self.room_folder, room)
        old.replaced_by = new_match.match_id
        old.codes = {}
        write_room_file(self.room_folder, old)
        self.codes.move(old.match_id, new_match.match_id)
        self._add(room)
        del self.rooms[old.match_id]
        return room

    def find(self, token: str) -> tuple[Room, int] | None:
        digest = token_digest(token)
        for room in self.rooms.values():
            if room.replaced_by is not None:
                continue
            seat = room.seat_of(digest)
            if seat is not None:
                return room, seat
        return None

    def _add(self, room: Room) -> None:
        game = room.match.game.info.id
        levels = self.registry.bot_levels(game)
        if levels:
            strongest = self.registry.recommended_level(game)
            room.make_bot = lambda weakest: self.registry.make_bot(
                game, levels[0] if weakest else strongest
            )
        room.keep = lambda: write_room_file(self.room_folder, room)
        self.rooms[room.match_id] = room
        self.locks[room.match_id] = asyncio.Lock()


# -- sending ------------------------------------------------------------------------------


async def broadcast(room: Room, updates: list[tuple[int, str]]) -> None:
    for seat, text in updates:
        for listener in [item for item in room.listeners if item.seat == seat]:
            await _send(room, listener, text)
    clock = room.clock_message()
    if updates and clock is not None:
        await tell_everyone(room, clock)


async def tell_everyone(room: Room, message: dict[str, Any]) -> None:
    """A public message (who is there, the clock) to every connection of the match."""
    text = dumps(message)
    for listener in list(room.listeners):
        await _send(room, listener, text)


async def _send(room: Room, listener: Listener, text: str) -> None:
    try:
        await listener.send(text)
    except Exception:  # a connection that went away; it resyncs when it is back
        if listener in room.listeners:
            room.listeners.remove(listener)


async def play_bots(rooms: Rooms, room: Room) -> None:
    """Let the bots play until a person is to act (their seats' views; off the event loop)."""
    while room.bot_to_act():
        updates = await asyncio.to_thread(lambda: room.updates_after(room.bot_step()))
        await broadcast(room, updates)


TICK = 0.25
"""Seconds between the server's looks at empty seats and turn clocks."""


async def keep_time(rooms: Rooms) -> None:
    """Mark seats left empty too long as away (a bot plays them) and play the default move of
    a person whose turn clock ran out."""
    while True:
        await asyncio.sleep(TICK)
        for room in list(rooms.rooms.values()):
            if room.match.is_over or (
                room.rules.away_after is None and room.rules.turn_clock is None
            ):
                continue
            async with rooms.locks[room.match_id]:
                try:
                    await _look_at(rooms, room)
                except Exception as error:  # one match's trouble must not stop the others
                    log.warning("match %s: %s", room.match_id, error)


async def _look_at(rooms: Rooms, room: Room) -> None:
    if room.mark_away():
        await tell_everyone(room, room.seats_message())
    if room.out_of_time():
        updates = await asyncio.to_thread(lambda: room.updates_after(room.play_default()))
        await broadcast(room, updates)
    await play_bots(rooms, room)


# -- the app ------------------------------------------------------------------------------


def make_app(rooms: Rooms) -> Starlette:
    async def health(request: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "protocol": PROTOCOL, "matches": len(rooms.rooms)})

    async def status(request: Request) -> JSONResponse:
        room = rooms.rooms.get(request.path_params["match"])
        if room is None:
            return JSONResponse({"error": "there is no such match on this server"}, 404)
        return JSONResponse(room.status())

    async def open_match(request: Request) -> JSONResponse:
        body = await request.body()
        if len(body) > MAX_MESSAGE:
            return JSONResponse({"error": f"a request may be at most {MAX_MESSAGE} bytes"}, 413)
        try:
            asked = NewMatch.model_validate_json(body)
            if asked.game not in rooms.registry.games:
                raise ValueError(f"this server has no game {asked.game!r}")
            answer = await asyncio.to_thread(rooms.open, asked)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "request"
            return JSONResponse({"error": f"{where}: {first['msg']}"}, 400)
        except (ValueError, KeyError) as error:
            return JSONResponse({"error": str(error).strip("'\"")}, 400)
        room = rooms.rooms[answer["match"]]
        async with rooms.locks[room.match_id]:
            await play_bots(rooms, room)
        return JSONResponse(answer)

    async def hosts_room(request: Request) -> tuple[Room, HostRequest] | JSONResponse:
        """The match and the host's request, or the answer refusing it."""
        body = await request.body()
        if len(body) > MAX_MESSAGE:
            return JSONResponse({"error": f"a request may be at most {MAX_MESSAGE} bytes"}, 413)
        room = rooms.rooms.get(request.path_params["match"])
        if room is None:
            return JSONResponse({"error": "there is no such match on this server"}, 404)
        try:
            asked = HostRequest.model_validate_json(body)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "request"
            return JSONResponse({"error": f"{where}: {first['msg']}"}, 400)
        if not room.is_host(asked.host):
            return JSONResponse({"error": "only the host of this match may do that"}, 403)
        return room, asked

    async def fresh_code(request: Request) -> JSONResponse:
        """The host asks for a new code for a seat (a person lost theirs, or a window its seat)."""
        found = await hosts_room(request)
        if isinstance(found, JSONResponse):
            return found
        room, asked = found
        async with rooms.locks[room.match_id]:
            try:
                answer = await asyncio.to_thread(rooms.fresh_code, room, asked.seat)
            except ValueError as error:
                return JSONResponse({"error": str(error)}, 400)
        return JSONResponse(answer)

    async def restart(request: Request) -> JSONResponse:
        """The host deals the match again: a new match with the same seats; everybody at the
        old one is told where it went (their tokens open the new one)."""
        found = await hosts_room(request)
        if isinstance(found, JSONResponse):
            return found
        old, _asked = found
        async with rooms.locks[old.match_id]:
            room = await asyncio.to_thread(rooms.restart, old)
            log.info("match %s dealt again as %s", old.match_id, room.match_id)
            await tell_everyone(old, {"type": "restarted", "match": room.match_id})
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
        await websocket.accept()
        client = websocket.client.host if websocket.client else "?"
        try:
            seated = await asyncio.wait_for(_take_seat(rooms, websocket, client), HELLO_TIMEOUT)
        except (TimeoutError, WebSocketDisconnect):
            return
        if seated is None:
            await websocket.close(1008)
            return
        room, seat, listener = seated
        try:
            while True:
                text = await websocket.receive_text()
                await _answer(rooms, room, seat, websocket, text)
        except WebSocketDisconnect:
            pass
        finally:
            if listener in room.listeners:
                room.listeners.remove(listener)
            if room.left(seat):
                async with rooms.locks[room.match_id]:
                    await tell_everyone(room, room.seats_message())

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        for room in list(rooms.rooms.values()):  # resumed matches where a bot was to act
            async with rooms.locks[room.match_id]:
                await play_bots(rooms, room)
        # Most of a move's time is spent waiting for its journal line to reach the disk (the
        # GIL is free meanwhile): many matches' moves wait at once, not asyncio's default few.
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(WORKERS, thread_name_prefix="tabletop-match")
        )
        timekeeper = asyncio.create_task(keep_time(rooms))
        yield
        timekeeper.cancel()

    return Starlette(
        routes=[
            Route("/health", health),
            Route("/matches", open_match, methods=["POST"]),
            Route("/matches/{match}", status),
            Route("/matches/{match}/codes", fresh_code, methods=["POST"]),
            Route("/matches/{match}/restart", restart, methods=["POST"]),
            Route("/join/{code}", invitation),
            WebSocketRoute("/play", play),
        ],
        lifespan=lifespan,
    )


async def _take_seat(
    rooms: Rooms, websocket: WebSocket, client: str
) -> tuple[Room, int, Listener] | None:
    """Read the first message (``hello`` or ``join``), welcome the client and send it what it
    missed; None (after saying why) when it cannot sit down."""

    async def turn_away(reason: str) -> None:
        await websocket.send_text(dumps({"type": "error", "reason": reason}))

    try:
        first = parse_client_message(await websocket.receive_text())
    except BadMessage as error:
        await turn_away(str(error))
        return None
    token: str | None = None
    last = epoch = None
    if isinstance(first, Join):
        try:
            invitation = rooms.codes.redeem(first.code, client)
        except ValueError as error:
            await turn_away(str(error))
            return None
        token = invitation.token
        place = rooms.rooms.get(invitation.match_id)
        found = None if place is None else (place, invitation.seat)
    elif isinstance(first, Hello):
        token, last, epoch = first.token, first.last, first.epoch
        found = rooms.find(token)
    else:
        await turn_away(N_("say hello (with a token) or join (with a code) first"))
        return None
    if found is None:
        await turn_away(N_("this token opens no seat on this server"))
        return None
    room, seat = found
    async with rooms.locks[room.match_id]:
        if isinstance(first, Join) and (first.watch or seat == SPECTATOR):
            if not room.rules.spectators:
                await turn_away(N_("the host of this match does not let spectators watch"))
                return None
            token, seat = new_token(), SPECTATOR  # a spectator's own token, to come back with
            room.spectator_digests.append(token_digest(token))
            del room.spectator_digests[:-SPECTATORS_KEPT]
            write_room_file(rooms.room_folder, room)
        elif isinstance(first, Join) and token is None:  # a seat's code: a token of their own
            token = new_token()
            room.add_token(seat, token_digest(token))
            write_room_file(rooms.room_folder, room)
        if (
            isinstance(first, Join)
            and first.name
            and seat in room.rules.invited
            and first.name != room.match.seats[seat].name
        ):
            try:
                room.rename(seat, first.name)
            except Refused as error:
                await turn_away(str(error))
                return None
            write_room_file(rooms.room_folder, room)
        welcome = room.welcome(seat)
        if isinstance(first, Join):
            welcome["token"] = token
        await websocket.send_text(dumps(welcome))
        for text in room.missed(seat, last, epoch):
            await websocket.send_text(text)
        listener = Listener(seat, websocket.send_text)
        room.listeners.append(listener)
        room.arrived(seat)
        await tell_everyone(room, room.seats_message())
        clock = room.clock_message()
        if clock is not None:
            await websocket.send_text(dumps(clock))
        await play_bots(rooms, room)  # a seat taken back may be a turn the bot had not begun
    return room, seat, listener


async def _answer(rooms: Rooms, room: Room, seat: int, websocket: WebSocket, text: str) -> None:
    try:
        message = parse_client_message(text)
    except BadMessage as error:
        await websocket.send_text(dumps({"type": "refused", "reason": str(error)}))
        return
    async with rooms.locks[room.match_id]:
        if room.replaced_by is not None:  # dealt again: the client goes over to the new one
            await websocket.send_text(dumps({"type": "restarted", "match": room.replaced_by}))
            return
        if isinstance(message, Resync):
            for update in room.missed(seat, message.last, message.epoch):
                await websocket.send_text(update)
            return
        if isinstance(message, (Hello, Join)):
            reason = N_("this connection already has its seat")
            await websocket.send_text(dumps({"type": "refused", "reason": reason}))
            return
        try:
            if isinstance(message, Act):
                updates = await asyncio.to_thread(
                    lambda: room.updates_after(room.act(seat, message.seq, message.action))
                )
            else:
                assert isinstance(message, Undo)
                updates = await asyncio.to_thread(
                    lambda: (room.undo(seat, message.seq), room.updates_after(()))[1]
                )
        except Refused as error:
            refusal = {"type": "refused", "reason": str(error), "seq": message.seq}
            await websocket.send_text(dumps(refusal))
            return
        await broadcast(room, updates)
        await play_bots(rooms, room)


def serve(host: str, port: int, data: Path, *, allow_seeds: bool = False) -> None:
    """Run the server until interrupted (resuming every match journalled under ``data``)."""
    import uvicorn

    from tabletop_core import plugins
    from tabletop_core.storage import DATA_DIR_ENV

    data.mkdir(parents=True, exist_ok=True)
    os.environ[DATA_DIR_ENV] = str(data)  # the matches' journals go under it
    rooms = Rooms(data, plugins.registry(), allow_seeds=allow_seeds)
    for problem in rooms.resume_all():
        print(f"tabletop: not resumed: {problem}", flush=True)
    print(
        f"tabletop: serving {PROTOCOL} on http://{host}:{port} "
        f"({counted(len(rooms.rooms), 'match', 'matches')} resumed from {data})",
        flush=True,
    )
    uvicorn.run(
        make_app(rooms),
        host=host,
        port=port,
        ws_max_size=MAX_MESSAGE,
        ws_per_message_deflate=False,  # updates are small; compressing each cost more than it saved
        ws_ping_interval=PING_INTERVAL,  # a connection that went silent leaves its seat empty
        ws_ping_timeout=PING_TIMEOUT,
        log_level="warning",
    )
