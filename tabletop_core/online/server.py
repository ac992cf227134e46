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
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import html
import json
import logging
import os
import random
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tabletop_core.i18n import N_
from tabletop_core.match import _MATCH_ID, Match
from tabletop_core.messages import counted
from tabletop_core.online.bucket import Bucket
from tabletop_core.online.codes import ALPHABET, JoinCodes, code_digest, normal_code
from tabletop_core.online.guard import Peers, PerMinute, Refusals
from tabletop_core.online.limits import Limits
from tabletop_core.online.outbox import Outbox
from tabletop_core.online.protocol import (
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
    too_deep,
)
from tabletop_core.online.relay import Node, place
from tabletop_core.online.room import (
    SPECTATOR,
    Listener,
    Refused,
    Room,
    RoomRules,
    new_token,
    restore_seats,
    room_record,
    token_digest,
    write_room_file,
)
from tabletop_core.online.shared import (
    RENEW_EVERY,
    LeaseLost,
    Shared,
    StreamMatch,
    Unavailable,
    rebuild,
)
from tabletop_core.replay import SaveError, SeatSpec
from tabletop_core.seats import BOT_NAMES

log = logging.getLogger("tabletop.online")

PING_INTERVAL = 2.0
"""Seconds between the server's pings on each connection."""
PING_TIMEOUT = 4.0
"""Seconds a connection has to answer a ping before it counts as gone (its seat is empty)."""
SPECTATOR_TOKENS_KEPT = 16
"""Spectators' token digests a match dealt again carries over (each deal adds its own)."""
WORKERS = 64
"""Threads that play and journal moves (each mostly waits for the disk)."""


