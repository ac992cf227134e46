"""A real ``tabletop serve`` in a subprocess on a free loopback port, and headless clients
driven by code: what the tests and benchmarks of online play run against."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.terminal import open_match


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """One ``tabletop serve`` process; :meth:`kill` and :meth:`start` again on the same data."""

    def __init__(
        self,
        data: Path,
        *,
        allow_seeds: bool = True,
        profile: Path | None = None,
        options: list[str] | None = None,
        max_files: int | None = None,
        log: Path | None = None,
    ) -> None:
        self.data = data
        self.allow_seeds = allow_seeds
        self.options = list(options or [])
        """More ``tabletop serve`` options (``--limit NAME=VALUE``...)."""
        self.max_files = max_files
        """The server's file-handle limit (RLIMIT_NOFILE), or None: the one inherited."""
        self.log = log
        """Where the server's output goes (a long run would fill a pipe nobody reads), or
        None: a pipe :meth:`stop` reads."""
        self.profile = profile
        """Run the server under cProfile, its profile written here when it stops (benchmarks)."""
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        profiling = ["-m", "cProfile", "-o", str(self.profile)] if self.profile else []
        command = [sys.executable, *profiling, "-m", "tabletop_core.cli", "serve"]
        command += ["--port", str(self.port)]
        command += ["--data", str(self.data), *(["--allow-seeds"] if self.allow_seeds else [])]
        sink = self.log.open("ab") if self.log else None
        self.process = subprocess.Popen(
            [*command, *self.options],
            stdout=sink or subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=os.environ.copy(),
            preexec_fn=self._limit_files if self.max_files else None,
        )
        if sink is not None:
            sink.close()  # the server holds its own
        for _ in range(3000):  # a look every 20 ms, a minute in all: it starts in half a second
            if self.process.poll() is not None:
                out = self.process.stdout.read().decode() if self.process.stdout else ""
                out = out or (self.log.read_text(errors="replace") if self.log else "")
                raise RuntimeError(f"the server ended at start: {out}")
            try:
                with urllib.request.urlopen(self.url + "/health", timeout=1) as answer:
                    if json.loads(answer.read())["status"] == "ok":
                        return
            except OSError:
                time.sleep(0.02)
        raise RuntimeError("the server did not answer /health")

    def _limit_files(self) -> None:
        import resource

        assert self.max_files is not None
        resource.setrlimit(resource.RLIMIT_NOFILE, (self.max_files, self.max_files))

    def status(self, match_id: str) -> dict[str, Any]:
        with urllib.request.urlopen(f"{self.url}/matches/{match_id}", timeout=5) as answer:
            return json.loads(answer.read())

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> str:
        """Stop the server; returns what it printed."""
        if self.process is None:
            return ""
        if self.process.poll() is None:
            if self.profile:  # Ctrl-C: uvicorn returns, and cProfile writes its profile
                self.process.send_signal(signal.SIGINT)
            else:
                self.process.terminate()
        try:
            out, _ = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _ = self.process.communicate()
        if self.log is not None:
            return self.log.read_text(errors="replace")
        return out.decode(errors="replace") if out else ""


def host(
    server: Server,
    game: str,
    seats: list[dict[str, Any]],
    seed: int | None = None,
    **rules: Any,
) -> dict[str, Any]:
    """Open a match (``rules``: ``spectators``, ``away_after``, ``turn_clock``)."""
    return open_match(server.url, game, seats, seed=seed, **rules)


def join(server: Server, code: str, **options: Any) -> RemoteMatch:
    from tabletop_core import plugins

    client = RemoteMatch(server.url, code=code, registry=plugins.registry(), **options)
    client.wait_seated()
    return client


def play_turn(
    client: RemoteMatch, rng: random.Random, timeout: float = 60.0, *, again: bool = False
) -> None:
    """Play a random legal move of the client's seat and wait for the server's answer.

    ``again``: when the connection was taken up anew before an answer came (the node that ran
    the match died, and the move with it, unacknowledged), move again once back, as a person
    at the table would: the server's move number keeps a move from counting twice."""
    legal = client.legal_actions()
    ply = client.ply
    move = legal[rng.randrange(len(legal))]
    deadline = time.monotonic() + timeout
    while True:
        try:
            client.act(move)
            break
        except ConnectionError:  # dropped just now: send again once it is back
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
    reconnects = client.reconnects
    while client.ply == ply and client.refusal is None:
        if time.monotonic() > deadline:
            raise AssertionError(f"no answer to the move at {ply}")
        client.wait(0.5)
        if again and client.reconnects != reconnects and client.connected:
            client.wait(0.5)  # the updates it missed, or a snapshot
            reconnects = client.reconnects
            if client.ply == ply and client.to_act == client.seat and client.legal_actions():
                with contextlib.suppress(ConnectionError):
                    client.act(client.legal_actions()[0])
    assert client.refusal is None, client.refusal


def settle(clients: list[RemoteMatch], timeout: float = 60.0) -> None:
    """Wait until every client has heard of everything up to a person's turn or the end."""
    deadline = time.monotonic() + timeout
    while True:
        for client in clients:
            client.poll()
        plies = {client.ply for client in clients}
        ready = len(plies) == 1 and all(c.is_over or not c.is_bot(c.to_act) for c in clients)
        if ready and all(c.connected for c in clients):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"clients did not settle: plies {sorted(plies)}")
        behind = [c for c in clients if c.ply < max(plies) or not c.connected] or clients
        behind[0].wait_for_news(0.1)  # the next message, rather than a fixed sleep
