"""A match on the server, its remote seats, and what each seat may be sent.

A :class:`Room` is a :class:`~tabletop_core.match.Match` like any other (seat specs, bots,
autosave journal) whose human seats are played from elsewhere. Every action is decoded with the
game's codec, checked for seat, turn and rules, applied and journalled before anyone hears of
it. What a seat is sent is built by :func:`seat_update` from that seat's view and the events
``visible_to`` it, and nothing else of the state: never the seed, the setup, the RNG nor
another seat's view.

Tokens are stored only as SHA-256 digests (``rooms/<match>.json`` under the server's data
folder), so neither the disk nor a log holds one.

The room's record is :mod:`.room_file`, its undo rules :mod:`.undo_rules`, the bots that stand
in for people :mod:`.stand_in`; every name this module had is still imported from here.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.describe import action_label
from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import N_
from tabletop_core.looking import visible_events
from tabletop_core.match import Match
from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.room_basics import SPECTATOR, TOKENS_PER_SEAT, Refused, one_line
from tabletop_core.online.room_file import restore_seats, room_record, write_room_file
from tabletop_core.online.stand_in import StandIns
from tabletop_core.online.undo_rules import (
    can_undo,
    check_moment,
    last_played_for,
    played_for_next,
    undo_refusal,
)
from tabletop_core.online.wire import event_to_wire, to_wire

__all__ = [
    "CODES_PER_SEAT",
    "HISTORY",
    "SPECTATOR",
    "TOKENS_PER_SEAT",
    "Listener",
    "Refused",
    "Room",
    "RoomRules",
    "SeatBook",
    "new_token",
    "restore_seats",
    "room_record",
    "seat_update",
    "token_digest",
    "write_room_file",
]

HISTORY = 512
"""Updates kept per seat for a client that reconnects; one that missed more gets a snapshot."""

CODES_PER_SEAT = 16
"""Codes that open one seat (or the watching) at once: the host's fresh codes beyond it
retire the oldest, so a match's books stay bounded."""


def new_token() -> str:
    """A seat's secret: 192 random bits."""
    return secrets.token_urlsafe(24)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_update(
    game: Any,
    state: Any,
    seat: int | None,
    names: list[str],
    events: Sequence[Event],
    *,
    number: int,
    epoch: str,
    ply: int,
    humans: Sequence[bool],
    can_undo: bool,
    undo_refusal: str | None = None,
) -> dict[str, Any]:
    """What ``seat`` (``None``: a spectator) is sent after ``events``: its view, the events it
    may see, its legal moves while it is to act, and the public facts (whose turn, how many
    actions were played, the result at the end)."""
    to_act = game.to_act(state)
    view = game.view(state, seat)
    message: dict[str, Any] = {
        "type": "update",
        "n": number,
        "epoch": epoch,
        "ply": ply,
        "to_act": to_act,
        "over": to_act is None,
        "view": to_wire(view),
        "events": [event_to_wire(e, names) for e in visible_events(events, seat)],
        "can_undo": can_undo,
    }
    if not can_undo and undo_refusal:
        message["undo_refusal"] = undo_refusal
    if seat is not None and to_act == seat and humans[seat]:
        message["legal"] = [
            {"action": game.encode_action(a), "label": action_label(game, view, a, names)}
            for a in game.legal_actions(state)
        ]
    if to_act is None:
        message["result"] = game.result(state).as_json()
    return message


@dataclass(eq=False)
class Listener:
    """One connection's place at the table: its seat and the bounded queue it is sent from."""

    seat: int  # SPECTATOR for a spectator
    offer: Callable[[str], bool]
    """Queue a message for the connection without waiting (False: it was dropped)."""
    close: Callable[[int, str], None] = lambda code, reason: None
    """Close the connection with a code and reason once what is queued is sent."""


@dataclass
class SeatBook:
    """The updates one seat (or the spectators) was sent, numbered from 1."""

    number: int = 0
    history: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=HISTORY))
    stale: bool = False
    """Updates were left unbuilt while nobody listened: the next one to arrive gets a
    snapshot."""