class Rooms:
    """Every match this server holds, by id and by token digest."""

    def __init__(
        self,
        data: Path,
        registry: Any,
        *,
        allow_seeds: bool = False,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
        shared: Shared | None = None,
    ) -> None:
        self.data = data
        self.shared = shared
        """Redis, where the matches live when several nodes share them (None: files here)."""
        self.node: Node | None = None
        """This node's channel to the others (with ``shared``)."""
        self.limits = limits = limits or Limits()
        self.clock = clock
        """The time every match's turn clock and empty seats are counted in (tests drive it)."""
        self.registry = registry
        self.allow_seeds = allow_seeds
        """Whether a host may choose the seed (tests: whoever knows it knows every secret)."""
        self.epoch = secrets.token_hex(6)
        """Changes with every start: update numbers from before a restart mean nothing."""
        self.rooms: dict[str, Room] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.codes = JoinCodes(pace=limits.guess_pace)
        self.index: dict[str, str] = {}
        """The match of every seat's and spectator's token digest."""
        self.refusals = Refusals(limits.log_per_minute)
        self.peers = Peers(limits, self.refusals)
        self.opened = PerMinute(limits.matches_per_minute)
        self.counts: dict[str, int] = {
            "matches_opened": 0,
            "matches_finished": 0,
            "matches_left_memory": 0,
            "matches_removed": 0,
            "journals_closed_idle": 0,
            "connections_dropped_slow": 0,
        }
        self._secret: bytes | None = None
        self._loading = asyncio.Lock()
        self._records: dict[str, asyncio.Future[bool]] = {}
        """The last room record each match sent to Redis (each write waits for the one before)."""

    def write(self, room: Room) -> None:
        """Keep the room's record: its file here, or (several nodes) its record in Redis, as
        it is now (from the event loop the write is queued behind the match's earlier ones;
        from a worker thread it is waited for)."""
        shared = self.shared
        if shared is None:
            write_room_file(self.room_folder, room)
            return
        record = room_record(room)
        moved = room.replaced_by is not None  # dealt again: its digests open the new match
        digests = [] if moved else room.all_digests()
        codes = [] if moved else list(room.codes)
        work = shared.write_room(record, digests, codes)
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is None:
            shared.call(work)
            return
        before = self._records.get(room.match_id)

        async def in_turn() -> bool:
            if before is not None:
                await before
            try:
                await work
            except Exception as error:  # Unavailable: said once in the log already
                log.debug("match %s: room record not written: %s", room.match_id, error)
                return False
            return True

        self._records[room.match_id] = asyncio.ensure_future(in_turn())

    async def written(self, room: Room) -> None:
        """Wait until the room's last record is in Redis (nothing to wait for with files)."""
        pending = self._records.get(room.match_id)
        if pending is not None and not await pending:
            raise Unavailable("redis unavailable: the seat's record was not stored")

    @property
    def room_folder(self) -> Path:
        return self.data / "rooms"

    def resume_all(self) -> list[str]:
        """Load every match with a room file from its journal; returns one line per failure."""
        problems: list[str] = []
        if self.shared is not None:  # the matches are in Redis: nodes adopt them as needed
            return problems
        for path in sorted(self.room_folder.glob("*.json")):
            try:
                self.load(path)
            except (OSError, ValueError, KeyError, TypeError, SaveError) as error:
                problems.append(f"{path.name}: {error}")
        return problems

    def load(self, path: Path, *, over_too: bool = False) -> Room | None:
        """The match of a room file, from its journal, with its files closed unless a bot is
        to act (None: the match was dealt again, or it is over and stays on disk only unless
        ``over_too``: its host may still deal it again). Raises what keeps it from loading."""
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("replaced_by"):
            return None  # dealt again: its seats and codes are the new match's
        if data.get("over") and not over_too:
            return None  # finished: on disk until its retention runs out, not in memory
        journal = self.data / "autosaves" / f"{data['game']}-{data['match']}.json"
        match = Match.load(journal, self.registry, autosave=True)
        if match.read_only is not None:
            raise SaveError(match.read_only)
        return self._room_of(match, data)

    def _room_of(self, match: Match, data: dict[str, Any]) -> Room:
        """The room of ``match`` as its record ``data`` has it, added to this server."""
        room = Room(
            match,
            list(data["tokens"]),
            data.get("spectators"),
            self.epoch,
            RoomRules.from_json(data.get("rules")),
            clock=self.clock,
        )
        for seat, name in enumerate(data.get("names") or []):
            if seat in room.rules.invited and name != match.seats[seat].name:
                room.rename(seat, name)
        restore_seats(room, data)
        for digest, seat in room.codes.items():
            self.codes.restore(digest, seat, room.match_id)
        self._add(room)
        if match.is_over:  # loaded for its host: it leaves again after the linger
            room.finished_at = self.clock()
        if not room.bot_to_act():  # its files are opened again by its next move
            match.save_and_close()
            room.journal_open = False
        return room

    async def room_or_load(self, match_id: str, *, over_too: bool = False) -> Room | None:
        """The match ``match_id``, loaded from its room file and journal if it left memory
        (while idle; or, with ``over_too``, once over); None when it is not on this server."""
        room = self.rooms.get(match_id)
        if room is not None or not _is_match_id(match_id):
            return room
        async with self._loading:
            room = self.rooms.get(match_id)
            if room is not None:
                return room
            if self.shared is not None:
                return await self._load_shared(match_id, over_too=over_too)
            path = self.room_folder / f"{match_id}.json"
            if not path.is_file():
                return None
            try:
                room = await asyncio.to_thread(self.load, path, over_too=over_too)
            except (OSError, ValueError, KeyError, TypeError, SaveError) as error:
                log.warning("match %s could not be loaded again: %s", match_id, error)
                room = None
            if room is None:
                self.index = {d: m for d, m in self.index.items() if m != match_id}
                return None
            log.info("match %s back in memory", match_id)
            return room

    def release_after_restart(self, old: Room) -> None:
        if self.shared is not None:
            self._let_go(old.match_id)

    async def _load_shared(self, match_id: str, *, over_too: bool) -> Room | None:
        """The match from Redis, if no other node runs it (this node then holds its lease)."""
        shared = self.shared
        assert shared is not None
        data = await shared.read_room(match_id)
        if data is None or data.get("replaced_by"):
            return None
        if data.get("over") and not over_too:
            return None
        if not await shared.take(match_id):
            return None  # another node runs it: connections are relayed there
        try:
            lines = await shared.journal_lines(match_id)
            match = await asyncio.to_thread(rebuild, lines, match_id, self.registry)
        except (ValueError, KeyError, TypeError, SaveError) as error:
            await shared.release(match_id)
            log.warning("match %s could not be loaded from redis: %s", match_id, error)
            return None
        match.adopt_stream(shared, len(lines))
        room = self._room_of(match, data)
        log.info(
            "match %s taken on by this node (%d moves from its stream)",
            match_id,
            len(match.actions),
        )
        return room

    async def find_or_load(self, token: str) -> tuple[Room, int] | None:
        """:meth:`find`, loading the match from disk if it left memory while idle."""
        found = self.find(token)
        match_id = self.index.get(token_digest(token))
        if found is None and match_id is None and self.shared is not None:
            match_id = await self.shared.match_of_token(token_digest(token))
        if found is not None or match_id is None:
            return found
        if await self.room_or_load(match_id) is None:
            return None
        return self.find(token)

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
        match: Match
        if self.shared is not None:
            match = StreamMatch(registered.game, specs, seed, None, bots=bots)
        else:
            match = Match(registered.game, specs, seed, None, bots=bots, autosave=True)
        here = [new_token() if seat.kind == "here" else None for seat in request.seats]
        invited = tuple(i for i, seat in enumerate(request.seats) if seat.kind == "invited")
        room = Room(
            match,
            [token_digest(t) if t else None for t in here],
            None,
            self.epoch,
            RoomRules(request.spectators, request.away_after, request.turn_clock, invited),
            clock=self.clock,
        )
        host_key = new_token()
        room.host_digest = token_digest(host_key)
        self._start_journal(match)  # the journal's header, before anyone is told of the match
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
        self.write(room)
        self._add(room)
        return answer

    def _start_journal(self, match: Match) -> None:
        """The journal's first line (the envelope: game, seats, seed, options), written before
        anyone hears of the match: its file here, or (several nodes) its Redis stream, with
        this node's lease on it."""
        shared = self.shared
        if shared is None:
            match._autosave()
            error = match.flush_autosave()
            if error is not None:
                raise OSError(error)
            return
        assert isinstance(match, StreamMatch)
        if not shared.call(shared.take(match.match_id)):
            raise OSError(f"match {match.match_id} is held by another node")
        entries = shared.call(shared.append(match.match_id, 0, [match.envelope()]))
        match.adopt_stream(shared, entries)

    def _new_code(self, room: Room, seat: int) -> str:
        code = self.codes.issue(None, seat, room.match_id)
        for retired in room.add_code(code_digest(code), seat):
            self.codes.forget(retired)
        return code

    def add_token(self, room: Room, seat: int, digest: str) -> None:
        """Someone joined ``seat`` with a code: their own token (``digest``) opens it, kept in
        the room file; the seat's oldest code-made token beyond the bound opens nothing."""
        for dropped in room.add_token(seat, digest):
            if self.index.get(dropped) == room.match_id:
                del self.index[dropped]
        self.index[digest] = room.match_id
        self.write(room)

    def fresh_code(self, room: Room, seat: int | None) -> dict[str, Any]:
        """A new code for a person's seat (``None``: to watch), for the host to hand on; the
        seat's other codes and tokens still work."""
        if seat is None:
            if not room.rules.spectators:
                raise ValueError("the host of this match does not let spectators watch")
            code = self._new_code(room, SPECTATOR)
            self.write(room)
            return {"match": room.match_id, "seat": None, "name": None, "code": code}
        if not 0 <= seat < room.match.players or room.match.seats[seat].kind != "human":
            raise ValueError(f"seat {seat} is not a person's seat of this match")
        code = self._new_code(room, seat)
        self.write(room)
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
        kind = StreamMatch if self.shared is not None else Match
        new_match = kind(
            match.game, list(match.seats), seed, match.options, bots=bots, autosave=kind is Match
        )
        # an epoch of its own: update numbers a client kept from the old match mean nothing here
        epoch = f"{self.epoch}-{secrets.token_hex(3)}"
        watchers = old.spectator_digests[-SPECTATOR_TOKENS_KEPT:]  # one more per deal
        room = Room(
            new_match, list(old.token_digests), list(watchers), epoch, old.rules, clock=self.clock
        )
        room.more_tokens = {seat: list(d) for seat, d in old.more_tokens.items()}
        room.host_digest = old.host_digest
        room.codes = dict(old.codes)
        self._start_journal(new_match)
        self.write(room)
        old.replaced_by = new_match.match_id
        old.codes = {}
        self.write(old)
        if old.journal_open:  # its journal stays on disk, closed
            error = match.save_and_close()
            old.journal_open = False
            if error is not None:
                log.warning("match %s: its journal could not be closed: %s", old.match_id, error)
        self.codes.move(old.match_id, new_match.match_id)
        for digest, seat in room.codes.items():  # (the old match may have left memory)
            self.codes.restore(digest, seat, room.match_id)
        self.rooms.pop(old.match_id, None)
        self.locks.pop(old.match_id, None)  # (the caller holds it still)
        self.release_after_restart(old)
        for digest in old.all_digests():
            if self.index.get(digest) == old.match_id:
                del self.index[digest]
        self._add(room)
        return room

    def find(self, token: str) -> tuple[Room, int] | None:
        digest = token_digest(token)
        room = self.rooms.get(self.index.get(digest, ""))
        if room is None:
            return None
        seat = room.seat_of(digest)
        return None if seat is None else (room, seat)

    def watch_token(self, room: Room) -> str:
        """The spectators' token of a match for people who watch with a seat's code: one per
        match (derived from this server's secret, so the room file grows by one digest at
        most and a restarted server gives the same one)."""
        if self._secret is None:
            self._secret = (
                _server_secret(self.data)
                if self.shared is None
                else self.shared.call(self.shared.secret())
            )
        digest = hmac.new(self._secret, room.match_id.encode(), hashlib.sha256).digest()
        token = new_token_from(digest)
        if token_digest(token) not in room.spectator_digests:
            room.spectator_digests.append(token_digest(token))
            self.index[token_digest(token)] = room.match_id
            self.write(room)
        return token

    def forget(self, room: Room, *, over: bool = True) -> None:
        """The match leaves memory (its files are closed already; its disk stays). One that
        is not over keeps its tokens and codes: it is loaded again when someone comes back."""
        self.rooms.pop(room.match_id, None)
        self.locks.pop(room.match_id, None)
        self.counts["matches_left_memory"] += 1
        if self.shared is not None:
            self._let_go(room.match_id)
        if not over:
            return
        for digest in room.all_digests():
            if self.index.get(digest) == room.match_id:
                del self.index[digest]
        self.codes.forget_match(room.match_id)

    def _let_go(self, match_id: str) -> None:
        """This node no longer runs the match: another node may take it on."""
        shared = self.shared
        assert shared is not None

        async def release() -> None:
            with contextlib.suppress(Exception):
                await self.written_id(match_id)
            with contextlib.suppress(Unavailable):
                await shared.release(match_id)

        loop = shared.loop
        assert loop is not None
        loop.call_soon_threadsafe(lambda: loop.create_task(release()))

    async def lost(self, room: Room, reason: str) -> None:
        """Redis cannot store the match's moves, or another node took it over: whatever this
        node holds of it that is not stored is dropped; its connections are closed (each
        client reconnects, to the node that runs it from its stream). No message of type
        ``error``: the clients are to come back, not give up."""
        log.warning("match %s: %s", room.match_id, reason)
        for listener in list(room.listeners):
            listener.close(1012, N_("this match moves to another server: reconnecting"))
        room.listeners.clear()
        if self.rooms.get(room.match_id) is room:
            self.forget(room, over=False)

    async def written_id(self, match_id: str) -> None:
        pending = self._records.pop(match_id, None)
        if pending is not None:
            await pending

    def _add(self, room: Room) -> None:
        game = room.match.game.info.id
        levels = self.registry.bot_levels(game)
        if levels:
            strongest = self.registry.recommended_level(game)
            room.make_bot = lambda weakest: self.registry.make_bot(
                game, levels[0] if weakest else strongest
            )
        room.keep = lambda: self.write(room)
        self.rooms[room.match_id] = room
        self.locks[room.match_id] = asyncio.Lock()
        for digest in room.all_digests():
            self.index[digest] = room.match_id


