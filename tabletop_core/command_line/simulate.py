"""``tabletop simulate``: bots play each other, many games, and the summary says how it went."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from tabletop_core import cli_checks, plugins, watchdog
from tabletop_core.command_line.common import check_seed, fail, registered_game
from tabletop_core.replay import MAX_SEED
from tabletop_core.seats import SeatError, parse_seats


def simulate(
    game: Annotated[str, typer.Argument(help="The game id.")],
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seats: Annotated[
        str | None, typer.Option(help="Comma-separated bot seats, e.g. bot:hard,bot:random.")
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="How many games to play.")] = 100,
    seed: Annotated[int, typer.Option(help="Seed of the first game; game i uses seed + i.")] = 0,
    replays: Annotated[
        Path | None, typer.Option(help="Write one replay file per game into this folder.")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary as JSON on stdout.")
    ] = False,
    jobs: Annotated[
        int | None,
        typer.Option(min=1, help="Processes to spread the games over (default: every core)."),
    ] = None,
    cluster: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="Play the games on a Dask scheduler's workers, e.g. tcp://10.0.0.5:8786 "
            "(needs the extra tabletop-core[cluster]).",
        ),
    ] = None,
) -> None:
    """Let bots play many games and summarise wins, scores, decision times and the game's stats."""
    check_seed(seed)
    cli_checks.check_seed_range(seed, games, MAX_SEED)
    cli_checks.check_players(players)
    from tabletop_core.cluster import ClusterError, load_distributed
    from tabletop_core.simulate import SimulationError, default_jobs, simulate_games

    if cluster is not None:
        try:
            load_distributed()
        except ClusterError as error:
            raise fail(str(error)) from None
    registered = registered_game(game)
    try:
        specs = parse_seats(seats, players, registered.info, plugins.registry().bot_levels(game))
    except SeatError as error:
        raise fail(str(error)) from None
    if any(spec.kind != "bot" for spec in specs):
        raise fail("simulate plays bots only: give every seat as bot:LEVEL")
    if replays is not None:
        cli_checks.writable_folder(replays, "--replays")
    try:
        with watchdog.watching(game, registered.package):  # worker processes watch their own
            summary = simulate_games(
                registered,
                specs,
                games=games,
                seed=seed,
                replays=replays,
                progress=True,
                jobs=jobs or default_jobs(),
                cluster=cluster,
            )
    except SimulationError as error:
        raise fail(str(error)) from None
    except ClusterError as error:
        raise fail(str(error)) from None
    except OSError as error:
        raise fail(f"--replays {replays}: {error.strerror or error}") from None
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        _print_summary(summary)


def _print_summary(summary: dict[str, Any]) -> None:
    from tabletop_core.text_table import text_table

    rows = [
        [
            f"{i}: {seat}",
            str(summary["wins"][i]),
            f"{summary['mean_score'][i]:.2f}" + (" ★" if summary.get("best") == i else "  "),
            f"{summary['mean_place'][i]:.2f}",
            f"{summary['decision_seconds']['mean'][i]:.4f}",
            f"{summary['decision_seconds']['max'][i]:.4f}",
        ]
        for i, seat in enumerate(summary["seats"])
    ]
    title = f"{summary['game']}: {summary['games']} games in {summary['seconds']:.1f} s"
    columns = ("seat", "wins", "mean score", "mean place", "mean decision s", "max decision s")
    typer.echo(text_table(title, columns, rows))
    typer.echo(f"the {summary.get('ranking', 'highest')} score wins; ★ marks the best mean score")
    if summary["stats"]:
        typer.echo("stats: " + ", ".join(f"{k}={v}" for k, v in summary["stats"].items()))
