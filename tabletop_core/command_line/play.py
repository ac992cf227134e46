"""``tabletop list`` and ``tabletop play``: the games installed, and a match in the window or
the terminal (new, or resumed from a save)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Annotated, Any

import typer

from tabletop_core import cli_checks, plugins, watchdog
from tabletop_core.command_line.common import check_seed, fail, registered_game
from tabletop_core.seats import SeatError, default_players, parse_seats


def list_games(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
) -> None:
    """List the installed games, and plugins that failed to load with the reason."""
    registry = plugins.registry()
    games: list[dict[str, Any]] = [
        {
            "id": r.info.id,
            "title": r.info.title,
            "min_players": r.info.min_players,
            "max_players": r.info.max_players,
            "tags": list(r.info.tags),
            "bot_levels": registry.bot_levels(r.info.id),
            "distribution": r.distribution,
            "version": r.version,
        }
        for r in sorted(registry.games.values(), key=lambda r: r.info.title)
    ]
    unavailable = [{"name": u.name, "error": u.error} for u in registry.unavailable]
    if as_json:
        typer.echo(json.dumps({"games": games, "unavailable": unavailable}, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    wide = console.width >= 100  # narrower: the distribution column goes (see --json)
    table = Table(title="Installed games")
    longest = max((len(g["id"]) for g in games), default=2)
    table.add_column("id", no_wrap=True, min_width=longest)  # the word people type: never cut
    for column in ("title", "players", "tags", "bots") + (("from",) if wide else ()):
        table.add_column(column)
    for g in games:
        players = f"{g['min_players']}–{g['max_players']}"
        row = [g["id"], g["title"], players, ", ".join(g["tags"]), ", ".join(g["bot_levels"])]
        if wide:
            row.append(f"{g['distribution']} {g['version']}")
        table.add_row(*map(cli_checks.plain, row))
    console.print(table)
    for u in unavailable:
        line = cli_checks.plain(f"unavailable {u['name']}: {u['error']}")
        line.stylize("red", 0, len("unavailable"))
        console.print(line, highlight=False)


def make_match(
    game_id: str,
    players: int | None,
    seats: str | None,
    seed: int | None,
    autosave: bool = False,
    practice: bool = False,
):
    from tabletop_core.match import Match
    from tabletop_core.undo import practice_refusal

    cli_checks.check_players(players)
    registered = registered_game(game_id)
    info = registered.info
    try:
        specs = parse_seats(seats, players, info, plugins.registry().bot_levels(game_id))
    except SeatError as error:
        raise fail(str(error)) from None
    refusal = practice_refusal([spec.kind == "human" for spec in specs]) if practice else None
    if refusal is not None:
        raise fail(f"--practice: {refusal}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    bots = {
        i: plugins.registry().make_bot(game_id, spec.level)
        for i, spec in enumerate(specs)
        if spec.level is not None  # a bot seat (only bots have a level)
    }
    return Match(
        registered.game, specs, seed, None, bots=bots, autosave=autosave, practice=practice
    )


def play(
    game: Annotated[str, typer.Argument(help="The game id (see `tabletop list`).")],
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seats: Annotated[
        str | None,
        typer.Option(
            help="Comma-separated seats: human or bot:LEVEL (the levels `tabletop list` shows)."
        ),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="Seed for the shuffle and dice.")] = None,
    headless: Annotated[
        bool,
        typer.Option("--headless", help="Play in the terminal: bots to the end, humans by number."),
    ] = False,
    resume: Annotated[
        str | None,
        typer.Option(
            help="Go on with a saved match: its file, or its match id.", metavar="FILE|ID"
        ),
    ] = None,
    practice: Annotated[
        bool,
        typer.Option(
            "--practice", help="Open the lobby with Practice on (undo without limits, alone)."
        ),
    ] = False,
) -> None:
    """Play a game: in the window, or with --headless in the terminal (autosaved either way)."""
    check_seed(seed)
    if not headless:
        from tabletop_core.render import NoDisplayError

        registered_game(game)
        start = _window_start(game, players, seats, seed, resume)
        try:
            from tabletop_core.render.app import run_window

            raise typer.Exit(
                run_window(
                    game_id=game, resume=_save_of(game, resume), practice=practice, start=start
                )
            )
        except NoDisplayError as error:
            raise fail(str(error)) from None
    if resume is None:
        match = make_match(game, players, seats, seed, autosave=True, practice=practice)
    elif practice:
        raise fail("--practice starts a new match; a resumed match keeps the mode it was saved in")
    else:
        match = _resumed_match(game, resume)
    from tabletop_core.terminal import play_in_terminal

    with watchdog.watching(game, registered_game(game).package):
        play_in_terminal(match)
    unsaved = match.save_and_close()
    if unsaved is not None:
        raise fail(f"the match could not be saved: {unsaved}")


def _window_start(
    game_id: str, players: int | None, seats: str | None, seed: int | None, resume: str | None
) -> tuple[list[Any], int | None] | None:
    """The match the window starts at once when the command line chose players, seats or a
    seed (the same checks and one-line errors as in the terminal), or None for the lobby.

    Without ``--seats`` the first seat is the person at the window and the others are bots of
    the game's recommended level."""
    if players is None and seats is None and seed is None:
        return None
    if resume is not None:
        raise fail(
            "--resume goes on with a saved match as it was dealt: "
            "leave out --players, --seats and --seed"
        )
    cli_checks.check_players(players)
    registry = plugins.registry()
    info = registered_game(game_id).info
    if seats is None:
        count = players if players is not None else default_players(info)
        seats = ",".join(["human"] + [f"bot:{registry.recommended_level(game_id)}"] * (count - 1))
    try:
        specs = parse_seats(seats, players, info, registry.bot_levels(game_id))
    except SeatError as error:
        raise fail(str(error)) from None
    return specs, seed


def _save_of(game_id: str, reference: str | None) -> Path | None:
    from tabletop_core.replay import SaveError
    from tabletop_core.resume import find_save

    if reference is None:
        return None
    try:
        return find_save(game_id, reference)
    except SaveError as error:
        raise fail(str(error)) from None


def _resumed_match(game_id: str, reference: str):
    from tabletop_core.match import Match
    from tabletop_core.replay import SaveError

    path = _save_of(game_id, reference)
    assert path is not None
    try:
        match = Match.load(path, plugins.registry(), autosave=True)
    except SaveError as error:
        raise fail(f"{path}: {error}") from None
    if match.game.info.id != game_id:
        raise fail(f"{path} is a match of {match.game.info.id!r}, not {game_id!r}")
    if match.read_only is not None:
        raise fail(f"{match.read_only}; `tabletop replay {path}` shows where it stands")
    if match.load_note is not None:
        typer.echo(f"tabletop: {path}: {match.load_note}", err=True)
    return match