@dataclass
class RoomRules:
    """What the host decided for the match: spectators, away seats, the turn clock."""

    spectators: bool = True
    away_after: float | None = None
    """Seconds a person's seat may stay empty before a bot plays it (None: never)."""
    turn_clock: float | None = None
    """Seconds a person has per decision before the default move is played (None: no clock)."""
    invited: tuple[int, ...] = ()
    """The seats whose person may choose their name when they join."""

    def as_json(self) -> dict[str, Any]:
        return {
            "spectators": self.spectators,
            "away_after": self.away_after,
            "turn_clock": self.turn_clock,
            "invited": list(self.invited),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> RoomRules:
        data = data or {}
        return cls(
            spectators=bool(data.get("spectators", True)),
            away_after=data.get("away_after"),
            turn_clock=data.get("turn_clock"),
            invited=tuple(data.get("invited", ())),
        )


class Room:
    """One match on the server and the people at it."""

    def __init__(
        self,
        match: Match,
        token_digests: list[str | None],
        spectator_digests: list[str] | str | None,
        epoch: str,
        rules: RoomRules | None = None,
        clock: Any = time.monotonic,
    ) -> None:
        self.match = match
        self.token_digests = token_digests
        if isinstance(spectator_digests, str):
            spectator_digests = [spectator_digests]
        self.spectator_digests: list[str] = list(spectator_digests or [])
        self.epoch = epoch
        self.rules = rules or RoomRules()
        self.clock = clock
        self.books: dict[int, SeatBook] = {
            seat: SeatBook() for seat in [*range(match.players), SPECTATOR]
        }
        self.listeners: list[Listener] = []
        now = clock()
        self.empty_since: dict[int, float] = {
            seat: now for seat, spec in enumerate(match.seats) if spec.kind == "human"
        }
        """Since when each person's seat has had no connection (not there: connected)."""
        self.away: set[int] = set()
        """Seats whose person is away: a bot on the server plays them until they return."""
        self.stand_ins = StandIns()
        self.played_for: set[int] = set()
        """The plies a bot played for a person (away, or out of time): theirs to keep."""
        self.keep: Callable[[], None] = lambda: None
        """Writes the room's record (:func:`write_room_file`): called when who is away or
        the plies bots played for people change, so a restarted server knows them."""
        self.turn_began = now
        self._turn_of: tuple[int, int | None] = (len(match.actions), match.to_act)
        self.more_tokens: dict[int, list[str]] = {}
        """Digests of the tokens made for people who joined a seat with a code."""
        self.host_digest: str | None = None
        """The digest of the host's key: who may issue codes and deal the match again."""
        self.codes: dict[str, int] = {}
        """The digests of this match's join codes and the seat each opens (SPECTATOR: watch)."""
        self.replaced_by: str | None = None
        """The match the host dealt in this one's place (same seats and tokens), or None."""
        self.last_move = now
        """When the match last changed: one idle long enough has its files closed."""
        self.journal_open = True
        """Whether the match holds its journal and lock (closed when idle or over)."""
        self.finished_at: float | None = None
        """When the server saw the match end (it leaves memory a while later)."""

    def touch(self) -> None:
        """The match changed (which opens its journal again if it was closed)."""
        self.last_move = self.clock()
        self.journal_open = True

    @property
    def match_id(self) -> str:
        return self.match.match_id

    def seat_of(self, digest: str) -> int | None:
        """The seat a token's digest opens (SPECTATOR for a spectator's token), or None."""
        for seat, known in enumerate(self.token_digests):
            if known is not None and secrets.compare_digest(known, digest):
                return seat
        for seat, more in self.more_tokens.items():
            if any(secrets.compare_digest(known, digest) for known in more):
                return seat
        if any(secrets.compare_digest(known, digest) for known in self.spectator_digests):
            return SPECTATOR
        return None

    def add_token(self, seat: int, digest: str) -> list[str]:
        """A person joined ``seat`` with a code: their own token opens it from now on.
        Returns the digests of the tokens that no longer open it (the oldest beyond
        :data:`TOKENS_PER_SEAT`)."""
        kept = self.more_tokens.setdefault(seat, [])
        kept.append(digest)
        dropped = kept[:-TOKENS_PER_SEAT]
        del kept[:-TOKENS_PER_SEAT]
        return dropped

    def add_code(self, digest: str, seat: int) -> list[str]:
        """A new code opens ``seat`` (SPECTATOR: to watch). Returns the digests of the codes
        that no longer do (the oldest beyond :data:`CODES_PER_SEAT` for that seat)."""
        self.codes[digest] = seat
        same = [known for known, opens in self.codes.items() if opens == seat]
        dropped = same[:-CODES_PER_SEAT]
        for known in dropped:
            del self.codes[known]
        return dropped

    def all_digests(self) -> list[str]:
        """Every digest that opens a place at this match: seats', code-made and spectators'."""
        found = [d for d in self.token_digests if d is not None]
        for more in self.more_tokens.values():
            found += more
        return found + self.spectator_digests

    def is_host(self, key: str) -> bool:
        return self.host_digest is not None and secrets.compare_digest(
            self.host_digest, token_digest(key)
        )

    # -- people coming and going ------------------------------------------------------------

    def arrived(self, seat: int) -> bool:
        """A connection took ``seat``; True when that changed who is there or away."""
        if seat not in self.empty_since:
            return seat == SPECTATOR
        del self.empty_since[seat]
        if seat in self.away:  # the person takes their seat back from the bot
            self.away.discard(seat)
            self.keep()
        return True

    def left(self, seat: int) -> bool:
        """A connection of ``seat`` ended; True when the seat is now empty."""
        if seat == SPECTATOR:
            return True
        if self.match.seats[seat].kind != "human":
            return False
        if any(listener.seat == seat for listener in self.listeners):
            return False
        self.empty_since.setdefault(seat, self.clock())
        return True

    def mark_away(self) -> list[int]:
        """Seats empty for longer than the host allows become away; returns the new ones."""
        limit = self.rules.away_after
        if limit is None or self.match.is_over:
            return []
        now = self.clock()
        newly = [
            seat
            for seat, since in self.empty_since.items()
            if seat not in self.away and now - since >= limit
        ]
        if newly:
            self.away.update(newly)
            self.keep()
        return newly

    def rename(self, seat: int, name: str) -> None:
        """An invited person sits down under the name they chose."""
        from tabletop_core.replay import SeatSpec

        if seat not in self.rules.invited:
            raise Refused(N_("only an invited seat takes the name its person chooses"))
        try:
            spec = SeatSpec.human(name)
        except ValueError as error:
            raise Refused(one_line(error)) from None
        self.match.seats[seat] = spec

    def seats_message(self) -> dict[str, Any]:
        """Who sits where, who is connected and who is away: told to everybody on a change."""
        return {"type": "seats", "names": self.match.names, "seats": self.seat_entries()}

    def seat_entries(self) -> list[dict[str, Any]]:
        present = {listener.seat for listener in self.listeners}
        return [
            {
                "name": spec.name,
                "kind": spec.kind,
                "level": spec.level,
                "present": spec.kind == "bot" or seat in present,
                "away": seat in self.away,
            }
            for seat, spec in enumerate(self.match.seats)
        ]

    # -- the turn clock -----------------------------------------------------------------------

    def clock_left(self) -> float | None:
        """Seconds left for the person to act, or None (no clock, a bot's turn, the end)."""
        limit = self.rules.turn_clock
        to_act = self.match.to_act
        if limit is None or to_act is None or self.match.is_bot(to_act) or to_act in self.away:
            return None
        key = (len(self.match.actions), to_act)
        if key != self._turn_of:  # a new turn: its clock starts now
            self._turn_of = key
            self.turn_began = self.clock()
        return max(0.0, limit - (self.clock() - self.turn_began))

    def clock_message(self) -> dict[str, Any] | None:
        left = self.clock_left()
        if left is None:
            return None
        return {
            "type": "clock",
            "seat": self.match.to_act,
            "ply": len(self.match.actions),
            "left": round(left, 3),
        }

    def out_of_time(self) -> bool:
        left = self.clock_left()
        return left is not None and left <= 0

    def play_default(self) -> list[Event]:
        """The seat whose clock ran out plays the game's default move: what its weakest bot
        level chooses (the first legal move for a game without bots)."""
        seat = self.match.to_act
        assert seat is not None
        choice = self.stand_ins.choice(self.match, seat, self.make_bot, weakest=True)
        played_for_next(self)
        events = self.match.act(choice, seat=seat)
        self._flush()
        return events

    make_bot: Any = None
    """``make_bot(weakest)``: a bot of this game to play an away seat (or a run-out clock)."""

    # -- what seats are sent ----------------------------------------------------------------

    def welcome(self, seat: int) -> dict[str, Any]:
        match = self.match
        return {
            "type": "welcome",
            "protocol": PROTOCOL,
            "match": match.match_id,
            "game": match.game.info.id,
            "seat": None if seat == SPECTATOR else seat,
            "names": match.names,
            "seats": self.seat_entries(),
            "epoch": self.epoch,
            "clock": self.rules.turn_clock,
        }

    def update_for(self, seat: int, events: Sequence[Event]) -> str:
        """Number, build and remember the next update for ``seat``; returns its text."""
        from tabletop_core.online.protocol import dumps

        book = self.books[seat]
        book.number += 1
        match = self.match
        looking = None if seat == SPECTATOR else seat
        message = seat_update(
            match.game,
            match.state,
            looking,
            match.names,
            events,
            number=book.number,
            epoch=self.epoch,
            ply=len(match.actions),
            humans=[s.kind == "human" for s in match.seats],
            can_undo=looking is not None and can_undo(self, looking),
            undo_refusal=undo_refusal(self, looking),
        )
        text = dumps(message)
        book.history.append((book.number, text))
        return text

    def snapshot_for(self, seat: int) -> str:
        """A fresh update for ``seat`` with its whole log, for a client that missed too much."""
        from tabletop_core.online.protocol import dumps

        message = json.loads(self.update_for(seat, ()))
        message["snapshot"] = True
        message["log"] = self.match.log_lines(None if seat == SPECTATOR else seat)
        text = dumps(message)
        self.books[seat].stale = False
        self.books[seat].history[-1] = (message["n"], text)
        return text

    def missed(self, seat: int, last: int | None, epoch: str | None) -> list[str]:
        """What ``seat`` was sent after update ``last``, or a snapshot when that is not known."""
        book = self.books[seat]
        if last is not None and epoch == self.epoch and not book.stale:
            if last == book.number:
                return []
            kept = [text for number, text in book.history if number > last]
            if book.history and last < book.number and book.history[0][0] <= last + 1:
                return kept
        return [self.snapshot_for(seat)]

    def updates_after(self, events: Sequence[Event]) -> list[tuple[int, str]]:
        """The update every seat and the spectators get after ``events`` (the spectators'
        only while one watches: one who comes later gets a snapshot)."""
        watching = any(listener.seat == SPECTATOR for listener in self.listeners)
        self.books[SPECTATOR].stale |= not watching
        return [
            (seat, self.update_for(seat, events))
            for seat in self.books
            if seat != SPECTATOR or watching
        ]

    # -- playing ----------------------------------------------------------------------------

    def act(self, seat: int, seq: int, data: Any) -> list[Event]:
        """Decode and play ``seat``'s action, journal it, and return its events; raises
        :class:`Refused` with the one-line reason (the match stays as it was)."""
        match = self.match
        check_moment(self, seat, seq)
        try:
            events = match.act_json(data, seat=seat)
        except IllegalAction as error:
            raise Refused(one_line(error)) from None
        self._flush()
        return events

    def undo(self, seat: int, seq: int) -> int:
        check_moment(self, seat, seq)
        if last_played_for(self, seat):
            raise Refused(
                N_("a bot played that move for you: only the person who moved takes it back")
            )
        try:
            removed = self.match.undo(seat)
        except IllegalAction as error:
            raise Refused(one_line(error)) from None
        self.played_for = {ply for ply in self.played_for if ply < len(self.match.actions)}
        self._flush()
        self.keep()
        return removed

    def bot_to_act(self) -> bool:
        """A bot's turn, or the turn of a seat whose person is away."""
        to_act = self.match.to_act
        return self.match.is_bot(to_act) or to_act is not None and to_act in self.away

    def bot_step(self) -> list[Event]:
        match = self.match
        seat = match.to_act
        if seat is not None and not match.is_bot(seat):  # away: the stand-in plays
            choice = self.stand_ins.choice(match, seat, self.make_bot)
            played_for_next(self)
            events = match.act(choice, seat=seat)
        else:
            events = match.bot_step()
        self._flush()
        return events

    def status(self) -> dict[str, Any]:
        """What anyone may know of the match: the game, who sits where, whose turn, the end."""
        match = self.match
        result = match.result
        return {
            "protocol": PROTOCOL,
            "match": match.match_id,
            "game": match.game.info.id,
            "seats": self.seat_entries(),
            "spectators_allowed": self.rules.spectators,
            "clock_left": self.clock_left(),
            "spectators": sum(1 for listener in self.listeners if listener.seat == SPECTATOR),
            "ply": len(match.actions),
            "to_act": match.to_act,
            "over": match.is_over,
            "result": result.as_json() if result is not None else None,
        }

    def _flush(self) -> None:
        """Wait until the journal holds the action: nobody hears of a move the disk has not."""
        error = self.match.flush_autosave()
        if error is not None:
            raise RuntimeError(f"the match could not be journalled: {error}")
