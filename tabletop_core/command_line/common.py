"""What every command of ``tabletop`` shares: the typer app, one-line failures, the seed and
game checks."""

from __future__ import annotations

import typer

from tabletop_core import cli_checks, plugins
from tabletop_core.replay import MAX_SEED

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


def check_seed(seed: int | None) -> None:
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise fail(f"--seed must be a whole number from 0 to {MAX_SEED}, not {seed}")


def registered_game(game_id: str) -> plugins.Registered:
    registry = plugins.registry()
    try:
        return registry.get(game_id)
    except KeyError as error:  # names the reason when the game is installed but unavailable
        raise fail(error.args[0]) from None
