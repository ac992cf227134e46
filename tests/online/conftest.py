"""A real ``tabletop serve`` per test, on a free loopback port, with its own data folder."""

from __future__ import annotations

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
