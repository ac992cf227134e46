"""``tabletop replay``, ``export-match`` and ``import-match``: what a match leaves behind, played
back, checked, and carried between a server and a computer."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tabletop_core import plugins
from tabletop_core.command_line.common import fail


def replay(
    file: Annotated[Path, typer.Argument(help="A replay or save file (tabletop.replay/1).")],
    check: Annotated[
        bool,
        typer.Option(
            "--check",
            help="Re-run it and fail with the first difference if the outcome (scores, winners, "
            "every event) differs.",
        ),
    ] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="Print only the result.")] = False,
) -> None:
    """Replay a saved match and print its log and result."""
    from tabletop_core.replay import SaveError
    from tabletop_core.replay_check import ReplayMismatch, replay_file

    try:
        outcome = replay_file(file, plugins.registry(), check=check)
    except SaveError as error:
        raise fail(f"{file}: {error}") from None
    except ReplayMismatch as error:
        raise fail(f"{file}: replay differs: {error}", code=2) from None
    for warning in outcome.warnings:
        typer.echo(f"tabletop: {file}: {warning}", err=True)
    if not quiet:
        for line in outcome.lines:
            typer.echo(line)
    typer.echo(outcome.summary)


def export_match(
    match: Annotated[str, typer.Argument(help="The match's id.")],
    redis: Annotated[str, typer.Option(help="Where the match is: redis://HOST:PORT/DB.")],
    out: Annotated[
        Path | None, typer.Option(help="Write its journal here (tabletop replay reads it).")
    ] = None,
    data: Annotated[
        Path | None,
        typer.Option(help="Write it into this tabletop serve --data folder, seats and all."),
    ] = None,
) -> None:
    """Take a match out of Redis (several nodes) as a journal file or into one server's folder."""
    from tabletop_core.online.commands import check_redis_url
    from tabletop_core.online.moving import MoveError
    from tabletop_core.online.moving import export_match as export
    from tabletop_core.online.terminal_play import OnlineError

    if out is None and data is None:
        raise fail("say where the match goes: --out FILE or --data FOLDER")
    try:
        check_redis_url(redis)
        written = export(redis, match, plugins.registry(), out=out, data=data)
    except (MoveError, OnlineError, OSError) as error:
        raise fail(str(error)) from None
    for path in written:
        typer.echo(str(path))


def import_match(
    match: Annotated[str, typer.Argument(help="The match's id.")],
    data: Annotated[Path, typer.Option(help="The tabletop serve --data folder it is kept in.")],
    redis: Annotated[str, typer.Option(help="Where it goes: redis://HOST:PORT/DB.")],
) -> None:
    """Put a match one server kept in its folder into Redis, for several nodes to play on."""
    from tabletop_core.online.commands import check_redis_url
    from tabletop_core.online.moving import MoveError
    from tabletop_core.online.moving import import_match as put
    from tabletop_core.online.terminal_play import OnlineError

    try:
        check_redis_url(redis)
        game = put(redis, match, data, plugins.registry())
    except (MoveError, OnlineError) as error:
        raise fail(str(error)) from None
    from tabletop_core.online.shared import where

    typer.echo(f"match {match} ({game}) is in Redis at {where(redis)}")
