"""A real ``redis-server`` on a free loopback port with its own folder, for the tests and the
benchmark of several ``tabletop serve --redis`` nodes (:mod:`.loopback` starts the nodes)."""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

from tabletop_core.online.loopback import free_port

PERSISTENCE = ("--appendonly", "yes", "--appendfsync", "always", "--save", "")
"""An acknowledged action survives a Redis restart: every write is in the append-only file,
fsynced, before Redis answers (docs/online.md, "Redis")."""


class RedisServer:
    """One ``redis-server`` process listening on 127.0.0.1 only, its files under ``folder``."""

    def __init__(self, folder: Path, *, persistence: tuple[str, ...] = PERSISTENCE) -> None:
        self.folder = folder
        self.persistence = persistence
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.folder.mkdir(parents=True, exist_ok=True)
        command = [binary, "--bind", "127.0.0.1", "--port", str(self.port)]
        command += ["--dir", str(self.folder), "--protected-mode", "yes", *self.persistence]
        log = (self.folder / "redis.log").open("ab")
        self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"redis-server ended at start: {self.log()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as probe:
                    probe.sendall(b"PING\r\n")
                    if probe.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not answer PING")

    def log(self) -> str:
        path = self.folder / "redis.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
