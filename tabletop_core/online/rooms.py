"""The server's rooms: every match it holds, found by id, token or code, opened, dealt again,
journalled, written under ``DATA/rooms`` and let go; a restarted server resumes them from there."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import os
import random
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_core.i18n import N_
from tabletop_core.match import _MATCH_ID, Match
from tabletop_core.online.codes import JoinCodes, code_digest
from tabletop_core.online.guard import Peers, PerMinute, Refusals
from tabletop_core.online.limits import Limits
from tabletop_core.online.protocol import PROTOCOL, NewMatch
from tabletop_core.online.relay import Node
from tabletop_core.online.room import (
    SPECTATOR,
    Room,
    RoomRules,
    new_token,
    restore_seats,
    room_record,
    token_digest,
    write_room_file,
)
from tabletop_core.online.shared import Shared, StreamMatch, Unavailable, rebuild
from tabletop_core.replay import SaveError, SeatSpec
from tabletop_core.seats import BOT_NAMES

log = logging.getLogger("tabletop.online")


SPECTATOR_TOKENS_KEPT = 16
"""Spectators' token digests a match dealt again carries over (each deal adds its own)."""


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
            "lease_renewals_late": 0,
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
        if room is not None or not is_match_id(match_id):
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


def is_match_id(text: str) -> bool:
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
