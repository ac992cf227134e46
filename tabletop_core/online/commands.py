"""What ``tabletop serve``, ``tabletop host`` and ``tabletop join`` do (cli.py only wires them)."""

from __future__ import annotations

from pathlib import Path

import typer

from tabletop_core.online.client import DEFAULT_SERVER, RemoteMatch, ServerRefused, play_url
from tabletop_core.online.terminal import OnlineError, open_match, parse_online_seats, play_remote


def serve_command(
    host: str,
    port: int,
    data: Path | None,
    allow_seeds: bool = False,
    trusted_proxies: list[str] | None = None,
    limits: list[str] | None = None,
) -> None:
    from tabletop_core.online.limits import parse_limits
    from tabletop_core.online.server import serve
    from tabletop_core.storage import data_dir

    try:
        chosen = parse_limits(limits or [], trusted_proxies or [])
    except ValueError as error:
        raise OnlineError(str(error)) from None
    where = data if data is not None else data_dir() / "server"
    serve(host, port, where, allow_seeds=allow_seeds, limits=chosen)


def host_command(
    game: str,
    server: str,
    seats: str,
    *,
    spectators: bool = True,
    away_after: float | None = None,
    turn_clock: float | None = None,
) -> None:
    from tabletop_core import plugins

    asked = parse_online_seats(seats)
    here = [i for i, seat in enumerate(asked) if seat["kind"] == "here"]
    if len(here) > 1:
        raise OnlineError("one terminal plays one seat: make the other people 'invited'")
    answer = open_match(
        server, game, asked, spectators=spectators, away_after=away_after, turn_clock=turn_clock
    )
    typer.echo(f"match {answer['match']} on {server}")
    for code in answer["codes"]:
        typer.echo(
            f"seat {code['seat']} ({code['name']}): tabletop join {code['code']} --server {server}"
        )
    if answer.get("watch"):
        typer.echo(f"to watch: tabletop join {answer['watch']} --watch --server {server}")
    if answer["here"]:
        token = answer["here"][0]["token"]
        match = RemoteMatch(server, token=token, registry=plugins.registry())
        try:
            play_remote(match)
        finally:
            match.close()


def join_command(code: str, server: str, headless: bool, watch: bool) -> None:
    from tabletop_core import plugins

    play_url(server)  # a bad address fails here, in one line
    if not headless and not watch:
        from tabletop_core.render import NoDisplayError
        from tabletop_core.render.online_screens import join_in_window

        try:
            join_in_window(code, server)
        except NoDisplayError:
            raise OnlineError(
                "no display to open the window on: add --headless to play in the terminal"
            ) from None
        return
    match = RemoteMatch(server, code=code, registry=plugins.registry(), watch=watch)
    try:
        play_remote(match, watch=watch)
    except ServerRefused as error:
        raise OnlineError(str(error)) from None
    finally:
        match.close()


__all__ = ["DEFAULT_SERVER", "OnlineError", "host_command", "join_command", "serve_command"]