def _is_match_id(text: str) -> bool:
    """Whether ``text`` could name a match's files (never a path of its own)."""
    return _MATCH_ID.match(text) is not None


def new_token_from(digest: bytes) -> str:
    """A token made of 192 bits of ``digest``, in the form :func:`new_token` gives."""
    import base64

    return base64.urlsafe_b64encode(digest[:24]).decode().rstrip("=")


def _server_secret(data: Path) -> bytes:
    """This server's own secret (``DATA/secret``, readable only by its user), made once."""
    path = data / "secret"
    try:
        secret = bytes.fromhex(path.read_text(encoding="ascii").strip())
        if len(secret) >= 32:
            return secret
    except (OSError, ValueError):
        pass
    secret = secrets.token_bytes(32)
    data.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="ascii") as file:
        file.write(secret.hex() + "\n")
    return secret


# -- sending (never waits: each connection's outbox sends at its reader's pace) --------------


def broadcast(room: Room, updates: list[tuple[int, str]]) -> None:
    for seat, text in updates:
        for listener in [item for item in room.listeners if item.seat == seat]:
            _offer(room, listener, text)
    clock = room.clock_message()
    if updates and clock is not None:
        tell_everyone(room, clock)


def tell_everyone(room: Room, message: dict[str, Any]) -> None:
    """A public message (who is there, the clock) to every connection of the match."""
    text = dumps(message)
    for listener in list(room.listeners):
        _offer(room, listener, text)


