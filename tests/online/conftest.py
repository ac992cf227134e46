"""A real ``tabletop serve`` per test, on a free loopback port, with its own data folder."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

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
