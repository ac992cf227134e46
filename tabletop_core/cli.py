"""The ``tabletop`` command (typer).

Commands that draw nothing never import arcade, so they start in a fraction of a second; the
window and screenshots import :mod:`tabletop_core.render` only when asked for.

This module is the command table: each command is written in :mod:`tabletop_core.command_line`
with the commands it belongs with (play, simulate, records, authoring, online) and registered
here, in the order ``tabletop --help`` lists them. Every name this module had is still imported
from here.
"""

from __future__ import annotations

import gc
import sys
from typing import Annotated

import typer

from tabletop_core import cli_checks, plugins
from tabletop_core.command_line.authoring import check_cmd, dev, new, screenshot
from tabletop_core.command_line.common import app, fail
from tabletop_core.command_line.on_demand import command_group
from tabletop_core.command_line.online import host, join, serve
from tabletop_core.command_line.play import list_games, play
from tabletop_core.command_line.records import export_match, import_match, replay
from tabletop_core.command_line.simulate import simulate

__all__ = [
    "app",
    "check_cmd",
    "dev",
    "export_match",
    "fail",
    "host",
    "import_match",
    "join",
    "list_games",
    "main",
    "main_menu",
    "new",
    "play",
    "replay",
    "screenshot",
    "serve",
    "simulate",
]


@app.callback(invoke_without_command=True)
def main_menu(
    ctx: typer.Context,
    use: Annotated[
        list[str] | None,
        typer.Option(
            "--use",
            metavar="GAME=DISTRIBUTION",
            help="Where two installed distributions register the same game id: use this one.",
        ),
    ] = None,
) -> None:
    """Open the menu window (with no command)."""
    for game_id, distribution in cli_checks.parse_use(use or []).items():
        plugins.choose(game_id, distribution)
    if ctx.invoked_subcommand is not None:
        return
    from tabletop_core.render import NoDisplayError

    try:
        from tabletop_core.render.app import run_window

        code = run_window()
    except NoDisplayError as error:
        raise fail(str(error)) from None
    raise typer.Exit(code)


app.command("list")(list_games)
app.command()(play)
app.command()(simulate)
app.command()(replay)
app.command("check")(check_cmd)
app.command()(new)
app.command()(dev)
app.command()(screenshot)
app.command("export-match")(export_match)
app.command("import-match")(import_match)
app.command()(serve)
app.command()(host)
app.command()(join)


def main(args: list[str] | None = None) -> None:
    """The ``tabletop`` entry point: every error ends as one line (see :mod:`cli_checks`).

    The heap is frozen before the interpreter exits: its exit would otherwise run collections
    that walk every object still alive, only for the operating system to free them all anyway
    (after 10,000 simulated games, a cache of builds per hand: some 0.2 s). Exit handlers run
    as ever. Each command is built when it runs (:mod:`~tabletop_core.command_line.on_demand`)."""
    code = cli_checks.run(command_group(app), args)
    gc.freeze()
    sys.exit(code)


if __name__ == "__main__":
    main()
