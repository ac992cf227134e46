"""A ``tabletop serve`` started by the window, for the home network: the family's other
computers reach it at this computer's address on the local network.

It runs as a process of its own (the window keeps drawing; the server keeps its matches in the
data folder's ``server/`` like any ``tabletop serve``) and stops when the window's process ends.
"""

from __future__ import annotations

import atexit
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

DEFAULT_PORT = 8765


def home_address() -> str:
    """This computer's address on the local network (the one its default route leaves by),
    or the loopback address when it has none. No packet is sent."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def port_is_free(port: int, host: str = "0.0.0.0") -> bool:
    with socket.socket() as probe:
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def answers(url: str, timeout: float = 1.0) -> bool:
    """Whether a Tabletop server answers ``/health`` at ``url``."""
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/health", timeout=timeout) as answer:
            return json.loads(answer.read()).get("status") == "ok"
    except (OSError, ValueError):
        return False


class LocalServer:
    """One ``tabletop serve --host 0.0.0.0`` of this computer (or the one already running)."""

    def __init__(self, data: Path, port: int = DEFAULT_PORT, host: str = "0.0.0.0") -> None:
        self.data = data
        self.port = port
        self.host = host
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """The address the family's other computers type."""
        address = home_address() if self.host == "0.0.0.0" else self.host
        return f"http://{address}:{self.port}"

    @property
    def own_url(self) -> str:
        """The address this computer reaches it at."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> str:
        """Start the server (unless one already answers on the port) and wait until it answers;
        returns its address for the others. Blocking: call it off the frame."""
        if answers(self.own_url):
            return self.url
        if not port_is_free(self.port, self.host):
            raise OSError(f"port {self.port} is taken by another program")
        command = [sys.executable, "-m", "tabletop_core.cli", "serve", "--host", self.host]
        self.process = subprocess.Popen(
            [*command, "--port", str(self.port), "--data", str(self.data)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=os.environ.copy(),
        )
        atexit.register(self.stop)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise OSError("the server on this computer stopped as it started")
            if answers(self.own_url, timeout=0.5):
                return self.url
            time.sleep(0.1)
        self.stop()
        raise OSError(f"the server on this computer did not answer within {timeout:g} s")

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