def _offer(room: Room, listener: Listener, text: str) -> None:
    if not listener.offer(text) and listener in room.listeners:
        room.listeners.remove(listener)  # dropped: it resyncs when it is back


async def after_change(rooms: Rooms, room: Room, updates: list[tuple[int, str]]) -> None:
    """Tell everybody what changed; a match that just ended closes its files and says so."""
    room.touch()
    broadcast(room, updates)
    if not room.match.is_over:
        room.finished_at = None  # (an end taken back)
    elif room.finished_at is None:
        room.finished_at = rooms.clock()
        rooms.counts["matches_finished"] += 1
        result = room.match.result
        winners = ", ".join(room.match.names[w] for w in result.winners) if result else "?"
        log.info(
            "match %s (%s) is over: won by %s", room.match_id, room.match.game.info.id, winners
        )
        await asyncio.to_thread(_close_files, rooms, room)


def _close_files(rooms: Rooms, room: Room) -> None:
    rooms.write(room)
    error = room.match.save_and_close()
    room.journal_open = False
    if error is not None:
        log.warning("match %s: its journal could not be closed: %s", room.match_id, error)


async def play_bots(rooms: Rooms, room: Room) -> None:
    """Let the bots play until a person is to act (their seats' views; off the event loop)."""
    while room.bot_to_act():
        try:
            updates = await asyncio.to_thread(lambda: room.updates_after(room.bot_step()))
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)


