"""Attacks on a real ``tabletop serve`` over loopback, while an honest match plays on.

What the attack suite (``tests/online/test_attacks*.py``) and ``benchmarks/online.py --floods``
run. Every attack is one a stranger (no code) or a guest (a code) could make against a server
on the internet; each is bounded in count and time, and talks to 127.0.0.1 only.

The server under siege trusts 127.0.0.1 as its reverse proxy, and every client here says which
(documentation-range) address it comes from in ``X-Forwarded-For``: the honest family from one,
the attacker from another, as a proxy would tell the server. No packet goes anywhere but
loopback; the per-address limits see two addresses, as they would on the internet.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import random
import socket
import struct
import threading
import time
import urllib.request
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_core.online.protocol import PROTOCOL

HONEST = "198.51.100.7"
"""The honest family's address, as their proxy would forward it."""
ATTACKER = "203.0.113.66"
"""The attacker's."""

SIEGE_OPTIONS = [
    "--trusted-proxy",
    "127.0.0.1",
    "--limit",
    "header-timeout=2",
    "--limit",
    "body-timeout=3",
    "--limit",
    "hello-timeout=5",
    "--limit",
    "idle-close=2",
    "--limit",
    "finished-linger=2",
    "--limit",
    "send-queue=131072",
]
"""How the server under siege runs: shorter timeouts than a real one so the suite is quick."""


# -- looking at the server's process ---------------------------------------------------------


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def open_paths(pid: int) -> list[str]:
    """What a process's descriptors point at: file paths, and socket:[...] or pipe:[...]."""
    targets = []
    for descriptor in os.listdir(f"/proc/{pid}/fd"):
        try:
            targets.append(os.readlink(f"/proc/{pid}/fd/{descriptor}"))
        except OSError:  # closed between the listing and the read
            continue
    return targets


def metrics(url: str) -> dict[str, float]:
    with urllib.request.urlopen(url + "/metrics", timeout=5) as answer:
        text = answer.read().decode()
    values: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            values[name] = float(value)
    return values


# -- HTTP and WebSocket by hand (an attacker does not use a polite client) --------------------


def post_json(url: str, body: dict[str, Any], forwarded: str) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json", "x-forwarded-for": forwarded},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def open_match(url: str, forwarded: str, seats: int = 4, **rules: Any) -> dict[str, Any]:
    body = {"protocol": PROTOCOL, "game": "damit", "seats": [{"kind": "invited"}] * seats}
    status, answer = post_json(url + "/matches", {**body, **rules}, forwarded)
    if status != 200:
        raise RuntimeError(f"the match was not opened: {status} {answer}")
    return answer


class RawWebSocket:
    """A WebSocket spoken byte by byte: frames of any kind, read or not read."""

    def __init__(self, port: int, forwarded: str, *, receive_buffer: int | None = None) -> None:
        self.sock = socket.socket()
        if receive_buffer:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(10)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                "GET /play HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                f"Sec-WebSocket-Version: 13\r\nX-Forwarded-For: {forwarded}\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk
        self.status = int(head.split()[1])
        self.buffer = b""

    def send(self, payload: bytes | str, opcode: int | None = None) -> None:
        data = payload.encode() if isinstance(payload, str) else payload
        if opcode is None:
            opcode = 1 if isinstance(payload, str) else 2
        mask = os.urandom(4)
        length = len(data)
        if length < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(head + mask + masked)

    def send_json(self, message: dict[str, Any]) -> None:
        self.send(json.dumps(message))

    def _read(self, count: int) -> bytes:
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def frame(self) -> tuple[int, bytes]:
        first, second = self._read(2)
        length = second & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", self._read(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", self._read(8))
        return first & 0x0F, self._read(length)

    def message(self) -> dict[str, Any]:
        """The next text message (ConnectionError when a close frame comes instead)."""
        while True:
            opcode, data = self.frame()
            if opcode == 1:
                return json.loads(data)
            if opcode == 8:
                raise ConnectionError(_close_of(data))

    def closing(self, timeout: float = 10.0) -> tuple[int | None, str]:
        """Read until the server closes: its close code and reason (None: cut without one)."""
        self.sock.settimeout(timeout)
        last_error = ""
        try:
            while True:
                opcode, data = self.frame()
                if opcode == 1:
                    message = json.loads(data)
                    if message.get("type") == "error":
                        last_error = message["reason"]
                if opcode == 8:
                    code, reason = _close_of(data)
                    return code, reason or last_error
        except (ConnectionError, OSError):
            return None, last_error

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()


def _close_of(data: bytes) -> tuple[int | None, str]:
    if len(data) < 2:
        return None, ""
    return struct.unpack("!H", data[:2])[0], data[2:].decode(errors="replace")


