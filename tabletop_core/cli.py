"""The ``tabletop`` command (typer).

Commands that draw nothing never import arcade, so they start in a fraction of a second; the
window and screenshots import :mod:`tabletop_core.render` only when asked for.
"""

from __future__ import annotations

import json
import random
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import Annotated, Any

import typer

from tabletop_core import cli_checks, plugins, watchdog
from tabletop_core.replay import MAX_SEED
from tabletop_core.seats import SeatError, default_players, parse_seats

app = typer.Typer(
    name="tabletop",
    help="A family tabletop: one menu, any installed game, humans and bots around one screen.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def fail(message: str, code: int = 1) -> typer.Exit:
    """Print one line on stderr and return the Exit to raise."""
    cli_checks.say(message)
    return typer.Exit(code)


def _check_seed(seed: int | None) -> None:
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise fail(f"--seed must be a whole number from 0 to {MAX_SEED}, not {seed}")


def _registered(game_id: str) -> plugins.Registered:
    registry = plugins.registry()
    try:
        return registry.get(game_id)
    except KeyError as error:  # names the reason when the game is installed but unavailable
        raise fail(error.args[0]) from None


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


@app.command("list")
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


def _make_match(
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
    registered = _registered(game_id)
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


@app.command()
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
    _check_seed(seed)
    if not headless:
        from tabletop_core.render import NoDisplayError

        _registered(game)
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
        match = _make_match(game, players, seats, seed, autosave=True, practice=practice)
    elif practice:
        raise fail("--practice starts a new match; a resumed match keeps the mode it was saved in")
    else:
        match = _resumed_match(game, resume)
    from tabletop_core.terminal import play_in_terminal

    with watchdog.watching(game, _registered(game).package):
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
    info = _registered(game_id).info
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


@app.command()
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
    _check_seed(seed)
    cli_checks.check_seed_range(seed, games, MAX_SEED)
    cli_checks.check_players(players)
    from tabletop_core.cluster import ClusterError, load_distributed
    from tabletop_core.simulate import SimulationError, default_jobs, simulate_games

    if cluster is not None:
        try:
            load_distributed()
        except ClusterError as error:
            raise fail(str(error)) from None
    registered = _registered(game)
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


@app.command()
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


@app.command("check")
def check_cmd(
    game: Annotated[str | None, typer.Argument(help="The game id; or use --all.")] = None,
    all_games: Annotated[bool, typer.Option("--all", help="Check every installed game.")] = False,
    games: Annotated[int, typer.Option(min=1, help="Random playthroughs per player count.")] = 5,
    seed: Annotated[int, typer.Option(help="First seed.")] = 0,
    render: Annotated[
        bool,
        typer.Option("--render/--no-render", help="Draw the game's table headless (slower)."),
    ] = True,
    bots: Annotated[
        str | None,
        typer.Option(help="Comma-separated bot levels for the bot matches (default: all)."),
    ] = None,
) -> None:
    """Check a game (or all): discovery, the conformance kit, bot matches at every player count,
    save/load and replays, and a headless render of its table. Exits non-zero on any failure."""
    _check_seed(seed)
    from tabletop_core.authoring.checkup import check_up

    registry = plugins.registry()
    if all_games == (game is not None):
        raise fail("name one game or pass --all")
    if all_games:
        ids = sorted(registry.games)
    else:
        assert game is not None
        known = game in registry.games or registry.why_unavailable(game) is not None
        ids = [game] if known else [_registered(game).info.id]
    if not ids:
        raise fail("no games are installed")
    failed = False
    for game_id in ids:
        levels = [level.strip() for level in bots.split(",")] if bots else None
        report = check_up(
            registry, game_id, games=games, seed=seed, render=render, bot_levels=levels
        )
        typer.echo(report.summary())
        failed |= not report.ok
    for u in registry.unavailable:
        typer.echo(f"unavailable: {u.name}: {u.error}")
    raise typer.Exit(1 if failed or (all_games and registry.unavailable) else 0)


@app.command()
def new(
    title: Annotated[str, typer.Argument(help='The game\'s title, e.g. "Otter Pond".')],
    directory: Annotated[
        Path | None,
        typer.Option(
            "--dir",
            help="The folder to write the plugin into (itself, new or empty; default: ./GAME_ID).",
        ),
    ] = None,
    players: Annotated[
        str, typer.Option(help="The game's player range, e.g. 3-7 (default 2-4).")
    ] = "2-4",
    template: Annotated[
        str,
        typer.Option(
            help="fish: a face-up pond of cards (the default); cards: hidden hands, a face-down "
            "card and a private peek."
        ),
    ] = "fish",
) -> None:
    """Create a new game plugin: an installable distribution with a small playable game,
    its tests and a README."""
    from tabletop_core.authoring.scaffold import (
        GameNameError,
        ScaffoldError,
        create_plugin,
        names_for,
        parse_players,
    )

    registry = plugins.registry()
    taken = set(registry.games)
    try:
        root = create_plugin(
            title,
            Path("."),
            installed=taken,
            players=parse_players(players),
            into=directory,
            template=template,
        )
    except (GameNameError, ScaffoldError) as error:
        raise fail(str(error)) from None
    typer.echo(f"created {root}")
    typer.echo("next:")
    typer.echo(f"  cd {root}")
    typer.echo('  pip install -e ".[dev]"')
    game_id = names_for(title).game_id
    typer.echo(f"  tabletop check {game_id}")
    typer.echo(f"  tabletop dev {game_id}")


@app.command()
def dev(
    game: Annotated[str, typer.Argument(help="The game id (see `tabletop list`).")],
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seats: Annotated[
        str | None,
        typer.Option(help="Comma-separated seats: human or bot:LEVEL (default: you and bots)."),
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the match.")] = 1,
    headless: Annotated[
        bool,
        typer.Option(
            "--headless",
            help="No window: on each change reload, replay the match, re-run the kit and "
            "write a screenshot (--out).",
        ),
    ] = False,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="With --headless: the PNG to write (default GAME-dev.png)."),
    ] = None,
    moves: Annotated[
        int | None,
        typer.Option(help="With --headless: moves played before the picture (default: mid-game)."),
    ] = None,
) -> None:
    """Play a game in the window while watching its source: on a save the plugin is reloaded
    and the match replayed into the new code. F12 shows the debug overlay. With --headless, for
    a machine without a display: each change re-runs the kit and writes a screenshot."""
    _check_seed(seed)
    from tabletop_core.authoring.dev import dev_needs_a_display
    from tabletop_core.render import NoDisplayError

    if headless:
        raise typer.Exit(_dev_headless(game, players, seed, moves, out or Path(f"{game}-dev.png")))
    registered = _registered(game)
    info = registered.info
    if seats is None:
        count = players or min(info.max_players, max(info.min_players, 2))
        best = plugins.registry().bot_levels(game)[-1]
        seats = ",".join(["human"] + [f"bot:{best}"] * (count - 1))
    match = _make_match(game, players, seats, seed)
    try:
        from tabletop_core.render.dev_host import run_dev_window

        raise typer.Exit(run_dev_window(match))
    except NoDisplayError:
        raise fail(dev_needs_a_display(game)) from None


def _dev_headless(game: str, players: int | None, seed: int, moves: int | None, out: Path) -> int:
    import os

    os.environ.setdefault("ARCADE_HEADLESS", "1")  # before arcade is imported: no window
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    from tabletop_core.authoring.dev_headless import run_headless
    from tabletop_core.render.screenshot import _match_at

    _registered(game)
    registry = plugins.registry()

    def load_registry() -> plugins.Registry:
        plugins.reset()
        return plugins.registry()

    try:
        match = _match_at(registry, game, seed, moves, players)
    except ValueError as error:
        raise fail(str(error)) from None
    return run_headless(match, load_registry, out.resolve(), registry=registry, echo=_say)


def _say(line: str) -> None:
    typer.echo(line)
    sys.stdout.flush()


@app.command()
def screenshot(
    target: Annotated[str, typer.Argument(help="menu, lobby:GAME or a game id.")],
    out: Annotated[Path, typer.Option("--out", help="The PNG file to write.")],
    seed: Annotated[int, typer.Option(help="Seed of the match shown.")] = 1,
    moves: Annotated[
        int | None, typer.Option(help="Moves the bots play first (default: mid-game).")
    ] = None,
    size: Annotated[str, typer.Option(help="WIDTHxHEIGHT")] = "1280x720",
    text_size: Annotated[
        int, typer.Option(min=100, max=200, help="Text size in percent, as in the settings.")
    ] = 100,
    high_contrast: Annotated[bool, typer.Option(help="The high-contrast theme.")] = False,
    language: Annotated[
        str | None, typer.Option(help="en, fr or de (default: the system's language).")
    ] = None,
    players: Annotated[
        int | None, typer.Option(help="Players at the table (default: as in the lobby).")
    ] = None,
    end: Annotated[
        bool, typer.Option("--end", help="Play the match to its end and show the end screen.")
    ] = False,
    overlay: Annotated[
        str | None, typer.Option(help="Open an overlay over the game: end, rules or menu.")
    ] = None,
    animate: Annotated[
        float | None,
        typer.Option(help="Play the animations of the last moves; picture this many seconds in."),
    ] = None,
    frames: Annotated[
        int | None,
        typer.Option(help="Record an animation of this many frames (APNG .png or GIF .gif)."),
    ] = None,
    every: Annotated[int, typer.Option(help="Milliseconds between the frames.")] = 66,
    scale: Annotated[float, typer.Option(help="An animation's size, times the window's.")] = 1.0,
) -> None:
    """Render a screen headless into a PNG, or a short animation of a game into an APNG or GIF
    (for the README and for tests)."""
    from tabletop_core.render.screenshot import OVERLAYS

    if end:
        overlay = "end"
    if overlay is not None and overlay not in OVERLAYS:
        raise fail(f"--overlay must be one of {', '.join(OVERLAYS)}, not {overlay!r}")
    if overlay is not None and (target == "menu" or target.startswith("lobby:")):
        raise fail("--end and --overlay show a game's screen: give a game id")
    _check_seed(seed)
    try:
        width, height = (int(p) for p in size.lower().split("x"))
    except ValueError:
        raise fail(f"--size must look like 1280x720, not {size!r}") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise fail("--size must be between 320x240 and 7680x4320")
    if frames is not None:
        cli_checks.animation_target(out, frames, every, scale, target)
    else:
        cli_checks.png_target(out)
    cli_checks.check_players(players)
    shown = None if target in ("menu", "settings") else _registered(target.removeprefix("lobby:"))
    if shown is not None and not target.startswith("lobby:"):
        info = shown.info
        if players is not None and not info.min_players <= players <= info.max_players:
            raise fail(
                f"{info.title} is for {info.min_players}–{info.max_players} players, not {players}"
            )
    from tabletop_core.render.screenshot import take_screenshot

    if language is not None and language not in ("en", "fr", "de"):
        raise fail(f"--language must be en, fr or de, not {language!r}")
    if animate is not None and not 0 <= animate <= 60:
        raise fail("--animate must be between 0 and 60 seconds")
    watch = watchdog.watching(shown.info.id, shown.package) if shown is not None else nullcontext()
    with watch:
        path = take_screenshot(
            target,
            seed=seed,
            moves=moves,
            size=(width, height),
            out=out,
            text_size=text_size,
            high_contrast=high_contrast,
            language=language,
            players=players,
            animate=animate,
            overlay=overlay,
            frames=frames,
            every=every / 1000,
            scale=scale,
        )
    typer.echo(str(path))


@app.command("export-match")
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


@app.command("import-match")
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


@app.command()
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


@app.command()
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


@app.command()
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


def main(args: list[str] | None = None) -> None:
    """The ``tabletop`` entry point: every error ends as one line (see :mod:`cli_checks`)."""
    sys.exit(cli_checks.run(typer.main.get_command(app), args))


if __name__ == "__main__":
    main()
