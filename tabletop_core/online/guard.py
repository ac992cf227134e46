"""What stands between the network and the server's matches: connections counted per address
and timed out while their request head trickles in, one log line per refusal (with a rate
limit of its own), and the counters ``/metrics`` shows.

uvicorn's HTTP and WebSocket protocols are subclassed, not replaced: a connection from an
address that already has its share is closed as it arrives (before anything it sends is read),
a request head not complete within ``header_timeout`` is cut (a half-open upgrade trickling a
byte every few seconds included), and a WebSocket text frame that is not UTF-8 is closed with
1007 and one line (uvicorn's own handling logs a traceback).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Callable
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from tabletop_core.online.limits import Limits

log = logging.getLogger("tabletop.online")

ABORT = "tabletop.abort"
"""The scope key holding a callable that cuts the connection at once (a reader that fell
behind: a close frame would wait behind what it does not read)."""

CLOSING = "tabletop.closing"
"""The scope key holding a callable that says whether the connection is going away (a writer
that does not yield would otherwise write on into a lost socket)."""

MAX_ADDRESSES = 10_000
"""Addresses any per-address book remembers at once (the oldest is forgotten first)."""


class Refusals:
    """Counts refusals by kind and writes one log line per refusal, at most ``per_minute``
    lines a minute; the lines left out are counted in the next one written."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self.clock = clock
        self.counts: Counter[str] = Counter()
        self._written: deque[float] = deque()
        self._left_out = 0

    def __call__(self, kind: str, client: str, reason: str) -> None:
        self.counts[kind] += 1
        now = self.clock()
        while self._written and self._written[0] <= now - 60:
            self._written.popleft()
        if len(self._written) >= self.per_minute:
            self._left_out += 1
            return
        self._written.append(now)
        more = f" ({self._left_out} more refusals left out of the log)" if self._left_out else ""
        self._left_out = 0
        log.info("refused %s from %s: %s%s", kind, client, _one_line(reason), more)

    def flush(self) -> None:
        """Say how many refusals were left out, once the log has room again."""
        now = self.clock()
        while self._written and self._written[0] <= now - 60:
            self._written.popleft()
        if self._left_out and len(self._written) < self.per_minute:
            self._written.append(now)
            log.info("%d more refusals left out of the log", self._left_out)
            self._left_out = 0


class Peers:
    """The open connections of each client address (the socket's own address: a trusted
    proxy's are not capped here, its clients' WebSockets are, per forwarded address)."""

    def __init__(self, limits: Limits, refusals: Refusals) -> None:
        self.limits = limits
        self.refusals = refusals
        self.open: dict[str, set[Any]] = {}
        self.websockets: dict[str, int] = {}

    def admit(self, address: str, transport: Any) -> bool:
        held = self.open.get(address)
        if held is not None:
            held.difference_update([t for t in held if t.is_closing()])
        capped = address not in self.limits.trusted_proxies  # a proxy's clients: by forward
        if capped and held and len(held) >= self.limits.connections_per_address:
            self.refusals("connection", address, "too many connections from this address")
            return False
        if held is None:
            held = self.open[address] = set()
        held.add(transport)
        return True

    def gone(self, address: str, transport: Any) -> None:
        held = self.open.get(address)
        if held is not None:
            held.discard(transport)
            if not held:
                del self.open[address]

    def sweep(self) -> None:
        """Forget closed connections (one whose protocol changed hands is noticed here)."""
        for address in list(self.open):
            held = self.open[address]
            held.difference_update([t for t in held if t.is_closing()])
            if not held:
                del self.open[address]

    def websocket_opened(self, address: str) -> bool:
        """Count a WebSocket of a (forwarded) client address; False when it has its share."""
        count = self.websockets.get(address, 0)
        if count >= self.limits.connections_per_address:
            return False
        self.websockets[address] = count + 1
        return True

    def websocket_closed(self, address: str) -> None:
        count = self.websockets.get(address, 0) - 1
        if count > 0:
            self.websockets[address] = count
        else:
            self.websockets.pop(address, None)

    @property
    def connections(self) -> int:
        return sum(len(held) for held in self.open.values())


class PerMinute:
    """How often each address did something in the last minute (matches opened)."""

    def __init__(self, allowed: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.allowed = allowed
        self.clock = clock
        self._times: OrderedDict[str, deque[float]] = OrderedDict()

    def take(self, address: str) -> bool:
        now = self.clock()
        times = self._times.pop(address, None) or deque()
        while times and times[0] <= now - 60:
            times.popleft()
        if len(times) >= self.allowed:
            self._times[address] = times
            return False
        times.append(now)
        self._times[address] = times  # last used: kept longest
        while len(self._times) > MAX_ADDRESSES:
            self._times.popitem(last=False)
        return True


def guarded_protocols(limits: Limits, peers: Peers) -> tuple[type, type]:
    """uvicorn's HTTP and WebSocket protocol classes with this server's bounds."""

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        def handle_connect(self, event: Any) -> None:
            super().handle_connect(event)
            scope = getattr(self, "scope", None)
            if scope is not None:  # None: a handshake refused (uvicorn answered it already)
                scope[ABORT] = self.transport.abort
                scope[CLOSING] = self.transport.is_closing

        def send_receive_event_to_app(self) -> None:
            if self.curr_msg_data_type == "text":
                try:
                    b"".join(self.frames).decode()
                except UnicodeDecodeError:
                    self.frames = []
                    peers.refusals("message", _address(self.client), "a text frame not in UTF-8")
                    self.conn.send_close(1007, "a text frame must be UTF-8")
                    self.handle_parser_exception()
                    return
            super().send_receive_event_to_app()

    class GuardedHTTP(H11Protocol):
        _head_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._address = _address(self.client)
            if not peers.admit(self._address, transport):
                transport.abort()
                return
            sock = transport.get_extra_info("socket")
            if sock is not None:  # what a reader does not read waits in the outbox, counted
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, limits.socket_buffer)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            peers.gone(self._address, self.transport)
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self.conn.their_state is h11.IDLE and self._head_timer is None:
                self._arm()  # the next request of a kept-alive connection begins
            super().data_received(data)
            if self.conn.their_state is not h11.IDLE or self.transport.get_protocol() is not self:
                self._disarm()  # the head is in (or the connection is a WebSocket now)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._disarm()  # uvicorn's keep-alive timeout takes over

        def _arm(self) -> None:
            self._disarm()
            self._head_timer = self.loop.call_later(limits.header_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _too_slow(self) -> None:
            self._head_timer = None
            waiting = self.cycle is None or self.cycle.response_complete
            mine = self.transport.get_protocol() is self and not self.transport.is_closing()
            if mine and waiting and self.conn.their_state is h11.IDLE:
                peers.refusals("slow", self._address, "no whole request head in time")
                self.transport.abort()

    return GuardedHTTP, GuardedWebSocket


def _address(client: tuple[str, int] | None) -> str:
    return client[0] if client else "?"


def _one_line(text: str) -> str:
    lines = str(text).strip().splitlines()
    return (lines[0] if lines else "")[:200]


class OneLineWarnings(logging.Formatter):
    """uvicorn's warnings about a client's malformed request in one line (it attaches the
    parser's traceback); errors keep theirs, for they are the server's own faults."""

    def format(self, record: logging.LogRecord) -> str:
        if record.levelno < logging.ERROR and record.exc_info:
            error = record.exc_info[1]
            record = logging.makeLogRecord(record.__dict__)
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {_one_line(str(error))})"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return super().format(record)