TICK = 0.25
"""Seconds between the server's looks at empty seats and turn clocks."""
UPKEEP = 1.0
"""Seconds between looks at idle and finished matches."""
DISK_UPKEEP = 600.0
"""Seconds between looks for finished matches whose retention ran out."""


async def keep_time(rooms: Rooms) -> None:
    """Mark seats left empty too long as away (a bot plays them), play the default move of a
    person whose turn clock ran out, and look after idle and finished matches."""
    upkept = disk_upkept = rooms.clock()
    shared_kept = 0.0
    while True:
        await asyncio.sleep(TICK)
        if rooms.shared is not None and time.monotonic() - shared_kept >= RENEW_EVERY:
            shared_kept = time.monotonic()
            await keep_shared(rooms)
        for room in list(rooms.rooms.values()):
            if room.match.is_over or (
                room.rules.away_after is None and room.rules.turn_clock is None
            ):
                continue
            lock = rooms.locks.get(room.match_id)
            if lock is None:
                continue
            async with lock:
                try:
                    await _look_at(rooms, room)
                except Exception as error:  # one match's trouble must not stop the others
                    log.warning("match %s: %s", room.match_id, error)
        now = rooms.clock()
        try:
            if now - upkept >= UPKEEP:
                upkept = now
                await upkeep(rooms)
            if now - disk_upkept >= DISK_UPKEEP:
                disk_upkept = now
                await asyncio.to_thread(remove_old_matches, rooms)
        except Exception:  # a fault of the server's own: on record whole, and upkeep goes on
            log.exception("the server's upkeep failed")


async def keep_shared(rooms: Rooms) -> None:
    """Renew this node's leases (a match whose lease it lost leaves it) and take on the
    matches of nodes that died (their leases ran out while they were being played)."""
    shared = rooms.shared
    assert shared is not None
    try:
        for match_id in await shared.renew(list(rooms.rooms)):
            room = rooms.rooms.get(match_id)
            if room is not None:
                await rooms.lost(room, "another node runs this match now")
        for match_id in await shared.orphans():
            if len(rooms.rooms) >= rooms.limits.max_matches:
                break
            room = await rooms.room_or_load(match_id)
            if room is None:
                if await shared.read_room(match_id) is None or not await shared.owner(match_id):
                    await shared.release(match_id)  # nothing left to play: not running
                continue
            lock = rooms.locks.get(room.match_id)
            if lock is not None:
                async with lock:
                    await play_bots(rooms, room)
    except Unavailable:
        pass  # said once in the log; everything waits for Redis


