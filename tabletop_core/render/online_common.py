"""What the online screens share: the servers to choose from, a join link and code read back,
the server this window starts, work on a thread of its own, and opening the table at a seat."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from tabletop_core.i18n import _
from tabletop_core.online import kept_seats
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.render.geometry import Rect

_NOWHERE = Rect(0, 0, 0, 0)
SERVERS = ("local", "address")
AWAY_MINUTES = (0, 1, 2, 5, 10, 30)
"""How long a person's seat may stay empty before a bot plays it (0: never)."""
_LOCAL: list[Any] = []
"""The server this window started on this computer (it stops with the window's process)."""
CLOCK_SECONDS = (0, 15, 30, 60, 120, 300)
"""The turn clock's choices, seconds per decision (0: no clock)."""


def local_url() -> str:
    """The address this computer reaches its own server at."""
    from tabletop_core.online.local_server import DEFAULT_PORT

    return f"http://127.0.0.1:{DEFAULT_PORT}"


def server_choice_words(choice: str) -> str:
    return _("this computer") if choice == "local" else _("an address")


def home_server() -> str:
    """Where the home network reaches this computer's server."""
    from tabletop_core.online.local_server import DEFAULT_PORT, home_address

    return f"{home_address()}:{DEFAULT_PORT}"


def seat_kind_word(kind: str) -> str:
    return {"here": _("Here"), "invited": _("Invited"), "bot": _("Bot")}[kind]


def join_link(server: str, code: str) -> str:
    """The link that stands for a code: the server's page saying how to join with it."""
    return f"{server.rstrip('/')}/join/{code}"


def read_code(text: str, server: str) -> tuple[str, str]:
    """(code, server) from what was typed: a code, or a whole join link."""
    text = text.strip()
    if "/join/" in text:
        parts = urlsplit(text if "://" in text else f"http://{text}")
        code = parts.path.rsplit("/join/", 1)[1].strip("/")
        return code, f"{parts.scheme}://{parts.netloc}"
    return text, server


class Background:
    """A job off the frame (a blocking network call): ``done`` once it finished, then its
    ``result`` or its ``error`` (one line)."""

    def __init__(self, job: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: str | None = None
        self.done = False
        self._job = job
        threading.Thread(target=self._run, name="tabletop-online-job", daemon=True).start()

    def _run(self) -> None:
        try:
            self.result = self._job()
        except Exception as error:  # told on screen in one line
            text = str(error).strip().splitlines()
            self.error = text[0] if text else type(error).__name__
        self.done = True


def server_data() -> Any:
    """Where this computer's own server keeps its matches."""
    from tabletop_core.storage import data_dir

    return data_dir() / "server"


def local_server(data: Any) -> Any:
    """This computer's server: one per window process, started the first time."""
    from tabletop_core.online.local_server import LocalServer

    if not _LOCAL:
        _LOCAL.append(LocalServer(data))
    return _LOCAL[0]


def _keep(kept: KeptSeat) -> None:
    """Remember a seat for "Continue" (a folder that cannot be written only loses that)."""
    with contextlib.suppress(OSError):
        kept_seats.keep(kept)


def show_online_table(shell: Any, remote: RemoteMatch, kept: KeptSeat | None = None) -> Any:
    """The game's table at the remote seat (the host frame around it)."""
    from tabletop_core.online.table_match import OnlineMatch
    from tabletop_core.render.online_host import OnlineHostView

    match = OnlineMatch(remote, shell.registry.get(remote.game_id), kept)
    host = OnlineHostView(shell, match)
    shell.window.show_view(host)
    host.open_table()
    return host
