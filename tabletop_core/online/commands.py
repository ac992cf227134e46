"""What ``tabletop serve``, ``tabletop host`` and ``tabletop join`` do (cli.py only wires them)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import typer

from tabletop_core.online import kept_seats
from tabletop_core.online.client import DEFAULT_SERVER, RemoteMatch, ServerRefused, play_url
from tabletop_core.online.hosting import HostError, fresh_code
from tabletop_core.online.kept_seats import KeptSeat
from tabletop_core.online.terminal import OnlineError, open_match, parse_online_seats, play_remote


def serve_command(
    host: str,
    port: int,
    data: Path | None,
    allow_seeds: bool = False,
    trusted_proxies: list[str] | None = None,
    limits: list[str] | None = None,
    redis: str | None = None,
) -> None:
    from tabletop_core.online.limits import parse_limits
    from tabletop_core.online.server import serve
    from tabletop_core.storage import data_dir

    try:
        chosen = parse_limits(limits or [], trusted_proxies or [])
    except ValueError as error:
        raise OnlineError(str(error)) from None
    if redis is not None:
        check_redis_url(redis)
    where = data if data is not None else data_dir() / "server"
    serve(host, port, where, allow_seeds=allow_seeds, limits=chosen, redis=redis)


def check_redis_url(url: str) -> None:
    """One line for a ``--redis`` that cannot work: no client installed, or not a URL."""
    from tabletop_core.online.shared import INSTALL

    try:
        import redis.asyncio  # noqa: F401
    except ImportError:
        raise OnlineError(INSTALL) from None
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise OnlineError(f"--redis takes a URL such as redis://127.0.0.1:6379/0, not {url!r}")


def host_command(
    game: str,
    server: str,
    seats: str,
    *,
    spectators: bool = True,
    away_after: float | None = None,
    turn_clock: float | None = None,
    new_code: int | None = None,
    match_id: str | None = None,
) -> None:
    """Open a match and play its here seat, or (``new_code``) issue a fresh code for a seat of
    a match this computer opened."""
    from tabletop_core import plugins

    if new_code is not None:
        return new_code_command(game, server, new_code, match_id)
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
            f"seat {code['seat'] + 1} ({code['name']}): "
            f"tabletop join {code['code']} --server {server}"
        )
    if answer.get("watch"):
        typer.echo(f"to watch: tabletop join {answer['watch']} --watch --server {server}")
    mine = answer["here"][0] if answer["here"] else None
    with contextlib.suppress(OSError):  # without it only `--new-code` and "Continue" are lost
        kept_seats.keep(
            KeptSeat(
                server=server,
                match=answer["match"],
                game=game,
                seat=mine["seat"] if mine else None,
                token=mine["token"] if mine else None,
                host=answer.get("host"),
            )
        )
    typer.echo(
        f"a new code for a seat later: tabletop host {game} --new-code SEAT --server {server}"
    )
    if answer["here"]:
        token = answer["here"][0]["token"]
        match = RemoteMatch(server, token=token, registry=plugins.registry())
        try:
            play_remote(match)
        finally:
            match.close()


def new_code_command(game: str, server: str, seat: int, match_id: str | None) -> None:
    """Print a fresh join code for ``seat`` (-1: to watch) of the last match of ``game`` this
    computer opened on ``server`` (or of ``match_id``)."""
    hosted = [
        kept
        for kept in kept_seats.load_kept()
        if kept.host is not None
        and kept.server == server
        and (kept.match == match_id if match_id else kept.game == game)
    ]
    if not hosted:
        which = f"match {match_id}" if match_id else f"a match of {game}"
        raise OnlineError(f"this computer did not open {which} on {server}")
    kept = hosted[0]
    assert kept.host is not None
    try:
        answer = fresh_code(server, kept.match, kept.host, None if seat < 0 else seat)
    except HostError as error:
        raise OnlineError(f"no new code: {error}") from None
    if answer["seat"] is None:
        typer.echo(f"to watch: tabletop join {answer['code']} --watch --server {server}")
    else:
        typer.echo(
            f"seat {answer['seat']} ({answer['name']}): "
            f"tabletop join {answer['code']} --server {server}"
        )


def join_command(code: str, server: str, headless: bool, watch: bool) -> None:
    from tabletop_core import plugins

    for address in server.split(","):  # several: every node of a server on Redis
        play_url(address.strip())  # a bad address fails here, in one line
    if not headless and not watch:
        from tabletop_core.render import NoDisplayError
        from tabletop_core.render.join_online import join_in_window

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