async def upkeep(rooms: Rooms) -> None:
    """Close the files of matches nobody moved in for a while; let finished ones leave."""
    limits = rooms.limits
    now = rooms.clock()
    for room in list(rooms.rooms.values()):
        lock = rooms.locks.get(room.match_id)
        if lock is None or lock.locked():
            continue
        if room.finished_at is not None and now - room.finished_at >= limits.finished_linger:
            async with lock:
                for listener in list(room.listeners):
                    listener.offer(dumps({"type": "error", "reason": N_("this match is over")}))
                    listener.close(1000, N_("this match is over"))
                room.listeners.clear()
                if room.journal_open:
                    await asyncio.to_thread(_close_files, rooms, room)
                rooms.forget(room)
            log.info("match %s left memory (over)", room.match_id)
        elif (
            not room.journal_open
            and not room.listeners
            and now - room.last_move >= limits.idle_forget
            and not room.bot_to_act()
        ):
            rooms.forget(room, over=False)
            log.info("match %s left memory (idle; back when someone comes)", room.match_id)
        elif room.journal_open and now - room.last_move >= limits.idle_close:
            async with lock:
                if rooms.clock() - room.last_move < limits.idle_close:
                    continue
                error = await asyncio.to_thread(room.match.save_and_close)
                room.journal_open = False
                rooms.counts["journals_closed_idle"] += 1
                if error is not None:
                    log.warning(
                        "match %s: its journal could not be closed: %s", room.match_id, error
                    )
    rooms.codes.forget_old()
    rooms.peers.sweep()
    rooms.refusals.flush()


def remove_old_matches(rooms: Rooms) -> None:
    """Delete the journal and room file of each finished match older than the retention."""
    limit = time.time() - rooms.limits.retention
    for path in rooms.room_folder.glob("*.json"):
        try:
            if path.stat().st_mtime > limit:
                continue
            data = json.loads(path.read_text(encoding="utf-8"))
            gone = data.get("over") or data.get("replaced_by")  # (dealt again: put aside)
            if not gone or data.get("match") in rooms.rooms:
                continue
            journal = rooms.data / "autosaves" / f"{data['game']}-{data['match']}.json"
            journal.unlink(missing_ok=True)
            path.unlink()
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            log.warning("%s: not removed: %s", path.name, error)
            continue
        rooms.counts["matches_removed"] += 1
        log.info("match %s removed from disk (over, kept its time)", data["match"])


async def _look_at(rooms: Rooms, room: Room) -> None:
    if room.mark_away():
        tell_everyone(room, room.seats_message())
    if room.out_of_time():
        try:
            updates = await asyncio.to_thread(lambda: room.updates_after(room.play_default()))
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)
    await play_bots(rooms, room)


# -- the app ------------------------------------------------------------------------------


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


def make_app(rooms: Rooms) -> Starlette:
    limits = rooms.limits

    def refuse(kind: str, client: str, reason: str, status: int) -> JSONResponse:
        rooms.refusals(kind, client, reason)
        return JSONResponse({"error": reason}, status, headers={"connection": "close"})

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
        if node is None or shared is None or not _is_match_id(match_id):
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
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "request"
            return refuse("match", client, f"{where}: {first['msg']}", 400)
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
        try:
            asked = HostRequest.model_validate_json(body)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "request"
            return refuse("host", client, f"{where}: {first['msg']}", 400)
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
                    await _converse(rooms, lambda: _receive(websocket), outbox, client)
                else:
                    await _converse_on_a_node(rooms, websocket, outbox, client)
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
        yield
        timekeeper.cancel()
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


class Closed(Exception):
    """The client closed its connection."""


class Malformed(Exception):
    """A frame the server will not read: the connection closes with ``code`` and the reason."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code


async def _receive(websocket: WebSocket) -> str:
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


async def _converse(
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
        bucket = Bucket(limits.messages_per_second)
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


async def _converse_on_a_node(
    rooms: Rooms, websocket: WebSocket, outbox: Outbox, client: str
) -> None:
    """A connection to one of several nodes: seated here when this node runs its match (or
    takes it on), relayed to the node that runs it otherwise."""
    node = rooms.node
    assert node is not None

    def receive() -> Awaitable[str]:
        return _receive(websocket)

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
        await _converse(rooms, receive, outbox, client, first)
        return
    bucket = Bucket(rooms.limits.messages_per_second)
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
            outbox.offer(dumps(refusal))
            return
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)
        await play_bots(rooms, room)


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
            lambda receive, outbox, client, first: _converse(rooms, receive, outbox, client, first),
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
