"""Driving ``tabletop`` in a real process through its terminal, as a person would: type a line,
read what it printed, press Ctrl-C (SIGINT). For tests (this repository's and a plugin's own),
like :mod:`tabletop_core.render.driving` is for the window."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def _ctrl_c_heard() -> Iterator[None]:
    """The command starts with Ctrl-C heard, as in a person's terminal, even when this process
    ignores it (a job a script started in the background inherits SIGINT ignored, and passes
    that on): while it is started, SIGINT is caught here, and a caught signal is back at its
    default in the new program."""
    main = threading.current_thread() is threading.main_thread()
    if not main or signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        yield
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


class TerminalProcess:
    """``python -m tabletop_core.cli ARGS`` with its stdin, stdout and stderr on pipes."""

    def __init__(self, args: Sequence[str], env: dict[str, str] | None = None) -> None:
        environment = dict(os.environ if env is None else env)
        environment["PYTHONUNBUFFERED"] = "1"
        with _ctrl_c_heard():
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tabletop_core.cli", *args],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=environment,
            )
        self.out = ""
        """Everything printed on stdout so far."""
        self.err = ""
        self._read_to = 0

    def _take(self, timeout: float) -> bool:
        """Read what is there within ``timeout`` seconds; False once both pipes are closed."""
        pipes = [p for p in (self.process.stdout, self.process.stderr) if p is not None]
        ready, _, _ = select.select(pipes, [], [], timeout)
        got = False
        for pipe in ready:
            chunk = os.read(pipe.fileno(), 65536)
            if not chunk:
                continue
            got = True
            text = chunk.decode("utf-8", errors="replace")
            if pipe is self.process.stdout:
                self.out += text
            else:
                self.err += text
        return got or not ready

    def expect(self, text: str | re.Pattern[str], timeout: float = 30.0) -> str:
        """Wait until ``text`` (or a match of the pattern) is printed after the last
        expectation; returns what came between (up to and including it)."""
        pattern = text if isinstance(text, re.Pattern) else re.compile(re.escape(text))
        deadline = time.monotonic() + timeout
        while True:
            found = pattern.search(self.out, self._read_to)
            if found is not None:
                between = self.out[self._read_to : found.end()]
                self._read_to = found.end()
                return between
            left = deadline - time.monotonic()
            if left <= 0 or (not self._take(min(left, 0.2)) and self.process.poll() is not None):
                raise AssertionError(
                    f"{text!r} was not printed; after the last expectation:\n"
                    f"{self.out[self._read_to :][-3000:]}\nstderr:\n{self.err[-2000:]}"
                )

    def skip(self, seconds: float = 0.5) -> str:
        """Read for ``seconds`` and take everything printed so far as seen; returns it."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._take(max(0.0, min(0.1, deadline - time.monotonic())))
        seen, self._read_to = self.out[self._read_to :], len(self.out)
        return seen

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write((line + "\n").encode())
        self.process.stdin.flush()

    def interrupt(self) -> None:
        """Ctrl-C, as the terminal sends it."""
        self.process.send_signal(signal.SIGINT)

    def end_input(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()

    def wait(self, timeout: float = 30.0) -> int:
        """Wait for the end; returns the exit code (stdout and stderr read to the end)."""
        deadline = time.monotonic() + timeout
        while self.process.poll() is None or self._take(0):
            if time.monotonic() > deadline:
                self.process.kill()
                raise AssertionError(f"still running after {timeout} s:\n{self.out[-3000:]}")
            self._take(0.1)
        return int(self.process.returncode)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for pipe in (self.process.stdin, self.process.stdout, self.process.stderr):
            if pipe is not None:
                pipe.close()


def data_folder_env(folder: Path) -> dict[str, str]:
    """The environment of a terminal process whose saves go to ``folder``."""
    environment = dict(os.environ)
    environment["TABLETOP_DATA_DIR"] = str(folder)
    environment.pop("DISPLAY", None)
    return environment