def server_closed(sock: socket.socket, timeout: float) -> bool:
    """Whether the server closes ``sock`` within ``timeout`` seconds."""
    sock.settimeout(timeout)
    try:
        while sock.recv(65536):
            pass
        return True
    except TimeoutError:
        return False
    except OSError:
        return True


# -- the honest match ------------------------------------------------------------------------


@dataclass
class Honest:
    """Four people playing Dam It! from one home (a match after another), each seat on a
    connection of its own, thinking ``think`` seconds (0.5 to 1.5 times) before each move.
    Records every move's round trip: sent → the update that holds it back."""

    url: str
    think: float = 0.1
    trips: list[tuple[float, float]] = field(default_factory=list)
    """(when the move was sent, how long until it came back)."""
    problems: list[str] = field(default_factory=list)
    matches: int = 0
    watch: str | None = None
    """The watch code of the match being played (the spectators' attacks use it)."""
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=lambda: asyncio.run(self._play()), daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(60)

    def between(self, start: float, end: float) -> list[float]:
        return sorted(trip for sent, trip in self.trips if start <= sent <= end)

    def longest_wait(self) -> float:
        """The longest round trip, or the time a move has been waiting for its answer."""
        return max((trip for _, trip in self.trips), default=0.0)

    async def _play(self) -> None:
        import websockets

        play = self.url.replace("http", "ws", 1) + "/play"
        while not self._stop.is_set():
            opened = await asyncio.to_thread(open_match, self.url, HONEST)
            self.matches += 1
            self.watch = opened["watch"]
            codes = [entry["code"] for entry in opened["codes"]]
            try:
                await asyncio.gather(
                    *(self._seat(websockets, play, code, i) for i, code in enumerate(codes))
                )
            except Exception as error:
                self.problems.append(f"{type(error).__name__}: {error}")
                return

    async def _seat(self, websockets: Any, url: str, code: str, number: int) -> None:
        rng = random.Random(number)
        headers = {"X-Forwarded-For": HONEST}
        async with websockets.connect(url, additional_headers=headers, max_size=None) as ws:
            await ws.send(json.dumps({"type": "join", "protocol": PROTOCOL, "code": code}))
            me = json.loads(await ws.recv())["seat"]
            waiting: tuple[int, float] | None = None
            while True:
                try:
                    text = await asyncio.wait_for(ws.recv(), 5.0)
                except TimeoutError:
                    if waiting is not None:  # a move sent and not answered in 5 s: a stall
                        self.trips.append((waiting[1], time.monotonic() - waiting[1]))
                        raise RuntimeError(f"no answer to the move at ply {waiting[0]}") from None
                    if self._stop.is_set():
                        return
                    continue
                message = json.loads(text)
                if message["type"] == "refused":
                    raise RuntimeError(message["reason"])
                if message["type"] != "update":
                    continue
                ply = message["ply"]
                if waiting is not None and ply > waiting[0]:
                    self.trips.append((waiting[1], time.monotonic() - waiting[1]))
                    waiting = None
                if message["over"] or (self._stop.is_set() and waiting is None):
                    return
                legal = message.get("legal")
                if legal and message["to_act"] == me:
                    await asyncio.sleep(self.think * (0.5 + rng.random()))
                    action = legal[rng.randrange(len(legal))]["action"]
                    waiting = (ply, time.monotonic())
                    await ws.send(json.dumps({"type": "act", "seq": ply, "action": action}))


# -- the attacks -----------------------------------------------------------------------------


