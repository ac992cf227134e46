"""Hosting and joining from the command line: ``tabletop host`` and ``tabletop join``.

A joined seat plays in the terminal much as ``tabletop play --headless`` does: what the seat
sees (its view, through :func:`~tabletop_core.describe.describe_view`), its numbered moves as
the server labelled them from that view, and the log lines it may read.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

import typer

from tabletop_core.describe import describe_view
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.protocol import PROTOCOL


class OnlineError(Exception):
    """Hosting or joining failed; one line for the terminal."""


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


def play_remote(match: RemoteMatch, *, watch: bool = False) -> None:
    """Play (or watch) the seat to the end in the terminal."""
    match.wait_seated()
    who = "watching" if match.seat is None else f"at seat {match.seat} ({match.names[match.seat]})"
    typer.echo(f"{match.game_id} on {match.url}, {who}: " + ", ".join(match.names))
    for line in match.log_lines():
        typer.echo("  " + line)
    away = {seat for seat in range(match.players) if match.is_away(seat)}
    while not match.is_over:
        if not watch and match.to_act == match.seat and match.action_labels():
            _turn(match)
        else:
            message = match.wait(timeout=1.0)
            if message is None:
                continue
            if message.get("type") == "update":
                for event in message["events"]:
                    typer.echo("  " + event["text"])
            elif message.get("type") == "seats":
                away = _tell_who_is_away(match, away)
            elif message.get("type") == "error":
                raise OnlineError(message["reason"])
    _print_result(match)


def _tell_who_is_away(match: RemoteMatch, before: set[int]) -> set[int]:
    """One line per seat that went away (a bot plays it) or came back."""
    now = {seat for seat in range(match.players) if match.is_away(seat)}
    for seat in sorted(now - before):
        typer.echo(f"  {match.names[seat]} is away: a bot plays for them.")
    for seat in sorted(before - now):
        typer.echo(f"  {match.names[seat]} is back.")
    return now


def _turn(match: RemoteMatch) -> None:
    labels = match.action_labels()
    typer.echo(f"{match.names[match.seat or 0]}, your turn. What you see:")
    for line in describe_view(match.view(), whole=True):
        typer.echo(f"  {line}")
    for i, label in enumerate(labels):
        typer.echo(f"  [{i}] {label}")
    time.sleep(0.05)
    match.poll()  # the clock's message follows the update that brought the turn
    left = match.clock_left()
    if left is not None:
        typer.echo(f"  {int(left + 0.999)} s left on the clock: then a move is played for you.")
    while True:
        try:
            choice = typer.prompt("Action number", type=int, show_default=False)
        except (EOFError, typer.Abort):
            raise OnlineError(
                "no input for the seat; the match goes on at the server, join again to go on"
            ) from None
        if 0 <= choice < len(labels):
            break
        typer.echo(f"Choose a number from 0 to {len(labels) - 1}.")
    match.act(match.legal_actions()[choice])
    while True:
        message = match.wait(timeout=30)
        if message is None:
            continue
        if message.get("type") == "refused":
            typer.echo(f"Refused: {message['reason']}")
            return
        if message.get("type") == "update":
            for event in message["events"]:
                typer.echo("  " + event["text"])
            return


def _print_result(match: RemoteMatch) -> None:
    result = match.result
    if result is None:
        typer.echo("The game did not end.")
        return
    for seat, name in enumerate(match.names):
        star = "★ " if seat in result.winners else "  "
        typer.echo(f"{star}{name}: {result.scores[seat]:g}")
    winners = " and ".join(match.names[w] for w in result.winners)
    typer.echo(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}")
