"""A real ``tabletop serve`` per test, on a free loopback port, with its own data folder (or one
per module, for tests that only host matches of their own on it); or
the same server app in the test's own process on a clock the test drives (away seats, turn
clocks) instead of real seconds."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop_core.online.loopback import Server


@pytest.fixture
def start_server(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    servers: list[Server] = []

    def start(allow_seeds: bool = True) -> Server:
        server = Server(tmp_path / f"server-{len(servers)}", allow_seeds=allow_seeds)
        servers.append(server)
        server.start()
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One real ``tabletop serve`` for a module's tests that each host matches of their own on
    it and never stop, restart or starve it (a start is a second or more of waiting and half a
    second of the server's CPU). The server takes at most 10 new matches a minute from one
    address and paces wrong join codes after 10: a module stays well below both."""
    server = Server(tmp_path_factory.mktemp("module-server"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[Any]:
    """A real ``redis-server`` on a free loopback port, its files under the test's folder."""
    from tabletop_core.online.redis_loopback import RedisServer

    server = RedisServer(tmp_path / "redis")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def start_nodes(tmp_path: Path, redis_server: Any) -> Iterator[Callable[..., list[Server]]]:
    """``start_nodes(3)``: that many ``tabletop serve --redis`` nodes sharing ``redis_server``."""
    nodes: list[Server] = []

    def start(count: int, options: list[str] | None = None) -> list[Server]:
        started = []
        for _ in range(count):
            node = Server(
                tmp_path / f"node-{len(nodes)}",
                options=["--redis", redis_server.url, *(options or [])],
                log=tmp_path / f"node-{len(nodes)}.log",
            )
            nodes.append(node)
            node.start()
            started.append(node)
        return started

    yield start
    for node in nodes:
        node.stop()


class ClockedServer:
    """The server's app in this process, on a free loopback port, whose matches count their
    away seats and turn clocks on :attr:`now`, which the test moves instead of waiting."""

    def __init__(self, data: Path, limits: Any = None) -> None:
        import uvicorn

        from tabletop_core import plugins
        from tabletop_core.online.guard import guarded_protocols
        from tabletop_core.online.limits import Limits
        from tabletop_core.online.loopback import free_port
        from tabletop_core.online.server import Rooms, make_app

        self.now = 0.0
        limits = limits or Limits()
        rooms = Rooms(data, plugins.registry(), allow_seeds=True, limits=limits, clock=self.clock)
        http, ws = guarded_protocols(limits, rooms.peers)
        self.port = free_port()
        config = uvicorn.Config(
            make_app(rooms), host="127.0.0.1", port=self.port, http=http, ws=ws,
            ws_per_message_deflate=False, log_config=None, log_level="warning",
        )  # fmt: skip
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="clocked-server", daemon=True)

    def clock(self) -> float:
        return self.now

    def pause(self, seconds: float) -> None:
        """What a client on this clock does instead of sleeping: the time passes at once."""
        self.now += max(0.0, seconds)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def status(self, match_id: str) -> dict[str, Any]:
        """The match's public status, as ``GET /matches/{match}`` answers it."""
        import json
        import urllib.request

        with urllib.request.urlopen(f"{self.url}/matches/{match_id}", timeout=5) as answer:
            return json.loads(answer.read())

    def start(self) -> None:
        self.thread.start()
        for _ in range(3000):  # its own start-up, in this process: bounded, not timed
            if self.server.started or not self.thread.is_alive():
                break
            self.thread.join(0.01)
        assert self.server.started, "the in-process server did not start"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)


@pytest.fixture
def start_clocked_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., ClockedServer]]:
    """``start_clocked_server(limits=None)``: a :class:`ClockedServer` on its own data folder."""
    servers: list[ClockedServer] = []
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "clocked"))  # its journals go here

    def start(limits: Any = None) -> ClockedServer:
        server = ClockedServer(tmp_path / f"clocked-{len(servers)}", limits)
        servers.append(server)
        server.start()
        return server

    yield start
    for server in servers:
        server.stop()


class DrivenClock:
    """Time that passes only when something waits on it: :meth:`pause` moves it on at once."""

    def __init__(self) -> None:
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def pause(self, seconds: float) -> None:
        self.now += max(0.0, seconds)


@pytest.fixture
def client_clock(monkeypatch: pytest.MonkeyPatch) -> DrivenClock:
    """Every client made in this test (a window's too) counts its back-off and pace on a
    :class:`DrivenClock` instead of waiting real seconds."""
    from tabletop_core.online import client

    driven = DrivenClock()
    monkeypatch.setattr(client, "CLOCK", driven.clock)
    monkeypatch.setattr(client, "PAUSE", driven.pause)
    return driven