@dataclass
class Siege:
    """What the attacks need: the server's port and pid, an honest match's codes to abuse."""

    port: int
    pid: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def endless_body(self, seconds: float = 4.0) -> dict[str, Any]:
        """POST /matches with a chunked body that never ends: the server answers 413 once the
        limit is passed and closes, before the attacker ran out of bytes or time."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        sock.sendall(
            b"POST /matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nX-Forwarded-For: " + ATTACKER.encode() + b"\r\n\r\n"
        )
        chunk = b"10000\r\n" + b"[" * 0x10000 + b"\r\n"
        sent = 0
        deadline = time.monotonic() + seconds
        answer = b""
        sock.setblocking(False)
        try:
            while time.monotonic() < deadline:
                with contextlib.suppress(BlockingIOError):
                    answer += sock.recv(4096)
                if answer:
                    break
                try:
                    sent += sock.send(chunk)
                except BlockingIOError:
                    time.sleep(0.01)
                except OSError:
                    break
        finally:
            sock.setblocking(True)
            sock.settimeout(2)
            with contextlib.suppress(OSError):
                answer += sock.recv(4096)
            sock.close()
        status = int(answer.split()[1]) if answer.startswith(b"HTTP/") else None
        return {"status": status, "sent_bytes": sent}

    def match_flood(self, seconds: float = 3.0) -> dict[str, Any]:
        """Open matches as fast as one address can: only its share per minute is opened."""
        opened = refused = 0
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            body = {"protocol": PROTOCOL, "game": "damit", "seats": [{"kind": "invited"}] * 4}
            status, _ = post_json(self.url + "/matches", body, ATTACKER)
            if status == 200:
                opened += 1
            else:
                refused += 1
        return {"opened": opened, "refused": refused}

    def trickling_upgrades(self, count: int = 40, seconds: float = 6.0) -> dict[str, Any]:
        """Half-open upgrades sending their head a byte at a time: each is cut after the head
        timeout, however slowly it trickles."""
        head = b"GET /play HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        socks = [
            socket.create_connection(("127.0.0.1", self.port), timeout=5) for _ in range(count)
        ]
        start = time.monotonic()
        closed_at: dict[int, float] = {}
        position = 0
        while time.monotonic() - start < seconds and len(closed_at) < count:
            for number, sock in enumerate(socks):
                if number in closed_at:
                    continue
                try:
                    sock.send(head[position % len(head) : position % len(head) + 1])
                    sock.settimeout(0.01)
                    if sock.recv(1) == b"":
                        closed_at[number] = time.monotonic() - start
                except TimeoutError:
                    pass
                except OSError:
                    closed_at[number] = time.monotonic() - start
            position += 1
            time.sleep(0.25)
        for sock in socks:
            sock.close()
        return {
            "connections": count,
            "cut": len(closed_at),
            "longest_open_s": round(max(closed_at.values(), default=seconds), 2),
        }

    def slow_spectator(self, watch_code: str, asks: int = 3000) -> dict[str, Any]:
        """A spectator who asks for snapshot after snapshot and never reads (a tiny receive
        buffer): the server drops it once its outbox is full, or closes it for its rate."""
        ws = RawWebSocket(self.port, ATTACKER, receive_buffer=4096)
        ws.send_json({"type": "join", "protocol": PROTOCOL, "code": watch_code, "watch": True})
        sent = 0
        start = time.monotonic()
        ws.sock.settimeout(2)
        cut = False
        try:
            for _ in range(asks):
                ws.send_json({"type": "resync"})
                sent += 1
                time.sleep(0.06)  # under the message rate: the outbox is what must hold
                if time.monotonic() - start > 20:
                    break
        except OSError:
            cut = True
        cut = cut or server_closed(ws.sock, 5)
        ws.close()
        return {"asked": sent, "cut": cut, "seconds": round(time.monotonic() - start, 1)}

    def snapshot_flood(self, watch_code: str, asks: int = 3000) -> dict[str, Any]:
        """Snapshots asked for as fast as the socket takes them (and read, on a thread of the
        attacker's): closed for its rate."""
        ws = RawWebSocket(self.port, ATTACKER)
        ws.send_json({"type": "join", "protocol": PROTOCOL, "code": watch_code, "watch": True})
        ws.message()
        closed: list[tuple[int | None, str]] = []
        reader = threading.Thread(target=lambda: closed.append(ws.closing()), daemon=True)
        reader.start()
        sent = 0
        with contextlib.suppress(OSError):
            for _ in range(asks):
                ws.send_json({"type": "resync"})
                sent += 1
        reader.join(15)
        ws.close()
        code, reason = closed[0] if closed else (None, "")
        return {"asked": sent, "close": code, "reason": reason}

    def malformed(self, watch_code: str) -> dict[str, Any]:
        """Frames of every wrong kind, each on a fresh connection: a binary frame, JSON nested
        990 deep, a text frame that is not UTF-8, a frame over the size limit, not JSON, an
        unknown message, an act before hello. Each closes with a code and a reason."""
        cases: dict[str, Callable[[RawWebSocket], None]] = {
            "binary": lambda ws: ws.send(b"\x00\x01binary"),
            "deep_json": lambda ws: ws.send('{"type":"join","code":' + "[" * 990 + "]" * 990 + "}"),
            "not_utf8": lambda ws: ws.send(b'{"type":"\xff\xfe"}', opcode=1),
            "too_big": lambda ws: ws.send('"' + "x" * (70 * 1024) + '"'),
            "not_json": lambda ws: ws.send("{hello"),
            "unknown": lambda ws: ws.send_json({"type": "shout"}),
            "act_first": lambda ws: ws.send_json({"type": "act", "seq": 0, "action": {}}),
        }
        seated_cases: dict[str, Callable[[RawWebSocket], None]] = {
            "binary_seated": lambda ws: ws.send(b"\x00\x01binary"),
            "deep_json_seated": lambda ws: ws.send(
                '{"type":"act","seq":0,"action":' + "[" * 990 + "]" * 990 + "}"
            ),
        }
        closes: dict[str, Any] = {}
        for name, attack in {**cases, **seated_cases}.items():
            ws = RawWebSocket(self.port, ATTACKER)
            if name in seated_cases:
                ws.send_json(
                    {"type": "join", "protocol": PROTOCOL, "code": watch_code, "watch": True}
                )
                ws.message()
            with contextlib.suppress(OSError):
                attack(ws)
            closes[name] = ws.closing()
            ws.close()
        return closes

    def garbage_http(self) -> dict[str, int | None]:
        """Requests that are not HTTP, or not a WebSocket upgrade they claim to be, or too big:
        each an answer (4xx) and a closed connection, one log line at most."""
        upgrade = b"GET /play HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        requests = {
            "not_http": b"\x16\x03\x01\x02\x00 not http at all\r\n\r\n",
            "upgrade_without_key": upgrade + b"\r\n",
            "upgrade_bad_version": upgrade
            + b"Sec-WebSocket-Key: abc\r\nSec-WebSocket-Version: 99\r\n\r\n",
            "huge_header": b"GET / HTTP/1.1\r\nHost: x\r\nX: " + b"a" * 40000 + b"\r\n\r\n",
            "bad_length": b"POST /matches HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
            "not_utf8_body": b"POST /matches HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n"
            + b"\xff" * 9,
        }
        statuses: dict[str, int | None] = {}
        for name, request in requests.items():
            sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            answer = b""
            with contextlib.suppress(OSError):
                sock.sendall(request)
                answer = sock.recv(4096)
            sock.close()
            statuses[name] = int(answer.split()[1]) if answer.startswith(b"HTTP/") else None
        return statuses

    def connection_flood(self, count: int = 60) -> dict[str, Any]:
        """More WebSockets from one address than it may hold: the rest are turned away."""
        held: list[RawWebSocket] = []
        refused = 0
        for _ in range(count):
            ws = RawWebSocket(self.port, ATTACKER)
            if ws.status == 101:
                held.append(ws)
            else:
                refused += 1
                ws.close()
        for ws in held:
            ws.close()
        return {"tried": count, "held": len(held), "refused": refused}

    def guessing(self, right_code: str, guesses: int = 30) -> dict[str, Any]:
        """Wrong join codes one after another from one address, then the right one: the wrong
        ones are slowed, the right one gets in."""
        start = time.monotonic()
        answered = 0
        for number in range(guesses):
            ws = RawWebSocket(self.port, ATTACKER)
            ws.send_json({"type": "join", "protocol": PROTOCOL, "code": f"ZZZZ-{number:04d}"[:9]})
            ws.closing()
            ws.close()
            answered += 1
        wrong_seconds = time.monotonic() - start
        ws = RawWebSocket(self.port, ATTACKER)
        begin = time.monotonic()
        ws.send_json({"type": "join", "protocol": PROTOCOL, "code": right_code, "watch": True})
        welcome = ws.message()
        ws.close()
        return {
            "wrong": answered,
            "wrong_seconds": round(wrong_seconds, 1),
            "right_code_joined": welcome.get("type") == "welcome",
            "right_code_seconds": round(time.monotonic() - begin, 2),
        }

    def spectator_redemptions(
        self, code: str, count: int = 1500, room_file: Path | None = None
    ) -> dict[str, Any]:
        """A seat's code redeemed to watch, over and over: the room file does not grow."""
        size_before = room_file.stat().st_size if room_file else None
        done = 0
        failures: Counter[str] = Counter()

        def one() -> None:
            nonlocal done
            ws = RawWebSocket(self.port, ATTACKER)
            try:
                ws.send_json({"type": "join", "protocol": PROTOCOL, "code": code, "watch": True})
                answer = ws.message()
                if answer.get("type") == "welcome":
                    done += 1
                else:
                    failures[str(answer.get("reason"))] += 1
            finally:
                ws.close()

        workers = 8
        deadline = time.monotonic() + 150
        lock = threading.Lock()
        left = [count]

        def work() -> None:
            while time.monotonic() < deadline:
                with lock:
                    if left[0] <= 0:
                        return
                    left[0] -= 1
                try:
                    one()
                except (OSError, ConnectionError) as error:
                    failures[f"{type(error).__name__}: {error}"] += 1

        threads = [threading.Thread(target=work) for _ in range(workers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        size_after = room_file.stat().st_size if room_file else None
        return {
            "redeemed": done,
            "room_file_before": size_before,
            "room_file_after": size_after,
            "failures": dict(failures),
        }
