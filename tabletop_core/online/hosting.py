"""What only the host of a match asks of the server, with the key the match's opening gave:
a fresh join code for a seat, and dealing the match again with the same seats.

Both are blocking HTTP requests (a window makes them off the frame); a refusal or an
unreachable server raises :class:`HostError` with one line.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

TIMEOUT = 10.0
"""Seconds the server has to answer a host's request."""


class HostError(Exception):
    """The server would not do what the host asked, or could not be reached; one line."""


def fresh_code(server: str, match: str, host: str, seat: int | None) -> dict[str, Any]:
    """A new join code for ``seat`` (None: a code to watch): ``seat``, ``name``, ``code``. The
    seat's earlier codes and tokens still work."""
    return _ask(server, f"/matches/{match}/codes", {"host": host, "seat": seat})


def deal_again(server: str, match: str, host: str) -> str:
    """Deal ``match`` again, the same seats and rules, a new deal; returns the new match's id.
    Everybody at the table is taken over to it by their own client."""
    return str(_ask(server, f"/matches/{match}/restart", {"host": host})["match"])


def _ask(server: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    url = server.rstrip("/") + path
    if "://" not in url:
        url = "http://" + url
    request = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
            return dict(json.loads(answer.read()))
    except urllib.error.HTTPError as error:
        try:
            reason = json.loads(error.read()).get("error", error.reason)
        except ValueError:
            reason = error.reason
        raise HostError(str(reason)) from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        why = getattr(error, "reason", error)
        raise HostError(f"the server at {server} does not answer: {why}") from None
