"""The client side: :class:`RemoteMatch`, a match played on a server, with the face a table
knows from :class:`~tabletop_core.looking.SeatMatch`.

Network I/O runs on a thread of its own (the ``websockets`` synchronous client) and hands what
arrives to the caller through a queue, so a window keeps drawing while it waits: call
:meth:`RemoteMatch.poll` once a frame (or :meth:`RemoteMatch.wait` in a terminal). A dropped
connection is taken up again by itself with the seat's token, and the server sends what was
missed (or a fresh snapshot).
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import socket
import threading
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from tabletop_core.game import Result
from tabletop_core.i18n import _
from tabletop_core.online.bucket import Bucket
from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.reasons import in_my_words

DEFAULT_SERVER = "http://127.0.0.1:8765"
MAX_SERVER_MESSAGE = 16 * 1024 * 1024
OPEN_TIMEOUT = 4.0
"""Seconds a connection may take to open (TCP, HTTP upgrade) before the attempt counts as
failed."""
DEFAULT_PACE = 20.0
"""Messages a second a server that announces no ``pace`` takes (the server's default limit)."""
PING_INTERVAL = 2.0
"""Seconds between the client's pings: a server that went silent is noticed within
``PING_INTERVAL + PING_TIMEOUT``."""
PING_TIMEOUT = 4.0
CLOSE_TIMEOUT = 1.0
"""Seconds a closing connection waits for the server's goodbye (a silent server sends none)."""


_QUIET = logging.getLogger("tabletop.online.connection")
"""The connection's own log (a ping that timed out, say): the client says what matters in
words, so it is not printed."""
_QUIET.addHandler(logging.NullHandler())
_QUIET.propagate = False


def play_url(server: str) -> str:
    """The WebSocket address of a server given as ``http(s)://host:port`` (or ``ws(s)://``)."""
    parts = urlsplit(server if "://" in server else f"http://{server}")
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        raise ValueError(f"a server is an address like http://127.0.0.1:8765, not {server!r}")
    return urlunsplit((scheme, parts.netloc, parts.path.rstrip("/") + "/play", "", ""))


CLOCK: Callable[[], float] = time.monotonic
"""The clock a client counts on when it is given none; a test that drives a client it cannot
construct itself (a window's) sets it and :data:`PAUSE` for that test alone."""
PAUSE: Callable[[float], None] | None = None
"""How a client given no ``pause`` waits on its clock (None: real seconds)."""


class ServerRefused(Exception):
    """The server would not seat this client (an unknown code or token); one line."""


class RemoteMatch:
    """One seat's (or a spectator's) match on a server.

    ``game`` is the installed game's rules object when there is one (its codec turns the legal
    actions back into the game's actions); views arrive as JSON data, not the game's objects.
    """

    def __init__(
        self,
        server: str,
        *,
        token: str | None = None,
        code: str | None = None,
        registry: Any = None,
        retry: float = 0.2,
        record: bool = False,
        name: str | None = None,
        watch: bool = False,
        give_up_after: float | None = None,
        clock: Callable[[], float] | None = None,
        pause: Callable[[float], None] | None = None,
    ) -> None:
        if (token is None) == (code is None):
            raise ValueError("give a seat's token or a join code")
        self.urls = [play_url(part.strip()) for part in server.split(",") if part.strip()]
        """Where the server answers: one address, or (comma-separated) every node of several
        sharing their matches; a connection that drops is tried again at the next one."""
        if not self.urls:
            raise ValueError("give the server's address")
        self.url = self.urls[0]
        self.server = server
        """The server's address as given (``http://host:port``)."""
        self.token = token
        self._code = code
        self._name = name
        self._watch = watch
        self._registry = registry
        self._retry = retry
        self._give_up_after = give_up_after
        """Seconds without ever being seated after which the client stops trying (``error``
        says why); None: it tries for as long as it lives."""
        self._clock_now = clock or CLOCK
        """The time its pace, its back-off and the turn clock are counted in."""
        self._pause = pause or PAUSE
        """Waits that many seconds on ``clock`` (None: real seconds). A test that drives
        ``clock`` passes one that moves it on, so that pacing and back-off cost no real time."""
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._news = threading.Event()
        """Set while a message waits in the inbox (see :meth:`wait_for_news`)."""
        self._pace = _pacing(None, self._clock_now)
        self._ws: ClientConnection | None = None
        self._closing = threading.Event()
        self._seated = threading.Event()
        self.connected = False
        self.error: str | None = None
        """Why the server turned this client away for good, or None."""
        self.refusal: str | None = None
        """The one-line reason the server refused the last action or undo, or None."""
        self.seat: int | None = None
        self.match_id: str | None = None
        self.game_id: str | None = None
        self.game: Any = None
        self.names: list[str] = []
        self.seats: list[dict[str, Any]] = []
        self.epoch: str | None = None
        self.last: int | None = None
        self.ply = 0
        self.to_act: int | None = None
        self.is_over = False
        self.result: Result | None = None
        self.can_undo = False
        self.undo_refusal: str | None = None
        """Why this seat may not take back its last move now (the server's words), or None."""
        self._view: Any = None
        self._legal: list[dict[str, Any]] = []
        self._log: list[str] = []
        self._events: list[dict[str, Any]] = []
        self.clock: float | None = None
        """The host's turn clock in seconds per decision, or None."""
        self._clock: tuple[int, int, float] | None = None
        """(seat, ply, when it runs out on this computer's monotonic clock)."""
        self.reconnects = 0
        self.down_since: float | None = None
        """Since when (monotonic) the connection has been down after it was up, or None."""
        self.problem: str | None = None
        """Why the last attempt to reach the server failed, in words, or None."""
        self.restarted_from: str | None = None
        """The match the host dealt again into this one (set when it happens), or None."""
        self.received: list[str] | None = [] if record else None
        """Every frame the server sent, as sent (with ``record``: tests check them)."""
        self._thread = threading.Thread(target=self._run, name="tabletop-online", daemon=True)
        self._thread.start()

    # -- the face a table knows -------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    def is_bot(self, seat: int | None) -> bool:
        return (
            seat is not None and 0 <= seat < len(self.seats) and self.seats[seat]["kind"] == "bot"
        )

    def view(self, seat: int | None = None) -> Any:
        if seat is not None and seat != self.seat:
            raise PermissionError(f"this client sits at seat {self.seat}, not seat {seat}")
        return self._view

    def legal_actions(self) -> list[Any]:
        """The seat's legal moves while it is to act (the game's own actions when installed)."""
        if self.game is None:
            return [entry["action"] for entry in self._legal]
        return [self.game.decode_action(entry["action"]) for entry in self._legal]

    def action_labels(self) -> list[str]:
        return [entry["label"] for entry in self._legal]

    def log_lines(self) -> list[str]:
        return list(self._log)

    def is_present(self, seat: int | None) -> bool:
        """Whether someone is connected at ``seat`` (a bot always is)."""
        return (
            seat is not None
            and 0 <= seat < len(self.seats)
            and bool(self.seats[seat].get("present", True))
        )

    def is_away(self, seat: int | None) -> bool:
        """Whether ``seat``'s person is away (a bot on the server plays for them)."""
        return (
            seat is not None
            and 0 <= seat < len(self.seats)
            and bool(self.seats[seat].get("away", False))
        )

    def clock_left(self) -> float | None:
        """Seconds left on the turn clock of the seat to act, or None without one."""
        if self._clock is None or self.is_over:
            return None
        seat, ply, ends = self._clock
        if seat != self.to_act or ply != self.ply:
            return None
        return max(0.0, ends - self._clock_now())

    def take_events(self) -> list[dict[str, Any]]:
        """The events that arrived since the last call, for the table to animate."""
        events, self._events = self._events, []
        return events

    # -- playing ----------------------------------------------------------------------------

    def act(self, action: Any) -> None:
        """Send an action (the game's own, or its JSON encoding); the answer comes as an update
        (or a refusal) through :meth:`poll` / :meth:`wait`."""
        data = (
            action
            if self.game is None or isinstance(action, dict)
            else self.game.encode_action(action)
        )
        self._send({"type": "act", "seq": self.ply, "action": data})

    def undo(self) -> None:
        self._send({"type": "undo", "seq": self.ply})

    def resync(self) -> None:
        self._send({"type": "resync", "last": self.last, "epoch": self.epoch})

    def poll(self) -> list[dict[str, Any]]:
        """Take in every message that arrived (never blocks); returns them."""
        taken: list[dict[str, Any]] = []
        while True:
            try:
                message = self._inbox.get_nowait()
            except queue.Empty:
                self._quiet()
                return taken
            self._take(message)
            taken.append(message)

    def wait(self, timeout: float | None = None) -> dict[str, Any] | None:
        """Block until a message arrives (or ``timeout`` seconds pass) and take it in."""
        try:
            message = self._inbox.get(timeout=timeout)
        except queue.Empty:
            self._quiet()
            return None
        self._take(message)
        return message

    def wait_for_news(self, timeout: float) -> bool:
        """Block until a message waits to be taken in (or ``timeout`` seconds pass), leaving
        it for :meth:`poll`: what a window running frames, or a test, waits on instead of
        sleeping between polls. True when one waits."""
        return self._news.wait(timeout)

    def _quiet(self) -> None:
        """The inbox was found empty: no news, unless a message arrived meanwhile."""
        self._news.clear()
        if not self._inbox.empty():
            self._news.set()

    def wait_seated(self, timeout: float = 10.0) -> None:
        """Wait for the server's welcome; raises :class:`ServerRefused` if it turned us away."""
        deadline = time.monotonic() + timeout
        while self.last is None and self.error is None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer from {self.url} within {timeout:g} s")
            self.wait(min(left, 0.5))
        if self.error is not None:
            raise ServerRefused(self.error)

    def drop_connection(self) -> None:
        """Cut the connection as a failing network would; the client reconnects by itself."""
        ws = self._ws
        self.connected = False
        if ws is not None:
            with contextlib.suppress(OSError):
                ws.socket.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        self._closing.set()
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(OSError, ConnectionClosed):  # already gone
                ws.close()
        self._thread.join(timeout=5)

    # -- taking messages in (on the caller's thread) ------------------------------------------

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            if self.match_id is not None and message["match"] != self.match_id:
                self._log, self._events, self._clock = [], [], None  # dealt again: a new match
                self.last = None  # no update of the new match seen yet
            self.seat = message["seat"]
            self.match_id = message["match"]
            self.game_id = message["game"]
            self.names = list(message["names"])
            self.seats = list(message["seats"])
            self.epoch = message["epoch"]
            self.clock = message.get("clock")
            if self.game is None and self._registry is not None:
                registered = self._registry.games.get(self.game_id)
                self.game = registered.game if registered is not None else None
        elif kind == "update":
            if message.get("snapshot"):
                self._log = list(message.get("log", []))
            self._log.extend(event["text"] for event in message["events"])
            self._events.extend(message["events"])
            self.ply = message["ply"]
            self.to_act = message["to_act"]
            self.is_over = message["over"]
            self.can_undo = message["can_undo"]
            refusal = message.get("undo_refusal")
            self.undo_refusal = in_my_words(refusal, self.game) if refusal else None
            self._view = message["view"]
            self._legal = list(message.get("legal", []))
            result = message.get("result")
            self.result = _result_of(result) if result is not None else None
            self.refusal = None
            self.last = message["n"]
        elif kind == "refused":
            self.refusal = in_my_words(message["reason"], self.game)
        elif kind == "seats":
            self.names = list(message["names"])
            self.seats = list(message["seats"])
        elif kind == "clock":
            ends = message["_received"] + float(message["left"])
            self._clock = (message["seat"], message["ply"], ends)
        elif kind == "restarted":
            self.restarted_from = self.match_id

    # -- the network thread -----------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        """Send ``message``, first waiting (a fraction of a second at most) if it would come
        faster than the server's ``pace``: a client acting at machine speed (a script, a test)
        is never cut off for sending too much."""
        self.refusal = None
        ws = self._ws
        if ws is None or not self.connected:
            raise ConnectionError("not connected to the server right now; it reconnects by itself")
        while not self._pace.take():
            (self._pause or time.sleep)(self._pace.delay())
        try:
            ws.send(json.dumps(message, separators=(",", ":")))
        except (OSError, ConnectionClosed):
            self.connected = False
            raise ConnectionError(
                "the connection to the server dropped; it reconnects by itself"
            ) from None

    def _run(self) -> None:
        delay = self._retry
        started = self._clock_now()
        while not self._closing.is_set():
            try:
                with connect(
                    self.url,
                    max_size=MAX_SERVER_MESSAGE,
                    open_timeout=OPEN_TIMEOUT,
                    ping_interval=PING_INTERVAL,
                    ping_timeout=PING_TIMEOUT,
                    close_timeout=CLOSE_TIMEOUT,
                    logger=_QUIET,
                ) as ws:
                    self._ws = ws
                    ws.send(json.dumps(self._hello()))
                    delay = self._retry
                    for text in ws:
                        if self.received is not None:
                            self.received.append(str(text))
                        message = json.loads(text)
                        if message.get("type") == "clock":  # counted from when it arrived
                            message["_received"] = self._clock_now()
                        self._note(message)
                        self._inbox.put(message)
                        self._news.set()
                        if message.get("type") == "error":
                            self.error = in_my_words(message["reason"], self.game)
                            self._closing.set()
                        elif message.get("type") == "restarted":
                            delay = 0.0  # over to the new match at once, with the same token
                            break
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, InvalidURI) as why:
                self.problem = _in_words(why)
            finally:
                if self.connected:
                    self.down_since = time.monotonic()
                self.connected = False
                self._ws = None
            if self._closing.is_set():
                break
            if (
                self._give_up_after is not None
                and self.last is None
                and self._last_seen is None
                and self._clock_now() + delay - started >= self._give_up_after
            ):
                self.error = _("no Tabletop server answers at {server} ({problem})").format(
                    server=self.server, problem=self.problem or _("no answer")
                )
                self._inbox.put({"type": "error", "reason": self.error, "_ours": True})
                self._news.set()
                break
            self.reconnects += 1
            self.url = self.urls[(self.urls.index(self.url) + 1) % len(self.urls)]
            if self._pause is None:
                self._closing.wait(delay)
            else:
                self._pause(delay)
            delay = min(max(delay, self._retry) * 2, 5.0)

    def _hello(self) -> dict[str, Any]:
        if self.token is None:
            join: dict[str, Any] = {"type": "join", "protocol": PROTOCOL, "code": self._code}
            if self._name:
                join["name"] = self._name
            if self._watch:
                join["watch"] = True
            return join
        return {
            "type": "hello",
            "protocol": PROTOCOL,
            "token": self.token,
            "last": self._last_seen,
            "epoch": self._epoch_seen,
        }

    _last_seen: int | None = None
    _epoch_seen: str | None = None

    def _note(self, message: dict[str, Any]) -> None:
        """What the network thread must know to reconnect: the token, the last update seen."""
        kind = message.get("type")
        if kind == "welcome":
            if "token" in message:
                self.token = message["token"]
            self._pace = _pacing(message.get("pace"), self._clock_now)
            self.connected = True
            self.down_since = None
            self.problem = None
        elif kind == "update":
            self._last_seen, self._epoch_seen = message["n"], message["epoch"]
        elif kind == "restarted":  # numbers of the old match mean nothing in the new one
            self._last_seen = self._epoch_seen = None


def _pacing(pace: Any, clock: Callable[[], float]) -> Bucket:
    """A bucket that keeps under a server's ``pace`` (messages a second, bursts of twice that)
    by half its burst, so that messages bunched by the network still arrive within it."""
    rate = float(pace) if isinstance(pace, (int, float)) and pace > 0 else DEFAULT_PACE
    return Bucket(rate, clock, burst=1.0)


def _in_words(error: BaseException) -> str:
    """Why the server could not be reached, for a person."""
    if isinstance(error, ConnectionRefusedError):
        return _("nothing listens at that address")
    if isinstance(error, TimeoutError):
        return _("it did not answer within {seconds:g} s").format(seconds=OPEN_TIMEOUT)
    if isinstance(error, socket.gaierror):
        return _("that address is unknown")
    if isinstance(error, ConnectionClosed):
        return _("the connection closed")
    if isinstance(error, InvalidHandshake):
        return _("what answers there is not a Tabletop server")
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


def _result_of(data: dict[str, Any]) -> Result:
    return Result(
        scores=tuple(data["scores"]),
        winners=tuple(data["winners"]),
        breakdown=tuple(data.get("breakdown", ())),
        tiebreak=tuple(data["tiebreak"]) if data.get("tiebreak") is not None else None,
    )
