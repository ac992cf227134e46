"""``tabletop serve``, ``host`` and ``join``: a server, and a match played over it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tabletop_core.command_line.common import fail


def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on.")] = 8765,
    data: Annotated[Path | None, typer.Option(help="The folder for the matches' journals.")] = None,
    allow_seeds: Annotated[
        bool,
        typer.Option("--allow-seeds", help="Let a host choose the seed (tests only).", hidden=True),
    ] = False,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(help="A reverse proxy whose X-Forwarded-For is believed (repeatable)."),
    ] = None,
    limit: Annotated[
        list[str] | None,
        typer.Option(
            help="A limit as NAME=VALUE (repeatable), e.g. matches-per-minute=20; "
            "docs/online.md lists them all."
        ),
    ] = None,
    redis: Annotated[
        str | None,
        typer.Option(
            help="Be one node of several sharing their matches in Redis, e.g. "
            "redis://127.0.0.1:6379/0 (needs tabletop-core[redis])."
        ),
    ] = None,
) -> None:
    """Hold matches for people playing from other computers (see docs/online.md)."""
    from tabletop_core.online.commands import OnlineError, serve_command

    try:
        serve_command(host, port, data, allow_seeds, trusted_proxy or [], limit or [], redis)
    except OnlineError as error:
        raise fail(str(error)) from None


def host(
    game: Annotated[str, typer.Argument(help="The game id (see `tabletop list`).")],
    server: Annotated[str, typer.Option(help="The server's address.")] = "http://127.0.0.1:8765",
    seats: Annotated[
        str, typer.Option(help="Comma-separated seats: here, invited or bot:LEVEL.")
    ] = "here,invited",
    spectators: Annotated[
        bool, typer.Option("--spectators/--no-spectators", help="Whether people may watch.")
    ] = True,
    away_after: Annotated[
        float | None,
        typer.Option(help="Seconds a person's seat may stay empty before a bot plays it."),
    ] = None,
    turn_clock: Annotated[
        float | None,
        typer.Option(help="Seconds per decision before a default move is played for the seat."),
    ] = None,
    new_code: Annotated[
        int | None,
        typer.Option(
            help="Print a fresh join code for this seat (-1: to watch) of the last match of "
            "GAME this computer opened on the server, instead of opening one."
        ),
    ] = None,
    match: Annotated[
        str | None, typer.Option(help="With --new-code: the match (default: the last one).")
    ] = None,
) -> None:
    """Open a match on a server and print a join code per invited seat."""
    from tabletop_core.online.commands import OnlineError, host_command

    try:
        host_command(
            game,
            server,
            seats,
            spectators=spectators,
            away_after=away_after,
            turn_clock=turn_clock,
            new_code=new_code,
            match_id=match,
        )
    except OnlineError as error:
        raise fail(str(error)) from None


def join(
    code: Annotated[str, typer.Argument(help="The join code the host gave you.")],
    server: Annotated[str, typer.Option(help="The server's address.")] = "http://127.0.0.1:8765",
    headless: Annotated[bool, typer.Option("--headless", help="Play in the terminal.")] = False,
    watch: Annotated[bool, typer.Option("--watch", help="Watch as a spectator.")] = False,
) -> None:
    """Take a seat in a match on a server (or watch it): in the window, or in the terminal."""
    from tabletop_core.online.commands import OnlineError, join_command

    try:
        join_command(code, server, headless, watch)
    except (OnlineError, ValueError) as error:
        raise fail(str(error)) from None
