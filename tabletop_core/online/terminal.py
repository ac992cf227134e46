"""Hosting and joining from the command line: ``tabletop host`` and ``tabletop join``.

A joined seat plays in the terminal as ``tabletop play --headless`` does
(:mod:`tabletop_core.online.terminal_play`): the game's own text view of the table, the same
menu of moves, and the log lines it may read.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.terminal_play import OnlineError, play_remote


def parse_online_seats(text: str) -> list[dict[str, Any]]:
    """``here,invited,bot:normal`` as the seats a host asks the server for."""
    seats: list[dict[str, Any]] = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        kind, _, level = part.partition(":")
        if kind in ("here", "invited") and not level:
            seats.append({"kind": kind})
        elif kind == "bot":
            seats.append({"kind": "bot", **({"level": level} if level else {})})
        else:
            raise OnlineError(f"seat {i + 1}: {part!r} is none of here, invited, bot:LEVEL")
    return seats


def open_match(
    server: str,
    game: str,
    seats: list[dict[str, Any]],
    *,
    seed: int | None = None,
    spectators: bool = True,
    away_after: float | None = None,
    turn_clock: float | None = None,
) -> dict[str, Any]:
    """Ask ``server`` to open a match (``POST /matches``); its answer, or OnlineError.
    ``away_after``: seconds a person's seat may stay empty before a bot plays it;
    ``turn_clock``: seconds per decision before the default move is played."""
    asked: dict[str, Any] = {
        "protocol": PROTOCOL,
        "game": game,
        "seats": seats,
        "spectators": spectators,
    }
    if seed is not None:
        asked["seed"] = seed
    if away_after is not None:
        asked["away_after"] = away_after
    if turn_clock is not None:
        asked["turn_clock"] = turn_clock
    body = json.dumps(asked).encode()
    url = server.rstrip("/") + "/matches"
    if "://" not in url:
        url = "http://" + url
    request = urllib.request.Request(url, body, {"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as error:
        try:
            reason = json.loads(error.read()).get("error", error.reason)
        except ValueError:
            reason = error.reason
        raise OnlineError(f"the server refused the match: {reason}") from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise OnlineError(f"cannot reach the server at {server}: {error}") from None


__all__ = ["OnlineError", "open_match", "parse_online_seats", "play_remote"]
