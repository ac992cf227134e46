"""The author's commands: ``tabletop check`` (the conformance kit), ``new`` (the scaffold),
``dev`` (the game reloaded as it is edited) and ``screenshot``."""

from __future__ import annotations

import sys
from contextlib import nullcontext
from pathlib import Path
from typing import Annotated

import typer

from tabletop_core import cli_checks, plugins, watchdog
from tabletop_core.command_line.common import check_seed, fail, registered_game
from tabletop_core.command_line.play import (
    make_match,
)


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
    check_seed(seed)
    from tabletop_core.authoring.checkup import check_up

    registry = plugins.registry()
    if all_games == (game is not None):
        raise fail("name one game or pass --all")
    if all_games:
        ids = sorted(registry.games)
    else:
        assert game is not None
        known = game in registry.games or registry.why_unavailable(game) is not None
        ids = [game] if known else [registered_game(game).info.id]
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
    check_seed(seed)
    from tabletop_core.authoring.dev import dev_needs_a_display
    from tabletop_core.render import NoDisplayError

    if headless:
        raise typer.Exit(_dev_headless(game, players, seed, moves, out or Path(f"{game}-dev.png")))
    registered = registered_game(game)
    info = registered.info
    if seats is None:
        count = players or min(info.max_players, max(info.min_players, 2))
        best = plugins.registry().bot_levels(game)[-1]
        seats = ",".join(["human"] + [f"bot:{best}"] * (count - 1))
    match = make_match(game, players, seats, seed)
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

    registered_game(game)
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
        typer.Option(
            help="Play the animations of the last moves (with --end: the winner moment);"
            " picture this many seconds in."
        ),
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
    check_seed(seed)
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
    shown = (
        None if target in ("menu", "settings") else registered_game(target.removeprefix("lobby:"))
    )
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
